// Turns what a shopper typed into safe tsquery text: words only, each a prefix, all required;
// several words also match written together ("sound bar" finds "soundbar").

export interface SearchTerms {
  /** tsquery text for the english and simple configurations. */
  query: string;
  /** The words typed, lower case, for typo correction. */
  words: string[];
  text: string;
}

const prefixAll = (groups: string[][]) => groups.map((g) => (g.length === 1 ? `${g[0]}:*` : `(${g.map((w) => `${w}:*`).join(' | ')})`)).join(' & ');

export function toSearchTerms(input: string): SearchTerms | null {
  const text = input.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return {
    query: withJoined(
      words.map((w) => [w]),
      words,
    ),
    words,
    text,
  };
}

/** The same search with each word widened to its corrections: (hedphone | headphone | headphones). */
export function withCorrections(terms: SearchTerms, corrections: Map<string, string[]>): string {
  return withJoined(
    terms.words.map((w) => [w, ...(corrections.get(w) ?? [])]),
    terms.words,
  );
}

function withJoined(groups: string[][], words: string[]): string {
  const all = prefixAll(groups);
  return words.length > 1 ? `(${all}) | ${words.join('')}:*` : all;
}
