// The benchmark's generated catalogue (bench/generate-catalogue.ts): brands and specification values
// as a real shop's would spread, the same from run to run, and filtered requests that make sense of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BENCH_BRANDS, benchSpecifications, filteredCatalogueRequests, generateCatalogue } from '../../../bench/generate-catalogue';
import { createTestApp, type TestApp } from '../testing/test-app';
import { queryRows } from './client';
import { DEMO_SPECIFICATIONS } from '../../demo/specifications';
import { numberRange, readFilter } from '@shared/catalogue-filters';
import { slugOf } from '@shared/slug';

const SIZE = 1000;
let t: TestApp;
let again: TestApp;
beforeAll(async () => {
  [t, again] = await Promise.all([createTestApp(), createTestApp()]);
  await generateCatalogue({ db: t.ctx.db }, SIZE);
  await generateCatalogue({ db: again.ctx.db }, SIZE);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await again?.close();
});

interface ValueRow {
  product_id: number;
  category: string;
  key: string;
  kind: string;
  options: string[];
  value: string;
}
const values = (app: TestApp) =>
  queryRows<ValueRow>(
    app.ctx.db,
    sql`select ps.product_id, c.name as category, s.key, s.kind, s.options, ps.value
        from product_specs ps join specifications s on s.id = ps.specification_id join categories c on c.id = s.category_id
        order by ps.product_id, s.key, ps.value`,
  );

describe('the generated catalogue of the benchmark', () => {
  it('gives every product one of 40 brands, its name starting with it, a few brands big and many small', async () => {
    const rows = await queryRows<{ name: string; n: number; named: number }>(
      t.ctx.db,
      sql`select b.name, count(p.id)::int as n, count(*) filter (where p.name like b.name || ' %')::int as named
          from brands b left join products p on p.brand_id = b.id group by b.name order by n desc`,
    );
    expect(BENCH_BRANDS.length).toBe(40);
    expect(rows.map((r) => r.name).sort()).toEqual([...BENCH_BRANDS].sort());
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(SIZE);
    for (const r of rows) expect(r.named, r.name).toBe(r.n);
    const [biggest] = rows;
    expect(biggest!.name).toBe(BENCH_BRANDS[0]);
    expect(biggest!.n).toBeGreaterThan(SIZE * 0.12);
    // The three biggest have a quarter of the products or more; the smallest some ten times fewer than the biggest.
    expect(rows.slice(0, 3).reduce((s, r) => s + r.n, 0)).toBeGreaterThan(SIZE * 0.25);
    expect(rows[rows.length - 1]!.n).toBeLessThan(biggest!.n / 6);
  });

  it("gives the demo catalogue's specifications, and every product valid values of its category's", async () => {
    const defined = await queryRows<{ category: string; key: string }>(
      t.ctx.db,
      sql`select c.name as category, s.key from specifications s join categories c on c.id = s.category_id order by c.name, s.sort_order`,
    );
    expect(defined.length).toBe(Object.values(DEMO_SPECIFICATIONS).flat().length);
    const rows = await values(t);
    const categoryOf = new Map(
      (
        await queryRows<{ id: number; category: string }>(
          t.ctx.db,
          sql`select p.id, c.name as category from products p join categories c on c.id = p.category_id`,
        )
      ).map((r) => [r.id, r.category]),
    );
    const perProduct = new Map<string, string[]>();
    const kindOf = new Map(rows.map((r) => [r.key + '|' + r.category, r.kind]));
    for (const r of rows) {
      const where = `${r.product_id} ${r.key} ${r.value}`;
      expect(r.category, where).toBe(categoryOf.get(r.product_id));
      if (r.kind === 'one' || r.kind === 'many') expect(r.options, where).toContain(r.value);
      if (r.kind === 'number') expect(r.value, where).toMatch(/^\d{1,9}$/);
      if (r.kind === 'yesno') expect(r.value, where).toBeOneOf(['yes', 'no']);
      const k = `${r.product_id}|${r.key}`;
      perProduct.set(k, [...(perProduct.get(k) ?? []), r.value]);
    }
    for (const [k, v] of perProduct) {
      const [id, key] = k.split('|');
      if (kindOf.get(`${key}|${categoryOf.get(Number(id))}`) !== 'many') expect(v.length, k).toBe(1);
    }
    // The first three of each category's specifications, for every product.
    for (const [id, category] of categoryOf)
      for (const s of DEMO_SPECIFICATIONS[category]!.slice(0, 3)) expect(perProduct.has(`${id}|${s.key}`), `${id} ${s.key}`).toBe(true);
  });

  it('spreads the values as a shop would: every value of every list given, some rare, numbers across their range', async () => {
    const rows = await values(t);
    for (const s of benchSpecifications()) {
      const mine = rows.filter((r) => r.category === s.category && r.key === s.key);
      const counts = new Map<string, number>();
      for (const r of mine) counts.set(r.value, (counts.get(r.value) ?? 0) + 1);
      const where = `${s.category} ${s.key}`;
      if (s.kind === 'one' || s.kind === 'many') {
        expect([...counts.keys()].sort(), where).toEqual([...s.options].sort());
        const sorted = [...counts.values()].sort((a, b) => b - a);
        // The most common value at least twice as common as the rarest.
        expect(sorted[0]! / sorted[sorted.length - 1]!, where).toBeGreaterThanOrEqual(2);
      }
      if (s.kind === 'yesno') expect(counts.size, where).toBe(2);
      if (s.kind === 'number') {
        const numbers = mine.map((r) => Number(r.value));
        expect(Math.min(...numbers), where).toBeGreaterThanOrEqual(s.lo);
        expect(Math.max(...numbers), where).toBeLessThanOrEqual(s.hi);
        expect(counts.size, where).toBeGreaterThanOrEqual(Math.min(8, (s.hi - s.lo) / s.step));
      }
    }
  });

  it('is the same from run to run', async () => {
    const [a, b] = [await values(t), await values(again)];
    expect(a.length).toBeGreaterThan(SIZE * 4);
    expect(b).toEqual(a);
    const brands = (app: TestApp) => queryRows(app.ctx.db, sql`select p.product_code, b.name from products p join brands b on b.id = p.brand_id order by p.id`);
    expect(await brands(again)).toEqual(await brands(t));
  });
});

describe('the filtered catalogue requests of the benchmark', () => {
  const paths = filteredCatalogueRequests(100_000);

  it('are a few dozen different ones, each a category page narrowed by its own specifications', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBeGreaterThanOrEqual(30);
    const specs = benchSpecifications();
    for (const path of paths) {
      const [route, query] = path.split('?');
      expect(route).toBe('/api/public/catalogue');
      const read = readFilter(new URLSearchParams(query));
      expect(read.error, path).toBeNull();
      const f = read.filter!;
      expect(f.categories.length, path).toBe(1);
      const category = Object.keys(DEMO_SPECIFICATIONS).find((c) => slugOf(c) === f.categories[0]);
      expect(category, path).toBeDefined();
      expect(Object.keys(f.specs).length, path).toBeGreaterThanOrEqual(1);
      for (const [key, chosen] of Object.entries(f.specs)) {
        const spec = specs.find((s) => s.category === category && s.key === key);
        expect(spec, `${path}: ${key}`).toBeDefined();
        if (spec!.kind === 'number') expect(numberRange(chosen), `${path}: ${key}`).not.toBeNull();
        else if (spec!.kind === 'yesno') for (const v of chosen) expect(v, path).toBeOneOf(['yes', 'no']);
        else for (const v of chosen) expect(spec!.options.map(slugOf), `${path}: ${key}`).toContain(v);
      }
      for (const b of f.brands) expect(BENCH_BRANDS.map(slugOf), path).toContain(b);
    }
  });

  it("are answered by the catalogue, most with products and every one with its category's filters and counts", async () => {
    const answers = await Promise.all(filteredCatalogueRequests(SIZE).map(async (path) => ({ path, res: await t.app.inject(path) })));
    for (const { path, res } of answers) {
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
      const facets = (res.json() as { Facets: { Key: string }[] }).Facets.map((f) => f.Key);
      const chosen = Object.keys(readFilter(new URLSearchParams(path.split('?')[1])).filter!.specs);
      for (const key of chosen) expect(facets, path).toContain(`Spec.${key}`);
    }
    const found = answers.filter(({ res }) => (res.json() as { TotalCount: number }).TotalCount > 0);
    expect(found.length).toBeGreaterThanOrEqual(answers.length * 0.75);
  });

  it('name only brands that have some products in each category at the size asked for', () => {
    const named = (size: number) => new Set(filteredCatalogueRequests(size).flatMap((p) => readFilter(new URLSearchParams(p.split('?')[1])).filter!.brands));
    expect(named(1000)).toEqual(new Set([slugOf(BENCH_BRANDS[0])]));
    expect(named(100_000).size).toBeGreaterThan(1);
    expect(named(100)).toEqual(new Set());
  });
});
