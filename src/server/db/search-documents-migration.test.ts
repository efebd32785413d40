// Search documents weigh a product's specifications with its category: the upgrade that brings this
// rebuilds the documents of the products a shop already has, so they are found by those values at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseBefore, type DatabaseBefore } from '../testing/migrated-before';

let db: DatabaseBefore;

beforeAll(async () => {
  db = await databaseBefore('_search_documents_with_specifications');
});
afterAll(async () => db?.close());

it("rebuilds every product's search document with its specification values", async () => {
  const { pglite } = db;
  await pglite.exec(`
    insert into categories (name, slug) values ('Speakers', 'speakers');
    insert into products (product_code, name, location, hsn_code, tax_rate, description, category_id)
    values ('OLD-SP-1', 'Boom Box', 'Vellore', '85182200', 18, 'A portable speaker.', (select id from categories));
    insert into specifications (category_id, key, name, kind, options)
    values ((select id from categories), 'connectivity', 'Connectivity', 'one', '["Bluetooth","Wired"]'::jsonb),
           ((select id from categories), 'waterproof', 'Waterproof', 'yesno', '[]'::jsonb);
    insert into product_specs (product_id, specification_id, value)
    select (select id from products), s.id, case when s.kind = 'yesno' then 'yes' else 'Bluetooth' end from specifications s;`);
  const found = (word: string) =>
    pglite.query<{ n: number }>(`select count(*)::int as n from products where search_vector @@ to_tsquery('english', $1)`, [word]);
  expect((await found('bluetooth')).rows[0]!.n).toBe(0);

  await db.upgrade();

  expect((await found('bluetooth')).rows[0]!.n).toBe(1);
  expect((await found('waterproof')).rows[0]!.n).toBe(1);
  expect((await found('boom')).rows[0]!.n).toBe(1);
});
