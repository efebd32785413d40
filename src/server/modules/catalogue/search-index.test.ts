// The search index answers every search exactly as the database does: the same number found, the
// same products in the same order on every page, also right after the catalogue changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct } from '../../testing/fixtures';
import { queryRows } from '../../db/client';
import type { AppContext } from '../../context';
import { CatalogueCache } from '../../lib/catalogue-cache';
import { searchProductsJson } from './catalogue.service';
import { refreshSearchDocument } from './search-document';
import { SearchIndex } from './search-index';
import { parseQuery, parseVector } from './search-text';
import { EnglishForms } from './english-forms';

let t: TestApp;
let indexed: AppContext;
let inSql: AppContext;

beforeAll(async () => {
  t = await createTestApp();
  // Products as an admin makes them: codes with separators, descriptions in HTML, features.
  for (const [code, name, category, description] of [
    ['SW-HP-101', 'Swara Studio Headphones', 'Headphones', 'Closed-back headphones with 40 mm drivers and a coiled cable.'],
    ['TR-SP-220', 'Tarang Bluetooth Speaker', 'Speakers', "It's waterproof (IPX7), with 5.0 Bluetooth and a 12-hour battery."],
    ['NA-AMP-7', 'Naada Valve Amplifier', 'Amplifiers', 'Two vacuum tubes warm the sound of any speaker.'],
    ['LY-SB-1', 'Laya Cinema Soundbar', 'Soundbars', 'A soundbar with a wireless subwoofer; sound bar mounts included.'],
    ['VP-MIC-3', 'Veena Pro Microphone', 'Microphones', 'A condenser microphone for podcasts and the stage.'],
  ]) {
    const { product } = await createProduct(t.ctx, { code, name, category, description });
    await t.ctx.db.execute(
      sql`insert into product_descriptions (product_id, description) values (${product.id}, ${`<p>The <strong>${name}</strong> ships with a two-year warranty.</p>`})`,
    );
    await t.ctx.db.execute(
      sql`insert into product_features (product_id, item_type, item_value) values (${product.id}, 'Connectivity', 'Bluetooth 5.3, AUX'), (${product.id}, 'Colour', 'Midnight Black')`,
    );
  }
  // More products than are ranked, of several kinds, named alike (as a larger catalogue would be).
  await t.ctx.db.execute(sql`
    insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, is_published)
    select 'BN-' || lpad(g::text, 4, '0'),
      (array['Swara','Tarang','Naada'])[1 + g % 3] || ' ' || (array['Wireless','Studio','Party','Pro'])[1 + (g / 3) % 4] || ' ' ||
      (array['Headphones','Speaker','Soundbar','Amplifier'])[1 + g % 4] || ' ' || g,
      'Vellore WH 1', '85183000', 18, 'A dependable audio product, model ' || g || case when g % 37 = 0 then ' with a sound bar mount' else '' end,
      (select id from categories order by id limit 1 offset (g % (select count(*) from categories))), g % 11 <> 0
    from generate_series(1, 400) g`);
  await refreshSearchDocument(t.ctx.db);
  // Each answers with its cache off: one from the shop's own index (which hears the database's
  // announcements of changes), one in SQL (an index that never builds).
  indexed = { ...t.ctx, cache: new CatalogueCache(0) };
  inSql = { ...t.ctx, cache: new CatalogueCache(0), searchIndex: new SearchIndex(t.ctx.db, 0) };
  await indexed.searchIndex.build();
  expect(indexed.searchIndex.ready).toBe(true);
  await inSql.searchIndex.build();
  expect(inSql.searchIndex.ready).toBe(false);
});
afterAll(async () => t?.close());

/** Every product found, in order, and the count, for a search. */
async function everything(ctx: AppContext, text: string) {
  const { body, total } = await searchProductsJson(ctx, text, { limit: null, offset: 0 });
  return { total, ids: (JSON.parse(body.toString('utf8')) as { Id: number }[]).map((c) => c.Id) };
}

/** Typed searches: words of the names and categories, their beginnings, pairs, codes, typos, stop words. */
async function searches(): Promise<string[]> {
  const names = await queryRows<{ name: string; code: string }>(
    t.ctx.db,
    sql`select p.name || ' ' || c.name as name, p.product_code as code from products p join categories c on c.id = p.category_id order by p.id`,
  );
  const words = new Set<string>();
  for (const n of names) for (const w of n.name.toLowerCase().split(/[^a-z0-9]+/)) if (w.length > 1) words.add(w);
  const list = [...words];
  // Words of most products' descriptions too ("dependable"), which the index keeps as bits.
  const typed = new Set<string>(['sound bar', 'the', 'the speaker', 'pro', 'pro speaker', 'hedphone', 'speeker', 'amplifer', 'zzzz', 'a', 'with']);
  for (const w of ['dependable', 'dependable audio', 'audio product', 'model', 'mod', 'swara model', 'dependable sound bar']) typed.add(w);
  for (const w of list) {
    typed.add(w);
    typed.add(w.slice(0, 3));
  }
  for (let i = 0; i + 1 < list.length; i += 3) typed.add(`${list[i]} ${list[i + 1]}`);
  for (const n of names.filter((_, i) => i % 40 === 0)) {
    typed.add(n.code.toLowerCase());
    typed.add(n.code.slice(0, -1));
  }
  return [...typed];
}

describe('the search index', () => {
  it('reads tsquery and tsvector text as the database writes them', () => {
    expect(parseQuery(`('sound':* | 'sounds') & 'bar' | 'soundbar':*`)).toEqual({
      op: '|',
      args: [
        {
          op: '&',
          args: [
            {
              op: '|',
              args: [
                { lexeme: 'sound', prefix: true },
                { lexeme: 'sounds', prefix: false },
              ],
            },
            { lexeme: 'bar', prefix: false },
          ],
        },
        { lexeme: 'soundbar', prefix: true },
      ],
    });
    expect(parseQuery(`'it''s':*AB`)).toEqual({ lexeme: "it's", prefix: true });
    expect(parseVector(`'101':3A '5.0':9C 'bluetooth':8C 'it''s':4 'speaker':2A,7C 'tower':10B`)).toEqual({
      words: ['101', '5.0', 'bluetooth', "it's", 'speaker', 'tower'],
      title: ['101', 'speaker', 'tower'],
    });
  });

  it('finds what the database finds, in the same order, for every kind of search', async () => {
    const typed = await searches();
    expect(typed.length).toBeGreaterThan(100);
    let found = 0;
    for (const text of typed) {
      const want = await everything(inSql, text);
      expect(await everything(indexed, text), text).toEqual(want);
      if (want.total > 100) found += 1;
    }
    // Some searches find more products than are ranked: the rest follow in the same order too.
    expect(found).toBeGreaterThan(3);
    // A hundred searches each asked twice: a few seconds alone, longer on a machine shared with other tests.
  }, 120_000);

  it('finds the same when the english forms of the words typed are guessed wrong: the database corrects them', async () => {
    // Every guess wrong (a word and its english form are rarely spelt backwards).
    const wrong = { ...indexed, english: new EnglishForms((w) => [...w].reverse().join('')) };
    for (const text of await searches()) expect(await everything(wrong, text), text).toEqual(await everything(inSql, text));
  }, 120_000);

  it('is read again when a product or a category changes, before the next search', async () => {
    const db = t.ctx.db;
    const [swara] = await queryRows<{ id: number }>(db, sql`select id from products where name like 'Swara Party%' and is_published order by id limit 1`);
    // Renamed, unpublished, published, added, and a category renamed: each announced by the database.
    const changes: [string, () => Promise<unknown>][] = [
      [
        'renamed',
        async () => {
          await db.execute(sql`update products set name = 'Tarang Zenith Tower' where id = ${swara!.id}`);
          await refreshSearchDocument(db, swara!.id);
        },
      ],
      ['unpublished', () => db.execute(sql`update products set is_published = false where id = ${swara!.id}`)],
      ['published', () => db.execute(sql`update products set is_published = true where id = ${swara!.id}`)],
      ['added', () => createProduct(t.ctx, { name: 'Zenith Party Speaker', category: 'Speakers', description: 'A dependable zenith of sound.' })],
      ['category renamed', () => db.execute(sql`update categories set name = 'Zenith Speakers' where name = 'Speakers'`)],
    ];
    for (const [what, change] of changes) {
      await change();
      for (const text of ['zenith', 'swara party', 'tarang', 'speaker', 'speakers', 'zen', 'dependable', 'dependable zenith']) {
        // The database announces a change after it commits; on PostgreSQL the announcement takes a moment.
        await expect
          .poll(async () => JSON.stringify(await everything(indexed, text)), { timeout: 3000, message: `${what}: ${text}` })
          .toBe(JSON.stringify(await everything(inSql, text)));
      }
    }
    expect((await everything(indexed, 'zenith')).total).toBeGreaterThan(1);
  });
});
