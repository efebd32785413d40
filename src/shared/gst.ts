// GST on prices that already include it (docs/money.md, docs/gst-invoices.md): the taxable value is drawn out of the price.
import { indiaMonth } from './india-time';

export interface GstSplit {
  /** Paise. */
  taxable: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Splits a GST-inclusive amount (paise) at `ratePercent`: CGST + SGST within the seller's state, IGST across states. */
export function splitInclusive(amountPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  const taxable = Math.round((amountPaise * 100) / (100 + ratePercent));
  const tax = amountPaise - taxable;
  if (!intraState) return { taxable, tax, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.floor(tax / 2);
  return { taxable, tax, cgst, sgst: tax - cgst, igst: 0 };
}

/** GST state codes, for the place of supply on invoices. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Indian financial year of a date (April to March, IST), e.g. "2026-27". */
export function financialYear(d: Date): string {
  const [y, m] = indiaMonth(d).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Invoice number: at most 16 characters as GST rule 46 requires, e.g. "INV/26-27/000001".
 * (INV/2026-27/000001 would have 18; the limit wins, the shape stays.)
 */
export function invoiceNumber(fy: string, n: number): string {
  return `INV/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** Credit note number, a series of its own, also at most 16 characters: "CN/26-27/000001". */
export function creditNoteNumber(fy: string, n: number): string {
  return `CN/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** Courier services (SAC 9968) carry 18 % GST. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_GST_RATE = 18;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (base 36, weights 1 and 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** Why a GSTIN cannot be the seller's in `state`, or null when it can. */
export function gstinProblem(gstin: string, state: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'must be a 15-character GSTIN (2-digit state code, PAN, entity number, Z, check character)';
  const code = GST_STATE_CODES[state];
  if (!code) return `has no GST state code for the state "${state}"`;
  if (gstin.slice(0, 2) !== code) return `starts with state code ${gstin.slice(0, 2)}, but ${state} is ${code}`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'has a wrong check character (its last character): check it for a typing error';
  return null;
}
