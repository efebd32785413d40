// Finding products by category, brand, price, discount, stock and specifications: the counts agree
// with the lists they count, orders hold over whole lists, and anything unknown is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { queryRows } from '../../db/client';
import { catalogueAnswerSchema, type CatalogueAnswer, type ProductCard } from '@shared/schemas/catalogue';
import { percentOff, toPaise } from '@shared/money';
import { indiaDate } from '@shared/india-time';
import { refreshSearchDocument } from './search-document';
import { slugOf } from '@shared/slug';
import { readRange } from '@shared/catalogue-filters';
import { bandValue, bandsOf, inBand } from './facet-bands';

let t: TestApp;

const BRANDS = ['Swara', 'Tarang', 'Naada', 'Veena Pro', 'Laya'];
const FORMS = ['Over-ear', 'On-ear'];
/** A form factor no product has: not offered unless chosen. */
const UNUSED_FORM = 'Neckband';
const LINKS = ['Bluetooth', 'Wired 3.5 mm', 'USB-C'];
const N = 90;

/** What the test put in the database, to check answers against. */
interface Made {
  id: number;
  category: string;
  brand: string;
  published: boolean;
  /** The variants, the default one first, in the order they were made. */
  variants: MadeVariant[];
  /** Those of the variant the product is offered with (offered). */
  price: number;
  mrp: number;
  stock: number;
  form?: string;
  links?: string[];
  anc?: 'yes' | 'no';
  battery?: number;
  /** Approved reviews' average stars and count (0: none). */
  stars: number;
  reviews: number;
}
const made: Made[] = [];

interface MadeVariant {
  title: string;
  price: number;
  mrp: number;
  stock: number;
  isDefault: boolean;
}

/**
 * The variant a product is offered with, worked out here on its own: the default one while in
 * stock, else the cheapest in stock (the first made of equal prices), else the default one.
 */
function offered(variants: MadeVariant[]): MadeVariant {
  const def = variants.find((v) => v.isDefault)!;
  if (def.stock > 0) return def;
  const inStock = variants.filter((v) => v.stock > 0);
  if (inStock.length === 0) return def;
  return inStock.reduce((best, v) => (v.price < best.price ? v : best));
}

/** Names as the shop's addresses write them. */
const slug = slugOf;

async function get(query: string): Promise<{ status: number; body: CatalogueAnswer & { Message?: string } }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/catalogue?${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** Every product a query lists, page after page. */
async function all(query: string): Promise<ProductCard[]> {
  const out: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await get(`${query}${query ? '&' : ''}PageSize=100&Page=${page}`);
    expect(status, JSON.stringify(body)).toBe(200);
    out.push(...body.Items);
    if (body.Items.length < 100) {
      expect(out.length).toBe(body.TotalCount);
      return out;
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  for (const b of BRANDS) await db.execute(sql`insert into brands (name, slug) values (${b}, ${slug(b)})`);
  const [{ id: headphones }] = await queryRows<{ id: number }>(db, sql`select id from categories where slug = 'headphones'`);
  await db.execute(sql`insert into specifications (category_id, key, name, kind, unit, options, sort_order) values
    (${headphones}, 'form-factor', 'Form factor', 'one', null, ${JSON.stringify([UNUSED_FORM, ...FORMS])}::jsonb, 1),
    (${headphones}, 'connectivity', 'Connectivity', 'many', null, ${JSON.stringify(LINKS)}::jsonb, 2),
    (${headphones}, 'noise-cancelling', 'Noise cancelling', 'yesno', null, '[]'::jsonb, 3),
    (${headphones}, 'battery-life', 'Battery life', 'number', 'hours', '[]'::jsonb, 4)`);
  // Speakers share one specification's key with headphones: a filter by it applies there too.
  await db.execute(sql`insert into specifications (category_id, key, name, kind, unit, options, sort_order) values
    ((select id from categories where slug = 'speakers'), 'connectivity', 'Connectivity', 'many', null, ${JSON.stringify(LINKS)}::jsonb, 1)`);
  const specs = new Map(
    (await queryRows<{ id: number; key: string }>(db, sql`select id, key from specifications where category_id = ${headphones}`)).map((r) => [r.key, r.id]),
  );
  const [{ id: speakerLinks }] = await queryRows<{ id: number }>(
    db,
    sql`select s.id from specifications s join categories c on c.id = s.category_id where c.slug = 'speakers'`,
  );
  // A fixed spread of values: every combination of a few properties appears, some rarely.
  for (let i = 0; i < N; i++) {
    const category = i % 3 === 2 ? 'Speakers' : 'Headphones';
    const price = 500 + ((i * 7919) % 30) * 799;
    const mrp = i % 4 === 0 ? price : Math.round(price * (1 + ((i % 5) + 1) * 0.12));
    // Besides the default variant, one at another price (dearer, cheaper or the same), and for some a
    // third: sold out or not, so that many a default variant sold out leaves another to buy.
    const variants: MadeVariant[] = [
      { title: 'Black', price, mrp, stock: i % 6 === 0 ? 0 : (i % 9) + 1, isDefault: true },
      { title: 'Blue', price: price + [100, -150, 0][i % 3]!, mrp: mrp + 100, stock: i % 4 === 0 ? 0 : 5, isDefault: false },
    ];
    if (i % 5 === 0) variants.push({ title: 'Red', price: price - 250 + (i % 2) * 500, mrp: mrp + 300, stock: i % 10 === 0 ? 3 : 0, isDefault: false });
    const offer = offered(variants);
    const m: Made = {
      id: 0,
      category,
      brand: BRANDS[(i * i) % BRANDS.length]!,
      published: i % 11 !== 5,
      variants,
      price: offer.price,
      mrp: offer.mrp,
      stock: offer.stock,
      stars: 0,
      reviews: 0,
    };
    // Some without reviews; averages from 1.5 to 5, some equal with different counts.
    if (i % 5 !== 0) {
      m.reviews = (i % 7) + 1;
      m.stars = [4.5, 3.2, 4, 2.75, 5, 3.99, 1.5, 4][i % 8]!;
    }
    if (category === 'Headphones') {
      m.form = FORMS[i % 2]!;
      m.links = LINKS.filter((_, k) => ((i >> k) & 1) === 1 || k === i % 3);
      if (i % 7 !== 0) m.anc = i % 3 === 0 ? 'yes' : 'no';
      if (!m.links.includes('Wired 3.5 mm') || i % 2 === 0) m.battery = 10 + ((i * 13) % 60);
    }
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id, brand_id, is_published)
        values (${`BR-${i}`}, ${`${m.brand} Test ${category} ${i}`}, 'A-1', '85183000', 18, 'A product for the browse tests.',
          (select id from categories where name = ${category}), (select id from brands where name = ${m.brand}), ${m.published}) returning id`,
    );
    await db.execute(sql`update products set rating_count = ${m.reviews}, rating_average = ${m.stars} where product_code = ${`BR-${i}`}`);
    m.id = id;
    for (const v of variants)
      await db.execute(sql`insert into product_variants (product_id, title, metrix_weight, product_weight, price_paise, mrp_paise, stock, is_default)
        values (${id}, ${v.title}, 1, 1, ${toPaise(v.price)}, ${toPaise(v.mrp)}, ${v.stock}, ${v.isDefault})`);
    const values: [string, string][] = [];
    if (m.form) values.push(['form-factor', m.form]);
    for (const l of m.links ?? []) values.push(['connectivity', l]);
    if (m.anc) values.push(['noise-cancelling', m.anc]);
    if (m.battery !== undefined) values.push(['battery-life', String(m.battery)]);
    for (const [key, value] of values)
      await db.execute(sql`insert into product_specs (product_id, specification_id, value) values (${id}, ${specs.get(key)!}, ${value})`);
    if (category === 'Speakers') {
      m.links = [LINKS[i % 3]!];
      await db.execute(sql`insert into product_specs (product_id, specification_id, value) values (${id}, ${speakerLinks}, ${m.links[0]!})`);
    }
    made.push(m);
  }
  await refreshSearchDocument(db);
  // Sales of the last days make "popular" an order of its own.
  const today = indiaDate(new Date());
  for (const [k, m] of made.entries())
    if (k % 4 === 1)
      await db.execute(sql`insert into product_day_totals (day, status, product_code, product_id, product_name, units, paise)
        values (${today}::date, 'Delivered', ${`BR-${k}`}, ${m.id}, 'x', ${((k * 37) % 23) + 1}, 100)`);
});
afterAll(async () => t?.close());

const shown = () => made.filter((m) => m.published);

describe('the catalogue lists', () => {
  it('names every category and the brands with published products, with how many each has', async () => {
    const cats = (await t.app.inject({ method: 'GET', url: '/api/public/categories' })).json() as { Slug: string; ProductCount: number; Description: string }[];
    expect(cats.find((c) => c.Slug === 'headphones')!.ProductCount).toBe(shown().filter((m) => m.category === 'Headphones').length);
    expect(cats.find((c) => c.Slug === 'cables-accessories')!.ProductCount).toBe(0);
    const brands = (await t.app.inject({ method: 'GET', url: '/api/public/brands' })).json() as { Slug: string; ProductCount: number }[];
    for (const b of BRANDS) {
      const count = shown().filter((m) => m.brand === b).length;
      // A brand without published products has no page to list.
      expect(brands.find((x) => x.Slug === slug(b))?.ProductCount).toBe(count || undefined);
    }
    expect(brands.length).toBeLessThan(BRANDS.length);
  });

  it('answers in its documented shape and never counts an unpublished product', async () => {
    const { status, body } = await get('Category=headphones');
    expect(status).toBe(200);
    expect(catalogueAnswerSchema.parse(body).TotalCount).toBe(shown().filter((m) => m.category === 'Headphones').length);
    const ids = new Set((await all('')).map((c) => c.Id));
    expect(ids.size).toBe(shown().length);
    for (const m of made.filter((x) => !x.published)) expect(ids.has(m.id)).toBe(false);
    const brandFacet = body.Facets.find((f) => f.Key === 'Brand')!;
    for (const v of brandFacet.Values!) expect(v.Count).toBe(shown().filter((m) => m.category === 'Headphones' && slug(m.brand) === v.Value).length);
  });

  it('filters by a specification of the one category chosen, and counts each value', async () => {
    const { body } = await get('Category=headphones&Spec.connectivity=bluetooth,usb-c&Spec.noise-cancelling=yes&Spec.battery-life=20-60');
    const expected = shown().filter(
      (m) =>
        m.category === 'Headphones' &&
        m.links!.some((l) => l === 'Bluetooth' || l === 'USB-C') &&
        m.anc === 'yes' &&
        m.battery !== undefined &&
        m.battery >= 20 &&
        m.battery <= 60,
    );
    expect(body.TotalCount).toBe(expected.length);
    expect(body.Items.map((c) => c.Id).sort((a, b) => a - b)).toEqual(expected.map((m) => m.id).slice(0, 24));
    const links = body.Facets.find((f) => f.Key === 'Spec.connectivity')!;
    // A value's own group does not narrow its count: "Wired" counts as if connectivity were not chosen.
    const wired = links.Values!.find((v) => v.Value === 'wired-3-5-mm')!;
    expect(wired.Selected).toBe(false);
    expect(wired.Count).toBe(
      shown().filter(
        (m) =>
          m.category === 'Headphones' && m.links!.includes('Wired 3.5 mm') && m.anc === 'yes' && m.battery !== undefined && m.battery >= 20 && m.battery <= 60,
      ).length,
    );
    const battery = body.Facets.find((f) => f.Key === 'Spec.battery-life')!;
    expect([battery.SelectedMin, battery.SelectedMax, battery.Unit]).toEqual([20, 60, 'hours']);
  });

  it('widens to another category under a specification filter: each category counts with the filters that apply there', async () => {
    const bluetooth = (m: Made) => (m.links ?? []).includes('Bluetooth');
    const count = (category: string, keep: (m: Made) => boolean) => shown().filter((m) => m.category === category && keep(m)).length;
    const one = (await get('Category=headphones&Spec.connectivity=bluetooth')).body.Facets.find((f) => f.Key === 'Category')!;
    const speakers = one.Values!.find((v) => v.Value === 'speakers')!;
    expect([speakers.Count, speakers.Drops]).toEqual([count('Speakers', bluetooth), undefined]);
    expect(one.Without).toBe(count('Headphones', bluetooth) + count('Speakers', bluetooth));
    // Noise cancelling is not a specification of speakers: dropped there, and the speakers are then not in Without.
    const two = (await get('Category=headphones&Spec.connectivity=bluetooth&Spec.noise-cancelling=yes')).body.Facets.find((f) => f.Key === 'Category')!;
    const there = two.Values!.find((v) => v.Value === 'speakers')!;
    expect([there.Count, there.Drops]).toEqual([count('Speakers', bluetooth), ['Spec.noise-cancelling']]);
    expect(two.Without).toBe(count('Headphones', (m) => bluetooth(m) && m.anc === 'yes'));
    expect(two.Values!.find((v) => v.Value === 'headphones')!.Count).toBe(two.Without);
  });

  it('gives for every value a count equal to the list that choosing it alone gives (generated filters)', async () => {
    const filter = fc.record({
      category: fc.constantFrom('', 'headphones', 'speakers', 'headphones,speakers'),
      brands: fc.subarray(BRANDS.map(slug), { maxLength: 3 }),
      price: fc.option(fc.tuple(fc.integer({ min: 0, max: 15000 }), fc.integer({ min: 0, max: 25000 })), { nil: null }),
      discount: fc.constantFrom('', '10', '25', '40'),
      inStock: fc.boolean(),
      rating: fc.constantFrom('', '4', '3'),
      form: fc.subarray(FORMS.map(slug), { maxLength: 2 }),
      links: fc.subarray(LINKS.map(slug), { maxLength: 2 }),
      anc: fc.constantFrom('', 'yes', 'no'),
      battery: fc.constantFrom('', '20-', '-39', '15-45'),
      text: fc.constantFrom('', 'test', 'swara'),
    });
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const p = new URLSearchParams();
        if (f.text) p.set('SearchText', f.text);
        if (f.category) p.set('Category', f.category);
        if (f.brands.length) p.set('Brand', f.brands.join(','));
        if (f.price) {
          p.set('PriceMin', String(Math.min(...f.price)));
          p.set('PriceMax', String(Math.max(...f.price)));
        }
        if (f.discount) p.set('Discount', f.discount);
        if (f.inStock) p.set('InStock', 'true');
        if (f.rating) p.set('Rating', f.rating);
        if (f.category === 'headphones') {
          if (f.form.length) p.set('Spec.form-factor', f.form.join(','));
          if (f.links.length) p.set('Spec.connectivity', f.links.join(','));
          if (f.anc) p.set('Spec.noise-cancelling', f.anc);
          if (f.battery) p.set('Spec.battery-life', f.battery);
        }
        const { status, body } = await get(p.toString());
        expect(status, JSON.stringify(body)).toBe(200);
        const listed = await all(p.toString());
        expect(listed.length).toBe(body.TotalCount);
        // Against what was made: the same products, whatever the page order.
        const expected = shown().filter(
          (m) =>
            (!f.category || f.category.split(',').includes(slug(m.category))) &&
            (!f.brands.length || f.brands.includes(slug(m.brand))) &&
            (!f.price || (m.price >= Math.min(...f.price) && m.price <= Math.max(...f.price))) &&
            (!f.discount || percentOff(toPaise(m.price), toPaise(m.mrp)) >= Number(f.discount)) &&
            (!f.inStock || m.stock > 0) &&
            (!f.rating || (m.reviews > 0 && m.stars >= Number(f.rating))) &&
            (f.category !== 'headphones' ||
              ((!f.form.length || f.form.includes(slug(m.form!))) &&
                (!f.links.length || m.links!.some((l) => f.links.includes(slug(l)))) &&
                (!f.anc || m.anc === f.anc) &&
                (!f.battery || (m.battery !== undefined && inBand(m.battery, readRange(f.battery)!))))) &&
            (f.text !== 'swara' || m.brand === 'Swara'),
        );
        expect(listed.map((c) => c.Id).sort((a, b) => a - b)).toEqual(expected.map((m) => m.id));
        // Each value's count is the total of the same list with its filter set to that value alone.
        for (const facet of body.Facets) {
          for (const v of facet.Values ?? []) {
            const q = new URLSearchParams(p);
            // A price range is chosen as its two ends, as the slider and the typed prices set them.
            if (facet.Key === 'Price') {
              const r = readRange(v.Value)!;
              for (const [k, end] of [
                ['PriceMin', r.min],
                ['PriceMax', r.max],
              ] as const)
                if (end === null) q.delete(k);
                else q.set(k, String(end));
            } else q.set(facet.Key, v.Value);
            // Another category under specifications of the headphones: counted with those it has too, the others dropped.
            if (facet.Key === 'Category' && v.Value !== 'headphones' && [...p.keys()].some((k) => k.startsWith('Spec.'))) {
              const kept = [...p.keys()].filter((k) => k.startsWith('Spec.') && !(v.Drops ?? []).includes(k));
              expect(
                kept.every((k) => v.Value === 'speakers' && k === 'Spec.connectivity'),
                `${v.Value} keeps ${kept}`,
              ).toBe(true);
              for (const k of [...q.keys()]) if (k.startsWith('Spec.') && !kept.includes(k)) q.delete(k);
            }
            const { body: alone } = await get(q.toString());
            expect(v.Count, `${facet.Key}=${v.Value} of ${p}`).toBe(alone.TotalCount);
            // No category with products under the filters that apply there shows 0.
            if (facet.Key === 'Category') expect(v.Count > 0 || alone.TotalCount === 0).toBe(true);
          }
        }
        // Without the category: every category where all the chosen specifications apply.
        const categories = body.Facets.find((f) => f.Key === 'Category')!;
        if (categories.Without !== undefined) expect(categories.Without).toBe(categories.Values!.filter((v) => !v.Drops).reduce((n, v) => n + v.Count, 0));
      }),
      { numRuns: 25 },
    );
  });

  it("cuts the price and each number specification into ranges of the category's own, each with products on its plain page", async () => {
    const byPrice = (list: Made[]) => list.map((m) => m.price).sort((a, b) => a - b);
    for (const category of ['Headphones', 'Speakers']) {
      const { body } = await get(`Category=${slug(category)}`);
      const price = body.Facets.find((f) => f.Key === 'Price')!;
      const mine = shown().filter((m) => m.category === category);
      // Round boundaries from this category's published prices: four or five ranges, none empty here.
      expect(price.Values!.map((v) => v.Value)).toEqual(bandsOf(byPrice(mine)).map(bandValue));
      expect(price.Values!.length).toBeGreaterThanOrEqual(4);
      for (const v of price.Values!) {
        const r = readRange(v.Value)!;
        expect(v.Count, `${category} ${v.Label}`).toBe(mine.filter((m) => inBand(m.price, r)).length);
        expect(v.Count).toBeGreaterThan(0);
        for (const end of [r.min, r.max === null ? null : r.max + 1]) if (end !== null) expect(end % 50, `${v.Label} is round`).toBe(0);
      }
    }
    // The same ranges while filters change, counted with the other filters (their counts compared with the page's).
    const plain = (await get('Category=headphones')).body.Facets.find((f) => f.Key === 'Price')!;
    const narrowed = (await get(`Category=headphones&Brand=swara&InStock=true&PriceMin=1000`)).body.Facets.find((f) => f.Key === 'Price')!;
    expect(narrowed.Values!.map((v) => v.Label)).toEqual(plain.Values!.map((v) => v.Label));
    for (const v of narrowed.Values!)
      expect(v.Count).toBe(
        shown().filter((m) => m.category === 'Headphones' && m.brand === 'Swara' && m.stock > 0 && inBand(m.price, readRange(v.Value)!)).length,
      );
    // Battery hours: ranges over the headphones that have a value, labelled with the unit.
    const battery = (await get('Category=headphones')).body.Facets.find((f) => f.Key === 'Spec.battery-life')!;
    const hours = shown().flatMap((m) => (m.category === 'Headphones' && m.battery !== undefined ? [m.battery] : []));
    expect(battery.Values!.map((v) => v.Value)).toEqual(bandsOf(hours.sort((a, b) => a - b)).map(bandValue));
    expect(battery.Values!.at(-1)!.Label).toMatch(/^\d+ hours & above$/);
    for (const v of battery.Values!) expect(v.Count).toBe(hours.filter((h) => inBand(h, readRange(v.Value)!)).length);
    // Choosing a range is the same list as the slider giving it.
    const band = battery.Values![1]!;
    const chosen = (await get(`Category=headphones&Spec.battery-life=${band.Value}`)).body;
    expect(chosen.TotalCount).toBe(band.Count);
    expect(chosen.Facets.find((f) => f.Key === 'Spec.battery-life')!.Values!.find((v) => v.Selected)?.Value).toBe(band.Value);
  });

  it("gives every number's slider round ends and a round step", async () => {
    for (const query of ['', 'Category=headphones', 'Category=speakers&InStock=true', 'Category=headphones&Brand=tarang']) {
      for (const f of (await get(query)).body.Facets.filter((x) => x.Kind === 'number' && x.Min !== null)) {
        const step = f.SliderStep!;
        expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
        expect(f.SliderMin! % step, `${query} ${f.Key}`).toBe(0);
        expect(f.SliderMax! % step, `${query} ${f.Key}`).toBe(0);
        expect(f.SliderMin! <= f.Min! && f.Min! - f.SliderMin! < step && f.SliderMax! >= f.Max! && f.SliderMax! - f.Max! < step).toBe(true);
      }
    }
  });

  it('takes typed lowest and highest prices, and refuses them in a sentence when they cannot be', async () => {
    const { status, body } = await get('Category=headphones&PriceMin=2000&PriceMax=9000');
    expect(status).toBe(200);
    expect(body.TotalCount).toBe(shown().filter((m) => m.category === 'Headphones' && m.price >= 2000 && m.price <= 9000).length);
    expect((await get('PriceMax=1500')).body.TotalCount).toBe(shown().filter((m) => m.price <= 1500).length);
    const refusals: [string, string][] = [
      ['PriceMin=9000&PriceMax=2000', 'PriceMin is above PriceMax'],
      ['PriceMin=abc', 'PriceMin must be a whole number of rupees'],
      ['PriceMax=12.50', 'PriceMax must be a whole number of rupees'],
      ['PriceMin=-5', 'PriceMin must be a whole number of rupees'],
    ];
    for (const [query, message] of refusals) {
      const answer = await get(query);
      expect([query, answer.status, answer.body.Message]).toEqual([query, 400, message]);
    }
  });

  it('does not offer a value no published product of the category has, and puts the values that give nothing last', async () => {
    const forms = (await get('Category=headphones')).body.Facets.find((f) => f.Key === 'Spec.form-factor')!;
    expect(forms.Values!.map((v) => v.Label)).toEqual(FORMS);
    // Chosen (an old address), it is shown, with what it gives.
    const chosen = (await get(`Category=headphones&Spec.form-factor=${slug(UNUSED_FORM)}`)).body;
    expect(chosen.TotalCount).toBe(0);
    expect(chosen.Facets.find((f) => f.Key === 'Spec.form-factor')!.Values!.find((v) => v.Value === slug(UNUSED_FORM))).toMatchObject({
      Count: 0,
      Selected: true,
    });
    // A brand with no published headphones is not offered on the headphones' list.
    const brands = (await get('Category=headphones')).body.Facets.find((f) => f.Key === 'Brand')!.Values!.map((v) => v.Value);
    expect(brands.sort()).toEqual(
      [
        ...new Set(
          shown()
            .filter((m) => m.category === 'Headphones')
            .map((m) => slug(m.brand)),
        ),
      ].sort(),
    );
    // Under filters, values that would give nothing stay, after the others.
    let sunk = 0;
    for (const query of ['Category=headphones&Spec.noise-cancelling=yes&Brand=naada', 'Category=headphones&PriceMax=1500&InStock=true', 'SearchText=swara']) {
      for (const f of (await get(query)).body.Facets.filter(
        (x) => x.Key === 'Brand' || x.Key === 'Category' || (x.Key.startsWith('Spec.') && x.Kind !== 'number'),
      )) {
        const empty = f.Values!.map((v) => v.Count === 0 && !v.Selected);
        expect([query, f.Key, empty]).toEqual([query, f.Key, [...empty].sort((a, b) => Number(a) - Number(b))]);
        sunk += empty.filter(Boolean).length;
      }
    }
    expect(sunk).toBeGreaterThan(0);
  });

  it('keeps every order over the whole list', async () => {
    const prices = (cards: ProductCard[]) => cards.map((c) => c.DefaultVariant!.Price);
    const asc = await all('Sort=price-asc');
    expect(prices(asc)).toEqual([...prices(asc)].sort((a, b) => a - b));
    const desc = await all('Sort=price-desc&Category=headphones');
    expect(prices(desc)).toEqual([...prices(desc)].sort((a, b) => b - a));
    const off = (c: ProductCard) => percentOff(toPaise(c.DefaultVariant!.Price), toPaise(c.DefaultVariant!.Mrp));
    // The largest percent off first, then the cheapest, then in id order.
    const discount = (await all('Sort=discount')).map((c) => [off(c), c.DefaultVariant!.Price, c.Id]);
    expect(discount).toEqual([...discount].sort((a, b) => b[0]! - a[0]! || a[1]! - b[1]! || a[2]! - b[2]!));
    // Ties of percent off are there to be ordered.
    expect(new Set(discount.map((d) => d[0])).size).toBeLessThan(discount.length / 3);
    const newest = await all('Sort=newest');
    expect(newest.map((c) => c.Id)).toEqual(
      newest
        .map((c) => c.Id)
        .slice()
        .sort((a, b) => b - a),
    );
    const sold = new Map(made.map((m, k) => [m.id, k % 4 === 1 ? ((k * 37) % 23) + 1 : 0]));
    const popular = await all('Sort=popular');
    const units = popular.map((c) => sold.get(c.Id)!);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    expect(units[0]).toBeGreaterThan(0);
    // Best average first, more reviews first among equal averages, products without reviews last.
    const rated = await all('Sort=rating');
    const rank = rated.map((c) => [c.Rating.Count > 0 ? 1 : 0, c.Rating.Average, c.Rating.Count]);
    expect(rank).toEqual([...rank].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!));
    expect(rated[0]!.Rating.Average).toBe(5);
    expect(rated.at(-1)!.Rating.Count).toBe(0);
  });

  it('offers a product with any variant in stock as buyable: its card, the stock filter, the price filter and its page', async () => {
    const cards = new Map((await all('')).map((c) => [c.Id, c]));
    const rescued = shown().filter((m) => m.variants[0]!.stock === 0 && m.stock > 0);
    // The generated catalogue has products whose default variant is sold out and another is not.
    expect(rescued.length).toBeGreaterThan(3);
    for (const m of shown()) {
      const card = cards.get(m.id)!;
      const offer = offered(m.variants);
      expect([card.DefaultVariant!.Title, card.DefaultVariant!.Price, card.DefaultVariant!.Stock], `product ${m.id}`).toEqual([
        offer.title,
        offer.price,
        offer.stock,
      ]);
      expect(card.MoreOptions, `product ${m.id}`).toBe(new Set(m.variants.map((v) => v.price)).size > 1);
    }
    const inStock = new Set((await all('InStock=true')).map((c) => c.Id));
    for (const m of rescued) expect(inStock.has(m.id)).toBe(true);
    expect(inStock.size).toBe(shown().filter((m) => m.variants.some((v) => v.stock > 0)).length);
    // The price filter takes the price the card shows, not the sold-out default's.
    const m = rescued.find((x) => x.price !== x.variants[0]!.price)!;
    const at = (await all(`PriceMin=${m.price}&PriceMax=${m.price}`)).map((c) => c.Id);
    expect(at).toContain(m.id);
    const atDefault = (await all(`PriceMin=${m.variants[0]!.price}&PriceMax=${m.variants[0]!.price}`)).map((c) => c.Id);
    expect(atDefault).not.toContain(m.id);
    // Its page opens on that variant.
    const page = (await t.app.inject({ method: 'GET', url: `/api/Public/Product/GetById?Id=${m.id}` })).json() as {
      DefaultVariant: { Title: string; Stock: number };
    };
    expect([page.DefaultVariant.Title, page.DefaultVariant.Stock > 0]).toEqual([offered(m.variants).title, true]);
  });

  it('moves a card to the cheapest variant in stock when a sale sells out its default one, and back when it returns', async () => {
    const m = shown().find(
      (x) => x.variants[0]!.stock > 0 && x.variants.filter((v) => !v.isDefault && v.stock > 0).some((v) => v.price !== x.variants[0]!.price),
    )!;
    const next = offered(m.variants.map((v) => (v.isDefault ? { ...v, stock: 0 } : v)));
    const card = async () => (await all('')).find((c) => c.Id === m.id)!.DefaultVariant!;
    const inStock = (await get('InStock=true')).body.TotalCount;
    // Read once, so that the lists, counts and cards are kept before the sale.
    expect((await card()).Price).toBe(m.variants[0]!.price);
    await all('Sort=price-asc');
    await t.ctx.db.execute(sql`update product_variants set stock = 0 where product_id = ${m.id} and is_default`);
    await expect.poll(async () => (await card()).Title).toBe(next.title);
    expect((await card()).Price).toBe(next.price);
    expect((await get('InStock=true')).body.TotalCount).toBe(inStock);
    expect((await all(`PriceMin=${next.price}&PriceMax=${next.price}`)).map((c) => c.Id)).toContain(m.id);
    const prices = (await all('Sort=price-asc')).map((c) => c.DefaultVariant!.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await t.ctx.db.execute(sql`update product_variants set stock = 4 where product_id = ${m.id} and is_default`);
    await expect.poll(async () => (await card()).Title).toBe(m.variants[0]!.title);
    expect((await all(`PriceMin=${m.variants[0]!.price}&PriceMax=${m.variants[0]!.price}`)).map((c) => c.Id)).toContain(m.id);
  });

  it('refuses what it does not know, in a sentence', async () => {
    const refusals: [string, string][] = [
      ['Colour=red', 'Unknown filter: Colour'],
      ['Category=tablets', 'Unknown category: tablets'],
      ['Brand=acme', 'Unknown brand: acme'],
      ['Spec.connectivity=bluetooth', 'Choose one category to filter by Spec.connectivity'],
      ['Category=headphones&Spec.colour=red', 'Unknown filter: Spec.colour'],
      ['Category=headphones&Spec.connectivity=carrier-pigeon', 'Spec.connectivity: unknown value "carrier-pigeon"'],
      ['Category=headphones&Spec.battery-life=lots', 'Spec.battery-life is a range of numbers, written like 10-50, 10- or -50'],
      ['Sort=cheapest', 'Sort must be one of relevance, popular, price-asc, price-desc, newest, discount, rating'],
      ['Rating=5', 'Rating must be one of 4, 3'],
      ['Sort=relevance', 'Sort by relevance needs search text'],
      ['Discount=15', 'Discount must be one of 10, 25, 40'],
      ['PriceMin=9000&PriceMax=100', 'PriceMin is above PriceMax'],
      ['PageSize=500', 'PageSize must be a whole number from 1 to 100'],
      ['Page=2&Page=3', 'Page is given more than once'],
    ];
    for (const [query, message] of refusals) {
      const { status, body } = await get(query);
      expect([query, status, body.Message]).toEqual([query, 400, message]);
    }
  });

  it('follows a change at once: a product sold out leaves "in stock only"', async () => {
    const before = (await get('InStock=true')).body.TotalCount;
    const m = shown().find((x) => x.stock > 0)!;
    await t.ctx.db.execute(sql`update product_variants set stock = 0 where product_id = ${m.id}`);
    await expect.poll(async () => (await get('InStock=true')).body.TotalCount).toBe(before - 1);
    await t.ctx.db.execute(sql`update products set is_published = false where id = ${m.id}`);
    await expect.poll(async () => (await all('')).some((c) => c.Id === m.id)).toBe(false);
    // A new price moves a product to its new place in the orders already computed.
    const cheapest = (await get('Sort=price-asc&PageSize=1')).body.Items[0]!;
    const other = shown().find((x) => x.id !== m.id && x.id !== cheapest.Id && x.variants[0]!.stock > 0)!;
    await t.ctx.db.execute(sql`update product_variants set price_paise = 100, mrp_paise = 100 where product_id = ${other.id} and is_default`);
    await expect.poll(async () => (await get('Sort=price-asc&PageSize=1')).body.Items[0]!.Id).toBe(other.id);
    await expect.poll(async () => (await all('Sort=price-desc')).at(-1)!.Id).toBe(other.id);
    await t.ctx.db.execute(sql`update products set is_published = true where id = ${m.id}`);
    await expect.poll(async () => (await all('Sort=newest')).some((c) => c.Id === m.id)).toBe(true);
    // New reviews move a product in the rating filter and to the top of the rating order.
    const unrated = shown().find((x) => x.reviews === 0 && x.id !== m.id)!;
    const fourUp = (await get('Rating=4')).body.TotalCount;
    await t.ctx.db.execute(sql`update products set rating_count = 99, rating_average = 5 where id = ${unrated.id}`);
    await expect.poll(async () => (await get('Sort=rating&PageSize=1')).body.Items[0]!.Id).toBe(unrated.id);
    expect((await get('Rating=4')).body.TotalCount).toBe(fourUp + 1);
    // A product moved to another category is listed and counted there, and no longer in the first.
    const speaker = shown().find((x) => x.category === 'Speakers' && x.id !== m.id && x.id !== other.id)!;
    const [headphones, speakers] = [(await get('Category=headphones')).body.TotalCount, (await get('Category=speakers')).body.TotalCount];
    await t.ctx.db.execute(sql`update products set category_id = (select id from categories where slug = 'headphones') where id = ${speaker.id}`);
    await expect.poll(async () => (await all('Category=headphones&Sort=price-asc')).some((c) => c.Id === speaker.id)).toBe(true);
    expect((await get('Category=headphones')).body.TotalCount).toBe(headphones + 1);
    expect((await get('Category=speakers')).body.TotalCount).toBe(speakers - 1);
    const facet = (await get('Category=headphones&Brand=' + slug(speaker.brand))).body.Facets.find((f) => f.Key === 'Category')!;
    expect(facet.Values!.find((v) => v.Value === 'headphones')!.Count).toBe((await get('Category=headphones&Brand=' + slug(speaker.brand))).body.TotalCount);
    const prices = (await all('Sort=price-asc')).map((c) => c.DefaultVariant!.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('follows a change that leaves every set as it was but a number, and keeps lists that no change touched', async () => {
    const range = 'Category=headphones&Spec.battery-life=10-20';
    const m = shown().find((x) => x.category === 'Headphones' && x.battery !== undefined && x.battery > 20)!;
    const before = (await get(range)).body.TotalCount;
    // A sale that leaves stock above zero changes no list and no count.
    const inStock = (await get('Category=headphones&InStock=true')).body.TotalCount;
    const [{ any }] = await queryRows<{ any: boolean }>(t.ctx.db, sql`select bool_or(stock > 0) as any from product_variants where product_id = ${m.id}`);
    await t.ctx.db.execute(sql`update product_variants set stock = stock + 7 where product_id = ${m.id} and is_default`);
    await t.ctx.db.execute(
      sql`update product_specs set value = '15' where product_id = ${m.id} and specification_id = (select id from specifications where key = 'battery-life')`,
    );
    await expect.poll(async () => (await get(range)).body.TotalCount).toBe(before + 1);
    expect((await all(range)).some((c) => c.Id === m.id)).toBe(true);
    expect((await get('Category=headphones&InStock=true')).body.TotalCount).toBe(inStock + (any ? 0 : 1));
  });

  it('builds itself again after a new brand or specification, and lists it', async () => {
    const before = (await get('')).body.TotalCount;
    await t.ctx.db.execute(sql`insert into brands (name, slug) values ('Sruti', 'sruti')`);
    const m = shown().find((x) => x.category === 'Speakers')!;
    await t.ctx.db.execute(sql`update products set brand_id = (select id from brands where slug = 'sruti') where id = ${m.id}`);
    await expect.poll(async () => (await get('Brand=sruti')).body.TotalCount).toBe(1);
    expect((await get('')).body.TotalCount).toBe(before);
    const headphones = (await queryRows<{ id: number }>(t.ctx.db, sql`select id from categories where slug = 'headphones'`))[0]!.id;
    await t.ctx.db.execute(
      sql`insert into specifications (category_id, key, name, kind, options) values (${headphones}, 'colour', 'Colour', 'one', '["Black"]'::jsonb)`,
    );
    await expect.poll(async () => (await get('Category=headphones')).body.Facets.some((f) => f.Key === 'Spec.colour')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/categories' })).statusCode).toBe(200);
  });
});
