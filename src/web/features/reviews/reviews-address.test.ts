import { describe, expect, it } from 'vitest';
import { lastPage, readReviewsView, reviewsHref } from './reviews-address';

const q = (s: string) => new URLSearchParams(s);

describe('the reviews part of a product page address', () => {
  it('reads the star filter, sort and page, and anything written wrongly as the default', () => {
    expect(readReviewsView(q('rating=4&sort=newest&page=2'))).toEqual({ rating: 4, sort: 'newest', page: 2 });
    expect(readReviewsView(q(''))).toEqual({ rating: null, sort: 'helpful', page: 1 });
    expect(readReviewsView(q('rating=6&sort=cheapest&page=0'))).toEqual({ rating: null, sort: 'helpful', page: 1 });
    expect(readReviewsView(q('rating=04&page=1e3'))).toEqual({ rating: null, sort: 'helpful', page: 1 });
  });

  it('links a histogram bar to its stars on the first page, keeping the variant chosen', () => {
    expect(reviewsHref(q('variantId=12&page=3'), { rating: 4 })).toBe('?variantId=12&rating=4#reviews');
    expect(reviewsHref(q('rating=4&sort=lowest'), { rating: null })).toBe('?sort=lowest#reviews');
    expect(reviewsHref(q('rating=2'), { sort: 'helpful', rating: null })).toBe('?#reviews');
  });

  it('pages through a view without losing its filter and sort', () => {
    expect(reviewsHref(q('rating=5&sort=newest'), { page: 2 })).toBe('?rating=5&sort=newest&page=2#reviews');
    expect(reviewsHref(q('rating=5&page=2'), { page: 1 })).toBe('?rating=5#reviews');
    expect(lastPage(0)).toBe(1);
    expect(lastPage(11)).toBe(3);
  });
});
