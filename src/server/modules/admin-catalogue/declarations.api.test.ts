// The product declarations: stored from the admin product call, answered with the product,
// required to publish, optional for a draft, and checked field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { categories } from '../../db/schema';
import { indianMonth } from '@shared/declarations';

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithToken(t.ctx, 'Admin')).auth;
  categoryId = (await t.ctx.db.select().from(categories).where(eq(categories.name, 'Headphones')))[0].id;
});
afterAll(async () => t?.close());

const DECLARATIONS = {
  DeclarantKind: 'Importer',
  DeclarantName: 'Swara Audio & Electronics',
  DeclarantAddress: 'No. 42, Rajaji Salai, Parrys, Chennai, Tamil Nadu 600001',
  CountryOfOrigin: 'Vietnam',
  GenericName: 'Wireless earbuds',
  NetQuantity: '1 pair',
  MadeOn: '2026-04',
  ConsumerCarePhone: '+91 94430 12345',
  ConsumerCareEmail: 'care@swaraaudio.in',
};

let codeSeq = 0;
const details = (over: Record<string, unknown> = {}) => ({
  ProductCode: `DCL-${Date.now().toString(36)}-${++codeSeq}`.toUpperCase(),
  Name: 'Swara Pods Declared Earbuds',
  Location: 'Vellore WH B-2',
  HSNCode: '85183000',
  TaxRate: 18,
  Description: 'True wireless earbuds with a charging case.',
  CategoryId: categoryId,
  ...over,
});

const saveProduct = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Admin/Product', payload, headers: admin });
const adminProduct = async (id: number) => (await t.app.inject({ url: `/api/Admin/Product/GetById?Id=${id}`, headers: admin })).json();
const publish = (id: number, Status = true) =>
  t.app.inject({ method: 'POST', url: '/api/Admin/Product/publish', payload: { ProductId: id, Status }, headers: admin });

const NONE = {
  DeclarantKind: null,
  DeclarantName: null,
  DeclarantAddress: null,
  CountryOfOrigin: null,
  GenericName: null,
  NetQuantity: null,
  MadeOn: null,
  ConsumerCarePhone: null,
  ConsumerCareEmail: null,
};

describe('product declarations', () => {
  it('are stored with the product, kept when its details are saved again without them, and answered to the admin and the shop', async () => {
    const created = await saveProduct({ ...details(), Declarations: { ...DECLARATIONS, CountryOfOrigin: '  Vietnam ' } });
    expect(created.statusCode, created.body).toBe(200);
    const id: number = created.json().Id;
    expect((await adminProduct(id)).Declarations).toEqual(DECLARATIONS);

    // The details step saves again without them: they stay.
    const again = await saveProduct({ ...details({ Name: 'Swara Pods Declared Earbuds II' }), Id: id });
    expect(again.statusCode, again.body).toBe(200);
    expect((await adminProduct(id)).Declarations).toEqual(DECLARATIONS);

    // Changed: the new ones replace them.
    const changed = { ...DECLARATIONS, DeclarantKind: 'Manufacturer', CountryOfOrigin: 'India', MadeOn: indianMonth() };
    expect((await saveProduct({ ...details(), Id: id, Declarations: changed })).statusCode).toBe(200);
    expect((await adminProduct(id)).Declarations).toEqual(changed);

    // The shop's answer carries them once the product is published.
    const { product } = await createProduct(t.ctx, { withImages: true, richHtml: '<p>Loud.</p>', published: false, declarations: null });
    expect((await saveProduct({ ...details(), Id: product.id, Declarations: DECLARATIONS })).statusCode).toBe(200);
    const published = await publish(product.id);
    expect(published.statusCode, published.body).toBe(200);
    const shop = await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().Declarations).toEqual(DECLARATIONS);
    // Lists stay as they were: no declarations on the cards.
    const cards = (await t.app.inject({ url: '/api/Public/product', query: { SearchText: 'declared' } })).json() as Record<string, unknown>[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).not.toHaveProperty('Declarations');
  });

  it('may be left out of a draft, which answers them as nulls; so does a product published before they were asked for', async () => {
    const draft = await saveProduct(details());
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().Message).toBe('Product created successfully');
    const saved = await adminProduct(draft.json().Id);
    expect(saved.IsPublished).toBe(false);
    expect(saved.Declarations).toEqual(NONE);

    const { product } = await createProduct(t.ctx, { published: true, declarations: null });
    const shop = await t.app.inject(`/api/Public/Product/GetById?Id=${product.id}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().Declarations).toEqual(NONE);
  });

  it('are needed to publish: the refusal lists what is missing, in plain words', async () => {
    const { product } = await createProduct(t.ctx, { withImages: true, richHtml: '<p>Loud.</p>', published: false, declarations: null });
    const none = await publish(product.id);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      Status: false,
      Code: expect.any(String),
      Message:
        "Add the product declarations before publishing: manufacturer, packer or importer, manufacturer's, packer's or importer's name, " +
        "manufacturer's, packer's or importer's address, country of origin, generic name, net quantity, month of manufacture or import, " +
        'consumer care phone, consumer care e-mail',
    });

    const { product: partial } = await createProduct(t.ctx, {
      withImages: true,
      richHtml: '<p>Loud.</p>',
      published: false,
      declarations: { declarantKind: 'Importer', declarantAddress: null, countryOfOrigin: null, netQuantity: '  ' },
    });
    const some = await publish(partial.id);
    expect(some.statusCode).toBe(400);
    expect(some.json().Message).toBe("Add the product declarations before publishing: importer's address, country of origin, net quantity");
    expect((await adminProduct(partial.id)).IsPublished).toBe(false);

    // The earlier rules come first: a product without variants hears of them before the declarations.
    const bare = await saveProduct(details());
    expect((await publish(bare.json().Id)).json().Message).toBe('Please add at least one variant');

    // Unpublishing is always allowed, declarations or not.
    const { product: old } = await createProduct(t.ctx, { published: true, declarations: null });
    expect((await publish(old.id, false)).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no kind', { DeclarantKind: undefined }, 'Please select manufacturer, packer or importer'],
    ['an unknown kind', { DeclarantKind: 'Distributor' }, 'Please select manufacturer, packer or importer'],
    ['a blank name', { DeclarantName: '  ' }, 'Please provide the name of the manufacturer, packer or importer'],
    ['no address', { DeclarantAddress: '' }, 'Please provide the address of the manufacturer, packer or importer'],
    ['no country of origin', { CountryOfOrigin: '' }, 'Please provide the country of origin'],
    ['no generic name', { GenericName: undefined }, 'Please provide the common or generic name'],
    ['no net quantity', { NetQuantity: ' ' }, 'Please provide the net quantity'],
    ['a net quantity without a number', { NetQuantity: 'one pair' }, 'Net quantity must start with a number, e.g. "1 N" or "1 pair"'],
    ['a net quantity too long', { NetQuantity: `1 ${'x'.repeat(40)}` }, 'At most 40 characters'],
    ['no month', { MadeOn: '' }, 'Please provide the month of manufacture or import'],
    ['a month written another way', { MadeOn: '04/2026' }, 'Month of manufacture or import must be given as YYYY-MM, e.g. 2026-03'],
    ['a month 13', { MadeOn: '2026-13' }, 'Month of manufacture or import must be given as YYYY-MM, e.g. 2026-03'],
    ['a month to come', { MadeOn: '2099-01' }, 'Month of manufacture or import cannot be in the future'],
    ['no phone', { ConsumerCarePhone: '' }, 'Please provide the consumer care phone'],
    ['a phone too short', { ConsumerCarePhone: '94430 123' }, 'Please provide a valid consumer care phone, e.g. +91 94430 12345'],
    ['a phone with letters', { ConsumerCarePhone: 'call us' }, 'Please provide a valid consumer care phone, e.g. +91 94430 12345'],
    ['no e-mail', { ConsumerCareEmail: '' }, 'Please provide the consumer care e-mail'],
    ['a bad e-mail', { ConsumerCareEmail: 'care@swara' }, 'Please provide a valid consumer care e-mail'],
  ])('refuse %s with its own message, and store nothing', async (_case, change, message) => {
    const code = details().ProductCode;
    const res = await saveProduct({ ...details({ ProductCode: code }), Declarations: { ...DECLARATIONS, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: false, Message: message, Code: expect.any(String) });
    const listed = (await t.app.inject({ url: `/api/Admin/Product?SearchText=${code}`, headers: admin })).json() as unknown[];
    expect(listed).toHaveLength(0);
  });

  it.each([
    ['an Indian mobile', '9443012345'],
    ['an Indian mobile with +91', '+91 94430 12345'],
    ['a landline with its STD code', '044-2345 6789'],
    ['a toll-free number', '1800 123 4567'],
    ['an international number', '+44 20 7946 0958'],
  ])('take %s as the consumer care phone', async (_case, phone) => {
    const res = await saveProduct({ ...details(), Declarations: { ...DECLARATIONS, ConsumerCarePhone: phone } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adminProduct(res.json().Id)).Declarations.ConsumerCarePhone).toBe(phone);
  });
});
