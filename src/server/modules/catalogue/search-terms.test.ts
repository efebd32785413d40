import { describe, expect, it } from 'vitest';
import { inTitle, toQuery, toSearchTerms, wordsOf } from './search-terms';

const english = new Map([
  ['headphones', 'headphon'],
  ['hedphone', 'hedphon'],
  ['headphone', 'headphon'],
  ['party', 'parti'],
  ['speakers', 'speaker'],
  ['speaker', 'speaker'],
  ['partyspeakers', 'partyspeak'],
  ['the', ''],
  ['thespeaker', 'thespeak'],
  ['sw', 'sw'],
  ['hp', 'hp'],
  ['10', '10'],
  ['swhp10', 'swhp10'],
]);
const query = (text: string, corrections?: Map<string, string[]>) => toQuery(toSearchTerms(text)!, english, corrections);

describe('search terms', () => {
  it('reads only letters and digits, lower case, at most eight words', () => {
    expect(toSearchTerms("  Swara's <b>HEADPHONES</b> & | ! :* ")?.words).toEqual(['swara', 's', 'b', 'headphones', 'b']);
    expect(toSearchTerms('a b c d e f g h i j')?.words).toHaveLength(8);
    expect(toSearchTerms(' &|!:*() ')).toBeNull();
  });

  it('matches the last word as the start of a word, in its english form when that begins it', () => {
    expect(query('Headphones')).toBe("'headphon':*");
  });

  it('matches the words before the last as whole words, in either form, and all of them written together', () => {
    expect(query('party speakers')).toBe("(('parti' | 'party') & 'speaker':*) | 'partyspeak':*");
    expect(query('sw-hp-10')).toBe("('sw' & 'hp' & '10':*) | 'swhp10':*");
  });

  it('passes over words the english configuration leaves out, unless there is nothing else', () => {
    expect(query('the speaker')).toBe("('speaker':*) | 'thespeak':*");
    expect(query('the')).toBe("'the':*");
  });

  it('widens each word to its corrections, and names every word it needs the english form of', () => {
    const corrections = new Map([['hedphone', ['headphone', 'headphones']]]);
    expect(query('hedphone', corrections)).toBe("('hedphon':* | 'headphon':*)");
    expect(wordsOf(toSearchTerms('party speakers')!)).toEqual(['party', 'speakers', 'partyspeakers']);
    expect(wordsOf(toSearchTerms('hedphone')!, corrections)).toEqual(['hedphone', 'headphone', 'headphones']);
  });

  it('matches the same words in the name, code and category only', () => {
    expect(inTitle("(('parti' | 'party') & 'speaker':*) | 'partyspeak':*")).toBe("(('parti':AB | 'party':AB) & 'speaker':*AB) | 'partyspeak':*AB");
  });
});
