// The ready-made ranges of a number filter (price, driver size, battery life...) and the round ends
// of its slider (docs/finding-products.md, decision record 045). Pure rules: the facet index hands
// them a category's published values, sorted.
import type { Range } from '@shared/catalogue-filters';

/** How many ranges a filter is cut into at most (fewer when its values are few). */
export const BANDS_MAX = 5;
/** How many ranges at least, when the values allow it: boundaries are made less round until they do. */
const BANDS_MIN = 4;
/** How finely a boundary is rounded, roundest first: to a "nice" step near value / grain. */
const GRAINS = [4, 10, 20, 50];
/** A slider moves in about this many steps from one end to the other. */
const SLIDER_STEPS = 20;

/** The largest of 1, 2 or 5 times a power of ten at or below `x` (x > 0). */
export function niceStep(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const lead = x / power;
  return (lead >= 5 ? 5 : lead >= 2 ? 2 : 1) * power;
}

/** The decimals of a unit (1 → 0, 0.1 → 1, 0.001 → 3). */
const decimalsOf = (unit: number) => Math.max(0, Math.round(-Math.log10(unit)));
/** `x` written with no more decimals than `unit` has (so that 0.1 + 0.2 is 0.3). */
const exact = (x: number, unit: number) => Number(x.toFixed(decimalsOf(unit)));

/**
 * The smallest difference between two values the filter tells apart: 1 for whole numbers, else 0.1,
 * 0.01 or 0.001, as the most precise value written has (addresses take up to three decimals).
 */
export function unitOf(values: Iterable<number>): number {
  let decimals = 0;
  for (const v of values) while (decimals < 3 && Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) > 1e-9) decimals += 1;
  return 10 ** -decimals;
}

/**
 * The ready-made ranges of sorted values (both ends included, null: open), each holding at least one
 * of them: the boundaries are the values' quantiles (fifths) rounded to round numbers (2,000 rather
 * than 1,949; 30 rather than 32), duplicates and boundaries that would leave a range empty dropped.
 * The roundest rounding that still gives four ranges (or as many as the values have different
 * figures, if fewer) is chosen. A range ends one `unit` below the next one's start.
 */
export function bandsOf(sorted: readonly number[], unit = 1): Range[] {
  const n = sorted.length;
  if (n === 0) return [];
  let distinct = 1;
  for (let i = 1; i < n; i++) if (sorted[i] !== sorted[i - 1]) distinct += 1;
  const wanted = Math.min(BANDS_MIN, distinct);
  const quantiles: number[] = [];
  for (let j = 1; j < BANDS_MAX; j++) quantiles.push(sorted[Math.floor((j * n) / BANDS_MAX)]!);
  // When many products share a few values, the quantiles fall together: then the different values
  // above the lowest, taken evenly, are the candidates.
  const above = [...new Set(sorted)].slice(1);
  const spread = Array.from({ length: Math.min(BANDS_MAX - 1, above.length) }, (_, j) => above[Math.floor((j * above.length) / (BANDS_MAX - 1))]!);
  let best: number[] = [];
  search: for (const candidates of [quantiles, spread])
    // Roundest first; the candidates themselves last.
    for (const grain of [...GRAINS, Infinity]) {
      const rounded = candidates.map((q) => {
        if (grain === Infinity || q <= 0) return q;
        const step = Math.max(niceStep(q / grain), unit);
        return exact(Math.round(q / step) * step, unit);
      });
      const boundaries = keptBoundaries(sorted, rounded);
      if (boundaries.length > best.length) best = boundaries;
      if (boundaries.length + 1 >= wanted) {
        best = boundaries;
        break search;
      }
    }
  // One range holding every value is no choice.
  if (best.length === 0) return [];
  const bands: Range[] = [];
  let from: number | null = null;
  for (const b of best) {
    bands.push({ min: from, max: exact(b - unit, unit) });
    from = b;
  }
  bands.push({ min: from, max: null });
  return bands;
}

/** The boundaries, ascending, each leaving at least one value below it (and above the one before) and one at or above it. */
function keptBoundaries(sorted: readonly number[], candidates: number[]): number[] {
  const kept: number[] = [];
  const last = sorted[sorted.length - 1]!;
  let from = -Infinity;
  for (const b of [...new Set(candidates)].sort((a, c) => a - c)) {
    if (b > last) break;
    if (firstAtOrAbove(sorted, from) < firstAtOrAbove(sorted, b)) {
      kept.push(b);
      from = b;
    }
  }
  return kept;
}

/** The index of the first value at or above `x` (the length when none is). */
function firstAtOrAbove(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a value lies in a range (both ends included). */
export const inBand = (v: number, r: Range) => (r.min === null || v >= r.min) && (r.max === null || v <= r.max);

/** A range as addresses write it: "30-39", "-999", "40-". */
export const bandValue = (r: Range) => `${r.min ?? ''}-${r.max ?? ''}`;

/**
 * A slider's ends and step for values from `min` to `max`: the step a round number (1, 2 or 5 times
 * a power of ten, never below `unit`) giving about twenty steps, the ends the values' lowest and
 * highest rounded out to it (₹1,800 to ₹9,800, not ₹1,949 to ₹9,699).
 */
export function sliderOf(min: number, max: number, unit = 1): { from: number; to: number; step: number } {
  const span = max - min;
  const step = span > 0 ? Math.max(niceStep(span / SLIDER_STEPS), unit) : unit;
  return { from: exact(Math.floor(exact(min / step, 0.001)) * step, unit), to: exact(Math.ceil(exact(max / step, 0.001)) * step, unit), step };
}
