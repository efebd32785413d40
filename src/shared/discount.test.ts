import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInclusive } from './gst';
import { couponDiscount, MIN_PAID_PAISE, partOf, spreadDiscount } from './discount';

const terms = fc.oneof(
  fc.record({
    kind: fc.constant('Percent' as const),
    value: fc.integer({ min: 1, max: 10000 }),
    maxDiscountPaise: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('Flat' as const), value: fc.integer({ min: 1, max: 10_000_000 }), maxDiscountPaise: fc.constant(null) }),
);
/** A cart: each line's price (paise), quantity, GST rate, and whether the coupon covers it. */
const cart = fc.array(
  fc.record({
    price: fc.integer({ min: 1, max: 100_000_000 }),
    quantity: fc.integer({ min: 1, max: 1000 }),
    rate: fc.constantFrom(0, 5, 12, 18, 28),
    eligible: fc.boolean(),
  }),
  { minLength: 1, maxLength: 30 },
);

describe('coupon discounts', () => {
  it('takes 10 % off, rounding half a paisa up, and stops at the maximum', () => {
    expect(couponDiscount({ kind: 'Percent', value: 1000, maxDiscountPaise: null }, 199_900)).toBe(19_990);
    expect(couponDiscount({ kind: 'Percent', value: 1250, maxDiscountPaise: null }, 1_004)).toBe(126);
    expect(couponDiscount({ kind: 'Percent', value: 5000, maxDiscountPaise: 50_000 }, 1_000_000)).toBe(50_000);
  });

  it('never makes the eligible items free', () => {
    expect(couponDiscount({ kind: 'Flat', value: 50_000, maxDiscountPaise: null }, 30_000)).toBe(30_000 - MIN_PAID_PAISE);
    expect(couponDiscount({ kind: 'Percent', value: 10000, maxDiscountPaise: null }, 99)).toBe(0);
  });

  it('gives the paise left over to the largest lines', () => {
    expect(spreadDiscount([10_000, 20_000, 0], 1_000)).toEqual([333, 667, 0]);
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
  });

  it('spreads exactly, per line within its value, and GST reconciles to the paisa on every line', () => {
    fc.assert(
      fc.property(cart, terms, (lines, t) => {
        const values = lines.map((l) => (l.eligible ? l.price * l.quantity : 0));
        const eligible = values.reduce((s, v) => s + v, 0);
        const discount = couponDiscount(t, eligible);
        const shares = spreadDiscount(values, discount);
        expect(shares.reduce((s, v) => s + v, 0)).toBe(discount);
        lines.forEach((l, i) => {
          const gross = l.price * l.quantity;
          expect(shares[i]).toBeGreaterThanOrEqual(0);
          expect(shares[i]).toBeLessThanOrEqual(values[i]);
          const paid = gross - shares[i];
          for (const intra of [true, false]) {
            const gst = splitInclusive(paid, l.rate, intra);
            expect(gst.taxable + gst.cgst + gst.sgst + gst.igst).toBe(paid);
          }
        });
        if (eligible > MIN_PAID_PAISE) expect(eligible - discount).toBeGreaterThanOrEqual(MIN_PAID_PAISE);
      }),
      { numRuns: 500 },
    );
  });

  it('refunds a line returned in parts for exactly what was paid for it, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 50 }).chain((bought) => fc.tuple(fc.constant(bought), fc.array(fc.integer({ min: 1, max: bought }), { maxLength: 10 }))),
        (paid, [bought, takes]) => {
          let before = 0;
          let refunded = 0;
          for (const units of takes) {
            const n = Math.min(units, bought - before);
            if (n === 0) break;
            refunded += partOf(paid, bought, before, n);
            before += n;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          if (before === bought) expect(refunded).toBe(paid);
        },
      ),
      { numRuns: 500 },
    );
  });
});
