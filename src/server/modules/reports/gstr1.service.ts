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

// ---------------------------------------------------------------- the GSTR-1 files

const B2CS_COLUMNS = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Applicable % of Tax Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
  'E-Commerce GSTIN',
];

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
    .map((e) => ['OE', e.pos, e.rate, '', rupeesCell(e.amounts.taxable), ...taxCells(e.amounts), rupeesCell(0), '']);
}

const B2CL_COLUMNS = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Cess Amount',
  'E-Commerce GSTIN',
];

/** B2C large: each inter-state invoice above ₹1,00,000, a row per tax rate. */
async function* b2cl(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const inv of issuedInvoices(ctx, from, to)) {
    if (!isLarge(inv.totals, inv.b2b)) continue;
    for (const [rate, a] of byRate(inv.totals.rows))
      yield [
        inv.data.number,
        gstDate(inv.data.issuedAt),
        rupeesCell(inv.totals.total),
        placeOfSupply(inv.data.buyer.state),
        '',
        rate,
        rupeesCell(a.taxable),
        rupeesCell(a.igst),
        rupeesCell(0),
        '',
      ];
  }
}

const HSN_COLUMNS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

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
        rupeesCell(e.amounts.taxable),
        ...taxCells(e.amounts),
        rupeesCell(0),
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
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
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
        rupeesCell(a.taxable),
        ...taxCells(a),
        rupeesCell(0),
        rupeesCell(note.totals.total),
        textCell(note.reason),
        note.invoice.b2b ? 'cdnr' : note.invoice.large ? 'cdnur' : 'b2cs',
        note.order.buyerBusiness?.Gstin ?? '',
      ];
  }
}

const CDNUR_COLUMNS = [
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Cess Amount',
];

/** Credit notes against B2C large invoices, as the return's table for unregistered buyers takes them. */
async function* cdnur(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const note of issuedCreditNotes(ctx, from, to)) {
    if (!note.invoice.large) continue;
    for (const [rate, a] of byRate(note.totals.rows))
      yield [
        'B2CL',
        note.number,
        gstDate(note.issuedAt),
        'C',
        placeOfSupply(note.order.deliveryAddress.State),
        rupeesCell(note.totals.total),
        '',
        rate,
        rupeesCell(a.taxable),
        rupeesCell(a.igst),
        rupeesCell(0),
      ];
  }
}

/** The tax amounts, after the offline tool's own columns: the tool's templates leave them out, a check needs them. */
const TAX_COLUMNS = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];

const B2B_COLUMNS = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Reverse Charge',
  'Applicable % of Tax Rate',
  'Invoice Type',
  'E-Commerce GSTIN',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  ...TAX_COLUMNS,
];

/** B2B: each invoice to a registered buyer, a row per tax rate, under the buyer's GSTIN. */
export async function* b2b(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const inv of issuedInvoices(ctx, from, to)) {
    const buyer = inv.order.buyerBusiness;
    if (!buyer) continue;
    for (const [rate, a] of byRate(inv.totals.rows))
      yield [
        buyer.Gstin,
        textCell(buyer.LegalName),
        inv.data.number,
        gstDate(inv.data.issuedAt),
        rupeesCell(inv.totals.total),
        placeOfSupply(inv.data.buyer.state),
        'N',
        '',
        'Regular B2B',
        '',
        rate,
        rupeesCell(a.taxable),
        rupeesCell(0),
        ...taxCells(a),
      ];
  }
}

const CDNR_COLUMNS = [
  'GSTIN/UIN of Recipient',
  'Receiver Name',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Reverse Charge',
  'Note Supply Type',
  'Note Value',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  ...TAX_COLUMNS,
];

/** Credit notes to registered buyers, a row per tax rate, under the buyer's GSTIN. */
async function* cdnr(ctx: Ctx, from: Date, to: Date): AsyncGenerator<Cell[]> {
  for await (const note of issuedCreditNotes(ctx, from, to)) {
    const buyer = note.order.buyerBusiness;
    if (!note.invoice.b2b || !buyer) continue;
    for (const [rate, a] of byRate(note.totals.rows))
      yield [
        buyer.Gstin,
        textCell(buyer.LegalName),
        note.number,
        gstDate(note.issuedAt),
        'C',
        placeOfSupply(note.order.deliveryAddress.State),
        'N',
        'Regular B2B',
        rupeesCell(note.totals.total),
        '',
        rate,
        rupeesCell(a.taxable),
        rupeesCell(0),
        ...taxCells(a),
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
