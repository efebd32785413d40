// The catalogue as CSV, one row per variant, for admins (docs/bulk-products.md): the rows are written
// as they come from the database, batch by batch.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Uses } from '../../context';
import { rupeesCell, textCell } from '../../lib/csv-cells';
import { indiaDate } from '@shared/india-time';
import { CSV_COLUMNS } from '@shared/schemas/bulk-products';
import * as repo from './bulk-products.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now'>;

const EXPORT_BATCH = 500;

// Text a spreadsheet would take for a formula is written with an apostrophe in front (textCell),
// which the import takes off again (bulk-products.service.ts, withoutFormulaMark).

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

async function* exportRecords(ctx: Ctx): AsyncGenerator<string[]> {
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
export function exportCsv(ctx: Ctx): Readable {
  const csv = stringify({ header: true, columns: [...CSV_COLUMNS], bom: true, record_delimiter: 'windows' });
  // A failed batch ends the answer early rather than leaving the download open.
  pipeline(Readable.from(exportRecords(ctx)), csv, () => undefined);
  return csv;
}

/** The downloaded file's name: the shop's day in India. */
export const exportFileName = (ctx: Ctx) => `catalogue-${indiaDate(ctx.now())}.csv`;
