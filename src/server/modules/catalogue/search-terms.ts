// Turns what a shopper typed into safe tsquery text: words only, each a prefix, all required;
// several words also match written together ("sound bar" finds "soundbar").

export interface SearchTerms {
  english: string;
  simple: string;
  text: string;
}

export function toSearchTerms(input: string): SearchTerms | null {
  const text = input.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  if (words.length === 0) return null;
  const all = words.map((w) => `${w}:*`).join(' & ');
  const query = words.length > 1 ? `(${all}) | ${words.join('')}:*` : all;
  return { english: query, simple: query, text };
}
