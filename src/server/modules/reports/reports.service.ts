// The admin's CSV exports (docs/gst-returns.md): the GSTR-1 files of a month and the orders of a range
// of days. Every figure is read off the documents as issued: a tax invoice is its order's snapshot
// lines and charges with the seller kept with it, exactly as its PDF draws it
// (modules/documents/invoice.service.ts), and a credit note is its stored lines. Nothing comes from today's catalogue.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AppContext } from '../../context';
import { GST_STATE_CODES } from '@shared/gst';
import { chargeList, chargeOfSac, chargesOfRow, moneyOfRow, ORDER_CHARGES, orderTotal } from '@shared/order-charges';
import { addDays, indiaDate, indiaMonthRange, MONTHS, startOfIndiaDay } from '@shared/india-time';
import { rupeesCell, textCell } from '../../lib/csv-cells';
import type { Gstr1File, OrdersExportQuery } from '@shared/schemas/reports';
import { buyerOf, invoiceDataOf, invoiceTotals, type InvoiceData } from '../documents';
import type { OrderRow } from '../orders';
import * as repo from './reports.repo';

/** Inter-state supplies to unregistered buyers above this invoice value (₹1,00,000) are B2C large. */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** A CSV download: its file name and the stream of its text. */
export interface CsvFile {
  fileName: string;
  stream: Readable;
}

type Cell = string | number;
type Totals = ReturnType<typeof invoiceTotals>;
type TaxRow = Totals['rows'][number];

const STATE_BY_LOWER = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [name.toLowerCase(), { name, code }]));

/** The place of supply as GST returns write it: "33-Tamil Nadu" (a state without a GST code as it is). */
export function placeOfSupply(state: string): string {
  const known = STATE_BY_LOWER.get(state.trim().toLowerCase());
  return known ? `${known.code}-${known.name}` : state.trim();
}

/** A moment's day in India as the GST offline tool writes dates: 05-Nov-2026. */
export function gstDate(at: Date): string {
  const [y, m, d] = indiaDate(at).split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** Rows streamed through csv-stringify under a header line. */
function csv(fileName: string, columns: string[], rows: Iterable<Cell[]> | AsyncIterable<Cell[]>): CsvFile {
  const out = stringify({ header: true, columns });
  pipeline(Readable.from(rows), out, () => {
    /* a failure destroys the answer's stream: the download stops rather than end short */
  });
  return { fileName, stream: out };
}

function* chunks<T>(list: T[], size = repo.BATCH): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

// ---------------------------------------------------------------- the documents of a month

interface IssuedInvoice {
  order: OrderRow;
  data: InvoiceData;
  totals: Totals;
  /** To a registered buyer (the order names the buyer's GSTIN): reported in b2b, never in the B2C tables. */
  b2b: boolean;
}

/** A B2C invoice to another state above the B2C large limit. */
const isLarge = (t: Totals, b2b: boolean) => !b2b && !t.intra && t.total > B2CL_LIMIT_PAISE;

/** Every tax invoice issued in [from, to), in the order of issue, read a batch at a time. */
async function* issuedInvoices(ctx: AppContext, from: Date, to: Date): AsyncGenerator<IssuedInvoice> {
  for (const ids of chunks(await repo.invoicedOrderIds(ctx.db, from, to))) {
    for (const { order, invoice, items } of await repo.ordersWithInvoices(ctx.db, ids)) {
      if (!invoice) continue;
      const data = invoiceDataOf(order, invoice, items, ctx.config.seller);
      yield { order, data, totals: invoiceTotals(data), b2b: !!order.buyerBusiness };
    }
  }
}

interface IssuedCreditNote {
  number: string;
  issuedAt: Date;
  reason: string;
  order: OrderRow;
  /** The invoice it corrects: B2B (the note goes to cdnr), B2C large (cdnur) or neither (taken off b2cs). */
  invoice: { number: string; issuedAt: Date; large: boolean; b2b: boolean };
  totals: Totals;
}

/** Every credit note issued in [from, to), with the invoice it corrects, read a batch at a time. */
async function* issuedCreditNotes(ctx: AppContext, from: Date, to: Date): AsyncGenerator<IssuedCreditNote> {
  for (const ids of chunks(await repo.creditNoteIds(ctx.db, from, to))) {
    const notes = await repo.creditNotesByIds(ctx.db, ids);
    const orders = new Map((await repo.ordersWithInvoices(ctx.db, [...new Set(notes.map((n) => n.orderId))])).map((o) => [o.order.id, o]));
    for (const note of notes) {
      const o = orders.get(note.orderId);
      if (!o?.invoice) continue;
      const original = invoiceTotals(invoiceDataOf(o.order, o.invoice, o.items, ctx.config.seller));
      const totals = invoiceTotals({
        number: note.creditNoteNumber,
        issuedAt: note.issuedAt,
        orderCode: o.order.orderCode,
        orderDate: o.order.createdAt,
        seller: note.seller,
        buyer: buyerOf(o.order),
        lines: note.lines,
      });
      yield {
        number: note.creditNoteNumber,
        issuedAt: note.issuedAt,
        reason: note.reason,
        order: o.order,
        invoice: {
          number: o.invoice.invoiceNumber,
          issuedAt: o.invoice.issuedAt,
          large: isLarge(original, !!o.order.buyerBusiness),
          b2b: !!o.order.buyerBusiness,
        },
        totals,
      };
    }
  }
}

interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  /** Tax included. */
  value: number;
  quantity: number;
}
const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, value: 0, quantity: 0 });
/** Adds a document line's figures (sign -1 takes a credit note's off). */
function add(into: Amounts, row: TaxRow, sign: 1 | -1) {
  into.taxable += sign * row.taxable;
  into.igst += sign * row.igst;
  into.cgst += sign * row.cgst;
  into.sgst += sign * row.sgst;
  into.value += sign * row.totalPaise;
  into.quantity += sign * row.quantity;
}
/** A document's lines summed by tax rate, lowest rate first. */
function byRate(rows: TaxRow[]): [number, Amounts][] {
  const rates = new Map<number, Amounts>();
  for (const row of rows) {
    const sum = rates.get(row.rate) ?? zero();
    add(sum, row, 1);
    rates.set(row.rate, sum);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const isService = (code: string) => code.startsWith('99');
/** A sum that nets to nothing (sold and credited back in the month) is left out of the return. */
const isNil = (a: Amounts) => !a.taxable && !a.igst && !a.cgst && !a.sgst && !a.value && !a.quantity;
const taxCells = (a: Amounts) => [rupeesCell(a.igst), rupeesCell(a.cgst), rupeesCell(a.sgst)];

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
async function b2cs(ctx: AppContext, from: Date, to: Date): Promise<Cell[][]> {
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
async function* b2cl(ctx: AppContext, from: Date, to: Date): AsyncGenerator<Cell[]> {
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
async function hsn(ctx: AppContext, from: Date, to: Date, buyers: 'all' | 'b2b' | 'b2c'): Promise<Cell[][]> {
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
async function docs(ctx: AppContext, from: Date, to: Date): Promise<Cell[][]> {
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
async function* creditNoteRows(ctx: AppContext, from: Date, to: Date): AsyncGenerator<Cell[]> {
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
async function* cdnur(ctx: AppContext, from: Date, to: Date): AsyncGenerator<Cell[]> {
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
async function* b2b(ctx: AppContext, from: Date, to: Date): AsyncGenerator<Cell[]> {
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
async function* cdnr(ctx: AppContext, from: Date, to: Date): AsyncGenerator<Cell[]> {
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
export async function gstr1File(ctx: AppContext, file: Gstr1File, month: string): Promise<CsvFile> {
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

// ---------------------------------------------------------------- the orders export

const ORDER_COLUMNS = [
  'Order Code',
  'Order Date',
  'Status',
  'Buyer Name',
  'Phone',
  'Delivery State',
  'Pin Code',
  'Product Code',
  'Product',
  'Variant',
  'HSN',
  'Quantity',
  'Unit Price',
  'Line Value',
  'Discount',
  'Taxable Value',
  'Rate',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
  'Line Total',
  'Coupon',
  ...ORDER_CHARGES.map((c) => c.exportColumn),
  'Order Total',
  'Invoice Number',
  'Invoice Date',
  'Courier',
  'Tracking Number',
];

/** A row per order line, the orders of a batch at a time; the charges and the total on each order's first row. */
async function* orderRows(ctx: AppContext, from: Date, to: Date, status: string | null): AsyncGenerator<Cell[]> {
  for (const ids of chunks(await repo.orderIdsPlaced(ctx.db, from, to, status))) {
    for (const { order, invoice, items } of await repo.ordersWithInvoices(ctx.db, ids)) {
      // The tax split as the invoice draws it; an order not (yet) invoiced is split with today's seller.
      const head = invoice ?? { invoiceNumber: '', issuedAt: order.createdAt, seller: null };
      const totals = invoiceTotals(invoiceDataOf(order, head, items, ctx.config.seller));
      const a = order.deliveryAddress;
      for (const [i, item] of items.entries()) {
        const row = totals.rows[i];
        const first = i === 0;
        yield [
          order.orderCode,
          indiaDate(order.createdAt),
          order.status,
          textCell(`${a.FirstName} ${a.LastName}`),
          a.PhoneNumber,
          textCell(a.State),
          a.PinCode,
          textCell(item.productCode),
          textCell(item.productName),
          textCell(item.variantName),
          item.hsnCode,
          item.quantity,
          rupeesCell(item.pricePaise),
          rupeesCell(item.totalPaise),
          rupeesCell(item.discountPaise),
          rupeesCell(row.taxable),
          item.taxRate,
          rupeesCell(row.igst),
          rupeesCell(row.cgst),
          rupeesCell(row.sgst),
          rupeesCell(row.totalPaise),
          first ? textCell(order.couponCode) : '',
          ...chargeList(chargesOfRow(order)).map((c) => (first ? rupeesCell(c.amount) : '')),
          first ? rupeesCell(orderTotal(moneyOfRow(order))) : '',
          invoice?.invoiceNumber ?? '',
          invoice ? indiaDate(invoice.issuedAt) : '',
          textCell(order.courierName),
          textCell(order.trackingNumber),
        ];
      }
    }
  }
}

/** The orders placed from one day to another (India, both included), of one status or all. */
export function ordersFile(ctx: AppContext, q: OrdersExportQuery): CsvFile {
  const from = startOfIndiaDay(q.From);
  const to = startOfIndiaDay(addDays(q.To, 1));
  const fileName = `orders-${q.From}-to-${q.To}${q.Status ? `-${q.Status}` : ''}.csv`;
  return csv(fileName, ORDER_COLUMNS, orderRows(ctx, from, to, q.Status));
}
