import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

/** A loader that counts its calls and answers what `answer` holds at that moment. */
function counted<T>(answer: () => T) {
  const fn = async () => {
    fn.calls += 1;
    return answer();
  };
  fn.calls = 0;
  return fn;
}

/** A load that waits until the test opens the gate: changes can happen while it is in flight. */
function gate() {
  let open!: () => void;
  const wait = new Promise<void>((r) => (open = r));
  return { wait, open };
}

const cardsLoader = (text: (id: number) => string) => {
  const fn = async (missing: number[]) => {
    fn.asked.push(missing);
    return new Map(missing.map((id) => [id, text(id)] as const));
  };
  fn.asked = [] as number[][];
  return fn;
};

describe('catalogue cache', () => {
  it("keeps a search's ranked ids when only a card changes, and reads that card again", async () => {
    const cache = new CatalogueCache();
    const rank = counted(() => [3, 1, 2]);
    let stock = 5;
    const load = cardsLoader((id) => `{"Id":${id},"Stock":${id === 1 ? stock : 9}}`);

    expect(Array.from(await cache.ranking('swara', rank))).toEqual([3, 1, 2]);
    expect(await cache.cardsOf([3, 1, 2], load)).toEqual(['{"Id":3,"Stock":9}', '{"Id":1,"Stock":5}', '{"Id":2,"Stock":9}']);

    stock = 0;
    cache.changed('card:1');
    await cache.ranking('swara', rank);
    expect(rank.calls).toBe(1);
    expect(await cache.cardsOf([3, 1, 2], load)).toContain('{"Id":1,"Stock":0}');
    expect(load.asked).toEqual([[3, 1, 2], [1]]);
  });

  it('runs a search again when a product itself changes, and on "all"', async () => {
    const cache = new CatalogueCache();
    const rank = counted(() => [1]);
    await cache.ranking('a', rank);
    cache.changed('7');
    await cache.ranking('a', rank);
    cache.changed('all');
    await cache.ranking('a', rank);
    expect(rank.calls).toBe(3);
  });

  it('does not keep what was loaded while a change happened', async () => {
    const cache = new CatalogueCache();
    const slow = gate();
    const first = cache.ranking('a', async () => {
      await slow.wait;
      return [1, 2];
    });
    cache.changed('2');
    slow.open();
    expect(Array.from(await first)).toEqual([1, 2]);
    const again = counted(() => [1]);
    expect(Array.from(await cache.ranking('a', again))).toEqual([1]);
    expect(again.calls).toBe(1);
  });

  it('keeps the cards a search read on the way, but not one whose product changed while it ran', async () => {
    const cache = new CatalogueCache();
    const slow = gate();
    const ranking = cache.ranking('a', async () => {
      await slow.wait;
      return { ids: [3, 2, 1], cards: new Map([1, 2, 3].map((id) => [id, `old${id}`] as const)) };
    });
    cache.changed('card:2');
    slow.open();
    expect(Array.from(await ranking)).toEqual([3, 2, 1]);
    const load = cardsLoader((id) => `new${id}`);
    expect(await cache.cardsOf([1, 2, 3], load)).toEqual(['old1', 'new2', 'old3']);
    expect(load.asked).toEqual([[2]]);
  });

  it('leaves out cards the loader no longer has (unpublished since the search ran)', async () => {
    const cache = new CatalogueCache();
    const load = async (missing: number[]) => new Map(missing.filter((id) => id !== 2).map((id) => [id, `c${id}`] as const));
    expect(await cache.cardsOf([1, 2, 3], load)).toEqual(['c1', 'c3']);
  });

  it('holds a bounded number of ranked ids, dropping the least recently used search first', async () => {
    const cache = new CatalogueCache({ maxRankedIds: 25 });
    const ten = () => Array.from({ length: 10 }, (_, i) => i);
    const a = counted(ten);
    const b = counted(ten);
    const c = counted(ten);
    await cache.ranking('a', a);
    await cache.ranking('b', b);
    await cache.ranking('a', a); // a is now the most recently used
    await cache.ranking('c', c); // no room for three: b goes
    await cache.ranking('a', a);
    await cache.ranking('b', b);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
    // One search larger than the whole allowance is answered but not kept.
    const huge = counted(() => Array.from({ length: 30 }, (_, i) => i));
    await cache.ranking('huge', huge);
    await cache.ranking('huge', huge);
    expect(huge.calls).toBe(2);
  });

  it('keeps nothing when its time to live is zero', async () => {
    const cache = new CatalogueCache(0);
    const rank = counted(() => [1]);
    await cache.ranking('a', rank);
    await cache.ranking('a', rank);
    expect(rank.calls).toBe(2);
  });
});

describe('catalogue cache under sales', () => {
  it('keeps cards loaded while other products changed, but not a card whose product changed meanwhile', async () => {
    const cache = new CatalogueCache();
    const slow = gate();
    const first = cache.cardsOf([1, 2], async (missing) => {
      await slow.wait;
      return new Map(missing.map((id) => [id, `old${id}`] as const));
    });
    cache.changed('card:2'); // a sale of product 2 while its card was being read
    cache.changed('card:9'); // and one of a product not on this page
    slow.open();
    expect(await first).toEqual(['old1', 'old2']);
    const again = cardsLoader((id) => `new${id}`);
    expect(await cache.cardsOf([1, 2], again)).toEqual(['old1', 'new2']);
    expect(again.asked).toEqual([[2]]);
  });
});

describe('catalogue cache answers', () => {
  it('keeps a built answer until any product changes', async () => {
    const cache = new CatalogueCache();
    const build = counted(() => '[...]');
    await cache.answer('a|0|24', build);
    await cache.answer('a|0|24', build);
    expect(build.calls).toBe(1);
    cache.changed('card:5');
    await cache.answer('a|0|24', build);
    expect(build.calls).toBe(2);
    cache.changed('banners');
    await cache.answer('a|0|24', build);
    expect(build.calls).toBe(2);
  });
});

describe('catalogue cache, many requests at once', () => {
  it('shares one load among requests missing the same search together', async () => {
    const cache = new CatalogueCache();
    const rank = counted(() => [1, 2, 3]);
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.ranking('a', rank)));
    expect(rank.calls).toBe(1);
    expect(all.every((ids) => ids.length === 3)).toBe(true);
  });

  it('does not let a request after a change join a load that began before it', async () => {
    const cache = new CatalogueCache();
    const slow = gate();
    const before = cache.ranking('a', async () => {
      await slow.wait;
      return [1];
    });
    cache.changed('4');
    const after = counted(() => [1, 4]);
    const second = cache.ranking('a', after);
    slow.open();
    expect(Array.from(await before)).toEqual([1]);
    expect(Array.from(await second)).toEqual([1, 4]);
    expect(after.calls).toBe(1);
  });
});

describe('catalogue cache memory', () => {
  it('does not keep an answer larger than the allowance for answers', async () => {
    const cache = new CatalogueCache({ maxAnswerBytes: 100 });
    const big = counted(() => ({ body: Buffer.alloc(500), total: 1 }));
    const small = counted(() => ({ body: Buffer.from('[]'), total: 0 }));
    await cache.answer('all|0|null', big);
    await cache.answer('all|0|null', big);
    await cache.answer('a|0|24', small);
    await cache.answer('a|0|24', small);
    expect([big.calls, small.calls]).toEqual([2, 1]);
  });

  it('keeps a rendered page until anything in the catalogue or the banners changes', async () => {
    const cache = new CatalogueCache();
    let price = '₹10,000';
    const render = counted(() => ({ status: 200, html: `<p>${price}</p>` }));
    expect((await cache.page('/product/7', render)).html).toBe('<p>₹10,000</p>');
    expect((await cache.page('/product/7', render)).html).toBe('<p>₹10,000</p>');
    expect(render.calls).toBe(1);
    for (const change of ['card:7', '12', 'banners', 'all']) {
      price = `changed by ${change}`;
      cache.changed(change);
      expect((await cache.page('/product/7', render)).html).toBe(`<p>changed by ${change}</p>`);
    }
    expect(render.calls).toBe(5);
  });

  it('does not keep a page rendered while the catalogue changed', async () => {
    const cache = new CatalogueCache();
    const g = gate();
    let version = 1;
    const render = async () => {
      const seen = version;
      await g.wait;
      return { status: 200, html: `v${seen}` };
    };
    const first = cache.page('/', render);
    version = 2;
    cache.changed('card:3');
    g.open();
    expect((await first).html).toBe('v1');
    expect((await cache.page('/', async () => ({ status: 200, html: `v${version}` }))).html).toBe('v2');
  });

  it('holds no more rendered HTML than its limit', async () => {
    const cache = new CatalogueCache({ maxPageChars: 10 });
    const render = counted(() => ({ status: 200, html: 'x'.repeat(6) }));
    await cache.page('/a', render);
    await cache.page('/b', render);
    await cache.page('/a', render);
    expect(render.calls).toBe(3);
  });
});
