import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amountInWords, formatAdminAmount, formatInvoiceAmount, formatShopPrice, numberInIndianWords, percentOff, toPaise, toRupees } from './money';

describe('shop prices', () => {
  it('shows rupees without decimals with Indian grouping', () => {
    expect(formatShopPrice(299)).toBe('₹299');
    expect(formatShopPrice(1999)).toBe('₹1,999');
    expect(formatShopPrice(149999)).toBe('₹1,49,999');
    expect(formatShopPrice(1499.6)).toBe('₹1,500');
  });
});

describe('admin amounts', () => {
  it('groups lakhs and crores the Indian way', () => {
    expect(formatAdminAmount(12345678)).toBe('₹1,23,45,678');
    expect(formatAdminAmount(100000)).toBe('₹1,00,000');
    expect(formatAdminAmount(10000000)).toBe('₹1,00,00,000');
    expect(formatAdminAmount(999)).toBe('₹999');
  });
  it('shows paise only when there are some', () => {
    expect(formatAdminAmount(1234.5)).toBe('₹1,234.50');
    expect(formatInvoiceAmount(12345678)).toBe('1,23,456.78');
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
        expect(formatShopPrice(Math.round(paise / 100))).toBe(`₹${whole.format(Math.round(paise / 100))}`);
        expect(formatInvoiceAmount(paise)).toBe(two.format(paise / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
