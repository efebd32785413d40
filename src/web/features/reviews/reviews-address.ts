// Which of a product's reviews its page shows is in the page's address (?rating=4&sort=newest&page=2),
// so that a histogram bar, a sort and a page are links that work as the server renders them, and
// the page cache keeps each under its own address. Anything written wrongly reads as the default.
import { REVIEW_SORTS, type ReviewSort } from '@shared/review-sorts';

export interface ReviewsView {
  sort: ReviewSort;
  /** Only the reviews with this many stars; null for all. */
  rating: number | null;
  page: number;
}

/** Reviews a page of the list holds. */
export const REVIEWS_PAGE_SIZE = 5;
export const DEFAULT_VIEW: ReviewsView = { sort: 'helpful', rating: null, page: 1 };
/** The part of the product page the reviews are in. */
export const REVIEWS_ANCHOR = 'reviews';

const wholeIn = (text: string | null, min: number, max: number) => {
  if (text === null || !/^[1-9][0-9]{0,5}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

export function readReviewsView(search: URLSearchParams): ReviewsView {
  const sort = search.get('sort');
  return {
    sort: REVIEW_SORTS.find((s) => s === sort) ?? DEFAULT_VIEW.sort,
    rating: wholeIn(search.get('rating'), 1, 5),
    page: wholeIn(search.get('page'), 1, 100_000) ?? 1,
  };
}

/**
 * The address (query and anchor) of another view of the list, keeping the rest of the page's query
 * (the variant chosen). A new sort or star filter starts at the first page; defaults are left out.
 */
export function reviewsHref(search: URLSearchParams, change: Partial<ReviewsView>): string {
  const now = readReviewsView(search);
  const next: ReviewsView = { ...now, ...change };
  if ((change.sort !== undefined && change.sort !== now.sort) || (change.rating !== undefined && change.rating !== now.rating)) next.page = change.page ?? 1;
  const out = new URLSearchParams(search);
  for (const key of ['rating', 'sort', 'page']) out.delete(key);
  if (next.rating !== null) out.set('rating', String(next.rating));
  if (next.sort !== DEFAULT_VIEW.sort) out.set('sort', next.sort);
  if (next.page > 1) out.set('page', String(next.page));
  const query = out.toString();
  return `${query ? `?${query}` : '?'}#${REVIEWS_ANCHOR}`;
}

/** The pages of a list of `total` reviews. */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
