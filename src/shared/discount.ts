// Coupon arithmetic (docs/offers.md), in integer paise. The discount is given before tax: it is
// spread over the lines it applies to, and each line's GST is then drawn out of what was paid for it.

export interface CouponTerms {
  kind: 'Percent' | 'Flat';
  /** Percent: hundredths of a percent (1050 = 10.5 %). Flat: paise. */
  value: number;
  maxDiscountPaise: number | null;
}

/** At least this much of the eligible items is always paid: a coupon never makes them free. */
export const MIN_PAID_PAISE = 100;

/** What a coupon takes off lines worth `eligiblePaise` (GST included), rounded to the paisa. */
export function couponDiscount(terms: CouponTerms, eligiblePaise: number): number {
  if (eligiblePaise <= MIN_PAID_PAISE) return 0;
  let discount =
    terms.kind === 'Percent'
      ? // Half a paisa and up rounds up; BigInt keeps a crore-rupee cart exact.
        Number((BigInt(eligiblePaise) * BigInt(terms.value) + 5000n) / 10000n)
      : terms.value;
  if (terms.maxDiscountPaise !== null) discount = Math.min(discount, terms.maxDiscountPaise);
  return Math.max(0, Math.min(discount, eligiblePaise - MIN_PAID_PAISE));
}

/**
 * Spreads `discountPaise` over lines in proportion to their values (0 for a line that is not
 * eligible: pass its value as 0). Each line first gets its share rounded down; the paise left over
 * go one each to the largest lines (the first of equal ones), so the shares add up exactly and no
 * line gets more than its value.
 */
export function spreadDiscount(values: readonly number[], discountPaise: number): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (discountPaise <= 0 || total <= 0) return values.map(() => 0);
  if (discountPaise > total) throw new RangeError('A discount cannot exceed the lines it is spread over');
  const shares = values.map((v) => Number((BigInt(discountPaise) * BigInt(v)) / BigInt(total)));
  let left = discountPaise - shares.reduce((s, v) => s + v, 0);
  const largestFirst = values
    .map((v, i) => ({ v, i }))
    .filter((l) => l.v > shares[l.i])
    .sort((a, b) => b.v - a.v || a.i - b.i);
  for (const { i } of largestFirst) {
    if (left === 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The part of a line's amount that belongs to `units` of its `bought` units, such that the parts
 * of a line taken in several goes add up to the whole: the rounded share of everything taken so
 * far, less that of what was taken before.
 */
export function partOf(amountPaise: number, bought: number, before: number, units: number): number {
  const share = (n: number) => Math.round((amountPaise * n) / bought);
  return share(before + units) - share(before);
}

/** A percentage as coupons keep it (hundredths of a percent) and back. */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (value: number) => value / 100;
