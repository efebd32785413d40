// GST on prices that already include it (D6, D15): the taxable value is drawn out of the price.

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
  'Jammu and Kashmir': '01', 'Himachal Pradesh': '02', Punjab: '03', Chandigarh: '04', Uttarakhand: '05', Haryana: '06', Delhi: '07',
  Rajasthan: '08', 'Uttar Pradesh': '09', Bihar: '10', Sikkim: '11', 'Arunachal Pradesh': '12', Nagaland: '13', Manipur: '14',
  Mizoram: '15', Tripura: '16', Meghalaya: '17', Assam: '18', 'West Bengal': '19', Jharkhand: '20', Odisha: '21', Chhattisgarh: '22',
  'Madhya Pradesh': '23', Gujarat: '24', 'Dadra and Nagar Haveli and Daman and Diu': '26', Maharashtra: '27', Karnataka: '29', Goa: '30',
  Lakshadweep: '31', Kerala: '32', 'Tamil Nadu': '33', Puducherry: '34', 'Andaman and Nicobar Islands': '35', Telangana: '36',
  'Andhra Pradesh': '37', Ladakh: '38',
};

/** Indian financial year of a date (April to March, IST), e.g. "2026-27". */
export function financialYear(d: Date): string {
  const ist = new Date(d.getTime() + 330 * 60_000);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Invoice number: at most 16 characters as GST rule 46 requires, e.g. "INV/26-27/000001".
 * (D15's example INV/2026-27/000001 has 18; the limit wins, the shape stays.)
 */
export function invoiceNumber(fy: string, n: number): string {
  return `INV/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** Courier services (SAC 9968) carry 18 % GST. */
export const SHIPPING_SAC = '996812';
export const SHIPPING_GST_RATE = 18;
