// What a GST document says (docs/gst-invoices.md): its lines, buyer, business and totals, read off the
// order's snapshot. The PDFs, the e-invoices and the GST returns all read it from here.
import type { GstDocumentLine, SellerSnapshot } from '../../db/schema';
import { GST_STATE_CODES, splitInclusive } from '@shared/gst';
import { chargesInvoiced, chargesOfRow, type ChargeAmounts, type OrderCharge } from '@shared/order-charges';
import { documentDayText } from '@shared/india-time';
import type * as repo from './documents.repo';

/** One line of a GST document: amounts in paise, tax included. */
export type InvoiceLine = GstDocumentLine;

/** What makes a GST document other than a tax invoice (a credit note): its title and header rows. */
export interface DocumentKind {
  title: string;
  subtitle: string;
  /** The header rows on the right, in place of the invoice's. */
  meta: [string, string][];
  /** The last line of small print. */
  footer: string;
}

export interface InvoiceData {
  /** A credit note, or (without) the tax invoice. */
  kind?: DocumentKind;
  number: string;
  issuedAt: Date;
  orderCode: string;
  orderDate: Date;
  seller: SellerSnapshot;
  /** The delivery address: its state is the place of supply. */
  buyer: { name: string; lines: string[]; phone: string; state: string };
  /** The buyer's business on a B2B document (the GSTIN the shopper chose at checkout); absent for a consumer. */
  business?: BusinessBuyer | null;
  /**
   * The invoice's registration with the Invoice Registration Portal (e-invoicing), printed under
   * the heading when present: the IRN, the acknowledgement and the signed QR code as a PNG.
   */
  registration?: InvoiceRegistration | null;
  lines: InvoiceLine[];
  /** The e-way bill the goods travel with (docs/e-way-bills.md), printed among the header rows. */
  ewayBillNumber?: string | null;
}

export interface BusinessBuyer {
  gstin: string;
  legalName: string;
  /** The registered address, line by line. */
  lines: string[];
  state: string;
}

export interface InvoiceRegistration {
  irn: string;
  ackNumber: string;
  ackDate: Date;
  qrPng?: Buffer;
}

/** The file name of a GST document: its number with "/" as "-" (INV-26-27-000001.pdf). */
export const pdfFileName = (documentNumber: string) => `${documentNumber.replace(/\//g, '-')}.pdf`;

/** A date as GST documents print it: 24 Nov 2026, in India's time. */
export const dateText = (d: Date) => documentDayText(d);
/** A state with its GST state code: Tamil Nadu (33). */
export const stateWithCode = (s: string) => (GST_STATE_CODES[s] ? `${s} (${GST_STATE_CODES[s]})` : s);

/** Totals of an invoice, all in paise; `intra` when the delivery state is the seller's. */
export function invoiceTotals(data: InvoiceData) {
  const intra = data.buyer.state.trim().toLowerCase() === data.seller.state.trim().toLowerCase();
  // The discount comes off before tax: GST is drawn out of what was paid for the line.
  const rows = data.lines.map((l) => {
    const discount = l.discountPaise ?? 0;
    return { ...l, gross: l.totalPaise + discount, discount, ...splitInclusive(l.totalPaise, l.rate, intra) };
  });
  const sum = (k: 'gross' | 'discount' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'totalPaise') => rows.reduce((s, r) => s + r[k], 0);
  return {
    intra,
    rows,
    gross: sum('gross'),
    discount: sum('discount'),
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    total: sum('totalPaise'),
  };
}

/** The buyer's business kept with a B2B order, as its documents name it; null for a consumer's order. */
export function businessOf(order: repo.OrderRow): BusinessBuyer | null {
  const b = order.buyerBusiness;
  if (!b) return null;
  return {
    gstin: b.Gstin,
    legalName: b.LegalName,
    lines: [b.AddressLine1, b.AddressLine2, `${b.City}, ${b.State} - ${b.PinCode}`].filter((x): x is string => !!x),
    state: b.State,
  };
}

/** The buyer as the invoice names them: the delivery address kept with the order. */
export function buyerOf(order: repo.OrderRow): InvoiceData['buyer'] {
  const a = order.deliveryAddress;
  return {
    name: `${a.FirstName} ${a.LastName}`,
    lines: [a.AddressLine1, a.AddressLine2, `${a.Taluk}, ${a.City}`, `${a.State} - ${a.PinCode}`].filter((x): x is string => !!x),
    phone: a.PhoneNumber,
    state: a.State,
  };
}

/**
 * One order line on a GST document: `quantity` units (all of the line, or part of it) paid
 * `paidPaise` after `discountPaise`, the coupon's share of them.
 */
export function invoiceLine(item: repo.OrderItemRow, quantity: number, paidPaise: number, discountPaise = 0): InvoiceLine {
  return {
    description: `${item.productName} (${item.variantName}) [${item.productCode}]`,
    hsn: item.hsnCode,
    quantity,
    unitPaise: item.pricePaise,
    totalPaise: paidPaise,
    ...(discountPaise > 0 ? { discountPaise } : {}),
    rate: item.taxRate,
  };
}

/** A whole order line as the tax invoice shows it. */
export const wholeLine = (item: repo.OrderItemRow) => invoiceLine(item, item.quantity, item.totalPaise - item.discountPaise, item.discountPaise);

/** A charge of the order (shipping) on a GST document, for `totalPaise` of it. */
export function chargeLine(charge: OrderCharge, order: repo.OrderRow, totalPaise: number): InvoiceLine {
  const context = { courierName: order.courierName };
  return { description: charge.invoiceDescription(context), hsn: charge.sac, quantity: 1, unitPaise: totalPaise, totalPaise, rate: charge.gstRate };
}

/** The lines of the charges given (the order's own, or the part of them refunded) that are not nil. */
export const chargeLines = (order: repo.OrderRow, amounts: ChargeAmounts = chargesOfRow(order)) =>
  chargesInvoiced(amounts).map((c) => chargeLine(c.charge, order, c.amount));

/** Every line of an order as its tax invoice has it: the items, then the charges. */
export const orderLines = (order: repo.OrderRow, items: repo.OrderItemRow[]) => [...items.map(wholeLine), ...chargeLines(order)];

/**
 * What an issued tax invoice says: its number and seller, the buyer, and the order's snapshot lines
 * with its charges. The PDF and the GST returns (docs/gst-returns.md) both read it from here.
 */
export function invoiceDataOf(
  order: repo.OrderRow,
  invoice: { invoiceNumber: string; issuedAt: Date; seller: SellerSnapshot | null; ewayBillNumber?: string | null },
  items: repo.OrderItemRow[],
  settingsSeller: SellerSnapshot,
): InvoiceData {
  return {
    number: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    orderCode: order.orderCode,
    orderDate: order.createdAt,
    // Invoices issued before sellers were kept with them take the settings of their first download.
    seller: invoice.seller ?? settingsSeller,
    buyer: buyerOf(order),
    business: businessOf(order),
    lines: orderLines(order, items),
    ewayBillNumber: invoice.ewayBillNumber ?? null,
  };
}
