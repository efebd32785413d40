// A search finding more products than it puts in order of rank (RANKED): the exact number found,
// the best ones first, and every page of the rest without repeats or gaps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct } from '../../testing/fixtures';
import { refreshSearchDocument } from './search-document';
import { RANKED } from './catalogue.service';

let t: TestApp;
let tower: Awaited<ReturnType<typeof createProduct>>;

/** Products of each kind that "speaker" finds; together more than RANKED. */
const MENTIONS = 60;
const NAMED = 80;
const IN_CATEGORY = 90;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(
    sql`insert into categories (name, slug) values ('Speakers', 'speakers'), ('Amplifiers', 'amplifiers'), ('Cables & Accessories', 'cables-accessories') on conflict do nothing`,
  );
  const insert = (count: number, code: string, name: string, category: string, description: string, published = true) =>
    t.ctx.db.execute(sql`
      insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, is_published)
      select ${code} || '-' || g, ${name} || ' ' || g, 'Vellore WH A-1', '85183000', 18, ${description},
        (select id from categories where name = ${category}), ${published}
      from generate_series(1, ${count}) g`);
  // Lowest ids first: products that only mention speakers, then amplifiers named for them, then
  // products of the Speakers category that never say the word. Unpublished ones are never found.
  await insert(MENTIONS, 'TR-PC', 'Tarang Patch Cable', 'Cables & Accessories', 'Connects any speaker to an amplifier.');
  await insert(5, 'HD-SC', 'Hidden Speaker Cable', 'Cables & Accessories', 'Connects any speaker.', false);
  await insert(NAMED, 'NA-SA', 'Naada Speaker Amplifier', 'Amplifiers', 'Drives a pair of bookshelf boxes.');
  await insert(IN_CATEGORY, 'LY-PB', 'Laya Party Box', 'Speakers', 'Loud and clear.');
  await insert(5, 'HD-PB', 'Hidden Party Box', 'Speakers', 'Loud and clear.', false);
  await refreshSearchDocument(t.ctx.db);
  // The newest product of all, of the Speakers category and named for it: the best match.
  tower = await createProduct(t.ctx, { category: 'Speakers', name: 'Sruti Speaker Tower', description: 'A floor-standing speaker.' });
});
afterAll(async () => t?.close());

type Card = { Id: number; Name: string; CategoryName: string };

async function page(text: string, query: Record<string, string> = {}) {
  const res = await t.app.inject({ url: '/api/Public/product', query: { SearchText: text, ...query } });
  expect(res.statusCode).toBe(200);
  return { cards: res.json() as Card[], total: Number(res.headers['x-total-count']) };
}

describe('a search finding more products than it ranks', () => {
  const found = 1 + IN_CATEGORY + NAMED + MENTIONS;

  it('finds more than the ranked ones', () => {
    expect(found).toBeGreaterThan(RANKED);
  });

  it('reports the exact number found on every page, and the whole list holds that many', async () => {
    const all = await page('speaker');
    expect(all.total).toBe(found);
    expect(all.cards).toHaveLength(found);
    expect(new Set(all.cards.map((c) => c.Id)).size).toBe(found);
    expect(all.cards.map((c) => c.Name)).not.toContainEqual(expect.stringMatching(/^Hidden/));
    for (const Page of ['1', '4', '9']) expect((await page('speaker', { Page, PageSize: '30' })).total).toBe(found);
  });

  it('puts the best match first, then the products of the category searched for, then those named for it, then mentions', async () => {
    const { cards } = await page('speaker');
    expect(cards[0].Id).toBe(tower.product.id);
    const kinds = cards.map((c) => (c.CategoryName === 'Speakers' ? 1 : c.Name.includes('Speaker') ? 2 : 3));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    expect(kinds.filter((k) => k === 1)).toHaveLength(1 + IN_CATEGORY);
    // Past the ranked ones, each kind follows in the order the products were added.
    const rest = cards.slice(RANKED);
    for (const kind of [1, 2, 3]) {
      const ids = rest.filter((_, i) => kinds[RANKED + i] === kind).map((c) => c.Id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
  });

  it.each([24, 30, 100, 7])('pages through all of them, %i at a time, without repeats or gaps', async (size) => {
    const whole = (await page('speaker')).cards.map((c) => c.Id);
    const paged: number[] = [];
    for (let n = 1; n <= Math.ceil(found / size) + 1; n++) {
      const p = await page('speaker', { Page: String(n), PageSize: String(size) });
      expect(p.total).toBe(found);
      paged.push(...p.cards.map((c) => c.Id));
    }
    expect(paged).toEqual(whole);
  });

  it('lists every published product for empty text, in pages, past the ranked ones too', async () => {
    const whole = await page('');
    expect(whole.total).toBe(whole.cards.length);
    expect(whole.total).toBeGreaterThan(RANKED);
    const paged: number[] = [];
    for (let n = 1; n <= Math.ceil(whole.total / 40); n++) paged.push(...(await page('', { Page: String(n), PageSize: '40' })).cards.map((c) => c.Id));
    expect(paged).toEqual(whole.cards.map((c) => c.Id));
  });

  it('corrects a typo in a search finding more than the ranked ones, and pages through it', async () => {
    const typo = await page('speakr');
    expect(typo.total).toBe(found);
    expect(typo.cards[0].Id).toBe(tower.product.id);
    const last = await page('speakr', { Page: '3', PageSize: '100' });
    expect(last.cards.map((c) => c.Id)).toEqual(typo.cards.slice(200).map((c) => c.Id));
  });
});
