// The e-invoice's own rules, as the portal applies them before it registers a document
// (docs/e-invoicing.md): the JSON against the published schema (inv-01.schema.json), the sums the
// schema cannot express, the IRN, and the payload of the signed QR code.
import { createHash } from 'node:crypto';
import { Ajv, type ErrorObject } from 'ajv';
import schema from './inv-01.schema.json';
import { gstinCheckCharacter } from '@shared/gst';
import type { Inv01 } from './einvoice-provider';

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 6 });
const validate = ajv.compile<Inv01>(schema);

/** A field as the sentence names it: BuyerDtls.Gstin, ItemList[1].HsnCd. */
function fieldOf(e: ErrorObject): string {
  const parts = e.instancePath.split('/').slice(1);
  if (e.keyword === 'required') parts.push(String((e.params as { missingProperty: string }).missingProperty));
  if (e.keyword === 'additionalProperties') parts.push(String((e.params as { additionalProperty: string }).additionalProperty));
  return parts.reduce((s, p) => (/^\d+$/.test(p) ? `${s}[${p}]` : s ? `${s}.${p}` : p), '') || 'the e-invoice';
}

function sentenceOf(e: ErrorObject): string {
  const field = fieldOf(e);
  switch (e.keyword) {
    case 'required':
      return `${field} is missing.`;
    case 'additionalProperties':
      return `${field} is not a field of the e-invoice schema.`;
    case 'pattern':
      return `${field} is not in the form the schema asks.`;
    case 'enum':
    case 'const':
      return `${field} is not one of the values the schema allows.`;
    default:
      return `${field} ${e.message ?? 'is wrong'}.`;
  }
}

/** Why the portal would refuse the JSON, one sentence for each wrong field; empty when it would take it. */
export function inv01Problems(doc: unknown): string[] {
  if (!validate(doc)) return [...new Set((validate.errors ?? []).map(sentenceOf))];
  const inv = doc;
  const out: string[] = [];
  const near = (a: number, b: number, by = 1) => Math.abs(a - b) <= by;
  const r2 = (n: number) => Math.round(n * 100) / 100;
  for (const [who, g] of [
    ['SellerDtls', inv.SellerDtls.Gstin],
    ['BuyerDtls', inv.BuyerDtls.Gstin],
  ] as const)
    if (gstinCheckCharacter(g.slice(0, 14)) !== g[14]) out.push(`${who}.Gstin has a wrong check character.`);
  if (inv.DocDtls.Typ !== 'INV' && !inv.RefDtls?.PrecDocDtls?.length)
    out.push('RefDtls.PrecDocDtls is missing: a credit or debit note names the invoice it corrects.');
  if (inv.SellerDtls.Gstin === inv.BuyerDtls.Gstin) out.push('BuyerDtls.Gstin cannot be the seller’s own GSTIN.');
  if (Number(inv.SellerDtls.Gstin.slice(0, 2)) !== Number(inv.SellerDtls.Stcd)) out.push('SellerDtls.Stcd does not match the seller’s GSTIN.');
  const intra = Number(inv.SellerDtls.Stcd) === Number(inv.BuyerDtls.Pos);
  inv.ItemList.forEach((i, n) => {
    const at = `ItemList[${n}]`;
    if (!near(i.TotAmt, i.UnitPrice * i.Qty)) out.push(`${at}.TotAmt is not UnitPrice × Qty.`);
    if (!near(i.AssAmt, i.TotAmt - (i.Discount ?? 0))) out.push(`${at}.AssAmt is not TotAmt less Discount.`);
    const tax = (i.AssAmt * i.GstRt) / 100;
    if (
      intra
        ? i.IgstAmt !== 0 || !near(i.CgstAmt + i.SgstAmt, tax) || !near(i.CgstAmt, i.SgstAmt, 0.01)
        : i.CgstAmt !== 0 || i.SgstAmt !== 0 || !near(i.IgstAmt, tax)
    )
      out.push(`${at}: ${intra ? 'within a state the tax is CGST and SGST, half each' : 'between states the tax is IGST'}, at GstRt of AssAmt.`);
    if (!near(i.TotItemVal, i.AssAmt + i.IgstAmt + i.CgstAmt + i.SgstAmt)) out.push(`${at}.TotItemVal is not AssAmt with its taxes.`);
  });
  const v = inv.ValDtls;
  const sum = (k: 'AssAmt' | 'CgstAmt' | 'SgstAmt' | 'IgstAmt') => r2(inv.ItemList.reduce((s, i) => s + i[k], 0));
  if (!near(v.AssVal, sum('AssAmt'))) out.push('ValDtls.AssVal is not the sum of the lines’ AssAmt.');
  if (!near(v.CgstVal, sum('CgstAmt')) || !near(v.SgstVal, sum('SgstAmt')) || !near(v.IgstVal, sum('IgstAmt')))
    out.push('ValDtls: the taxes are not the sums of the lines’ taxes.');
  const total = v.AssVal + v.CgstVal + v.SgstVal + v.IgstVal + (v.OthChrg ?? 0) - (v.Discount ?? 0) + (v.RndOffAmt ?? 0);
  if (!near(v.TotInvVal, total)) out.push('ValDtls.TotInvVal does not add up from the taxable value and the taxes.');
  return out;
}

/** The financial year of a document date written dd/mm/yyyy, as the IRN takes it: 2026-27. */
export function financialYearOf(ddmmyyyy: string): string {
  const [, m, y] = ddmmyyyy.split('/').map(Number) as [number, number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The IRN as the portal computes it: the SHA-256 of the supplier's GSTIN, the financial year, the
 * document type and the document number, written one after the other, in 64 hexadecimal characters.
 */
export function irnOf(supplierGstin: string, financialYear: string, docType: string, docNumber: string): string {
  return createHash('sha256').update(`${supplierGstin}${financialYear}${docType}${docNumber}`).digest('hex');
}

/** The IRN of an e-invoice. */
export const irnOfInvoice = (inv: Inv01) => irnOf(inv.SellerDtls.Gstin, financialYearOf(inv.DocDtls.Dt), inv.DocDtls.Typ, inv.DocDtls.No);

/** What the signed QR code carries, in the portal's field names. */
export interface QrPayload {
  SellerGstin: string;
  BuyerGstin: string;
  DocNo: string;
  DocTyp: string;
  DocDt: string;
  TotInvVal: number;
  ItemCnt: number;
  MainHsnCode: string;
  Irn: string;
  /** yyyy-mm-dd hh:mm:ss in India's time. */
  IrnDt: string;
}

/** The QR payload of a registered e-invoice; its main HSN is that of the line of the highest value. */
export function qrPayloadOf(inv: Inv01, irn: string, irnDt: string): QrPayload {
  const main = inv.ItemList.reduce((a, b) => (b.AssAmt > a.AssAmt ? b : a));
  return {
    SellerGstin: inv.SellerDtls.Gstin,
    BuyerGstin: inv.BuyerDtls.Gstin,
    DocNo: inv.DocDtls.No,
    DocTyp: inv.DocDtls.Typ,
    DocDt: inv.DocDtls.Dt,
    TotInvVal: inv.ValDtls.TotInvVal,
    ItemCnt: inv.ItemList.length,
    MainHsnCode: main.HsnCd,
    Irn: irn,
    IrnDt: irnDt,
  };
}

/** A moment as the portal writes it: 2026-11-18 15:31:00, in India's time. */
export function portalDateTime(d: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'medium' }).format(d);
}

/** A date-time the portal wrote (India's time) as a moment. */
export function fromPortalDateTime(s: string): Date {
  return new Date(`${s.replace(' ', 'T')}+05:30`);
}
