// Products in bulk as CSV (docs/bulk-products.md). The export writes one row per variant as the rows
// come from the database, batch by batch. The import reads a file of the same columns: Product Code
// and Variant say which variant a row is about, and Price, MRP and Stock are the values it may change,
// under the rules of the inventory screen's inline edit. A preview says what would change and which
// rows are refused; applying writes every change in one transaction, with its audit entries, or
// nothing at all.
import { Readable, pipeline } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../context';
import { hasForbiddenText, NOT_ALLOWED_TEXT } from '../../lib/text-guard';
import { formatRupees, toPaise, toRupees } from '@shared/money';
import { FORMULA_START, rupeesCell, textCell } from '../../lib/csv-cells';
import { indiaDate } from '@shared/india-time';
import { ADMIN_MESSAGES, inventoryEditSchema } from '@shared/schemas/admin-catalogue';
import {
  BULK_MESSAGES,
  CSV_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  PRODUCT_COLUMNS,
  SPEC_CELL_SEPARATOR,
  type ImportApplied,
  type ImportChange,
  type ImportPreview,
  type ImportProductChange,
  type ImportRefusal,
} from '@shared/schemas/bulk-products';
import { recordChange, type Actor } from '../audit';
import { refreshSearchDocument } from '../catalogue';
import { brandFor, checkValues as checkSpecValues, planBrand, type SpecEntry, type SpecValueRow } from '../specifications';
import * as specRepo from '../specifications';
import * as repo from './bulk-products.repo';
import { tellRestocked } from '../stock-alerts';

const M = BULK_MESSAGES;

// ---------------------------------------------------------------- export

const EXPORT_BATCH = 500;

// Text a spreadsheet would take for a formula is written with an apostrophe in front (textCell),
// which the import takes off again (see matchVariant).

function exportRecord(r: repo.ExportRow): string[] {
  return [
    r.product_code,
    textCell(r.product_name),
    textCell(r.title),
    rupeesCell(r.price_paise),
    rupeesCell(r.mrp_paise),
    String(r.stock),
    r.hsn_code,
    String(r.tax_rate),
    textCell(r.category),
    r.is_published ? 'Yes' : 'No',
    textCell(r.brand ?? ''),
    r.specs,
  ];
}

async function* exportRecords(ctx: AppContext): AsyncGenerator<string[]> {
  let after: repo.ExportCursor | null = null;
  for (;;) {
    const batch = await repo.exportBatch(ctx.db, after, EXPORT_BATCH);
    for (const row of batch) yield exportRecord(row);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { productCode: last.product_code, variantId: last.variant_id };
  }
}

/**
 * The catalogue as CSV, one row per variant. A stream: the next batch is read from the database
 * only when the answer has taken the rows before it. Starts with a byte order mark so that
 * spreadsheets read the file as UTF-8 (names with ₹ or accents).
 */
export function exportCsv(ctx: AppContext): Readable {
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: 'windows' });
  // A failed batch ends the answer early rather than leaving the download open.
  pipeline(Readable.from(exportRecords(ctx)), csv, () => undefined);
  return csv;
}

/** The downloaded file's name: the shop's day in India. */
export const exportFileName = (ctx: AppContext) => `catalogue-${indiaDate(ctx.now())}.csv`;

// ---------------------------------------------------------------- reading an import

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
async function readFile(upload: Upload): Promise<Read> {
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

// ---------------------------------------------------------------- checking an import

/** A variant the import changes: its values before and after, in paise. */
interface Update {
  line: number;
  variantId: number;
  productId: number;
  productCode: string;
  title: string;
  before: { pricePaise: number; mrpPaise: number; stock: number };
  after: { pricePaise: number; mrpPaise: number; stock: number };
}

/** A product whose brand or specification values the import changes. */
interface ProductUpdate {
  line: number;
  productId: number;
  productCode: string;
  brand?: { before: string | null; after: string };
  specs?: { before: string[]; after: string[]; rows: SpecValueRow[] };
}

interface Analysis {
  rows: number;
  unchanged: number;
  updates: Update[];
  changes: ImportChange[];
  productUpdates: ProductUpdate[];
  productChanges: ImportProductChange[];
  refusals: ImportRefusal[];
}

/** What the rows of one import have said of products so far, and what it has read to check them. */
interface ProductState {
  seen: Map<number, { line: number; brand: string | undefined; specs: string[] | undefined }>;
  specsOf: Map<number, specRepo.SpecRow[]>;
  brands: Map<string, Awaited<ReturnType<typeof planBrand>>>;
  newSlugs: Map<string, { name: string; line: number }>;
}

/** The pairs of a Specifications cell ("key=value; key=value"), or why it cannot be read. */
function readSpecCell(text: string): { ok: true; entries: SpecEntry[] } | { ok: false; reason: string } {
  const entries: SpecEntry[] = [];
  for (const part of text.split(';')) {
    const pair = part.trim();
    if (!pair) continue;
    const at = pair.indexOf('=');
    if (at <= 0 || !pair.slice(at + 1).trim()) return { ok: false, reason: M.specificationPair(pair) };
    entries.push({ Key: pair.slice(0, at).trim(), Value: pair.slice(at + 1).trim() });
  }
  return { ok: true, entries };
}

/** A product's values as "key=value" pairs in the category's order. */
function specPairs(specs: specRepo.SpecRow[], rows: SpecValueRow[]): string[] {
  const order = new Map(specs.map((sp, i) => [sp.id, i]));
  const keyOf = new Map(specs.map((sp) => [sp.id, sp.key]));
  return [...rows]
    .sort((a, b) => order.get(a.specificationId)! - order.get(b.specificationId)! || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .map((r) => `${keyOf.get(r.specificationId)}=${r.value}`);
}

function samePairs(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((p, i) => p === sortedB[i]);
}
const storedPairs = (cell: string) => (cell ? cell.split(SPEC_CELL_SEPARATOR) : []);
/** A text the export wrote with an apostrophe in front (see asText), without it. */
const withoutFormulaMark = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/**
 * The Brand and Specifications cells of a row, when the file has those columns: checked as the
 * admin product screen checks them, the same on every row of a product, and what they would change
 * noted on the product's first row.
 */
async function checkProductColumns(conn: repo.Conn, row: FileRow, product: repo.ProductKey, st: ProductState, a: Analysis): Promise<string | null> {
  let brand: string | undefined;
  if (row.brand) {
    const name = withoutFormulaMark(row.brand);
    const key = name.toLowerCase();
    if (!st.brands.has(key)) st.brands.set(key, await planBrand(conn, name));
    const plan = st.brands.get(key)!;
    if (!plan.ok) return plan.reason;
    if (!plan.brand) {
      const other = st.newSlugs.get(plan.slug);
      if (other && other.name.toLowerCase() !== key) return M.brandAddressTaken(name, other.line);
      if (!other) st.newSlugs.set(plan.slug, { name, line: row.line });
    }
    // A new brand is written as its first row spells it.
    brand = plan.brand ? plan.brand.name : st.newSlugs.get(plan.slug)!.name;
  }
  let specs: string[] | undefined;
  let specRows: SpecValueRow[] = [];
  if (row.specs !== undefined) {
    const read = readSpecCell(row.specs);
    if (!read.ok) return read.reason;
    if (!st.specsOf.has(product.category_id)) st.specsOf.set(product.category_id, await specRepo.listSpecs(conn, product.category_id));
    const categorySpecs = st.specsOf.get(product.category_id)!;
    const checked = checkSpecValues(categorySpecs, read.entries);
    if (!checked.ok) return checked.reason;
    specRows = checked.rows;
    specs = specPairs(categorySpecs, specRows);
  }
  const first = st.seen.get(product.id);
  if (first) {
    if (row.brand !== undefined && (brand ?? '').toLowerCase() !== (first.brand ?? '').toLowerCase()) return M.brandDiffers(first.line);
    if (specs !== undefined && !samePairs(specs, first.specs ?? [])) return M.specificationsDiffer(first.line);
    return null;
  }
  st.seen.set(product.id, { line: row.line, brand, specs });
  const update: ProductUpdate = { line: row.line, productId: product.id, productCode: product.product_code };
  const change = (Field: ImportProductChange['Field'], Old: string, New: string) =>
    a.productChanges.push({ Line: row.line, ProductId: product.id, ProductCode: product.product_code, Field, Old, New });
  // A blank brand keeps the product's own.
  if (brand !== undefined && brand !== product.brand) {
    update.brand = { before: product.brand, after: brand };
    change('Brand', product.brand ?? '', brand);
  }
  const before = storedPairs(product.specs);
  if (specs !== undefined && !samePairs(specs, before)) {
    update.specs = { before, after: specs, rows: specRows };
    change('Specifications', before.join(SPEC_CELL_SEPARATOR), specs.join(SPEC_CELL_SEPARATOR));
  }
  if (update.brand || update.specs) a.productUpdates.push(update);
  return null;
}

/**
 * The variant a row names: its title as written; else without the apostrophe the export puts before
 * a title a spreadsheet would take for a formula; else the one title equal but for letter case.
 */
function matchVariant(variants: repo.VariantValues[], title: string): repo.VariantValues | 'none' | 'ambiguous' {
  const tries = [title];
  if (title.startsWith("'") && FORMULA_START.test(title.slice(1))) tries.push(title.slice(1));
  for (const t of tries) {
    const exact = variants.filter((v) => v.title.trim() === t);
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) return 'ambiguous';
  }
  const loose = variants.filter((v) => tries.some((t) => v.title.trim().toLowerCase() === t.toLowerCase()));
  if (loose.length === 1) return loose[0];
  return loose.length > 1 ? 'ambiguous' : 'none';
}

/**
 * The rules of the inventory screen's inline edit (`inventoryEditSchema`, and the price kept within
 * the stored MRP when the MRP is left blank); the first rule a row breaks is its reason.
 */
function checkValues(row: FileRow, v: repo.VariantValues): { ok: true; pricePaise: number; mrpPaise: number; stock: number } | { ok: false; reason: string } {
  const parsed = inventoryEditSchema.safeParse({
    Id: v.id,
    ProductId: v.product_id,
    Price: row.price,
    Mrp: row.mrp === '' ? undefined : row.mrp,
    Stock: row.stock,
  });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.inventoryPrice };
  const pricePaise = toPaise(parsed.data.Price);
  const mrpPaise = parsed.data.Mrp !== undefined ? toPaise(parsed.data.Mrp) : v.mrp_paise;
  if (pricePaise > mrpPaise) return { ok: false, reason: ADMIN_MESSAGES.priceAboveMrp(formatRupees(toRupees(mrpPaise))) };
  return { ok: true, pricePaise, mrpPaise, stock: parsed.data.Stock };
}

/** What the rows would change, and the rows refused. With `lock`, the variants read stay locked until the transaction ends. */
async function analyse(conn: repo.Conn, rows: FileRow[], lock: boolean): Promise<Analysis> {
  const products = await repo.productsByCodes(conn, [...new Set(rows.map((r) => r.code.toUpperCase()).filter(Boolean))]);
  const productByCode = new Map(products.map((p) => [p.product_code.toUpperCase(), p]));
  const variants = await repo.variantsOfProducts(
    conn,
    products.map((p) => p.id),
    lock,
  );
  const variantsOf = new Map<number, repo.VariantValues[]>();
  for (const v of variants) variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v]);

  const a: Analysis = { rows: rows.length, unchanged: 0, updates: [], changes: [], productUpdates: [], productChanges: [], refusals: [] };
  const st: ProductState = { seen: new Map(), specsOf: new Map(), brands: new Map(), newSlugs: new Map() };
  const seen = new Map<number, number>();
  for (const row of rows) {
    const refuse = (reason: string) => a.refusals.push({ Line: row.line, ProductCode: row.code, Variant: row.title, Reason: reason });
    const product = row.code ? productByCode.get(row.code.toUpperCase()) : undefined;
    if (!product) {
      refuse(M.unknownProduct(row.code));
      continue;
    }
    const productChangesBefore = a.productChanges.length;
    const productProblem = await checkProductColumns(conn, row, product, st, a);
    if (productProblem) {
      refuse(productProblem);
      continue;
    }
    const v = row.title ? matchVariant(variantsOf.get(product.id) ?? [], row.title) : 'none';
    if (v === 'none' || v === 'ambiguous') {
      refuse(v === 'none' ? M.unknownVariant(row.title) : M.ambiguousVariant(row.title));
      continue;
    }
    const firstLine = seen.get(v.id);
    if (firstLine !== undefined) {
      refuse(M.duplicateRow(firstLine));
      continue;
    }
    seen.set(v.id, row.line);
    const checked = checkValues(row, v);
    if (!checked.ok) {
      refuse(checked.reason);
      continue;
    }
    const before = { pricePaise: v.price_paise, mrpPaise: v.mrp_paise, stock: v.stock };
    const after = { pricePaise: checked.pricePaise, mrpPaise: checked.mrpPaise, stock: checked.stock };
    const change = (Field: ImportChange['Field'], Old: number, New: number) =>
      a.changes.push({ Line: row.line, ProductId: product.id, VariantId: v.id, ProductCode: product.product_code, Variant: v.title, Field, Old, New });
    const n = a.changes.length;
    if (after.pricePaise !== before.pricePaise) change('Price', toRupees(before.pricePaise), toRupees(after.pricePaise));
    if (after.mrpPaise !== before.mrpPaise) change('MRP', toRupees(before.mrpPaise), toRupees(after.mrpPaise));
    if (after.stock !== before.stock) change('Stock', before.stock, after.stock);
    if (a.changes.length === n) {
      if (a.productChanges.length === productChangesBefore) a.unchanged += 1;
    } else a.updates.push({ line: row.line, variantId: v.id, productId: product.id, productCode: product.product_code, title: v.title, before, after });
  }
  return a;
}

// ---------------------------------------------------------------- preview and apply

/** What importing the file would change and which rows it refuses. Writes nothing. */
export async function preview(ctx: AppContext, upload: Upload): Promise<{ ok: true; answer: ImportPreview } | Refused> {
  const read = await readFile(upload);
  if (!read.ok) return read;
  const a = await analyse(ctx.db, read.rows, false);
  return { ok: true, answer: { Rows: a.rows, Unchanged: a.unchanged, Changes: a.changes, ProductChanges: a.productChanges, Refusals: a.refusals } };
}

const auditValues = (v: Update['before']) => ({ Price: toRupees(v.pricePaise), Mrp: toRupees(v.mrpPaise), Stock: v.stock });

function summaryOf(u: Update): string {
  const parts: string[] = [];
  const amount = (paise: number) => formatRupees(toRupees(paise));
  if (u.before.pricePaise !== u.after.pricePaise) parts.push(`price ${amount(u.before.pricePaise)} → ${amount(u.after.pricePaise)}`);
  if (u.before.mrpPaise !== u.after.mrpPaise) parts.push(`MRP ${amount(u.before.mrpPaise)} → ${amount(u.after.mrpPaise)}`);
  if (u.before.stock !== u.after.stock) parts.push(`stock ${u.before.stock} → ${u.after.stock}`);
  return `Imported ${u.productCode} / ${u.title}: ${parts.join(', ')}`;
}

/**
 * Applies every change of the file in one transaction, each variant with its audit entry, or, when
 * any row is refused, nothing. The rows are checked again inside the transaction against the
 * variants as they are then (locked until it ends), so what was previewed earlier cannot be applied
 * over a change made since without being checked. The shop's cached pages of every changed product
 * are dropped once it is committed.
 */
export async function apply(ctx: AppContext, admin: Actor, upload: Upload): Promise<{ ok: true; answer: ImportApplied } | Refused> {
  const read = await readFile(upload);
  if (!read.ok) return read;
  const now = ctx.now();
  const a = await ctx.db.transaction(async (tx) => {
    const analysis = await analyse(tx, read.rows, true);
    if (analysis.refusals.length) return analysis;
    await repo.updateVariants(
      tx,
      analysis.updates.map((u) => ({ id: u.variantId, ...u.after })),
      now,
    );
    for (const u of analysis.productUpdates) {
      if (u.brand) await specRepo.setProductBrand(tx, u.productId, (await brandFor(tx, u.brand.after)).id);
      if (u.specs) await specRepo.replaceValues(tx, u.productId, u.specs.rows);
      // Its brand and its specifications are in its search document.
      await refreshSearchDocument(tx, u.productId);
      const parts = [u.brand && `brand ${u.brand.before ?? 'none'} → ${u.brand.after}`, u.specs && 'specifications'].filter(Boolean);
      await recordChange(tx, admin, now, {
        kind: 'import',
        action: 'imported',
        entity: u.productCode,
        summary: `Imported ${u.productCode}: ${parts.join(', ')}`,
        before: { ...(u.brand ? { Brand: u.brand.before } : {}), ...(u.specs ? { Specifications: u.specs.before } : {}) },
        after: { ...(u.brand ? { Brand: u.brand.after } : {}), ...(u.specs ? { Specifications: u.specs.after } : {}) },
      });
    }
    for (const u of analysis.updates) {
      await recordChange(tx, admin, now, {
        kind: 'import',
        action: 'imported',
        entity: `${u.productCode} / ${u.title}`,
        summary: summaryOf(u),
        before: auditValues(u.before),
        after: auditValues(u.after),
      });
    }
    return analysis;
  });
  if (a.refusals.length) return { ok: false, message: M.refused(a.refusals.length), refusals: a.refusals };
  const products = [...new Set([...a.updates.map((u) => u.productId), ...a.productUpdates.map((u) => u.productId)])];
  for (const id of products) ctx.cache.changed(String(id));
  if (a.updates.length) await tellRestocked(ctx);
  return {
    ok: true,
    answer: {
      Status: true,
      Message: M.applied(a.changes.length + a.productChanges.length, products.length),
      Variants: a.updates.length,
      Products: products.length,
      Changes: a.changes,
      ProductChanges: a.productChanges,
    },
  };
}
