// What a search ranks first: a word in a product's name or brand, then in its category or its
// specifications, then in its description. A brand's name written in other brands' descriptions
// ("works with Kirtan speakers") does not put them before the brand's own products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct } from '../../testing/fixtures';
import { queryRows } from '../../db/client';
import { refreshSearchDocument } from './search-document';

let t: TestApp;
const ids = new Map<string, number>();

async function found(text: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/catalogue?SearchText=${encodeURIComponent(text)}&PageSize=100` });
  expect(res.statusCode).toBe(200);
  const byId = new Map([...ids].map(([name, id]) => [id, name]));
  return (res.json() as { Items: { Id: number }[] }).Items.map((c) => byId.get(c.Id) ?? String(c.Id));
}

beforeAll(async () => {
  t = await createTestApp();
  const made: [string, { brand: string; description: string; category?: string }][] = [
    // Made first, so that id order alone would put the others first.
    ['Echo Earbuds', { brand: 'Laya', description: 'Pairs in a second with Kirtan speakers and any phone.' }],
    ['Drift Headphones', { brand: 'Laya', description: 'Folds flat. Pairs over Bluetooth 5.3 with a Kirtan soundbar.' }],
    ['Alpha Headphones', { brand: 'Laya', description: 'Closed back, soft pads.' }],
    ['Kirtan Studio Monitor', { brand: 'Kirtan', description: 'Flat sound for mixing.' }],
    ['Aria Tower Speaker', { brand: 'Kirtan', description: 'Room-filling sound.', category: 'Speakers' }],
    ['Bluetooth Gamma Headphones', { brand: 'Laya', description: 'Light and loud.' }],
  ];
  for (const [name, f] of made)
    ids.set(name, (await createProduct(t.ctx, { name, brand: f.brand, description: f.description, category: f.category })).product.id);
  const [{ id: headphones }] = await queryRows<{ id: number }>(t.ctx.db, sql`select id from categories where slug = 'headphones'`);
  await t.ctx.db.execute(sql`insert into specifications (category_id, key, name, kind, unit, options, sort_order) values
    (${headphones}, 'connectivity', 'Connectivity', 'many', null, '["Bluetooth", "Wired 3.5 mm"]'::jsonb, 1),
    (${headphones}, 'noise-cancelling', 'Noise cancelling', 'yesno', null, '[]'::jsonb, 2)`);
  const spec = async (product: string, key: string, value: string) =>
    t.ctx.db.execute(sql`insert into product_specs (product_id, specification_id, value)
      values (${ids.get(product)!}, (select id from specifications where key = ${key}), ${value})`);
  await spec('Alpha Headphones', 'connectivity', 'Bluetooth');
  await spec('Alpha Headphones', 'noise-cancelling', 'yes');
  await spec('Drift Headphones', 'noise-cancelling', 'no');
  await refreshSearchDocument(t.ctx.db);
});
afterAll(async () => t?.close());

describe('the weights of a search', () => {
  it("puts a brand's own products before products that mention it in their descriptions", async () => {
    const list = await found('kirtan');
    expect(list.slice(0, 2).sort()).toEqual(['Aria Tower Speaker', 'Kirtan Studio Monitor']);
    expect(list.slice(2).sort()).toEqual(['Drift Headphones', 'Echo Earbuds']);
  });

  it('finds a specification value, and ranks it after the name and before the description', async () => {
    expect(await found('bluetooth')).toEqual(['Bluetooth Gamma Headphones', 'Alpha Headphones', 'Drift Headphones']);
  });

  it('finds a yes/no specification by its name only where it is yes', async () => {
    expect(await found('noise cancelling')).toEqual(['Alpha Headphones']);
  });
});
