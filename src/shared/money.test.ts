import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords, formatInvoiceAmount, formatRupees, numberInIndianWords, percentOff, toPaise, toRupees } from './money';

describe('amounts on screens', () => {
  it('shows whole rupees without decimals, grouped the Indian way', () => {
    expect(formatRupees(299)).toBe('₹299');
    expect(formatRupees(1999)).toBe('₹1,999');
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });
  it('shows an amount with paise to the paisa, never rounded to a rupee', () => {
    expect(formatRupees(4499.5)).toBe('₹4,499.50');
    expect(formatRupees(8999)).toBe('₹8,999');
    expect(formatRupees(1499.6)).toBe('₹1,499.60');
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(1234.99)).toBe('₹1,234.99');
    expect(formatRupees(-250.5)).toBe('-₹250.50');
  });
  it('writes back exactly the paise it was given, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), (paise) => {
        const text = formatRupees(toRupees(paise));
        expect(text).toMatch(/^-?₹(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})(\.\d{2})?$/);
        expect(toPaise(Number(text.replace(/[₹,]/g, '')))).toBe(paise);
        // Paise are shown exactly when there are some.
        expect(text.includes('.')).toBe(paise % 100 !== 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('invoice figures', () => {
  it('always carry two decimals', () => {
    expect(formatInvoiceAmount(12345678)).toBe('1,23,456.78');
    expect(formatInvoiceAmount(449900)).toBe('4,499.00');
  });
});

describe('paise', () => {
  it('converts without floating point drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(149999_00)).toBe(149999);
  });
});

describe('percent off the MRP', () => {
  it('is a whole percent, rounded down', () => {
    expect(percentOff(149900, 199900)).toBe(25);
    expect(percentOff(74900, 99900)).toBe(25);
    expect(percentOff(60000, 100000)).toBe(40);
    // 39.99 % is not sold as 40 %.
    expect(percentOff(600100, 1000000)).toBe(39);
    expect(percentOff(99, 100)).toBe(1);
    expect(percentOff(1, 1000)).toBe(99);
  });
  it('is 0 when the MRP is not above the price', () => {
    expect(percentOff(199900, 199900)).toBe(0);
    expect(percentOff(199900, 149900)).toBe(0);
    expect(percentOff(99950, 100000)).toBe(0);
  });
  it('never promises more than the saving', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 0, max: 1_000_000_000 }), (price, extra) => {
        const mrp = price + extra;
        const off = percentOff(price, mrp);
        expect(Number.isInteger(off)).toBe(true);
        expect(off * mrp).toBeLessThanOrEqual(extra * 100);
        expect((off + 1) * mrp).toBeGreaterThan(extra * 100);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('amount in words', () => {
  it('uses lakh and crore', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(105)).toBe('One Hundred Five');
    expect(numberInIndianWords(149999)).toBe('One Lakh Forty Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInIndianWords(12345678)).toBe('One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight');
    expect(numberInIndianWords(1000000000)).toBe('One Hundred Crore');
  });
  it('adds paise', () => {
    expect(amountInWords(123450)).toBe('Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only');
    expect(amountInWords(200000)).toBe('Rupees Two Thousand Only');
  });
});

describe('Indian grouping by hand', () => {
  it('writes every amount exactly as Intl en-IN does', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const two = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        expect(formatRupees(Math.round(paise / 100))).toBe(`₹${whole.format(Math.round(paise / 100))}`);
        expect(formatInvoiceAmount(paise)).toBe(two.format(paise / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
