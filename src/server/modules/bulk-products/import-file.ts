// Reading an import file (docs/bulk-products.md): the CSV as it arrives, its header checked, its rows
// as text with their lines; the whole file refused when it cannot be read.
import type { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { hasForbiddenText, NOT_ALLOWED_TEXT } from '../../lib/text-guard';
import { BULK_MESSAGES, IMPORT_COLUMNS, IMPORT_MAX_ROWS, PRODUCT_COLUMNS, type ImportRefusal } from '@shared/schemas/bulk-products';

const M = BULK_MESSAGES;

/** A row of the file with its line (the header is line 1), as text. */
export interface FileRow {
  line: number;
  code: string;
  title: string;
  price: string;
  mrp: string;
  stock: string;
  /** The product's brand and specifications as written; undefined when the file has no such column. */
  brand?: string;
  specs?: string;
}

/** The uploaded file: its bytes as they arrive, and whether the upload limit cut it short. */
export interface Upload {
  stream: Readable;
  truncated: () => boolean;
}

export type Refused = { ok: false; message: string; refusals: ImportRefusal[] };
type Read = { ok: true; rows: FileRow[] } | Refused;

const fileRefused = (message: string, line: number | null): Refused => ({
  ok: false,
  message,
  refusals: [{ Line: line, ProductCode: '', Variant: '', Reason: message }],
});

const normalHeader = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** Where each column the import needs is, or why the header is refused. */
type Columns = Record<(typeof IMPORT_COLUMNS)[number], number> & Partial<Record<(typeof PRODUCT_COLUMNS)[number], number>>;

/** Where each column the import needs is (and the product columns it may have), or why the header is refused. */
function readHeader(cells: string[]): { ok: true; at: Columns } | { ok: false; message: string } {
  const names = cells.map(normalHeader);
  const at = {} as Columns;
  const missing: string[] = [];
  for (const col of [...IMPORT_COLUMNS, ...PRODUCT_COLUMNS]) {
    const found = names.flatMap((n, i) => (n === normalHeader(col) ? [i] : []));
    if (found.length > 1) return { ok: false, message: M.repeatedColumn(col) };
    if (found.length === 0) {
      if ((IMPORT_COLUMNS as readonly string[]).includes(col)) missing.push(col);
    } else at[col] = found[0];
  }
  if (missing.length) return { ok: false, message: M.wrongHeader(missing) };
  return { ok: true, at };
}

/**
 * Reads the CSV as it arrives. Blank lines and rows of empty cells are passed over; a row shorter
 * than the header has its last cells empty. Refuses the whole file when it cannot be read, is too
 * large, has too many rows, or lacks a column the import needs.
 */
export async function readImportFile(upload: Upload): Promise<Read> {
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true });
  upload.stream.on('error', (err) => parser.destroy(err));
  upload.stream.pipe(parser);
  const stop = (result: Refused): Refused => {
    // What is left of the upload is read and dropped, so that the request ends normally.
    upload.stream.unpipe(parser);
    parser.destroy();
    upload.stream.resume();
    return result;
  };
  let at: Columns | null = null;
  const rows: FileRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // The line a record starts on: the parser counts to its end, and a quoted cell may hold line breaks.
      const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
      if (hasForbiddenText(record)) return stop(fileRefused(NOT_ALLOWED_TEXT, line));
      if (!at) {
        const header = readHeader(record);
        if (!header.ok) return stop(fileRefused(header.message, line));
        at = header.at;
        continue;
      }
      if (rows.length >= IMPORT_MAX_ROWS) return stop(fileRefused(M.tooManyRows, null));
      const cell = (col: keyof Columns) => (record[at![col]!] ?? '').trim();
      const optional = (col: (typeof PRODUCT_COLUMNS)[number]) => (at![col] === undefined ? undefined : cell(col));
      rows.push({
        line,
        code: cell('Product Code'),
        title: cell('Variant'),
        price: cell('Price'),
        mrp: cell('MRP'),
        stock: cell('Stock'),
        brand: optional('Brand'),
        specs: optional('Specifications'),
      });
    }
  } catch (err) {
    if (upload.truncated()) return stop(fileRefused(M.tooLarge, null));
    if (err instanceof CsvError) return stop(fileRefused(M.notCsv((err as CsvError & { lines?: number }).lines ?? 1), null));
    throw err;
  }
  if (upload.truncated()) return fileRefused(M.tooLarge, null);
  if (!at || rows.length === 0) return fileRefused(M.emptyFile, null);
  return { ok: true, rows };
}
