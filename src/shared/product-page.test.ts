import { describe, expect, it } from 'vitest';
import { chosenVariant, offeredVariant } from './product-page';

const v = (Id: number, Price: number, Stock: number, IsDefault = false) => ({ Id, Price, Stock, IsDefault, Images: [] });

describe('the variant a product is offered with', () => {
  it('is the default one while it is in stock, even when another is cheaper', () => {
    expect(offeredVariant([v(1, 500, 4), v(2, 900, 2, true)])?.Id).toBe(2);
  });

  it('is the cheapest in stock when the default one is sold out, the first made of equal prices', () => {
    expect(offeredVariant([v(1, 900, 0, true), v(2, 1200, 3), v(3, 700, 0), v(4, 1100, 5), v(5, 1100, 1)])?.Id).toBe(4);
  });

  it('is the default one when every variant is sold out, and nothing without variants', () => {
    expect(offeredVariant([v(1, 400, 0), v(2, 900, 0, true)])?.Id).toBe(2);
    expect(offeredVariant([])).toBeNull();
  });

  it('gives way to the variant an address names, sold out or not', () => {
    const variants = [v(1, 900, 0, true), v(2, 1200, 3)];
    expect(chosenVariant(variants, 1)?.Id).toBe(1);
    expect(chosenVariant(variants, 0)?.Id).toBe(2);
    expect(chosenVariant(variants, 99)?.Id).toBe(2);
  });
});
