// Shipping labels, packing slips and the pickup manifest, drawn with pdfkit in the fonts of the
// invoices: real PDFs with selectable text (docs/fulfilment.md).
import { PDFDocument } from 'pdf-lib';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LabelData } from './fulfilment';

const FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export interface PackingSlip {
  orderCode: string;
  orderDate: Date;
  awb: string;
  courierName: string;
  invoiceNumber: string | null;
  shipTo: string[];
  items: { name: string; code: string; quantity: number }[];
  shopName: string;
}

type Doc = PDFKit.PDFDocument;

const day = (d: Date) => d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

async function newDocument(title: string, size: [number, number] | string, margin: number) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size, margin, autoFirstPage: false, info: { Title: title } });
  doc.registerFont('body', path.join(FONTS, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONTS, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('mono', path.join(FONTS, 'DejaVuSansMono-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** Bars of the AWB's digits (a drawing of the number, the AWB itself is printed beneath it). */
function bars(doc: Doc, text: string, x: number, y: number, width: number, height: number) {
  const bits = [...text].flatMap((ch) => {
    const c = ch.charCodeAt(0);
    return [1, (c >> 0) & 1, (c >> 1) & 1, 0, (c >> 2) & 1, (c >> 3) & 1, 1, 0];
  });
  const w = width / bits.length;
  bits.forEach((b, i) => {
    if (b) doc.rect(x + i * w, y, w * 0.9, height).fill('#000');
  });
}

/** A line across the label at `y`, between its sections. */
function rule(doc: Doc, x: number, y: number, w: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + w, y)
    .stroke();
}

/** Starts a section below what is drawn so far, and at `atLeast` at the highest: a line across, and where its text starts. */
function section(doc: Doc, x: number, w: number, atLeast: number): number {
  const y = Math.max(doc.y + 8, atLeast);
  rule(doc, x, y, w);
  return y + 6;
}

function drawLabel(doc: Doc, l: LabelData) {
  // A 4 x 6 inch thermal label.
  doc.addPage({ size: [288, 432], margin: 12 });
  const x = 12;
  const w = 264;
  doc.lineWidth(1).rect(x, 12, w, 408).stroke();
  doc
    .font('bold')
    .fontSize(14)
    .text(l.courierName, x + 8, 20, { width: w - 16 });
  doc
    .font('body')
    .fontSize(8)
    .text(`Prepaid · Order ${l.orderCode} · ${day(l.orderDate)}`, x + 8, doc.y + 2, { width: w - 16 });
  bars(doc, l.awb, x + 16, 62, w - 32, 46);
  doc
    .font('mono')
    .fontSize(14)
    .text(`AWB ${l.awb}`, x + 8, 114, { width: w - 16, align: 'center' });
  rule(doc, x, 136, w);
  doc
    .font('bold')
    .fontSize(9)
    .text('Deliver to', x + 8, 142);
  doc
    .font('bold')
    .fontSize(11)
    .text(l.consignee.name, x + 8, doc.y + 2, { width: w - 16 });
  doc.font('body').fontSize(10);
  for (const line of [
    l.consignee.addressLine1,
    l.consignee.addressLine2,
    `${l.consignee.city}, ${l.consignee.state}`,
    `PIN ${l.consignee.pinCode}`,
    `Phone ${l.consignee.phone}`,
  ]) {
    if (line) doc.text(line, { width: w - 16 });
  }
  const y = section(doc, x, w, 250);
  doc
    .font('body')
    .fontSize(8)
    .text(
      `Weight ${l.parcel.weightKg} kg · ${l.parcel.lengthCm} x ${l.parcel.breadthCm} x ${l.parcel.heightCm} cm · Value Rs. ${l.value.toFixed(2)}`,
      x + 8,
      y,
      {
        width: w - 16,
      },
    );
  doc.text(`Contents: ${l.contents.join(', ')}`, { width: w - 16, height: 60, ellipsis: true });
  const ry = section(doc, x, w, 340);
  doc
    .font('bold')
    .fontSize(8)
    .text('Return to', x + 8, ry);
  doc
    .font('body')
    .fontSize(7)
    .text(`${l.shipper.name}, ${l.shipper.address}`, { width: w - 16 });
  doc.text(`GSTIN ${l.shipper.gstin}`, { width: w - 16 });
}

function drawSlip(doc: Doc, s: PackingSlip) {
  doc.addPage({ size: 'A5', margin: 36 });
  const w = doc.page.width - 72;
  doc.font('bold').fontSize(14).text('Packing slip', 36, 36, { width: w });
  doc.font('body').fontSize(9).text(s.shopName, { width: w });
  doc.moveDown();
  const rows: [string, string][] = [
    ['Order code', s.orderCode],
    ['Order date', day(s.orderDate)],
    ['Invoice number', s.invoiceNumber ?? 'Not issued'],
    ['Courier', s.courierName],
    ['AWB', s.awb],
  ];
  for (const [k, v] of rows) doc.font('body').text(`${k}: `, { continued: true }).font('bold').text(v);
  doc.moveDown();
  doc.font('bold').text('Ship to');
  doc.font('body');
  for (const line of s.shipTo) doc.text(line, { width: w });
  doc.moveDown();
  const top = doc.y;
  doc.font('bold').text('Item', 36, top, { width: w - 140 });
  doc.text('Code', 36 + w - 140, top, { width: 90 });
  doc.text('Qty', 36 + w - 50, top, { width: 50, align: 'right' });
  let y = doc.y + 4;
  doc.font('body');
  for (const item of s.items) {
    doc.text(item.name, 36, y, { width: w - 140 });
    const bottom = doc.y;
    doc.text(item.code, 36 + w - 140, y, { width: 90 });
    doc.text(String(item.quantity), 36 + w - 50, y, { width: 50, align: 'right' });
    y = Math.max(bottom, doc.y) + 4;
  }
  doc
    .font('body')
    .fontSize(8)
    .text(`Total items: ${s.items.reduce((n, i) => n + i.quantity, 0)}`, 36, y + 8);
}

/** The shop's packing slips, a page per shipment. */
export async function slipsPdf(slips: PackingSlip[]): Promise<Buffer> {
  const { doc, done } = await newDocument(`Packing slips (${slips.length})`, 'A4', 12);
  for (const s of slips) drawSlip(doc, s);
  doc.end();
  return done;
}

/** PDFs one after another as one document (the aggregator's labels, then the shop's slips). */
export async function joinPdfs(parts: Buffer[]): Promise<Buffer> {
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const source = await PDFDocument.load(part);
    for (const page of await joined.copyPages(source, source.getPageIndices())) joined.addPage(page);
  }
  return Buffer.from(await joined.save());
}

/** One PDF: a label page per shipment, then a packing slip page per shipment. */
export async function labelsPdf(labels: LabelData[], slips: PackingSlip[] = []): Promise<Buffer> {
  const { doc, done } = await newDocument(labels.length === 1 ? `Label ${labels[0].awb}` : `Labels (${labels.length})`, 'A4', 12);
  for (const l of labels) drawLabel(doc, l);
  for (const s of slips) drawSlip(doc, s);
  doc.end();
  return done;
}

/** The pickup manifest: every parcel handed over, with a line for the courier's signature. */
export async function manifestPdf(labels: LabelData[], now: Date): Promise<Buffer> {
  const { doc, done } = await newDocument('Pickup manifest', 'A4', 36);
  const byCourier = new Map<string, LabelData[]>();
  for (const l of labels) byCourier.set(l.courierName, [...(byCourier.get(l.courierName) ?? []), l]);
  for (const [courier, list] of byCourier) {
    doc.addPage({ size: 'A4', margin: 36 });
    const w = doc.page.width - 72;
    doc.font('bold').fontSize(16).text('Pickup manifest', 36, 36, { width: w });
    doc
      .font('body')
      .fontSize(9)
      .text(`${courier} · ${day(now)} · ${list.length} parcel${list.length === 1 ? '' : 's'}`, { width: w });
    doc.text(`Shipper: ${list[0].shipper.name}, ${list[0].shipper.address} (PIN ${list[0].shipper.pinCode})`, { width: w });
    const cols: [string, number][] = [
      ['#', 24],
      ['AWB', 110],
      ['Order', 90],
      ['Consignee', 140],
      ['PIN', 50],
      ['Weight kg', 60],
    ];
    let y = doc.y + 12;
    const row = (values: string[], bold: boolean) => {
      let x = 36;
      let bottom = y;
      values.forEach((v, i) => {
        doc
          .font(bold ? 'bold' : 'body')
          .fontSize(8)
          .text(v, x + 2, y, { width: cols[i][1] - 4 });
        bottom = Math.max(bottom, doc.y);
        x += cols[i][1];
      });
      y = bottom + 5;
      if (y > doc.page.height - 120) {
        doc.addPage({ size: 'A4', margin: 36 });
        y = 36;
      }
    };
    row(
      cols.map((c) => c[0]),
      true,
    );
    list.forEach((l, i) =>
      row([String(i + 1), l.awb, l.orderCode, `${l.consignee.name}, ${l.consignee.city}`, l.consignee.pinCode, String(l.parcel.weightKg)], false),
    );
    y += 30;
    doc.font('body').fontSize(9).text('Handed over by (seller): ____________________', 36, y);
    doc.text("Received by (courier's pickup person): ____________________    Date and time: ____________", 36, y + 24, { width: w });
  }
  doc.end();
  return done;
}
