import { describe, expect, it } from 'vitest';
import { chosenIds } from './selection';
import { costAgainstPaid } from './shipment-rules';

describe("a courier's cost against what the shopper paid", () => {
  it('says how much more the shop pays, marked as over', () => {
    expect(costAgainstPaid(160, 140)).toEqual({ text: '₹20 more than paid', over: true });
  });
  it('says how much less, not marked', () => {
    expect(costAgainstPaid(95.5, 140)).toEqual({ text: '₹44.50 less than paid', over: false });
  });
  it('says when it is the same, paise rounding included', () => {
    expect(costAgainstPaid(0.1 + 0.2, 0.3)).toEqual({ text: 'same as paid', over: false });
  });
});

describe('the orders chosen on a page', () => {
  const page = ['a', 'b', 'c'];
  it('are the ticked ones, in the order of the page', () => {
    expect(chosenIds({ type: 'include', ids: new Set(['c', 'a']) }, page)).toEqual(['a', 'c']);
  });
  it('are all on the page but the unticked ones when the whole page was ticked', () => {
    expect(chosenIds({ type: 'exclude', ids: new Set(['b']) }, page)).toEqual(['a', 'c']);
    expect(chosenIds({ type: 'exclude', ids: new Set() }, page)).toEqual(page);
  });
  it('never name a row that is not on the page', () => {
    expect(chosenIds({ type: 'include', ids: new Set(['z', 'b']) }, page)).toEqual(['b']);
  });
});
