// The wishlist calls: a shopper's own list of saved products, its limit (also under parallel saves),
// products no longer for sale, and a guest's list brought in at sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';
import { products, productVariants, wishlistItems } from '../../db/schema';
import { WISHLIST_MAX, WISHLIST_MESSAGES } from '@shared/schemas/wishlist';
import { toPaise } from '@shared/money';

let t: TestApp;
/** Published: over-ear (4999, MRP 5999, 12 in stock), earbuds (out of stock), speaker; not for sale: prototype. */
let overEar: number, earbuds: number, speaker: number, prototype: number;

type Auth = Record<string, string>;
interface Card {
  Id: number;
  Name: string;
  SavedAt: string;
  DefaultVariant: { Price: number; Mrp: number; Stock: number } | null;
}

const save = (auth: Auth, productId: number | string) =>
  t.app.inject({ method: 'POST', url: '/api/wishlist', headers: auth, payload: { ProductId: productId } });
const unsave = (auth: Auth, productId: number | string) => t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: auth });
const merge = (auth: Auth, ids: number[]) => t.app.inject({ method: 'POST', url: '/api/wishlist/merge', headers: auth, payload: { ProductIds: ids } });
async function saved(auth: Auth): Promise<Card[]> {
  const res = await t.app.inject({ url: '/api/wishlist', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { Items: Card[] }).Items;
}
const names = async (auth: Auth) => (await saved(auth)).map((c) => c.Name);

/** Products made in bulk (the limit needs many): drafts of the first product's category, one variant each. */
async function manyProducts(n: number): Promise<number[]> {
  const [model] = await t.ctx.db.select().from(products).where(eq(products.id, overEar));
  const rows = await t.ctx.db
    .insert(products)
    .values(
      Array.from({ length: n }, (_, i) => ({
        productCode: `BULK-${Date.now()}-${i}-${Math.floor(Math.random() * 1e6)}`,
        name: `Bulk Product ${i}`,
        location: model!.location,
        hsnCode: model!.hsnCode,
        taxRate: model!.taxRate,
        description: 'Made in bulk for the wishlist limit.',
        categoryId: model!.categoryId,
        brandId: model!.brandId,
        isPublished: false,
      })),
    )
    .returning({ id: products.id });
  await t.ctx.db.insert(productVariants).values(
    rows.map((r) => ({
      productId: r.id,
      title: 'Black',
      pricePaise: toPaise(999),
      mrpPaise: toPaise(999),
      stock: 5,
      isDefault: true,
      metrixWeight: 0.5,
      productWeight: 0.4,
    })),
  );
  return rows.map((r) => r.id);
}

/** A shopper whose list holds `n` products already (saved straight into the table). */
async function shopperHolding(n: number) {
  const shopper = await userWithToken(t.ctx);
  const ids = await manyProducts(n);
  await t.ctx.db.insert(wishlistItems).values(ids.map((productId) => ({ userId: shopper.user.id, productId })));
  return shopper;
}

const countIn = async (userId: string) => (await t.ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).length;

beforeAll(async () => {
  t = await createTestApp();
  overEar = (await createProduct(t.ctx, { name: 'Wish Over-Ear', withImages: true, variants: [{ title: 'Black', price: 4999, mrp: 5999, stock: 12 }] })).product
    .id;
  earbuds = (await createProduct(t.ctx, { name: 'Wish Earbuds', variants: [{ title: 'White', price: 1499, mrp: 2499, stock: 0 }] })).product.id;
  speaker = (await createProduct(t.ctx, { name: 'Wish Speaker', category: 'Speakers' })).product.id;
  prototype = (await createProduct(t.ctx, { name: 'Wish Prototype', published: false })).product.id;
});
afterAll(async () => t?.close());

describe('a shopper saves products', () => {
  it('refuses a guest on every wishlist call', async () => {
    const answers = await Promise.all([t.app.inject({ url: '/api/wishlist' }), save({}, overEar), unsave({}, overEar), merge({}, [overEar])]);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('lists saved products newest first as cards with the default variant price, MRP and stock', async () => {
    const { auth } = await userWithToken(t.ctx);
    expect(await saved(auth)).toEqual([]);
    for (const id of [overEar, earbuds, speaker]) {
      const res = await save(auth, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ Status: true, Message: WISHLIST_MESSAGES.added });
    }
    const cards = await saved(auth);
    expect(cards.map((c) => c.Name)).toEqual(['Wish Speaker', 'Wish Earbuds', 'Wish Over-Ear']);
    expect(cards[2]).toMatchObject({ Id: overEar, DefaultVariant: { Price: 4999, Mrp: 5999, Stock: 12 } });
    expect(cards[2]!.SavedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(cards[1]).toMatchObject({ DefaultVariant: { Stock: 0 } });
  });

  it('keeps one entry when a product is saved twice', async () => {
    const { auth } = await userWithToken(t.ctx);
    expect((await save(auth, overEar)).statusCode).toBe(200);
    expect((await save(auth, overEar)).statusCode).toBe(200);
    const twice = await Promise.all([save(auth, speaker), save(auth, speaker)]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await names(auth)).toEqual(['Wish Speaker', 'Wish Over-Ear']);
  });

  it('removes a product, and removing it again changes nothing', async () => {
    const { auth } = await userWithToken(t.ctx);
    await save(auth, overEar);
    await save(auth, earbuds);
    const res = await unsave(auth, overEar);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Status: true, Message: WISHLIST_MESSAGES.removed });
    expect(await names(auth)).toEqual(['Wish Earbuds']);
    expect((await unsave(auth, overEar)).statusCode).toBe(200);
    expect(await names(auth)).toEqual(['Wish Earbuds']);
  });

  it('refuses an unknown or unpublished product with a sentence, and an id that is no id as bad input', async () => {
    const { auth } = await userWithToken(t.ctx);
    for (const id of [prototype, 99_999_999]) {
      const res = await save(auth, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Status: false, Message: WISHLIST_MESSAGES.productNotFound });
    }
    expect((await unsave(auth, 99_999_999)).statusCode).toBe(404);
    expect((await save(auth, 'abc')).statusCode).toBe(400);
    expect((await unsave(auth, 'abc')).statusCode).toBe(400);
    expect(await saved(auth)).toEqual([]);
  });

  it('leaves out a product taken off sale without forgetting it: it shows again when published again', async () => {
    const { auth, user } = await userWithToken(t.ctx);
    const { product } = await createProduct(t.ctx, { name: 'Wish Seasonal Soundbar', category: 'Soundbars' });
    await save(auth, speaker);
    await save(auth, product.id);
    await t.ctx.db.update(products).set({ isPublished: false }).where(eq(products.id, product.id));
    expect(await names(auth)).toEqual(['Wish Speaker']);
    expect(await countIn(user.id)).toBe(2);
    await t.ctx.db.update(products).set({ isPublished: true }).where(eq(products.id, product.id));
    expect(await names(auth)).toEqual(['Wish Seasonal Soundbar', 'Wish Speaker']);
  });
});

describe('the limit', () => {
  it(`refuses a product beyond ${WISHLIST_MAX} with its sentence, but a product saved already is fine`, async () => {
    const { auth, user } = await shopperHolding(WISHLIST_MAX - 1);
    expect((await save(auth, overEar)).statusCode).toBe(200);
    const refused = await save(auth, speaker);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ Status: false, Message: WISHLIST_MESSAGES.full });
    expect((await save(auth, overEar)).statusCode).toBe(200);
    expect(await countIn(user.id)).toBe(WISHLIST_MAX);
    // Room again after a removal.
    expect((await unsave(auth, overEar)).statusCode).toBe(200);
    expect((await save(auth, speaker)).statusCode).toBe(200);
  });

  it('keeps the limit when several products are saved at once', async () => {
    const { auth, user } = await shopperHolding(WISHLIST_MAX - 2);
    const extra = await Promise.all(
      ['Wish Race A', 'Wish Race B', 'Wish Race C', 'Wish Race D', 'Wish Race E'].map(async (name) => (await createProduct(t.ctx, { name })).product.id),
    );
    const answers = await Promise.all(extra.map((id) => save(auth, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await countIn(user.id)).toBe(WISHLIST_MAX);
  });
});

describe('each shopper has their own list', () => {
  it('never shows or changes another shopper’s list', async () => {
    const asha = await userWithToken(t.ctx);
    const ravi = await userWithToken(t.ctx);
    await save(asha.auth, overEar);
    await save(asha.auth, speaker);
    await save(ravi.auth, earbuds);
    expect(await names(ravi.auth)).toEqual(['Wish Earbuds']);
    // Ravi's removal of a product on Asha's list leaves Asha's list as it was.
    expect((await unsave(ravi.auth, overEar)).statusCode).toBe(200);
    expect(await names(asha.auth)).toEqual(['Wish Speaker', 'Wish Over-Ear']);
    // A merge only ever writes the caller's own list.
    await merge(ravi.auth, [speaker]);
    expect(await names(asha.auth)).toEqual(['Wish Speaker', 'Wish Over-Ear']);
    expect(await names(ravi.auth)).toEqual(['Wish Speaker', 'Wish Earbuds']);
  });
});

describe("a guest's list at sign-in", () => {
  it('merges the products for sale in the guest’s order, keeps those saved already and drops the rest quietly', async () => {
    const { auth, user } = await userWithToken(t.ctx);
    await save(auth, overEar);
    const res = await merge(auth, [speaker, prototype, 99_999_999, overEar, earbuds, speaker]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { Items: Card[] }).Items.map((c) => c.Name)).toEqual(['Wish Speaker', 'Wish Earbuds', 'Wish Over-Ear']);
    expect(await names(auth)).toEqual(['Wish Speaker', 'Wish Earbuds', 'Wish Over-Ear']);
    const stored = await t.ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, user.id));
    expect(stored.map((s) => s.productId).sort()).toEqual([overEar, earbuds, speaker].sort());
  });

  it('keeps the limit: only the guest’s newest products that fit are added', async () => {
    const { auth, user } = await shopperHolding(WISHLIST_MAX - 1);
    const res = await merge(auth, [speaker, overEar]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await countIn(user.id)).toBe(WISHLIST_MAX);
    expect(await names(auth)).toEqual(['Wish Speaker']);
  });

  it('refuses a list longer than a wishlist keeps', async () => {
    const { auth } = await userWithToken(t.ctx);
    const res = await merge(
      auth,
      Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => i + 1),
    );
    expect(res.statusCode).toBe(400);
  });

  it('shows a guest the cards of the products kept in the browser, in their order, without those not for sale', async () => {
    const res = await t.app.inject({ url: '/api/public/wishlist/cards', query: { Ids: `${speaker},${prototype},99999999,${overEar}` } });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { Items: Card[] }).Items;
    expect(items.map((c) => c.Name)).toEqual(['Wish Speaker', 'Wish Over-Ear']);
    expect(items[1]).toMatchObject({ DefaultVariant: { Price: 4999, Mrp: 5999, Stock: 12 } });
    expect((await t.app.inject({ url: '/api/public/wishlist/cards', query: { Ids: '1,x' } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/public/wishlist/cards', query: { Ids: '99999999999' } })).statusCode).toBe(400);
  });
});
