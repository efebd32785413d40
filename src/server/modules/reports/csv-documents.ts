// What the GST files are made of (docs/gst-returns.md): a month's tax invoices and credit notes read off
// the documents as issued (a tax invoice is its order's snapshot lines and charges with the seller kept
// with it, exactly as its PDF draws it; a credit note is its stored lines), their amounts by rate, and
// the CSV file every export answers. Nothing comes from today's catalogue.
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Uses } from '../../context';
import { GST_STATE_CODES } from '@shared/gst';
import { indiaDate, MONTHS } from '@shared/india-time';
import { rupeesCell } from '../../lib/csv-cells';
import { buyerOf, invoiceDataOf, invoiceTotals, type InvoiceData } from '../documents';
import type { OrderRow } from '../orders';
import * as repo from './reports.repo';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

/** Inter-state supplies to unregistered buyers above this invoice value (₹1,00,000) are B2C large. */
const B2CL_LIMIT_PAISE = 1_00_000_00;

/** A CSV download: its file name and the stream of its text. */
export interface CsvFile {
  fileName: string;
  stream: Readable;
}

export type Cell = string | number;
type Totals = ReturnType<typeof invoiceTotals>;
export type TaxRow = Totals['rows'][number];

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
export function csv(fileName: string, columns: string[], rows: Iterable<Cell[]> | AsyncIterable<Cell[]>): CsvFile {
  const out = stringify({ header: true, columns });
  pipeline(Readable.from(rows), out, () => {
    /* a failure destroys the answer's stream: the download stops rather than end short */
  });
  return { fileName, stream: out };
}

export function* chunks<T>(list: T[], size = repo.BATCH): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

// ---------------------------------------------------------------- the documents of a month

export interface IssuedInvoice {
  order: OrderRow;
  data: InvoiceData;
  totals: Totals;
  /** To a registered buyer (the order names the buyer's GSTIN): reported in b2b, never in the B2C tables. */
  b2b: boolean;
}

/** A B2C invoice to another state above the B2C large limit. */
export const isLarge = (t: Totals, b2b: boolean) => !b2b && !t.intra && t.total > B2CL_LIMIT_PAISE;

/** Every tax invoice issued in [from, to), in the order of issue, read a batch at a time. */
export async function* issuedInvoices(ctx: Ctx, from: Date, to: Date): AsyncGenerator<IssuedInvoice> {
  for (const ids of chunks(await repo.invoicedOrderIds(ctx.db, from, to))) {
    for (const { order, invoice, items } of await repo.ordersWithInvoices(ctx.db, ids)) {
      if (!invoice) continue;
      const data = invoiceDataOf(order, invoice, items, ctx.config.seller);
      yield { order, data, totals: invoiceTotals(data), b2b: !!order.buyerBusiness };
    }
  }
}

export interface IssuedCreditNote {
  number: string;
  issuedAt: Date;
  reason: string;
  order: OrderRow;
  /** The invoice it corrects: B2B (the note goes to cdnr), B2C large (cdnur) or neither (taken off b2cs). */
  invoice: { number: string; issuedAt: Date; large: boolean; b2b: boolean };
  totals: Totals;
}

/** Every credit note issued in [from, to), with the invoice it corrects, read a batch at a time. */
export async function* issuedCreditNotes(ctx: Ctx, from: Date, to: Date): AsyncGenerator<IssuedCreditNote> {
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

export interface Amounts {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  /** Tax included. */
  value: number;
  quantity: number;
}
export const zero = (): Amounts => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, value: 0, quantity: 0 });
/** Adds a document line's figures (sign -1 takes a credit note's off). */
export function add(into: Amounts, row: TaxRow, sign: 1 | -1) {
  into.taxable += sign * row.taxable;
  into.igst += sign * row.igst;
  into.cgst += sign * row.cgst;
  into.sgst += sign * row.sgst;
  into.value += sign * row.totalPaise;
  into.quantity += sign * row.quantity;
}
/** A document's lines summed by tax rate, lowest rate first. */
export function byRate(rows: TaxRow[]): [number, Amounts][] {
  const rates = new Map<number, Amounts>();
  for (const row of rows) {
    const sum = rates.get(row.rate) ?? zero();
    add(sum, row, 1);
    rates.set(row.rate, sum);
  }
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

export const isService = (code: string) => code.startsWith('99');
/** A sum that nets to nothing (sold and credited back in the month) is left out of the return. */
export const isNil = (a: Amounts) => !a.taxable && !a.igst && !a.cgst && !a.sgst && !a.value && !a.quantity;
export const taxCells = (a: Amounts) => [rupeesCell(a.igst), rupeesCell(a.cgst), rupeesCell(a.sgst)];
