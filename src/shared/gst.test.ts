import { describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber, splitInclusive } from './gst';

describe('GST on inclusive prices', () => {
  it('draws the taxable value out of the price and splits the tax', () => {
    const s = splitInclusive(118_00, 18, true);
    expect(s).toEqual({ taxable: 100_00, tax: 18_00, cgst: 9_00, sgst: 9_00, igst: 0 });
    const i = splitInclusive(118_00, 18, false);
    expect(i).toEqual({ taxable: 100_00, tax: 18_00, cgst: 0, sgst: 0, igst: 18_00 });
  });
  it('always adds back up to the price, paise for paise', () => {
    for (const amount of [1, 99, 299_00, 4999_00, 149999_00, 123457]) {
      for (const rate of [0, 5, 12, 18, 28]) {
        const s = splitInclusive(amount, rate, true);
        expect(s.taxable + s.cgst + s.sgst).toBe(amount);
        expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('invoice numbers', () => {
  it('follow the Indian financial year in IST', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T23:59:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T20:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2026-01-15T10:00:00Z'))).toBe('2025-26');
  });
  it('fit in 16 characters', () => {
    expect(invoiceNumber('2026-27', 1)).toBe('INV/26-27/000001');
    expect(invoiceNumber('2026-27', 999999).length).toBeLessThanOrEqual(16);
  });
});
