// The GST tax invoice. Its number is taken when the payment completes; the PDF is drawn
// once from the order's snapshot and kept, so every later download is the same document.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { SellerSnapshot } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { amountInWords, formatInvoiceAmount } from '@shared/money';
import { financialYear, invoiceNumber } from '@shared/gst';
import * as repo from './documents.repo';
import { queueInvoiceRegistration, registrationOf } from './einvoice.service';
import { type InvoiceData, dateText, invoiceDataOf, invoiceTotals, stateWithCode } from './invoice-data';

/** What this file touches of the app's context. */
type Ctx = Uses<'config' | 'db'>;

const FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * Numbers the order's tax invoice inside the caller's transaction. With `einvoice` (EINVOICE_ENABLED)
 * a business's invoice is written as to be registered with the portal (docs/e-invoicing.md).
 */
export async function issueInvoiceNumber(db: Db, orderId: string, now: Date, seller: SellerSnapshot, o: { einvoice?: boolean } = {}) {
  if (await repo.findInvoice(db, orderId)) return;
  const fy = financialYear(now);
  const n = await repo.nextInvoiceNumber(db, fy);
  const number = invoiceNumber(fy, n);
  // The seller is taken now, with the number: a later change of settings never changes this invoice.
  await repo.insertInvoice(db, { orderId, invoiceNumber: number, issuedAt: now, seller: { ...seller } });
  if (o.einvoice) {
    const order = await repo.findOrder(db, orderId);
    if (order) await queueInvoiceRegistration(db, order, number, now);
  }
}

export async function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  // pdfkit loads with the first invoice, not with the server: a start stays quick.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${data.kind ? data.kind.title.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase()) : 'Tax Invoice'} ${data.number}`,
      Author: data.seller.name,
      Subject: `Order ${data.orderCode}`,
      CreationDate: data.issuedAt,
      ModDate: data.issuedAt,
    },
  });
  doc.registerFont('body', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const t = invoiceTotals(data);
  const left = 40;
  const width = doc.page.width - 80;

  doc
    .font('bold')
    .fontSize(16)
    .text(data.kind?.title ?? 'TAX INVOICE', left, 40, { width, align: 'center' });
  const subtitle = data.kind?.subtitle ?? 'Original for recipient';
  // The signed QR code of an e-invoice sits at the top right, about 90 pt (3 cm) across so that a
  // phone reads it from print; the subtitle stays centred clear of it, on two lines if it must.
  const qr = data.registration?.qrPng ? 90 : 0;
  const subtitleWidth = qr ? width - 2 * (qr + 10) : width;
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(data.business ? `${subtitle} · B2B: supply to a registered person` : subtitle, left + (width - subtitleWidth) / 2, doc.y, {
      width: subtitleWidth,
      align: 'center',
    })
    .fillColor('#000');

  let top = 90;
  if (data.registration) {
    const r = data.registration;
    if (r.qrPng) doc.image(r.qrPng, left + width - qr, 32, { width: qr });
    doc
      .font('body')
      .fontSize(7.5)
      .text(`IRN: ${r.irn}`, left, Math.max(78, doc.y + 4), { width: width - qr - 10 })
      .text(`Ack No.: ${r.ackNumber}    Ack Date: ${dateText(r.ackDate)}`, { width: width - qr - 10 });
    top = Math.max(doc.y + 8, qr ? 32 + qr + 8 : 0);
  }
  doc
    .font('bold')
    .fontSize(11)
    .text(data.seller.name, left, top, { width: width / 2 - 10 });
  doc
    .font('body')
    .fontSize(9)
    .text(data.seller.address, { width: width / 2 - 10 });
  doc.text(`GSTIN: ${data.seller.gstin}`);
  doc.text(`State: ${stateWithCode(data.seller.state)}`);

  const rx = left + width / 2 + 10;
  doc.font('body').fontSize(9);
  const meta: [string, string][] = [
    ...(data.kind?.meta ?? [
      ['Invoice No.', data.number],
      ['Invoice Date', dateText(data.issuedAt)],
      ['Order Code', data.orderCode],
      ['Order Date', dateText(data.orderDate)],
      ['Place of Supply', stateWithCode(data.buyer.state)],
      ...(data.ewayBillNumber ? [['E-way Bill No.', data.ewayBillNumber] as [string, string]] : []),
    ]),
    ...(data.business
      ? ([
          ['Buyer GSTIN', data.business.gstin],
          ['Reverse Charge', 'No'],
        ] as [string, string][])
      : []),
  ];
  meta.forEach(([k, v], i) => {
    doc.font('body').text(`${k}:`, rx, top + i * 14, { width: 90 });
    doc.font('bold').text(v, rx + 90, top + i * 14, { width: width / 2 - 100 });
  });

  let y = Math.max(doc.y, top + meta.length * 14) + 16;
  const shipTo = (x: number, w: number, heading: string) => {
    doc.font('bold').fontSize(10).text(heading, x, y, { width: w });
    doc
      .font('body')
      .fontSize(9)
      .text(data.buyer.name, x, y + 14, { width: w });
    for (const line of data.buyer.lines) doc.text(line, { width: w });
    doc.text(`Phone: ${data.buyer.phone}`, { width: w });
    return doc.y;
  };
  if (data.business) {
    // A registered buyer: the business billed beside the place the goods go to.
    const b = data.business;
    const half = width / 2 - 10;
    doc.font('bold').fontSize(10).text('Bill to (registered buyer)', left, y, { width: half });
    doc
      .font('bold')
      .fontSize(9)
      .text(b.legalName, left, y + 14, { width: half });
    doc.font('body').text(`GSTIN: ${b.gstin}`, { width: half });
    for (const line of b.lines) doc.text(line, { width: half });
    doc.text(`State: ${stateWithCode(b.state)}`, { width: half });
    const billBottom = doc.y;
    y = Math.max(billBottom, shipTo(rx, half, 'Ship to (delivery address)')) + 14;
  } else {
    y = shipTo(left, width, 'Bill to / Ship to') + 14;
  }

  // Items table. A document with a discount shows each line's value and discount before the taxable value.
  type Row = (typeof t.rows)[number];
  const column = (label: string, w: number, value: (r: Row, n: number) => string) => ({ label, w, value });
  const money = (k: 'unitPaise' | 'gross' | 'discount' | 'taxable' | 'cgst' | 'sgst' | 'igst' | 'totalPaise') => (r: Row) => formatInvoiceAmount(r[k]);
  const cols = [
    column('#', 18, (_r, n) => String(n + 1)),
    column('Description', t.discount ? 124 : 150, (r) => r.description),
    column('HSN/SAC', 50, (r) => r.hsn),
    column('Qty', 28, (r) => String(r.quantity)),
    column('Unit Price', 58, money('unitPaise')),
    ...(t.discount ? [column('Value', 58, money('gross')), column('Discount', 52, money('discount'))] : []),
    column('Taxable', 60, money('taxable')),
    column('Rate', 32, (r) => `${r.rate}%`),
    ...(t.intra ? [column('CGST', 52, money('cgst')), column('SGST', 52, money('sgst'))] : [column('IGST', 62, money('igst'))]),
    column('Total', 60, money('totalPaise')),
  ];
  const scale = width / cols.reduce((s, c) => s + c.w, 0);
  const xs: number[] = [];
  cols.reduce((x, c) => (xs.push(x), x + c.w * scale), left);
  const cell = (text: string, i: number, yy: number, opts: { bold?: boolean; right?: boolean } = {}) =>
    doc
      .font(opts.bold ? 'bold' : 'body')
      .fontSize(8)
      .text(text, xs[i] + 2, yy, { width: cols[i].w * scale - 4, align: opts.right ? 'right' : 'left' });

  doc
    .rect(left, y - 3, width, 16)
    .fill('#eef1f7')
    .fillColor('#000');
  cols.forEach((c, i) => cell(c.label, i, y, { bold: true, right: i > 2 }));
  y += 18;
  t.rows.forEach((r, n) => {
    const values = cols.map((c) => c.value(r, n));
    const rowTop = y;
    let bottom = y;
    values.forEach((v, i) => {
      cell(v, i, rowTop, { right: i > 2 });
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .strokeColor('#dde2ea')
      .lineWidth(0.5)
      .stroke();
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = 50;
    }
  });

  // Totals.
  y += 6;
  const totals: [string, number][] = t.discount
    ? [
        ['Total value', t.gross],
        ['Less: discount', t.discount],
        ['Taxable value', t.taxable],
      ]
    : [['Taxable value', t.taxable]];
  if (t.intra) totals.push(['CGST', t.cgst], ['SGST', t.sgst]);
  else totals.push(['IGST', t.igst]);
  totals.push(['Grand Total (INR)', t.total]);
  totals.forEach(([k, v], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? 'bold' : 'body').fontSize(last ? 10 : 9);
    doc.text(k, left + width - 240, y, { width: 140, align: 'right' });
    doc.text(formatInvoiceAmount(v), left + width - 95, y, { width: 95, align: 'right' });
    y += last ? 16 : 13;
  });
  y += 6;
  doc.font('bold').fontSize(9).text('Amount in words: ', left, y, { continued: true }).font('body').text(amountInWords(t.total));
  y = doc.y + 24;
  doc.font('body').fontSize(8).fillColor('#555');
  doc.text('Prices include GST. Tax is not payable on reverse charge.', left, y, { width });
  doc.text(data.kind?.footer ?? 'This is a computer-generated invoice and needs no signature.', { width });
  doc.fillColor('#000').font('bold').fontSize(9).text(`For ${data.seller.name}`, left, y, { width, align: 'right' });
  doc.end();
  return done;
}

/**
 * Records the e-way bill of the order's consignment on its invoice (null: the bill was cancelled).
 * The kept PDF is dropped, so the next download is drawn with the number; nothing else on it changes.
 */
export async function setInvoiceEwayBill(db: Db, orderId: string, ewayBillNumber: string | null) {
  await repo.setInvoiceEwayBill(db, orderId, ewayBillNumber);
}

/** The order's invoice as a PDF, drawn once and kept; for the callers that checked who may see it. */
export async function invoicePdfOf(ctx: Ctx, order: repo.OrderRow): Promise<{ pdf: Buffer; number: string }> {
  const orderId = order.id;
  const invoice = await repo.findInvoice(ctx.db, orderId);
  if (!invoice) throw notFound('The invoice is available once the payment is complete');
  if (invoice.pdf) return { pdf: invoice.pdf, number: invoice.invoiceNumber };

  const items = await repo.itemsOf(ctx.db, [orderId]);
  const registration = await registrationOf(ctx.db, orderId);
  const pdf = await renderInvoicePdf({ ...invoiceDataOf(order, invoice, items, ctx.config.seller), registration });
  // Kept once: a download racing this one keeps whichever was stored first.
  await repo.saveInvoicePdf(ctx.db, orderId, pdf);
  const stored = await repo.findInvoice(ctx.db, orderId);
  return { pdf: stored?.pdf ?? pdf, number: invoice.invoiceNumber };
}
