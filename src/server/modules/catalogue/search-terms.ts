// Turns what a shopper typed into safe tsquery text: words only, all required; several words also
// match written together ("sound bar" finds "soundbar"). Each word matches a word of the catalogue
// in its english form (stemmed: "speakers" finds "speaker") or as typed (the simple form, which
// keeps codes like sw-hp-101 whole). The last word may be the start of a word ("headph" finds
// headphones; "sw-hp-10" finds SW-HP-101); the words before it are whole words, as a shopper types
// them ("pro" then does not find every "product").

export interface SearchTerms {
  /** The words typed, lower case. */
  words: string[];
  /** The typed words written together ("soundbar"); null for a single word. */
  joined: string | null;
  text: string;
}

export function toSearchTerms(input: string): SearchTerms | null {
  const text = input.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return null;
  return { words, joined: words.length > 1 ? words.join('') : null, text };
}

/** Every word a search needs the english form of: the words typed, and written together. */
export const wordsOf = (terms: SearchTerms, corrections?: Map<string, string[]>): string[] => [
  ...new Set([...terms.words, ...(terms.joined ? [terms.joined] : []), ...[...(corrections?.values() ?? [])].flat()]),
];

/**
 * The search as tsquery text, given each word's english form ('' for a word the english
 * configuration leaves out, such as "the"), with each typed word widened to its corrections when
 * given: ('hedphon' | 'headphon'). Words the english configuration leaves out are passed over,
 * unless there is nothing else. Words are letters and digits only, so they are safe inside quotes.
 */
export function toQuery(terms: SearchTerms, english: Map<string, string>, corrections?: Map<string, string[]>): string {
  const last = terms.words.length - 1;
  const formsOf = (word: string, prefix: boolean): string[] => {
    const e = english.get(word) || word;
    // A prefix in the english form that begins the typed word covers it: "headphon" and "headphones".
    const forms = e === word || (prefix && word.startsWith(e)) ? [e] : [e, word];
    return forms.map((f) => `'${f}'${prefix ? ':*' : ''}`);
  };
  const groups = terms.words.map((word, i) => ({
    stop: english.get(word) === '' && !corrections?.get(word)?.length,
    forms: [...new Set([word, ...(corrections?.get(word) ?? [])].flatMap((w) => formsOf(w, i === last)))],
  }));
  const kept = groups.some((g) => !g.stop) ? groups.filter((g) => !g.stop) : groups;
  const all = kept.map((g) => (g.forms.length === 1 ? g.forms[0] : `(${g.forms.join(' | ')})`)).join(' & ');
  return terms.joined ? `(${all}) | ${formsOf(terms.joined, true).join(' | ')}` : all;
}

/** The same tsquery text matching only in the name, code and category (weights A and B). */
export const inTitle = (query: string) => query.replace(/'([^']*)'(:\*)?/g, (_, lexeme: string, prefix?: string) => `'${lexeme}':${prefix ? '*' : ''}AB`);
