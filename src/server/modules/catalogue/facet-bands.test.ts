// The ready-made ranges of a number filter and its slider's round ends: each range holds a product,
// the boundaries are round, and the slider lands on round values.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandsOf, inBand, niceStep, sliderOf, unitOf } from './facet-bands';

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('the ranges of a number filter', () => {
  it('cuts a category of amplifiers by its own prices, round, none empty', () => {
    const prices = sorted([8_999, 12_499, 14_999, 18_999, 21_999, 24_999, 32_999, 45_000, 59_999, 74_999]);
    const bands = bandsOf(prices);
    expect(bands).toEqual([
      { min: null, max: 13_999 },
      { min: 14_000, max: 19_999 },
      { min: 20_000, max: 34_999 },
      { min: 35_000, max: 59_999 },
      { min: 60_000, max: null },
    ]);
    for (const b of bands) expect(prices.some((p) => inBand(p, b))).toBe(true);
  });

  it('cuts cables, whose prices are low, into ranges of their own', () => {
    expect(bandsOf(sorted([199, 249, 299, 349, 399, 499, 599, 799, 999]))).toEqual([
      { min: null, max: 249 },
      { min: 250, max: 349 },
      { min: 350, max: 499 },
      { min: 500, max: 799 },
      { min: 800, max: null },
    ]);
  });

  it('says ranges of battery hours to the tenth when a value has a tenth', () => {
    const hours = sorted([6.5, 8, 10, 12.5, 20, 24, 30, 40, 60]);
    expect(unitOf(hours)).toBe(0.1);
    expect(bandsOf(hours, 0.1)).toEqual([
      { min: null, max: 7.9 },
      { min: 8, max: 11.9 },
      { min: 12, max: 24.9 },
      { min: 25, max: 39.9 },
      { min: 40, max: null },
    ]);
  });

  it('gives as many ranges as there are different values when they are few, and none for one value', () => {
    expect(bandsOf([40, 40, 40])).toEqual([]);
    expect(bandsOf([32, 32, 32, 32, 300])).toEqual([
      { min: null, max: 299 },
      { min: 300, max: null },
    ]);
    expect(bandsOf([])).toEqual([]);
  });

  it('puts every value in exactly one range, each range holding at least one, four to five ranges when four values differ (generated)', () => {
    const values = fc.array(fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 300 });
    fc.assert(
      fc.property(values, (raw) => {
        const v = sorted(raw);
        const bands = bandsOf(v);
        const distinct = new Set(v).size;
        if (distinct === 1) {
          expect(bands).toEqual([]);
          return;
        }
        expect(bands.length).toBeGreaterThanOrEqual(Math.min(4, distinct, 2));
        expect(bands.length).toBeLessThanOrEqual(5);
        if (distinct >= 4) expect(bands.length).toBeGreaterThanOrEqual(4);
        for (const x of v) expect(bands.filter((b) => inBand(x, b)).length).toBe(1);
        for (const b of bands) expect(v.some((x) => inBand(x, b))).toBe(true);
      }),
    );
  });
});

describe("a number filter's slider", () => {
  it('lands on round values around the lowest and highest price', () => {
    expect(sliderOf(1_949, 9_699)).toEqual({ from: 1_800, to: 9_800, step: 200 });
    expect(sliderOf(499, 74_999)).toEqual({ from: 0, to: 76_000, step: 2_000 });
    expect(sliderOf(5, 60)).toEqual({ from: 4, to: 60, step: 2 });
    expect(sliderOf(6.5, 9.5, 0.1)).toEqual({ from: 6.5, to: 9.5, step: 0.1 });
    expect(sliderOf(6.5, 12.5, 0.1)).toEqual({ from: 6.4, to: 12.6, step: 0.2 });
    expect(sliderOf(40, 40)).toEqual({ from: 40, to: 40, step: 1 });
  });

  it('takes round steps: 1, 2 or 5 times a power of ten', () => {
    expect([niceStep(387), niceStep(0.27), niceStep(1_000), niceStep(7)]).toEqual([200, 0.2, 1_000, 5]);
  });
});
