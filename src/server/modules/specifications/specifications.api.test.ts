// Specifications and brands as admins define them (docs/specifications.md): a category's
// specifications, the brands, and a product saved with its brand and specification values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditAnswer, AuditEntry } from '@shared/schemas/audit';
import { specificationCompletenessSchema } from '@shared/schemas/admin-catalogue';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, TEST_BRAND, userWithToken } from '../../testing/fixtures';
import { brands, categories, productSpecs } from '../../db/schema';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let shopper: Record<string, string>;
let headphones: number;
let earbuds: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  superAdmin = (await userWithToken(t.ctx, 'SuperAdmin')).auth;
  shopper = (await userWithToken(t.ctx, 'User')).auth;
  const cats = await t.ctx.db.select().from(categories);
  headphones = cats.find((c) => c.name === 'Headphones')!.id;
  earbuds = cats.find((c) => c.name === 'Earbuds')!.id;
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = admin) =>
  t.app.inject({ method, url, payload, headers });
async function ok(res: Awaited<ReturnType<typeof send>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const refusal = async (res: Awaited<ReturnType<typeof send>>, status = 400) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().Message as string;
};
async function latest(kind: string): Promise<AuditEntry> {
  const res = await send('GET', `/api/Admin/audit?Kind=${kind}`);
  return ((await ok(res)) as AuditAnswer).Items[0]!;
}

let seq = 0;
const unique = (name: string) => `${name} ${++seq}`;
const spec = (over: Record<string, unknown> = {}) => ({
  CategoryId: headphones,
  Name: unique('Connection'),
  Kind: 'many',
  Options: ['Bluetooth', 'Wired (3.5 mm)', 'USB-C'],
  ...over,
});
const createSpec = async (over: Record<string, unknown> = {}) => ok(await send('POST', '/api/Admin/specifications', spec(over)));

let codeSeq = 0;
const details = (over: Record<string, unknown> = {}) => ({
  ProductCode: `SPC-${Date.now().toString(36)}-${++codeSeq}`.toUpperCase(),
  Name: 'Studio Reference Headphones',
  Location: 'Vellore WH B-2',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'Closed-back studio headphones for mixing.',
  CategoryId: headphones,
  ...over,
});
const saveProduct = (over: Record<string, unknown> = {}) => send('POST', '/api/Admin/Product', details(over));
const adminProduct = async (id: number) => ok(await send('GET', `/api/Admin/Product/GetById?Id=${id}`));
const storedValues = async (productId: number) =>
  (await t.ctx.db.select().from(productSpecs).where(eq(productSpecs.productId, productId))).map((r) => r.value).sort();

describe('who may call', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
    ['list specifications', 'GET', '/api/Admin/specifications'],
    ['add a specification', 'POST', '/api/Admin/specifications', { CategoryId: 1, Name: 'Driver size', Kind: 'number', Unit: 'mm' }],
    ['change a specification', 'PUT', '/api/Admin/specifications/1', { CategoryId: 1, Name: 'Driver size', Kind: 'number', Unit: 'mm' }],
    ['delete a specification', 'DELETE', '/api/Admin/specifications/1'],
    ['list brands', 'GET', '/api/Admin/brands'],
  ];
  it.each(calls)('%s: a guest is asked to sign in, a shopper is refused', async (_name, method, url, payload) => {
    expect((await send(method, url, payload, {})).statusCode).toBe(401);
    const res = await send(method, url, payload, shopper);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Status: false, Message: expect.any(String), Code: expect.any(String) });
  });

  it('a shopper changes nothing', async () => {
    const name = unique('Shopper spec');
    await send('POST', '/api/Admin/specifications', spec({ Name: name }), shopper);
    const listed: { Name: string }[] = await ok(await send('GET', '/api/Admin/specifications'));
    expect(listed.map((s) => s.Name)).not.toContain(name);
  });
});

describe('a category’s specifications', () => {
  it('are added with a key made from the name, listed in their order, and recorded in the audit log', async () => {
    const later = await createSpec({ CategoryId: earbuds, Name: 'Water resistance', Kind: 'one', Options: ['IPX4', 'IPX7'], SortOrder: 5 });
    const first = await ok(
      await send('POST', '/api/Admin/specifications', { CategoryId: earbuds, Name: 'Driver size', Kind: 'number', Unit: 'mm', SortOrder: 1 }, superAdmin),
    );
    expect(first).toEqual({
      Id: expect.any(Number),
      CategoryId: earbuds,
      Key: 'driver-size',
      Name: 'Driver size',
      Kind: 'number',
      Unit: 'mm',
      Options: [],
      SortOrder: 1,
      IsFilter: true,
    });
    expect(later).toMatchObject({ Key: 'water-resistance', Options: ['IPX4', 'IPX7'], Unit: null });
    const listed: { Key: string; CategoryId: number }[] = await ok(await send('GET', `/api/Admin/specifications?CategoryId=${earbuds}`));
    expect(listed.map((s) => s.Key)).toEqual(['driver-size', 'water-resistance']);
    expect(listed.every((s) => s.CategoryId === earbuds)).toBe(true);

    const entry = await latest('specification');
    expect(entry).toMatchObject({ Action: 'created', Summary: 'Added the specification Driver size (driver-size)', Before: null });
    expect(entry.After).toMatchObject({ Key: 'driver-size', Kind: 'number', Unit: 'mm', CategoryId: earbuds });
  });

  it('refuses a key the category already has, and takes it in another category', async () => {
    const a = await createSpec({ Key: 'noise-cancelling', Name: 'Noise cancelling', Kind: 'yesno', Options: [] });
    const res = await send('POST', '/api/Admin/specifications', spec({ Key: 'noise-cancelling', Name: 'ANC', Kind: 'yesno', Options: [] }));
    expect(await refusal(res, 409)).toBe('This category already has a specification with this key');
    // Made from the name, the key is checked just the same.
    expect(await refusal(await send('POST', '/api/Admin/specifications', spec({ Name: 'Noise Cancelling', Kind: 'yesno', Options: [] })), 409)).toBe(
      'This category already has a specification with this key',
    );
    await createSpec({ CategoryId: earbuds, Key: 'noise-cancelling', Name: 'Noise cancelling', Kind: 'yesno', Options: [] });
    const other = await createSpec({ Name: 'Other', Kind: 'yesno', Options: [] });
    const renamed = await send('PUT', `/api/Admin/specifications/${other.Id}`, spec({ Key: 'noise-cancelling', Name: 'Other', Kind: 'yesno', Options: [] }));
    expect(await refusal(renamed, 409)).toBe('This category already has a specification with this key');
    expect(a.Key).toBe('noise-cancelling');
  });

  it.each([
    [{ Kind: 'number', Options: [] }, 'Please provide the unit'],
    [{ Kind: 'one', Options: [] }, 'Please provide the values to choose from'],
    [{ Kind: 'yesno', Options: ['Yes'] }, 'Only a list has values to choose from'],
    [{ Kind: 'size' }, 'Kind must be one of: one, many, number, yesno'],
    [{ Key: 'Driver Size' }, 'Key may use lower-case letters, digits and single dashes'],
    [{ Options: ['Wired', 'wired!'] }, '"wired!" is the same value as "Wired"'],
    [{ CategoryId: 999999 }, 'Please select category'],
  ])('refuses %j with "%s"', async (over, message) => {
    const res = await send('POST', '/api/Admin/specifications', spec(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toBe(message);
  });

  it('answers 404 for a specification that does not exist', async () => {
    expect(await refusal(await send('PUT', '/api/Admin/specifications/999999', spec()), 404)).toBe('Specification not found');
    expect(await refusal(await send('DELETE', '/api/Admin/specifications/999999'), 404)).toBe('Specification not found');
  });

  it('keeps what products have: a kind, a category or a value they use cannot be taken from under them', async () => {
    const connection = await createSpec({ Key: unique('conn').replace(' ', '-'), Name: 'Connection', Kind: 'one', Options: ['Bluetooth', 'Wired', 'USB-C'] });
    const key = connection.Key;
    const a = (await ok(await saveProduct({ Specifications: [{ Key: key, Value: 'wired' }] }))).Id;
    const b = (await ok(await saveProduct({ Specifications: [{ Key: key, Value: 'Wired' }] }))).Id;
    await ok(await saveProduct({ Specifications: [{ Key: key, Value: 'Bluetooth' }] }));
    const put = (over: Record<string, unknown>) => send('PUT', `/api/Admin/specifications/${connection.Id}`, spec({ Key: key, Name: 'Connection', ...over }));

    expect(await refusal(await put({ Kind: 'number', Unit: 'mm', Options: [] }))).toBe(
      '3 products have a value of Connection, so it cannot change from one of a list to a number. Remove their values first, or add a new specification.',
    );
    expect(await refusal(await put({ Kind: 'one', Options: ['Bluetooth', 'USB-C'] }))).toBe(
      '"Wired" is the value of 2 products: give them another value before removing it',
    );
    expect(await refusal(await put({ CategoryId: earbuds, Kind: 'one', Options: ['Bluetooth', 'Wired'] }))).toBe(
      '3 products have a value of Connection, so it cannot move to another category. Remove their values first, or add a new specification.',
    );
    // Nothing of the refused changes was kept.
    expect(
      (await ok(await send('GET', `/api/Admin/specifications?CategoryId=${headphones}`))).find((s: { Id: number }) => s.Id === connection.Id),
    ).toMatchObject({ Kind: 'one', Options: ['Bluetooth', 'Wired', 'USB-C'] });

    // One of a list may become several of a list; a value spelt again is renamed on the products.
    const saved = await ok(await put({ Name: 'Connectivity', Kind: 'many', Options: ['Bluetooth', 'WIRED', 'USB-C', 'Optical'] }));
    expect(saved).toMatchObject({ Kind: 'many', Name: 'Connectivity', Options: ['Bluetooth', 'WIRED', 'USB-C', 'Optical'] });
    expect(await storedValues(a)).toEqual(['WIRED']);
    expect(await storedValues(b)).toEqual(['WIRED']);
    const entry = await latest('specification');
    expect(entry).toMatchObject({ Action: 'updated' });
    expect(entry.Before).toEqual({ Name: 'Connection', Kind: 'one', Options: ['Bluetooth', 'Wired', 'USB-C'] });
    expect(entry.After).toEqual({ Name: 'Connectivity', Kind: 'many', Options: ['Bluetooth', 'WIRED', 'USB-C', 'Optical'] });

    // Several become one again only while no product has two.
    await ok(
      await saveProduct({
        Specifications: [
          { Key: key, Value: 'Bluetooth' },
          { Key: key, Value: 'USB-C' },
        ],
      }),
    );
    expect(await refusal(await put({ Kind: 'one', Options: ['Bluetooth', 'WIRED', 'USB-C', 'Optical'] }))).toBe(
      '4 products have a value of Connectivity, so it cannot change from several of a list to one of a list. Remove their values first, or add a new specification.',
    );
  });

  it('deletes a specification with the values products had of it, and records it', async () => {
    const s = await createSpec({ Name: 'Foldable', Key: `foldable-${++seq}`, Kind: 'yesno', Options: [] });
    const id = (await ok(await saveProduct({ Specifications: [{ Key: s.Key, Value: 'Yes' }] }))).Id;
    expect(await storedValues(id)).toEqual(['yes']);
    expect(await ok(await send('DELETE', `/api/Admin/specifications/${s.Id}`))).toEqual({ Status: true, Message: 'Specification deleted' });
    expect(await storedValues(id)).toEqual([]);
    expect((await adminProduct(id)).Specifications).toEqual([]);
    const entry = await latest('specification');
    expect(entry).toMatchObject({
      Action: 'deleted',
      Summary: 'Deleted the specification Foldable (' + s.Key + '), with the values of 1 product',
      After: null,
    });
  });
});

describe('brands', () => {
  it('lists every brand with its products, published or not', async () => {
    await createProduct(t.ctx, { brand: 'Aurelic', published: false });
    await createProduct(t.ctx, { brand: 'Aurelic' });
    await createProduct(t.ctx);
    const listed: { Name: string; Slug: string; ProductCount: number }[] = await ok(await send('GET', '/api/Admin/brands'));
    expect(listed).toContainEqual(expect.objectContaining({ Name: 'Aurelic', Slug: 'aurelic', Description: '', Logo: null, ProductCount: 2 }));
    expect(listed.map((b) => b.Name)).toContain(TEST_BRAND);
  });

  it('a product names its brand: an existing one in any letter case, else a new one with its address', async () => {
    const id = (await ok(await saveProduct({ Brand: 'Nada Acoustics' }))).Id;
    expect((await adminProduct(id)).Brand).toEqual({ Name: 'Nada Acoustics', Slug: 'nada-acoustics' });
    const again = (await ok(await saveProduct({ Brand: '  nada ACOUSTICS ' }))).Id;
    expect((await adminProduct(again)).Brand).toEqual({ Name: 'Nada Acoustics', Slug: 'nada-acoustics' });
    expect(await t.ctx.db.select().from(brands).where(eq(brands.slug, 'nada-acoustics'))).toHaveLength(1);
    // Left out or blank, the saved brand is kept.
    await ok(await saveProduct({ Id: id, ProductCode: (await adminProduct(id)).ProductCode }));
    expect((await adminProduct(id)).Brand).toMatchObject({ Name: 'Nada Acoustics' });

    const created = await ok(await saveProduct({ Brand: 'Orbit' }));
    const audited = await latest('product');
    expect(audited).toMatchObject({ Action: 'created', Entity: expect.any(String) });
    expect(audited.After).toMatchObject({ Brand: 'Orbit', Specifications: [] });
    const code = (await adminProduct(created.Id)).ProductCode;
    await ok(await saveProduct({ Id: created.Id, ProductCode: code, Brand: 'Nada Acoustics' }));
    const changed = await latest('product');
    expect(changed.Before).toEqual({ Brand: 'Orbit' });
    expect(changed.After).toEqual({ Brand: 'Nada Acoustics' });
  });

  it('refuses a brand name without a letter or digit, or with the address of another brand', async () => {
    expect(await refusal(await saveProduct({ Brand: '!!!' }))).toBe('A brand name needs a letter or digit');
    await ok(await saveProduct({ Brand: 'Sonic Arts' }));
    expect(await refusal(await saveProduct({ Brand: 'Sonic-Arts' }))).toBe(
      'The brand "Sonic-Arts" would have the same address as the brand "Sonic Arts": use that name, or another one',
    );
  });

  it('is needed to publish', async () => {
    const { product } = await createProduct(t.ctx, { brand: null, published: false, withImages: true, richHtml: '<p>Rich</p>' });
    const res = await send('POST', '/api/Admin/Product/publish', { ProductId: product.id, Status: true });
    expect(await refusal(res)).toBe("Please choose the product's brand");
    await ok(await saveProduct({ Id: product.id, ProductCode: product.productCode, Name: product.name, Brand: 'Orbit' }));
    expect(await ok(await send('POST', '/api/Admin/Product/publish', { ProductId: product.id, Status: true }))).toMatchObject({ Status: true });
  });
});

describe("a product's specification values", () => {
  let keys: { conn: string; size: string; anc: string; fit: string };
  beforeAll(async () => {
    const n = ++seq;
    keys = {
      conn: (await createSpec({ Key: `conn-${n}`, Name: 'Connection', Kind: 'many', Options: ['Bluetooth', 'Wired (3.5 mm)', 'USB-C'] })).Key,
      size: (await createSpec({ Key: `driver-${n}`, Name: 'Driver size', Kind: 'number', Unit: 'mm', Options: [] })).Key,
      anc: (await createSpec({ Key: `anc-${n}`, Name: 'Noise cancelling', Kind: 'yesno', Options: [] })).Key,
      fit: (await createSpec({ Key: `fit-${n}`, Name: 'Fit', Kind: 'one', Options: ['Over-ear', 'On-ear'] })).Key,
    };
  });

  it('are stored as the list spells them, numbers plainly, yes/no in lower case; the admin reads them back', async () => {
    const res = await saveProduct({
      Brand: 'Orbit',
      Specifications: [
        { Key: keys.conn, Value: 'bluetooth' },
        { Key: keys.conn, Value: 'WIRED (3.5 MM)' },
        { Key: keys.size.toUpperCase(), Value: '040.50' },
        { Key: keys.anc, Value: 'YES' },
        { Key: keys.fit, Value: 'over-ear' },
      ],
    });
    const id = (await ok(res)).Id;
    const p = await adminProduct(id);
    expect(p.Specifications).toEqual([
      { Key: keys.conn, Name: 'Connection', Kind: 'many', Unit: null, Values: ['Bluetooth', 'Wired (3.5 mm)'], Text: 'Bluetooth, Wired (3.5 mm)' },
      { Key: keys.size, Name: 'Driver size', Kind: 'number', Unit: 'mm', Values: ['40.5'], Text: '40.5 mm' },
      { Key: keys.anc, Name: 'Noise cancelling', Kind: 'yesno', Unit: null, Values: ['yes'], Text: 'Yes' },
      { Key: keys.fit, Name: 'Fit', Kind: 'one', Unit: null, Values: ['Over-ear'], Text: 'Over-ear' },
    ]);
    const entry = await latest('product');
    expect(entry.After).toMatchObject({
      Brand: 'Orbit',
      Specifications: [`${keys.conn}=Bluetooth`, `${keys.conn}=Wired (3.5 mm)`, `${keys.size}=40.5`, `${keys.anc}=yes`, `${keys.fit}=Over-ear`],
    });

    // Left out, they are kept; sent, they replace all of them (and the change is recorded).
    const code = p.ProductCode;
    await ok(await saveProduct({ Id: id, ProductCode: code }));
    expect(await storedValues(id)).toEqual(['40.5', 'Bluetooth', 'Over-ear', 'Wired (3.5 mm)', 'yes']);
    await ok(await saveProduct({ Id: id, ProductCode: code, Specifications: [{ Key: keys.anc, Value: 'no' }] }));
    expect(await storedValues(id)).toEqual(['no']);
    const changed = await latest('product');
    expect(changed.After).toEqual({ Specifications: [`${keys.anc}=no`] });
    await ok(await saveProduct({ Id: id, ProductCode: code, Specifications: [] }));
    expect(await storedValues(id)).toEqual([]);
  });

  it.each([
    [[{ Key: 'colour', Value: 'Red' }], 'Unknown specification: colour'],
    [
      [
        { Key: 'fit', Value: 'Over-ear' },
        { Key: 'fit', Value: 'On-ear' },
      ],
      'Fit takes one value',
    ],
    [[{ Key: 'fit', Value: 'In-ear' }], '"In-ear" is not a value of Fit: choose one of Over-ear, On-ear'],
    [[{ Key: 'size', Value: '40 mm' }], 'Driver size must be a plain number such as 40 or 5.3, not "40 mm"'],
    [[{ Key: 'size', Value: '-4' }], 'Driver size must be a plain number such as 40 or 5.3, not "-4"'],
    [[{ Key: 'anc', Value: 'maybe' }], 'Noise cancelling is yes or no, not "maybe"'],
    [[{ Key: 'conn', Value: 'Optical' }], '"Optical" is not a value of Connection: choose one of Bluetooth, Wired (3.5 mm), USB-C'],
  ])('refuses %j with "%s", and saves nothing', async (entries, message) => {
    const Specifications = entries.map((e) => ({ Key: e.Key in keys ? keys[e.Key as keyof typeof keys] : e.Key, Value: e.Value }));
    const code = `REF-${++codeSeq}-${Date.now().toString(36)}`.toUpperCase();
    expect(await refusal(await saveProduct({ ProductCode: code, Specifications }))).toBe(message);
    const listed = await ok(await send('GET', `/api/Admin/Product?SearchText=${code}`));
    expect(listed).toEqual([]);
  });

  it("are another category's no more when the product changes category", async () => {
    const earbudSpec = await createSpec({ CategoryId: earbuds, Key: `tips-${++seq}`, Name: 'Ear tips', Kind: 'one', Options: ['Silicone', 'Foam'] });
    const id = (await ok(await saveProduct({ Specifications: [{ Key: keys.anc, Value: 'yes' }] }))).Id;
    const code = (await adminProduct(id)).ProductCode;
    // The values sent are checked against the new category's specifications.
    expect(await refusal(await saveProduct({ Id: id, ProductCode: code, CategoryId: earbuds, Specifications: [{ Key: keys.anc, Value: 'yes' }] }))).toBe(
      `Unknown specification: ${keys.anc}`,
    );
    await ok(await saveProduct({ Id: id, ProductCode: code, CategoryId: earbuds }));
    expect(await storedValues(id)).toEqual([]);
    await ok(await saveProduct({ Id: id, ProductCode: code, CategoryId: earbuds, Specifications: [{ Key: earbudSpec.Key, Value: 'foam' }] }));
    expect((await adminProduct(id)).Specifications).toMatchObject([{ Key: earbudSpec.Key, Values: ['Foam'] }]);
  });
});

describe('completeness', () => {
  it('names, per category and specification, the published products without a value, to admins only', async () => {
    // A category of its own: two published turntables with a drive, one without, and one unpublished without.
    // Made one after the other, so that their ids are in the order of their names.
    const made: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (const [i, code] of ['TT-1', 'TT-2', 'TT-3', 'TT-4'].entries())
      made.push(await createProduct(t.ctx, { code, name: `Turntable ${i + 1}`, category: 'Turntables', published: i !== 3 }));
    const category = made[0]!.product.categoryId;
    const drive = await createSpec({ CategoryId: category, Key: `drive-${++seq}`, Name: 'Drive', Kind: 'one', Options: ['Belt', 'Direct'] });
    const speeds = await createSpec({
      CategoryId: category,
      Key: `speeds-${++seq}`,
      Name: 'Speeds',
      Kind: 'number',
      Unit: 'rpm',
      Options: [],
      IsFilter: false,
    });
    for (const m of made.slice(0, 2)) await t.ctx.db.insert(productSpecs).values({ productId: m.product.id, specificationId: drive.Id, value: 'Belt' });
    const res = await send('GET', `/api/Admin/specifications/completeness?CategoryId=${category}`);
    const answer = specificationCompletenessSchema.parse(await ok(res));
    expect(answer).toEqual([
      {
        CategoryId: category,
        CategoryName: 'Turntables',
        Published: 3,
        Specifications: [
          {
            Id: drive.Id,
            Key: drive.Key,
            Name: 'Drive',
            IsFilter: true,
            Missing: 1,
            Products: [{ Id: made[2]!.product.id, Name: 'Turntable 3', ProductCode: 'TT-3' }],
          },
          {
            Id: speeds.Id,
            Key: speeds.Key,
            Name: 'Speeds',
            IsFilter: false,
            Missing: 3,
            Products: made.slice(0, 3).map((m, i) => ({ Id: m.product.id, Name: `Turntable ${i + 1}`, ProductCode: `TT-${i + 1}` })),
          },
        ],
      },
    ]);
    // Every category without CategoryId, those without specifications among them.
    const all = specificationCompletenessSchema.parse(await ok(await send('GET', '/api/Admin/specifications/completeness')));
    expect(all.find((c) => c.CategoryId === category)).toEqual(answer[0]);
    expect(all.length).toBe((await t.ctx.db.select().from(categories)).length);
  });

  it('refuses guests, shoppers, an unknown category and a category id that is not one, in a sentence', async () => {
    expect(await refusal(await send('GET', '/api/Admin/specifications/completeness', undefined, {}), 401)).toBeTruthy();
    expect(await refusal(await send('GET', '/api/Admin/specifications/completeness', undefined, shopper), 403)).toBeTruthy();
    expect(await refusal(await send('GET', '/api/Admin/specifications/completeness?CategoryId=999999'), 404)).toBe('Category not found');
    expect(await refusal(await send('GET', '/api/Admin/specifications/completeness?CategoryId=abc'), 400)).toMatch(/\w/);
    await ok(await send('GET', '/api/Admin/specifications/completeness', undefined, superAdmin));
    // Documented, with its refusals.
    const doc = (await send('GET', '/api/openapi.json')).json() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    expect(Object.keys(doc.paths['/api/Admin/specifications/completeness']!.get.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
  });
});
