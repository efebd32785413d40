import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, createUser, pngBytes, userWithToken } from '../../testing/fixtures';
import { carts, cartItems, categories, orderItems, orders, productDescriptions, productImages, products, productVariants } from '../../db/schema';
import { multipartBody } from '../../testing/multipart';
import { SHOP_CATEGORIES } from '@shared/constants';

let t: TestApp;
let admin: Record<string, string>;
let superAdmin: Record<string, string>;
let shopper: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  superAdmin = (await userWithToken(t.ctx, 'SuperAdmin|Admin')).auth;
  shopper = (await userWithToken(t.ctx, 'User')).auth;
  categoryId = (await t.ctx.db.select().from(categories).where(eq(categories.name, 'Headphones')))[0].id;
});
afterAll(async () => t?.close());

describe('a shop without the demo catalogue', () => {
  it("has the shop's categories from its first start, so that an admin can add the first product", async () => {
    const res = await t.app.inject({ url: '/api/Admin/Category', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((c: { Name: string }) => c.Name)
        .sort(),
    ).toEqual([...SHOP_CATEGORIES].sort());
  });
});

let codeSeq = 0;
const details = (over: Record<string, unknown> = {}) => ({
  ProductCode: `ADM-${Date.now().toString(36)}-${++codeSeq}`,
  Name: 'Swara Studio Monitor Headphones',
  Location: 'Vellore WH B-2',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'Closed-back studio headphones for mixing.',
  CategoryId: categoryId,
  ...over,
});

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, headers: Headers = admin) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Headers = admin) => t.app.inject({ method: 'GET', url, headers });
const del = (url: string, headers: Headers = admin) => t.app.inject({ method: 'DELETE', url, headers });

async function upload(
  url: string,
  fields: Record<string, string | number>,
  files: { bytes: Buffer; name?: string; type?: string }[],
  headers: Headers = admin,
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const textFile = { bytes: Buffer.from('this is not a picture, only text pretending to be one\n'), name: 'holiday.png', type: 'image/png' };
const INVALID_IMAGE = 'Only JPG, JPEG or PNG images are allowed';

async function newProduct(headers: Headers = admin, over: Record<string, unknown> = {}): Promise<number> {
  const res = await post('/api/Admin/Product', details(over), headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Id;
}

describe('roles', () => {
  // Every admin call of the API (catalogue part), with a body that would otherwise be valid.
  const calls = (): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object; multipart?: boolean }[] => [
    { method: 'GET', url: '/api/Admin/Category' },
    { method: 'POST', url: '/api/Admin/Product', payload: details() },
    { method: 'GET', url: '/api/Admin/Product/GetById?Id=1' },
    { method: 'GET', url: '/api/Admin/Product' },
    { method: 'DELETE', url: '/api/Admin/Product/?id=1' },
    { method: 'POST', url: '/api/Admin/Product/publish', payload: { ProductId: 1, Status: true } },
    { method: 'GET', url: '/api/Admin/ProductImage?ProductId=1' },
    { method: 'POST', url: '/api/Admin/ProductImage/upload', multipart: true },
    { method: 'DELETE', url: '/api/Admin/ProductImage?Id=1' },
    { method: 'GET', url: '/api/Admin/ProductDescription?ProductId=1' },
    { method: 'POST', url: '/api/Admin/ProductDescription/upload', multipart: true },
    { method: 'DELETE', url: '/api/Admin/ProductDescription?Id=1' },
    { method: 'GET', url: '/api/Admin/ProductFeature?ProductId=1' },
    { method: 'POST', url: '/api/Admin/ProductFeature', payload: { ProductId: 1, ItemType: 'Driver', ItemValue: '40 mm' } },
    { method: 'DELETE', url: '/api/Admin/ProductFeature?Id=1' },
    { method: 'GET', url: '/api/Admin/ProductVariant?ProductId=1' },
    { method: 'GET', url: '/api/Admin/ProductVariant/1' },
    {
      method: 'POST',
      url: '/api/Admin/ProductVariant',
      payload: { ProductId: 1, Title: 'Black', MetrixWeight: 1, ProductWeight: 1, Price: 10, Stock: 1, IsDefault: true },
    },
    {
      method: 'PUT',
      url: '/api/Admin/ProductVariant',
      payload: { Id: 1, ProductId: 1, Title: 'Black', MetrixWeight: 1, ProductWeight: 1, Price: 10, Stock: 1, IsDefault: true },
    },
    { method: 'PATCH', url: '/api/Admin/ProductVariant', payload: { Id: 1, ProductId: 1, Title: 'Black', Price: 10, Stock: 1 } },
    { method: 'DELETE', url: '/api/Admin/ProductVariant?VariantId=1' },
    { method: 'POST', url: '/api/Admin/ProductVariant/GetVariants', payload: { Stock: 10000, ProductCode: '' } },
    { method: 'POST', url: '/api/Admin/ProductVariant/Image/upload', multipart: true },
    { method: 'DELETE', url: '/api/Admin/ProductVariant/Image?Id=1' },
  ];

  async function call(c: ReturnType<typeof calls>[number], headers: Headers) {
    if (c.multipart) {
      const body = await multipartBody({ ProductId: 1, VariantId: 1, Description: '<p>Text</p>' }, [{ bytes: await pngBytes() }]);
      return t.app.inject({ method: c.method, url: c.url, payload: body.payload, headers: { ...headers, ...body.headers } });
    }
    return t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers });
  }

  it.each(calls().map((c) => [`${c.method} ${c.url}`, c] as const))('%s: guest 401, User 403, bad token 401', async (_name, c) => {
    const guest = await call(c, {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ Status: false, Message: expect.any(String), Code: expect.any(String) });
    const user = await call(c, shopper);
    expect(user.statusCode).toBe(403);
    expect(user.json().Status).toBe(false);
    expect((await call(c, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('stores nothing for a refused upload', async () => {
    const id = await newProduct();
    const res = await upload('/api/Admin/ProductImage/upload', { ProductId: id }, [{ bytes: await pngBytes() }], shopper);
    expect(res.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(productImages).where(eq(productImages.productId, id))).toHaveLength(0);
  });
});

// The whole wizard through the API, once as Admin and once as SuperAdmin.
describe.each([
  ['Admin', () => admin],
  ['SuperAdmin', () => superAdmin],
])('the product wizard as %s', (_role, auth) => {
  it('creates, fills, publishes, edits inventory, unpublishes and deletes a product', async () => {
    const h = auth();
    const cats = await get('/api/Admin/Category', h);
    expect(cats.statusCode).toBe(200);
    expect(cats.json()).toContainEqual({ Id: categoryId, Name: 'Headphones' });

    const code = `WIZ-${_role}-${Date.now().toString(36)}`.toUpperCase();
    const created = await post('/api/Admin/Product', details({ ProductCode: code, Name: `Graphene Reference ${_role} Headphones` }), h);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ Status: true, Message: 'Product created successfully', Id: expect.any(Number) });
    const id: number = created.json().Id;

    // Unpublished: visible to the admin, not to the shop.
    const saved = await get(`/api/Admin/Product/GetById?Id=${id}`, h);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      Id: id,
      ProductCode: code,
      IsPublished: false,
      TaxRate: 18,
      CategoryName: 'Headphones',
      Images: [],
      DefaultVariant: null,
    });
    expect((await t.app.inject(`/api/Public/Product/GetById?Id=${id}`)).statusCode).toBe(404);

    const publish = (Status: boolean) => post('/api/Admin/Product/publish', { ProductId: id, Status }, h);
    const publishMessage = async () => {
      const r = await publish(true);
      expect(r.statusCode).toBe(400);
      return r.json().Message;
    };
    expect(await publishMessage()).toBe('Please add at least one variant');

    const black = await post(
      '/api/Admin/ProductVariant',
      { ProductId: id, Title: 'Black', MetrixWeight: 0.8, ProductWeight: 0.45, Price: 7499.5, Stock: 20, IsDefault: false },
      h,
    );
    expect(black.statusCode, black.body).toBe(200);
    expect(black.json()).toMatchObject({ Title: 'Black', Price: 7499.5, Stock: 20, IsDefault: false, Images: [] });
    const blackId: number = black.json().Id;
    expect(await publishMessage()).toBe('Please select at least one default variant');

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/Admin/ProductVariant',
      headers: h,
      payload: { Id: blackId, ProductId: id, Title: 'Black', MetrixWeight: 0.8, ProductWeight: 0.45, Price: 7499, Stock: 20, IsDefault: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ Id: blackId, Price: 7499, IsDefault: true });
    const white = await post('/api/Admin/ProductVariant', { ProductId: id, Title: 'White', MetrixWeight: 0.8, ProductWeight: 0.45, Price: 7699, Stock: 3 }, h);
    expect(white.statusCode, white.body).toBe(200);
    const whiteId: number = white.json().Id;
    expect(await publishMessage()).toBe('Please upload at least one image for each variant');

    for (const variantId of [blackId, whiteId]) {
      const up = await upload(
        '/api/Admin/ProductVariant/Image/upload',
        { ProductId: id, VariantId: variantId },
        [{ bytes: await pngBytes(90, 90, '#111111') }, { bytes: await pngBytes(90, 90, '#eeeeee') }],
        h,
      );
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toHaveLength(2);
    }
    expect(await publishMessage()).toBe('Please upload at least one image.');

    const images = await upload(
      '/api/Admin/ProductImage/upload',
      { ProductId: id },
      [{ bytes: await pngBytes(120, 80) }, { bytes: await pngBytes(80, 120) }, { bytes: await pngBytes(100, 100, '#00aa00') }],
      h,
    );
    expect(images.statusCode, images.body).toBe(200);
    expect(images.json()).toHaveLength(3);
    const listed = await get(`/api/Admin/ProductImage?ProductId=${id}`, h);
    expect(listed.json().map((i: { Id: number }) => i.Id)).toEqual(images.json().map((i: { Id: number }) => i.Id));
    // Stored as JPEG plus WebP variants in a folder the server named.
    const first = images.json()[0];
    expect(first.FilePath).toBe(`uploads/products/${id}`);
    expect(existsSync(path.join(t.dataDir, first.FilePath, first.FileName))).toBe(true);
    expect(existsSync(path.join(t.dataDir, first.FilePath, first.FileName.replace('.jpg', '-320.webp')))).toBe(true);
    // The product list's Publish button goes through the same rules as the wizard: a description too.
    expect(await publishMessage()).toBe('Please provide description or upload image');

    const desc = await upload(
      '/api/Admin/ProductDescription/upload',
      { ProductId: id, Description: '<h3>Sound</h3><p>Planar <strong>graphene</strong> drivers</p>' },
      [{ bytes: await pngBytes(200, 100) }],
      h,
    );
    expect(desc.statusCode, desc.body).toBe(200);
    expect(desc.json()).toEqual([
      {
        Id: expect.any(Number),
        Description: '<h3>Sound</h3><p>Planar <strong>graphene</strong> drivers</p>',
        FilePath: `uploads/products/${id}`,
        FileName: expect.stringMatching(/\.jpg$/),
      },
    ]);

    const feature = await post('/api/Admin/ProductFeature', { ProductId: id, ItemType: 'Driver', ItemValue: '50 mm planar magnetic' }, h);
    expect(feature.statusCode, feature.body).toBe(200);
    expect(feature.json()).toEqual({ Id: expect.any(Number), ItemType: 'Driver', ItemValue: '50 mm planar magnetic' });
    const featureId: number = feature.json().Id;
    const renamed = await post('/api/Admin/ProductFeature', { ProductId: id, Id: featureId, ItemType: 'Driver size', ItemValue: '50 mm planar magnetic' }, h);
    expect(renamed.json()).toMatchObject({ Id: featureId, ItemType: 'Driver size' });
    expect((await get(`/api/Admin/ProductFeature?ProductId=${id}`, h)).json()).toHaveLength(1);

    // Last, the product declarations (docs/declarations.md), saved with the details.
    expect(await publishMessage()).toMatch(/^Add the product declarations before publishing: manufacturer, packer or importer, .*consumer care e-mail$/);
    const declared = await post(
      '/api/Admin/Product',
      {
        ...details({ ProductCode: code, Name: `Graphene Reference ${_role} Headphones` }),
        Id: id,
        Declarations: {
          DeclarantKind: 'Manufacturer',
          DeclarantName: 'Swara Audio Industries Pvt. Ltd.',
          DeclarantAddress: 'Plot 7, SIDCO Industrial Estate, Katpadi, Vellore, Tamil Nadu 632007',
          CountryOfOrigin: 'India',
          GenericName: 'Wired headphones',
          NetQuantity: '1 N',
          MadeOn: '2026-02',
          ConsumerCarePhone: '+91 94430 12345',
          ConsumerCareEmail: 'care@swaraaudio.in',
        },
      },
      h,
    );
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().Message).toBe('Product updated successfully');

    // And its brand, saved with the details too.
    expect(await publishMessage()).toBe("Please choose the product's brand");
    const branded = await post(
      '/api/Admin/Product',
      { ...details({ ProductCode: code, Name: `Graphene Reference ${_role} Headphones` }), Id: id, Brand: 'Swara' },
      h,
    );
    expect(branded.statusCode, branded.body).toBe(200);

    const published = await publish(true);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ Status: true, Message: 'Product published successfully' });

    // The shop now shows it, and finds it by name, code and feature text.
    const shop = await t.app.inject(`/api/Public/Product/GetById?Id=${id}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({ IsPublished: true, DefaultVariant: { Id: blackId, Price: 7499 } });
    for (const text of [code, 'graphene reference', 'planar magnetic', 'swara']) {
      const hits = (await t.app.inject({ url: '/api/Public/product', query: { SearchText: text } })).json();
      expect(
        hits.map((p: { Id: number }) => p.Id),
        text,
      ).toContain(id);
    }

    // Inventory: both variants under the product code, then an inline edit.
    const inv = await post('/api/Admin/ProductVariant/GetVariants', { Stock: 10000, ProductCode: code.toLowerCase() }, h);
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toEqual([
      {
        Id: blackId,
        ProductId: id,
        ProductCode: code,
        ProductName: `Graphene Reference ${_role} Headphones`,
        VariantTitle: 'Black',
        Price: 7499,
        // Created without an MRP (so at its price then), and updated without one: kept.
        Mrp: 7499.5,
        Stock: 20,
        Images: expect.any(Array),
      },
      expect.objectContaining({ Id: whiteId, VariantTitle: 'White', Stock: 3 }),
    ]);
    expect(inv.json()[0].Images).toHaveLength(2);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/Admin/ProductVariant',
      headers: h,
      payload: { Id: whiteId, ProductId: id, Title: 'White', Price: '7599.25', Stock: '0' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ Id: whiteId, Price: 7599.25, Mrp: 7699, Stock: 0 });
    const [stored] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, whiteId));
    expect(stored).toMatchObject({ pricePaise: 759925, stock: 0 });
    const outOfStock = await post('/api/Admin/ProductVariant/GetVariants', { Stock: 0, ProductCode: code }, h);
    expect(outOfStock.json().map((r: { Id: number }) => r.Id)).toEqual([whiteId]);

    // Single variant and variant lists for the wizard.
    expect((await get(`/api/Admin/ProductVariant/${whiteId}`, h)).json()).toMatchObject({ Id: whiteId, Title: 'White', Price: 7599.25, Stock: 0 });
    expect((await get(`/api/Admin/ProductVariant?ProductId=${id}`, h)).json()).toHaveLength(2);

    // Unpublish: gone from the shop.
    const unpublished = await publish(false);
    expect(unpublished.json()).toEqual({ Status: true, Message: 'Product unpublished successfully' });
    expect((await t.app.inject(`/api/Public/Product/GetById?Id=${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/Public/product', query: { SearchText: code } })).json()).toEqual([]);

    // Take things away again, one call each.
    const variantImage = (await get(`/api/Admin/ProductVariant/${whiteId}`, h)).json().Images[0];
    expect((await del(`/api/Admin/ProductVariant/Image?Id=${variantImage.Id}`, h)).json()).toMatchObject({ Status: true });
    expect((await get(`/api/Admin/ProductVariant/${whiteId}`, h)).json().Images).toHaveLength(1);
    // A product image id is not a variant image and the other way round.
    expect((await del(`/api/Admin/ProductVariant/Image?Id=${first.Id}`, h)).statusCode).toBe(404);
    expect((await del(`/api/Admin/ProductImage?Id=${first.Id}`, h)).json()).toMatchObject({ Status: true });
    expect(existsSync(path.join(t.dataDir, first.FilePath, first.FileName))).toBe(false);
    const descId = desc.json()[0].Id;
    expect((await del(`/api/Admin/ProductDescription?Id=${descId}`, h)).json()).toMatchObject({ Status: true });
    expect((await get(`/api/Admin/ProductDescription?ProductId=${id}`, h)).json()).toEqual([]);
    expect((await del(`/api/Admin/ProductFeature?Id=${featureId}`, h)).json()).toMatchObject({ Status: true });
    const delVariant = await del(`/api/Admin/ProductVariant?VariantId=${whiteId}`, h);
    expect(delVariant.json()).toEqual({ Status: true, Message: 'Variant deleted successfully' });

    const deleted = await del(`/api/Admin/Product/?id=${id}`, h);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ Status: true, Message: 'Product deleted successfully' });
    expect((await get(`/api/Admin/Product/GetById?Id=${id}`, h)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual([]);
  });
});

describe('product details', () => {
  it.each([
    [{ Name: 'Amp' }, 'Product name must be at least 5 characters'],
    [{ Name: '' }, 'Please provide product name'],
    [{ Location: '  ' }, 'Please provide location'],
    [{ HSNCode: '' }, 'Please provide HSN code'],
    [{ HSNCode: '85ab' }, 'HSN code must be 4 to 8 digits'],
    [{ CategoryId: undefined }, 'Please select category'],
    [{ CategoryId: 999999 }, 'Please select category'],
    [{ TaxRate: -1 }, 'Tax rate must be 0 or more'],
    [{ TaxRate: 18.005 }, 'Tax rate can have at most 2 decimals'],
    [{ TaxRate: undefined }, 'Please provide tax rate'],
    [{ Description: 'Too short' }, 'Description must be at least 5 characters'],
    [{ ProductCode: '' }, 'Please provide product code'],
  ])('refuses %j with "%s"', async (over, message) => {
    const res = await post('/api/Admin/Product', details(over));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
  });

  it('accepts a description of exactly 10 characters and a tax rate with two decimals', async () => {
    const res = await post('/api/Admin/Product', details({ Description: '0123456789', TaxRate: 12.5 }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps product codes unique without regard to case', async () => {
    const code = `DUP-${Date.now().toString(36)}`;
    await newProduct(admin, { ProductCode: code });
    const res = await post('/api/Admin/Product', details({ ProductCode: code.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Status: false, Message: 'A product with this product code already exists', Code: expect.any(String) });
  });

  it('saves the details again when the body has Id, keeping the code its own', async () => {
    const code = `UPD-${Date.now().toString(36)}`;
    const id = await newProduct(admin, { ProductCode: code });
    const res = await post('/api/Admin/Product', details({ Id: id, ProductCode: code, Name: 'Renamed Studio Headphones', TaxRate: 12 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: 'Product updated successfully', Id: id });
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ name: 'Renamed Studio Headphones', taxRate: 12 });
    expect((await post('/api/Admin/Product', details({ Id: 999999 }))).statusCode).toBe(404);
  });
});

describe('variants', () => {
  let productId: number;
  beforeAll(async () => {
    productId = await newProduct();
  });
  const variant = (over: Record<string, unknown> = {}) => ({
    ProductId: productId,
    Title: 'Black',
    MetrixWeight: 0.5,
    ProductWeight: 0.4,
    Price: 999,
    Stock: 5,
    IsDefault: false,
    ...over,
  });

  it.each([
    [{ Title: 'Midnight Bl' }, 'Title must be at most 10 characters'],
    [{ Title: '' }, 'Please provide title'],
    [{ Price: 0 }, 'Price must be greater than 0'],
    [{ Price: -5 }, 'Price must be greater than 0'],
    [{ Price: 10.005 }, 'Price can have at most 2 decimals'],
    [{ MetrixWeight: 0 }, 'Metrix weight must be greater than 0'],
    [{ ProductWeight: 0 }, 'Product weight must be greater than 0'],
    [{ Stock: undefined }, 'Please provide stock'],
    [{ Stock: 1.5 }, 'Stock must be a whole number'],
    [{ Stock: -1 }, 'Stock cannot be negative'],
    [{ Mrp: 0 }, 'MRP must be greater than 0'],
    [{ Mrp: 'abc' }, 'MRP must be a number'],
    [{ Mrp: 1299.999 }, 'MRP can have at most 2 decimals'],
    [{ Mrp: 998.99 }, 'MRP cannot be less than the price'],
    [{ Price: '1500', Mrp: '1499' }, 'MRP cannot be less than the price'],
  ])('refuses %j with "%s" on create and update', async (over, message) => {
    const created = await post('/api/Admin/ProductVariant', variant(over));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    const updated = await t.app.inject({ method: 'PUT', url: '/api/Admin/ProductVariant', headers: admin, payload: variant({ Id: 1, ...over }) });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().Message).toBe(message);
  });

  it('takes an MRP: on create the price when left out, on update the stored one when left out', async () => {
    const stored = async (id: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];
    const put = (body: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/Admin/ProductVariant', headers: admin, payload: variant(body) });

    const onSale = await post('/api/Admin/ProductVariant', variant({ Title: 'Sale', Price: 1499, Mrp: 1999 }));
    expect(onSale.statusCode, onSale.body).toBe(200);
    expect(onSale.json()).toMatchObject({ Title: 'Sale', Price: 1499, Mrp: 1999 });
    const id: number = onSale.json().Id;
    expect(await stored(id)).toMatchObject({ pricePaise: 149900, mrpPaise: 199900 });
    // A blank MRP field of the form counts as left out: the MRP is the price.
    const plain = await post('/api/Admin/ProductVariant', variant({ Title: 'Plain', Price: '999.50', Mrp: '' }));
    expect(plain.json()).toMatchObject({ Price: 999.5, Mrp: 999.5 });

    // Left out on update, the stored MRP stays, whatever the new price below it.
    const cheaper = await put({ Id: id, Title: 'Sale', Price: 1299 });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json()).toMatchObject({ Price: 1299, Mrp: 1999 });
    expect(await stored(id)).toMatchObject({ pricePaise: 129900, mrpPaise: 199900 });
    expect((await get(`/api/Admin/ProductVariant/${id}`)).json()).toMatchObject({ Price: 1299, Mrp: 1999 });

    // ... but the price may not go above it: refused with the MRP named, nothing saved.
    const above = await put({ Id: id, Title: 'Sale', Price: 2099, Stock: 9 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ Status: false, Message: 'The price cannot be above the MRP (₹1,999)', Code: expect.any(String) });
    expect(await stored(id)).toMatchObject({ pricePaise: 129900, mrpPaise: 199900, stock: 5 });

    // Sent along with the price, a new MRP is taken; an MRP equal to the price is no sale.
    const raised = await put({ Id: id, Title: 'Sale', Price: 2099, Mrp: 2099 });
    expect(raised.json()).toMatchObject({ Price: 2099, Mrp: 2099 });
    expect(await stored(id)).toMatchObject({ pricePaise: 209900, mrpPaise: 209900 });
  });

  it('keeps one default variant per product', async () => {
    const a = (await post('/api/Admin/ProductVariant', variant({ Title: 'A', IsDefault: true }))).json();
    const b = (await post('/api/Admin/ProductVariant', variant({ Title: 'B', IsDefault: true }))).json();
    const list = (await get(`/api/Admin/ProductVariant?ProductId=${productId}`)).json() as { Id: number; IsDefault: boolean }[];
    expect(list.find((v) => v.Id === a.Id)?.IsDefault).toBe(false);
    expect(list.find((v) => v.Id === b.Id)?.IsDefault).toBe(true);
  });

  it('refuses a variant of a product that does not exist, and an id of another product', async () => {
    expect((await post('/api/Admin/ProductVariant', variant({ ProductId: 999999 }))).statusCode).toBe(404);
    const other = await newProduct();
    const v = (await post('/api/Admin/ProductVariant', variant())).json();
    const res = await t.app.inject({ method: 'PUT', url: '/api/Admin/ProductVariant', headers: admin, payload: variant({ Id: v.Id, ProductId: other }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Variant not found');
    expect((await get('/api/Admin/ProductVariant/999999')).statusCode).toBe(404);
  });

  it("keeps a published product's default: un-defaulting it is refused, deleting it makes the oldest other variant the default", async () => {
    const { product, variants } = await createProduct(t.ctx, {
      withImages: true,
      variants: [
        { title: 'Black', price: 999, stock: 5 },
        { title: 'White', price: 1099, stock: 5 },
        { title: 'Blue', price: 1199, stock: 5 },
      ],
    });
    const defaultOf = async () =>
      ((await get(`/api/Admin/ProductVariant?ProductId=${product.id}`)).json() as { Id: number; IsDefault: boolean }[])
        .filter((v) => v.IsDefault)
        .map((v) => v.Id);
    const [black, white, blue] = variants;
    expect(await defaultOf()).toEqual([black.id]);
    const body = { Id: black.id, ProductId: product.id, Title: 'Black', MetrixWeight: 0.5, ProductWeight: 0.4, Price: 999, Stock: 5, IsDefault: false };
    const undefault = await t.app.inject({ method: 'PUT', url: '/api/Admin/ProductVariant', headers: admin, payload: body });
    expect(undefault.statusCode).toBe(409);
    expect(undefault.json().Message).toBe('A published product needs a default variant: mark another variant as the default instead.');
    expect(await defaultOf()).toEqual([black.id]);
    // Marking another one as the default is the way to move it.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/Admin/ProductVariant',
          headers: admin,
          payload: { ...body, Id: blue.id, Title: 'Blue', IsDefault: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(await defaultOf()).toEqual([blue.id]);
    expect((await del(`/api/Admin/ProductVariant?VariantId=${blue.id}`)).statusCode).toBe(200);
    expect(await defaultOf()).toEqual([black.id]);
    expect((await del(`/api/Admin/ProductVariant?VariantId=${black.id}`)).statusCode).toBe(200);
    expect(await defaultOf()).toEqual([white.id]);
    const shop = (await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`)).json();
    expect(shop.DefaultVariant.Id).toBe(white.id);
  });

  it('will not delete the last variant of a published product', async () => {
    const { product, variants } = await createProduct(t.ctx, { withImages: true });
    const res = await del(`/api/Admin/ProductVariant?VariantId=${variants[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('A published product needs at least one variant. Unpublish it first.');
    await post('/api/Admin/Product/publish', { ProductId: product.id, Status: false });
    expect((await del(`/api/Admin/ProductVariant?VariantId=${variants[0].id}`)).statusCode).toBe(200);
  });
});

describe('uploads', () => {
  it('refuses a text file named .png on every upload call, storing nothing', async () => {
    const id = await newProduct();
    const v = (await post('/api/Admin/ProductVariant', { ProductId: id, Title: 'Red', MetrixWeight: 1, ProductWeight: 1, Price: 100, Stock: 1 })).json();
    const calls = [
      ['/api/Admin/ProductImage/upload', { ProductId: id }],
      ['/api/Admin/ProductVariant/Image/upload', { ProductId: id, VariantId: v.Id }],
      ['/api/Admin/ProductDescription/upload', { ProductId: id, Description: '<p>Some words</p>' }],
    ] as const;
    for (const [url, fields] of calls) {
      const res = await upload(url, fields, [textFile]);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: INVALID_IMAGE, Code: expect.any(String) });
      // One bad file among good ones: none of them is kept.
      const mixed = await upload(url, fields, [{ bytes: await pngBytes() }, textFile]);
      expect(mixed.statusCode, url).toBe(400);
    }
    expect(await t.ctx.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual([]);
    expect(await t.ctx.db.select().from(productDescriptions).where(eq(productDescriptions.productId, id))).toEqual([]);
  });

  it('accepts a JPEG whatever its name says, and names the stored file itself', async () => {
    const id = await newProduct();
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const res = await upload('/api/Admin/ProductImage/upload', { ProductId: id }, [{ bytes: jpeg, name: '../../../etc/passwd.txt', type: 'text/plain' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0].FilePath).toBe(`uploads/products/${id}`);
    expect(res.json()[0].FileName).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it('asks for files and a product, and refuses more than ten files', async () => {
    const id = await newProduct();
    const none = await upload('/api/Admin/ProductImage/upload', { ProductId: id }, []);
    expect(none.json()).toEqual({ Status: false, Message: 'No files selected!', Code: expect.any(String) });
    const noProduct = await upload('/api/Admin/ProductImage/upload', {}, [{ bytes: await pngBytes() }]);
    expect(noProduct.statusCode).toBe(400);
    const missing = await upload('/api/Admin/ProductImage/upload', { ProductId: 999999 }, [{ bytes: await pngBytes() }]);
    expect(missing.statusCode).toBe(404);
    const png = await pngBytes(8, 8);
    const many = await upload(
      '/api/Admin/ProductImage/upload',
      { ProductId: id },
      Array.from({ length: 11 }, () => ({ bytes: png })),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ Status: false, Message: 'Too many files', Code: expect.any(String) });
  });

  it('parses multipart only in the admin upload scopes', async () => {
    const body = await multipartBody({ PhoneNumber: '9876543210' }, [{ bytes: await pngBytes() }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/login', payload: body.payload, headers: body.headers });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ Status: false, Message: expect.stringContaining('application/json'), Code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('keeps a file that another row or an order still uses', async () => {
    const { product } = await createProduct(t.ctx, { withImages: true, published: false });
    const [img] = await t.ctx.db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productId, product.id), isNull(productImages.variantId)));
    // A second row naming the same picture, as variants sharing a photo do.
    await t.ctx.db.insert(productImages).values({ productId: product.id, filePath: img.filePath, fileName: img.fileName });
    expect((await del(`/api/Admin/ProductImage?Id=${img.id}`)).statusCode).toBe(200);
    expect(existsSync(path.join(t.dataDir, img.filePath, img.fileName))).toBe(true);
  });
});

describe('descriptions', () => {
  it('stores a rich description without script tags or event attributes', async () => {
    const id = await newProduct();
    const html = '<p onclick="steal()">Warm <em>sound</em></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
    const res = await upload('/api/Admin/ProductDescription/upload', { ProductId: id, Description: html }, []);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db.select().from(productDescriptions).where(eq(productDescriptions.productId, id));
    expect(row.description).toContain('Warm <em>sound</em>');
    expect(row.description).not.toMatch(/script|onerror|onclick|javascript:|alert/i);
    expect(res.json()[0].Description).toBe(row.description);
  });

  it('needs text or an image', async () => {
    const id = await newProduct();
    for (const Description of ['', '<p><br></p>', '<script>alert(1)</script>']) {
      const res = await upload('/api/Admin/ProductDescription/upload', { ProductId: id, Description }, []);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: 'Please provide description or upload image', Code: expect.any(String) });
    }
    const imageOnly = await upload('/api/Admin/ProductDescription/upload', { ProductId: id }, [{ bytes: await pngBytes() }, { bytes: await pngBytes() }]);
    expect(imageOnly.statusCode, imageOnly.body).toBe(200);
    expect(imageOnly.json()).toHaveLength(2);
  });

  it('replaces the text of an entry given its Id and keeps the search current', async () => {
    const code = `DSC-${Date.now().toString(36)}`;
    const id = await newProduct(admin, { ProductCode: code });
    const first = (await upload('/api/Admin/ProductDescription/upload', { ProductId: id, Description: '<p>Original words</p>' }, [])).json()[0];
    const res = await upload('/api/Admin/ProductDescription/upload', { ProductId: id, Id: first.Id, Description: '<p>Beryllium tweeter inside</p>' }, []);
    expect(res.json()).toEqual([{ Id: first.Id, Description: '<p>Beryllium tweeter inside</p>', FileName: null, FilePath: null }]);
    const [row] = await t.ctx.db.select({ text: products.searchText, vector: products.searchVector }).from(products).where(eq(products.id, id));
    expect(String(row.vector)).toContain('beryllium');
    expect(String(row.vector)).not.toContain('origin');
  });
});

describe('features', () => {
  it('needs a type and a value', async () => {
    const id = await newProduct();
    const noType = await post('/api/Admin/ProductFeature', { ProductId: id, ItemType: ' ', ItemValue: 'x' });
    expect(noType.json()).toEqual({ Status: false, Message: 'Please provide item type', Code: expect.any(String) });
    const noValue = await post('/api/Admin/ProductFeature', { ProductId: id, ItemType: 'Driver' });
    expect(noValue.json()).toEqual({ Status: false, Message: 'Please provide item value', Code: expect.any(String) });
  });
});

describe('publishing', () => {
  it('needs a valid product, and a missing product is a 404', async () => {
    const { product } = await createProduct(t.ctx, { published: false, withImages: false });
    const res = await post('/api/Admin/Product/publish', { ProductId: product.id, Status: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: 'Please upload at least one image for each variant', Code: expect.any(String) });
    expect((await post('/api/Admin/Product/publish', { ProductId: 999999, Status: true })).statusCode).toBe(404);
    expect((await post('/api/Admin/Product/publish', { ProductId: product.id })).statusCode).toBe(400);
  });
});

describe('product list', () => {
  it('lists published and unpublished products newest first, pages with x-total-count, and filters by code or name', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        (await createProduct(t.ctx, { code: `LST-${stamp}-${i}`, name: `Listing Speaker ${i}`, published: i % 2 === 0, withImages: i === 0 })).product.id,
      );
    const all = await get('/api/Admin/Product');
    expect(all.statusCode).toBe(200);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
    const filtered = await get(`/api/Admin/Product?SearchText=lst-${stamp.toLowerCase()}&Page=1&PageSize=5`);
    expect(filtered.headers['x-total-count']).toBe('7');
    expect(filtered.json().map((p: { Id: number }) => p.Id)).toEqual([...ids].reverse().slice(0, 5));
    const page2 = await get(`/api/Admin/Product?SearchText=LST-${stamp}&Page=2&PageSize=5`);
    expect(page2.json().map((p: { Id: number }) => p.Id)).toEqual([ids[1], ids[0]]);
    expect(page2.json()[1]).toMatchObject({
      ProductCode: `LST-${stamp}-0`,
      CategoryName: 'Headphones',
      IsPublished: true,
      Images: [expect.objectContaining({ FileName: expect.any(String) })],
    });
    expect(page2.json()[0].IsPublished).toBe(false);
    const beyond = await get(`/api/Admin/Product?SearchText=LST-${stamp}&Page=9&PageSize=5`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('7');
    const byName = await get(`/api/Admin/Product?SearchText=${encodeURIComponent('listing speaker 3')}`);
    expect(byName.json().map((p: { Id: number }) => p.Id)).toContain(ids[3]);
  });
});

describe('inventory', () => {
  let code: string;
  beforeAll(async () => {
    code = `INV-${Date.now().toString(36)}`.toUpperCase();
    await createProduct(t.ctx, {
      code,
      withImages: true,
      variants: [
        { title: 'S0', price: 100, mrp: 1999, stock: 0, isDefault: true },
        { title: 'S4', price: 100, stock: 4 },
        { title: 'S9', price: 100, stock: 9 },
        { title: 'S49', price: 100, stock: 49 },
        { title: 'S500', price: 100, stock: 500 },
      ],
    });
  });
  const titles = async (Stock: number) =>
    (await post('/api/Admin/ProductVariant/GetVariants', { Stock, ProductCode: code })).json().map((r: { VariantTitle: string }) => r.VariantTitle);

  it('filters by the stock thresholds of the business constants', async () => {
    expect(await titles(10000)).toEqual(['S0', 'S4', 'S9', 'S49', 'S500']);
    expect(await titles(0)).toEqual(['S0']);
    expect(await titles(5)).toEqual(['S0', 'S4']);
    expect(await titles(10)).toEqual(['S0', 'S4', 'S9']);
    expect(await titles(50)).toEqual(['S0', 'S4', 'S9', 'S49']);
  });

  it('pages with x-total-count, from the query or the body', async () => {
    const q = await t.app.inject({
      method: 'POST',
      url: '/api/Admin/ProductVariant/GetVariants?Page=2&PageSize=2',
      headers: admin,
      payload: { Stock: 10000, ProductCode: code },
    });
    expect(q.headers['x-total-count']).toBe('5');
    expect(q.json().map((r: { VariantTitle: string }) => r.VariantTitle)).toEqual(['S9', 'S49']);
    const b = await post('/api/Admin/ProductVariant/GetVariants', { Stock: 10000, ProductCode: code, Page: 3, PageSize: 2 });
    expect(b.json().map((r: { VariantTitle: string }) => r.VariantTitle)).toEqual(['S500']);
  });

  it('takes product code text literally', async () => {
    expect((await post('/api/Admin/ProductVariant/GetVariants', { Stock: 10000, ProductCode: '%' })).json()).toEqual([]);
  });

  it('edits price and stock inline with the shop number rules, keeping the row on failure', async () => {
    const [row] = (await post('/api/Admin/ProductVariant/GetVariants', { Stock: 0, ProductCode: code })).json();
    const patch = (Price: unknown, Stock: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/Admin/ProductVariant',
        headers: admin,
        payload: { Id: row.Id, ProductId: row.ProductId, Title: row.VariantTitle, Price, Stock },
      });
    for (const [price, stock, message] of [
      ['12.345', 1, 'Price must be a number with up to 2 decimals'],
      ['abc', 1, 'Price must be a number with up to 2 decimals'],
      [0, 1, 'Price must be greater than 0'],
      [10, '1.5', 'Stock must be a whole number'],
      [10, -2, 'Stock must be a whole number'],
    ] as const) {
      const res = await patch(price, stock);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    }
    const [unchanged] = await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, row.Id));
    expect(unchanged).toMatchObject({ pricePaise: 10000, stock: 0 });
    const ok = await patch(1234.5, 7);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ Id: row.Id, Price: 1234.5, Mrp: 1999, Stock: 7, VariantTitle: 'S0', ProductCode: code });
    const wrongProduct = await t.app.inject({
      method: 'PATCH',
      url: '/api/Admin/ProductVariant',
      headers: admin,
      payload: { Id: row.Id, ProductId: 999999, Price: 1, Stock: 1 },
    });
    expect(wrongProduct.statusCode).toBe(404);
  });
});

describe('inventory MRP', () => {
  it('lists the MRP of each row and edits it inline with the price, refusing an MRP below the price', async () => {
    const code = `MRP-${Date.now().toString(36)}`.toUpperCase();
    const { variants } = await createProduct(t.ctx, {
      code,
      variants: [
        { title: 'Sale', price: 1499, mrp: 1999, stock: 4, isDefault: true },
        { title: 'Plain', price: 799, stock: 2 },
      ],
    });
    const [sale, plain] = variants;
    const rows = (await post('/api/Admin/ProductVariant/GetVariants', { Stock: 10000, ProductCode: code })).json();
    expect(rows.map((r: { VariantTitle: string; Price: number; Mrp: number }) => [r.VariantTitle, r.Price, r.Mrp])).toEqual([
      ['Sale', 1499, 1999],
      ['Plain', 799, 799],
    ]);

    const patch = (id: number, body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: '/api/Admin/ProductVariant', headers: admin, payload: { Id: id, ProductId: sale.productId, Stock: 4, ...body } });
    const stored = async (id: number) => (await t.ctx.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];
    const refused = async (res: Awaited<ReturnType<typeof patch>>, message: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    };

    await refused(await patch(sale.id, { Price: 1499, Mrp: '1399' }), 'MRP cannot be less than the price');
    await refused(await patch(sale.id, { Price: 1499, Mrp: '19.999' }), 'MRP must be a number with up to 2 decimals');
    await refused(await patch(sale.id, { Price: 1499, Mrp: 'abc' }), 'MRP must be a number with up to 2 decimals');
    await refused(await patch(sale.id, { Price: 1499, Mrp: 0 }), 'MRP must be greater than 0');
    // Without an MRP the stored one is kept, and the price may not go above it.
    await refused(await patch(sale.id, { Price: '2000' }), 'The price cannot be above the MRP (₹1,999)');
    await refused(await patch(plain.id, { Price: 799.5, Stock: 2 }), 'The price cannot be above the MRP (₹799)');
    expect(await stored(sale.id)).toMatchObject({ pricePaise: 149900, mrpPaise: 199900, stock: 4 });
    expect(await stored(plain.id)).toMatchObject({ pricePaise: 79900, mrpPaise: 79900, stock: 2 });

    const cheaper = await patch(sale.id, { Price: '1299' });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect(cheaper.json()).toMatchObject({ Id: sale.id, Price: 1299, Mrp: 1999, Stock: 4 });
    const both = await patch(plain.id, { Price: '849', Mrp: '1099.50', Stock: 2 });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ Id: plain.id, Price: 849, Mrp: 1099.5, Stock: 2 });
    expect(await stored(plain.id)).toMatchObject({ pricePaise: 84900, mrpPaise: 109950 });

    // The shop shows the new MRP at once.
    const shop = (await t.app.inject(`/api/public/product/variant?ProductId=${sale.productId}`)).json();
    expect(shop.map((v: { Title: string; Price: number; Mrp: number }) => [v.Title, v.Price, v.Mrp])).toEqual([
      ['Sale', 1299, 1999],
      ['Plain', 849, 1099.5],
    ]);
  });
});

describe('deleting a product', () => {
  it('is allowed when it was ordered: order lines keep their snapshot, cart lines go', async () => {
    const { product, variants } = await createProduct(t.ctx, { withImages: true });
    const buyer = await createUser(t.ctx);
    const [cart] = await t.ctx.db.insert(carts).values({ userId: buyer.id }).returning();
    await t.ctx.db.insert(cartItems).values({ cartId: cart.id, productId: product.id, variantId: variants[0].id, quantity: 1 });
    const [img] = await t.ctx.db.select().from(productImages).where(eq(productImages.variantId, variants[0].id));
    const [order] = await t.ctx.db
      .insert(orders)
      .values({
        orderCode: `ORD-${Date.now()}`,
        userId: buyer.id,
        itemsTotalPaise: 199900,
        shippingCostPaise: 0,
        courierName: 'Test',
        deliveryAddress: {
          FirstName: 'A',
          LastName: 'B',
          AddressLine1: 'x',
          AddressLine2: null,
          Taluk: 't',
          City: 'c',
          State: 's',
          PinCode: '632001',
          PhoneNumber: '9876543210',
        },
      })
      .returning();
    await t.ctx.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      variantId: variants[0].id,
      productCode: product.productCode,
      productName: product.name,
      variantName: 'Black',
      productLocation: 'X',
      hsnCode: '85183000',
      taxRate: 18,
      quantity: 1,
      pricePaise: 199900,
      totalPaise: 199900,
      imageFilePath: img.filePath,
      imageFileName: img.fileName,
    });
    const res = await del(`/api/Admin/Product?id=${product.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.ctx.db.select().from(cartItems).where(eq(cartItems.cartId, cart.id))).toEqual([]);
    const [line] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line.productName).toBe(product.name);
    // The ordered picture stays on disk for the order's pages and invoice.
    expect(existsSync(path.join(t.dataDir, img.filePath, img.fileName))).toBe(true);
    expect((await del(`/api/Admin/Product?id=${product.id}`)).statusCode).toBe(404);
    expect((await del('/api/Admin/Product')).statusCode).toBe(400);
  });
});
