// The GSTR-1 files of a month (docs/gst-returns.md), columns and names as the GST offline tool's CSV
// templates have them.
import type { Uses } from '../../context';
import { chargeOfSac } from '@shared/order-charges';
import { indiaMonthRange } from '@shared/india-time';
import { rupeesCell, textCell } from '../../lib/csv-cells';
import type { Gstr1File } from '@shared/schemas/reports';
import {
  type Amounts,
  type Cell,
  type CsvFile,
  type TaxRow,
  type IssuedInvoice,
  type IssuedCreditNote,
  add,
  byRate,
  csv,
  gstDate,
  isLarge,
  isNil,
  isService,
  issuedCreditNotes,
  issuedInvoices,
  placeOfSupply,
  taxCells,
  zero,
} from './csv-documents';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

// ---------------------------------------------------------------- columns several files share

// Each group of columns beside the cells that fill it, so that a header and its cells cannot part.
// The shop charges no cess: its columns are always 0.

/** A rate's taxable value, its three taxes and the cess, in the templates that show every tax. */
const TAXED_COLUMNS = ['Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'];
const taxedCells = (a: Amounts): Cell[] => [rupeesCell(a.taxable), ...taxCells(a), rupeesCell(0)];

/** A rate of an inter-state supply to an unregistered buyer (B2C large and its credit notes): integrated tax only. */
const INTER_STATE_COLUMNS = ['Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Cess Amount'];
const interStateCells = (rate: number, a: Amounts): Cell[] => ['', rate, rupeesCell(a.taxable), rupeesCell(a.igst), rupeesCell(0)];

/** The tax amounts, after the offline tool's own columns: the tool's templates leave them out, a check needs them. */
const TAX_COLUMNS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

/** A rate of a supply to a registered buyer (B2B and its credit notes): the template's columns, then the taxes. */
const REGISTERED_RATE_COLUMNS = ['Rate', 'Taxable Value', 'Cess Amount', ...TAX_COLUMNS];
const registeredRateCells = (rate: number, a: Amounts): Cell[] => [rate, rupeesCell(a.taxable), rupeesCell(0), ...taxCells(a)];

/** An invoice by number, date and value (tax included). */
const INVOICE_COLUMNS = ['Invoice Number', 'Invoice date', 'Invoice Value'];
const invoiceCells = (inv: IssuedInvoice): Cell[] => [inv.data.number, gstDate(inv.data.issuedAt), rupeesCell(inv.totals.total)];

/** A credit note by number and date, of the note type C (credit). */
const NOTE_COLUMNS = ['Note Number', 'Note Date', 'Note Type'];
const noteCells = (note: IssuedCreditNote): Cell[] => [note.number, gstDate(note.issuedAt), 'C'];

/** The registered buyer, by GSTIN and legal name. */
const RECIPIENT_COLUMNS = ['GSTIN/UIN of Recipient', 'Receiver Name'];
const recipientCells = (buyer: { Gstin: string; LegalName: string }): Cell[] => [buyer.Gstin, textCell(buyer.LegalName)];

// ---------------------------------------------------------------- the GSTR-1 files

const B2CS_COLUMNS = ['Type', 'Place Of Supply', 'Rate', 'Applicable % of Tax Rate', ...TAXED_COLUMNS, 'E-Commerce GSTIN'];

/** B2C small: by place of supply and rate, the month's invoices less its credit notes against them. */
async function b2cs(ctx: Ctx, from: Date, to: Date): Promise<Cell[][]> {
  const sums = new Map<string, { pos: string; rate: number; amounts: Amounts }>();
  const take = (state: string, row: TaxRow, sign: 1 | -1) => {
    const pos = placeOfSupply(state);
    const key = `${pos}|${row.rate}`;
    const entry = sums.get(key) ?? { pos, rate: row.rate, amounts: zero() };
    add(entry.amounts, row, sign);
    sums.set(key, entry);
  };
  for await (const inv of issuedInvoices(ctx, from, to))
    if (!inv.b2b && !isLarge(inv.totals, inv.b2b)) for (const row of inv.totals.rows) take(inv.data.buyer.state, row, 1);
  for await (const note of issuedCreditNotes(ctx, from, to))
    if (!note.invoice.b2b && !note.invoice.large) for (const row of note.totals.rows) take(note.order.deliveryAddress.State, row, -1);
  return [...sums.values()]
    .filter((e) => !isNil(e.amounts))
    .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
    .map((e) => ['OE', e.pos, e.rate, '', ...taxedCells(e.amounts), '']);
}

const B2CL_COLUMNS = [...INVOICE_COLUMNS, 'Place Of Supply', ...INTER_STATE_COLUMNS, 'E-Commerce GSTIN'];

/** B2C large: each inter-state invoice above ₹1,00,000, a row per tax rate. */
async function* b2cl(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const inv of issuedInvoices(ctx, from, to)) {
    if (!isLarge(inv.totals, inv.b2b)) continue;
    for (const [rate, a] of byRate(inv.totals.rows)) yield [...invoiceCells(inv), placeOfSupply(inv.data.buyer.state), ...interStateCells(rate, a), ''];
  }
}

const HSN_COLUMNS = ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', ...TAXED_COLUMNS];

/**
 * The HSN (and SAC) summary: by code and rate, the month's invoices less its credit notes; of the
 * supplies to registered buyers (the return's B2B table), to the others (B2C), or of all of them.
 */
async function hsn(ctx: Ctx, from: Date, to: Date, buyers: 'all' | 'b2b' | 'b2c'): Promise<Cell[][]> {
  const counts = (b2b: boolean) => buyers === 'all' || (buyers === 'b2b') === b2b;
  const sums = new Map<string, { code: string; rate: number; description: string; amounts: Amounts }>();
  const take = (row: TaxRow, sign: 1 | -1, description: string) => {
    const key = `${row.hsn}|${row.rate}`;
    const entry = sums.get(key) ?? { code: row.hsn, rate: row.rate, description, amounts: zero() };
    add(entry.amounts, row, sign);
    sums.set(key, entry);
  };
  // The first line seen with a code names it: the product, or the service of a charge (courier services for shipping).
  const describe = (row: TaxRow) => chargeOfSac(row.hsn)?.hsnSummaryName ?? productNameOf(row.description);
  for await (const inv of issuedInvoices(ctx, from, to)) if (counts(inv.b2b)) for (const row of inv.totals.rows) take(row, 1, describe(row));
  for await (const note of issuedCreditNotes(ctx, from, to)) if (counts(note.invoice.b2b)) for (const row of note.totals.rows) take(row, -1, describe(row));
  return [...sums.values()]
    .filter((e) => !isNil(e.amounts))
    .sort((a, b) => a.code.localeCompare(b.code) || a.rate - b.rate)
    .map((e) => {
      const service = isService(e.code);
      return [
        e.code,
        textCell(e.description.slice(0, 30)),
        service ? 'NA' : 'NOS-NUMBERS',
        service ? 0 : e.amounts.quantity,
        rupeesCell(e.amounts.value),
        e.rate,
        ...taxedCells(e.amounts),
      ];
    });
}

/** "Studio Headphones (Black) [SW-1]" names the product "Studio Headphones". */
const productNameOf = (description: string) => description.replace(/ \([^()]*\) \[[^\]]*\]$/, '');

const DOCS_COLUMNS = ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'];

/** Documents issued: the first and last number of each series used in the month and how many. */
async function docs(ctx: Ctx, from: Date, to: Date): Promise<Cell[][]> {
  const range = () => ({ first: '', last: '', count: 0 });
  const see = (r: ReturnType<typeof range>, n: string) => {
    if (!r.count || n < r.first) r.first = n;
    if (!r.count || n > r.last) r.last = n;
    r.count += 1;
  };
  const invoices = range();
  const notes = range();
  for await (const inv of issuedInvoices(ctx, from, to)) see(invoices, inv.data.number);
  for await (const note of issuedCreditNotes(ctx, from, to)) see(notes, note.number);
  const rows: Cell[][] = [];
  // Numbers are never voided here: a refund issues a credit note instead, so none is cancelled.
  if (invoices.count) rows.push(['Invoices for outward supply', invoices.first, invoices.last, invoices.count, 0]);
  if (notes.count) rows.push(['Credit Note', notes.first, notes.last, notes.count, 0]);
  return rows;
}

const CREDIT_NOTE_COLUMNS = [
  'Note Number',
  'Note Date',
  'Invoice Number',
  'Invoice Date',
  'Order Code',
  'Place Of Supply',
  'Rate',
  ...TAXED_COLUMNS,
  'Note Value',
  'Reason',
  'Reported In',
  'GSTIN/UIN of Recipient',
];

/** Every credit note of the month, a row per tax rate; where its figures go in the return. */
async function* creditNoteRows(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const note of issuedCreditNotes(ctx, from, to)) {
    for (const [rate, a] of byRate(note.totals.rows))
      yield [
        note.number,
        gstDate(note.issuedAt),
        note.invoice.number,
        gstDate(note.invoice.issuedAt),
        note.order.orderCode,
        placeOfSupply(note.order.deliveryAddress.State),
        rate,
        ...taxedCells(a),
        rupeesCell(note.totals.total),
        textCell(note.reason),
        note.invoice.b2b ? 'cdnr' : note.invoice.large ? 'cdnur' : 'b2cs',
        note.order.buyerBusiness?.Gstin ?? '',
      ];
  }
}

const CDNUR_COLUMNS = ['UR Type', ...NOTE_COLUMNS, 'Place Of Supply', 'Note Value', ...INTER_STATE_COLUMNS];

/** Credit notes against B2C large invoices, as the return's table for unregistered buyers takes them. */
async function* cdnur(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const note of issuedCreditNotes(ctx, from, to)) {
    if (!note.invoice.large) continue;
    for (const [rate, a] of byRate(note.totals.rows))
      yield ['B2CL', ...noteCells(note), placeOfSupply(note.order.deliveryAddress.State), rupeesCell(note.totals.total), ...interStateCells(rate, a)];
  }
}

const B2B_COLUMNS = [
  ...RECIPIENT_COLUMNS,
  ...INVOICE_COLUMNS,
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  ...REGISTERED_RATE_COLUMNS,
];

/** B2B: each invoice to a registered buyer, a row per tax rate, under the buyer's GSTIN. */
export async function* b2b(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const inv of issuedInvoices(ctx, from, to)) {
    const buyer = inv.order.buyerBusiness;
    if (!buyer) continue;
    for (const [rate, a] of byRate(inv.totals.rows))
      yield [...recipientCells(buyer), ...invoiceCells(inv), placeOfSupply(inv.data.buyer.state), 'N', '', 'Regular B2B', '', ...registeredRateCells(rate, a)];
  }
}

const CDNR_COLUMNS = [
  ...RECIPIENT_COLUMNS,
  ...NOTE_COLUMNS,
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  ...REGISTERED_RATE_COLUMNS,
];

/** Credit notes to registered buyers, a row per tax rate, under the buyer's GSTIN. */
async function* cdnr(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const note of issuedCreditNotes(ctx, from, to)) {
    const buyer = note.order.buyerBusiness;
    if (!note.invoice.b2b || !buyer) continue;
    for (const [rate, a] of byRate(note.totals.rows))
      yield [
        ...recipientCells(buyer),
        ...noteCells(note),
        placeOfSupply(note.order.deliveryAddress.State),
        'N',
        'Regular B2B',
        rupeesCell(note.totals.total),
        '',
        ...registeredRateCells(rate, a),
      ];
  }
}

/** One GSTR-1 file of a month (YYYY-MM, in India's time). */
export async function gstr1File(ctx: Ctx, file: Gstr1File, month: string): Promise<CsvFile> {
  const { from, to } = indiaMonthRange(month);
  const fileName = `GSTR1-${month}-${file}.csv`;
  switch (file) {
    case 'b2cs':
      return csv(fileName, B2CS_COLUMNS, await b2cs(ctx, from, to));
    case 'b2cl':
      return csv(fileName, B2CL_COLUMNS, b2cl(ctx, from, to));
    case 'hsn':
      return csv(fileName, HSN_COLUMNS, await hsn(ctx, from, to, 'all'));
    case 'hsn(b2b)':
      return csv(fileName, HSN_COLUMNS, await hsn(ctx, from, to, 'b2b'));
    case 'hsn(b2c)':
      return csv(fileName, HSN_COLUMNS, await hsn(ctx, from, to, 'b2c'));
    case 'b2b':
      return csv(fileName, B2B_COLUMNS, b2b(ctx, from, to));
    case 'cdnr':
      return csv(fileName, CDNR_COLUMNS, cdnr(ctx, from, to));
    case 'docs':
      return csv(fileName, DOCS_COLUMNS, await docs(ctx, from, to));
    case 'credit-notes':
      return csv(fileName, CREDIT_NOTE_COLUMNS, creditNoteRows(ctx, from, to));
    case 'cdnur':
      return csv(fileName, CDNUR_COLUMNS, cdnur(ctx, from, to));
  }
}
