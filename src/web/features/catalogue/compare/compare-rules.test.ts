import { describe, expect, it } from 'vitest';
import { addedTo, COMPARE_FULL, compareAddress, idsOfAddress, readList, type ComparedProduct } from './compare-rules';

const headphone = (Id: number): ComparedProduct => ({ Id, Name: `Headphone ${Id}`, CategoryId: 1, CategoryName: 'Headphones', Image: null });
const speaker: ComparedProduct = { Id: 90, Name: 'Party Speaker', CategoryId: 3, CategoryName: 'Speakers', Image: null };
const listOf = (r: ReturnType<typeof addedTo>) => ('list' in r ? r.list.map((p) => p.Id) : r.refused);

describe('the compare list', () => {
  it('adds products of one category at its end, each once', () => {
    expect(listOf(addedTo([], headphone(1)))).toEqual([1]);
    expect(listOf(addedTo([headphone(1)], headphone(2)))).toEqual([1, 2]);
    expect(listOf(addedTo([headphone(1), headphone(2)], headphone(1)))).toEqual([1, 2]);
  });

  it('refuses a fifth product', () => {
    const four = [1, 2, 3, 4].map(headphone);
    expect(addedTo(four, headphone(5))).toEqual({ refused: 'You can compare up to 4 products' });
    expect(COMPARE_FULL).toBe('You can compare up to 4 products');
  });

  it('refuses a product of another category, naming both', () => {
    expect(addedTo([headphone(1)], speaker)).toEqual({
      refused: 'Only products of one category can be compared: your list holds Headphones. Clear it to compare Speakers.',
    });
  });

  it('reads back what it stored, and drops what is not a product or breaks the rules', () => {
    const stored = [headphone(1), headphone(2)];
    expect(readList(JSON.stringify(stored))).toEqual(stored);
    expect(readList(null)).toEqual([]);
    expect(readList('{not json')).toEqual([]);
    expect(readList('{"Id":1}')).toEqual([]);
    const edited = [headphone(1), { Id: 'x' }, speaker, headphone(1), headphone(2), headphone(3), headphone(4), headphone(5)];
    expect(readList(JSON.stringify(edited)).map((p) => p.Id)).toEqual([1, 2, 3, 4]);
  });
});

describe('the compare page address', () => {
  it('reads ids written the shop way, each once', () => {
    expect(idsOfAddress('3,1,3')).toEqual({ ids: [3, 1] });
    expect(idsOfAddress(null)).toEqual({ ids: [] });
    expect(idsOfAddress('')).toEqual({ ids: [] });
    expect(compareAddress([3, 1])).toBe('/compare?ids=3,1');
    expect(compareAddress([])).toBe('/compare');
  });

  it('says so when the ids are not ids, or too many', () => {
    for (const bad of ['abc', '1,,2', '0', '01', '-1', '1e3', '2147483648', '1;2']) expect(idsOfAddress(bad), bad).toHaveProperty('wrong');
    expect(idsOfAddress('1,2,3,4,5')).toEqual({ wrong: 'You can compare up to 4 products' });
  });
});
