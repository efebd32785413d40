import { SEARCH_TEXT_MAX } from '@shared/constants';

/**
 * The search page's text, from its address, cut to the longest text the catalogue answers (never
 * between the two halves of a character written as a surrogate pair).
 */
export function searchTextOf(params: URLSearchParams): string {
  let text = (params.get('query') ?? '').trim();
  if (text.length > SEARCH_TEXT_MAX) {
    const cut = /[\uD800-\uDBFF]/.test(text[SEARCH_TEXT_MAX - 1]!) ? SEARCH_TEXT_MAX - 1 : SEARCH_TEXT_MAX;
    text = text.slice(0, cut).trim();
  }
  return text;
}
