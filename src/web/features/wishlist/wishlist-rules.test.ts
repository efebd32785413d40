import { describe, expect, it } from 'vitest';
import { WISHLIST_MAX, WISHLIST_MESSAGES } from '@shared/wishlist';
import { readGuestList, savedWith, toggledIn } from './wishlist-rules';

describe("a guest's list in the browser", () => {
  it('reads the stored ids, newest first, and drops whatever else was stored', () => {
    expect(readGuestList('[12,7,3]')).toEqual([12, 7, 3]);
    expect(readGuestList('[12,"7",-3,0,1.5,12,null,9]')).toEqual([12, 9]);
    expect(readGuestList('{"Id":4}')).toEqual([]);
    expect(readGuestList('not json')).toEqual([]);
    expect(readGuestList(null)).toEqual([]);
    expect(readGuestList(JSON.stringify(Array.from({ length: WISHLIST_MAX + 5 }, (_, i) => i + 1)))).toHaveLength(WISHLIST_MAX);
  });

  it('saves a product as the newest, takes a saved one off, and refuses one more when full', () => {
    expect(toggledIn([7, 3], 12)).toEqual({ list: [12, 7, 3] });
    expect(toggledIn([12, 7, 3], 7)).toEqual({ list: [12, 3] });
    const full = Array.from({ length: WISHLIST_MAX }, (_, i) => i + 1);
    expect(toggledIn(full, WISHLIST_MAX + 1)).toEqual({ refused: WISHLIST_MESSAGES.full });
    expect(toggledIn(full, 1)).toEqual({ list: full.slice(1) });
  });
});

describe("a signed-in shopper's hearts", () => {
  it("show the server's list with the choices it has not answered yet laid over it", () => {
    expect([...savedWith([5, 4], new Map())]).toEqual([5, 4]);
    expect(
      [
        ...savedWith(
          [5, 4],
          new Map([
            [9, true],
            [4, false],
          ]),
        ),
      ].sort(),
    ).toEqual([5, 9]);
    // A choice the server has taken already changes nothing.
    expect([...savedWith([5, 4], new Map([[5, true]]))].sort()).toEqual([4, 5]);
  });
});
