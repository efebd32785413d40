import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createProduct, userWithToken } from '../../testing/fixtures';

let t: TestApp;
let headphones: Awaited<ReturnType<typeof createProduct>>;
let speaker: Awaited<ReturnType<typeof createProduct>>;
let hidden: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  headphones = await createProduct(t.ctx, {
    name: 'Cart Test Headphones',
    withImages: true,
    variants: [
      { title: 'Black', price: 1999, stock: 5, metrix: 0.6, weight: 0.4 },
      { title: 'White', price: 2199, stock: 0 },
    ],
  });
  speaker = await createProduct(t.ctx, { name: 'Cart Test Speaker', variants: [{ title: 'Red', price: 2999.5, stock: 3, metrix: 1.2, weight: 1.5 }] });
  hidden = await createProduct(t.ctx, { name: 'Unpublished Thing', published: false });
});
afterAll(async () => t?.close());

const add = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/public/cart/additem', payload: body, headers });
const items = (cartId?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/public/cart/getitems${cartId ? `?UserCartId=${cartId}` : ''}`, headers }).then((r) => r.json());

describe('guest cart', () => {
  it('creates a cart on the first add and answers its id', async () => {
    const res = await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Status).toBe(true);
    expect(body.Id).toMatch(/^[0-9a-f-]{36}$/);
    const cart = await items(body.Id);
    expect(cart.Items).toHaveLength(1);
    expect(cart.Items[0]).toMatchObject({
      ProductName: 'Cart Test Headphones',
      VariantTitle: 'Black',
      Quantity: 2,
      Price: 1999,
      Stock: 5,
      UserCartId: body.Id,
    });
    expect(cart.Items[0].image).not.toBeNull();
  });

  it('sums quantities, totals amount and weights', async () => {
    const id = (await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 1 })).json().Id;
    await add({ UserCartId: id, ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 2 });
    await add({ UserCartId: id, ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 2 });
    const cart = await items(id);
    expect(cart.Items.map((i: { Quantity: number }) => i.Quantity)).toEqual([3, 2]);
    expect(cart.TotalQuantity).toBe(5);
    expect(cart.TotalAmount).toBe(3 * 1999 + 2 * 2999.5);
    expect(cart.TotalMetrixWeight).toBeCloseTo(3 * 0.6 + 2 * 1.2);
    expect(cart.TotalProductWeight).toBeCloseTo(3 * 0.4 + 2 * 1.5);
  });

  it('never lets a line exceed the stock', async () => {
    const id = (await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 4 })).json().Id;
    const over = await add({ UserCartId: id, ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json().Message).toBe('Only 5 left in stock for Cart Test Headphones');
    expect((await items(id)).Items[0].Quantity).toBe(4);
    const none = await add({ ProductId: headphones.product.id, VariantId: headphones.variants[1].id, Quantity: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe('Cart Test Headphones is out of stock');
    const line = (await items(id)).Items[0];
    const upd = await t.app.inject({ method: 'PUT', url: '/api/public/cart/updatequantity', payload: { Id: line.Id, Quantity: 6, UserCartId: id } });
    expect(upd.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/public/cart/updatequantity', payload: { Id: line.Id, Quantity: 5, UserCartId: id } });
    expect(ok.statusCode).toBe(200);
    expect((await items(id)).Items[0].Quantity).toBe(5);
  });

  it('refuses bad quantities, unpublished products and mismatched variants', async () => {
    for (const q of [0, -1, 1.5, 'abc']) {
      const res = await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: q });
      expect(res.statusCode, String(q)).toBe(400);
    }
    expect((await add({ ProductId: hidden.product.id, VariantId: hidden.variants[0].id, Quantity: 1 })).statusCode).toBe(404);
    expect((await add({ ProductId: speaker.product.id, VariantId: headphones.variants[0].id, Quantity: 1 })).statusCode).toBe(404);
  });

  it('keeps one guest out of another guest cart', async () => {
    const mine = (await add({ ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 1 })).json().Id;
    const theirs = (await add({ ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 1 })).json().Id;
    const theirLine = (await items(theirs)).Items[0];
    const del = await t.app.inject({ method: 'DELETE', url: `/api/public/cart/removeitem?Id=${theirLine.Id}&UserCartId=${mine}` });
    expect(del.statusCode).toBe(404);
    expect((await items(theirs)).Items).toHaveLength(1);
    const unknown = await t.app.inject({ url: `/api/public/cart/getitems?UserCartId=00000000-0000-4000-8000-000000000000` });
    expect(unknown.statusCode).toBe(404);
    // Clients tell a lost guest cart apart by its code, not by the English text.
    expect(unknown.json()).toEqual({ Status: false, Message: 'Cart not found', Code: 'CART_NOT_FOUND' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/public/cart/removeitem?Id=${theirLine.Id}&UserCartId=${theirs}` });
    expect(removed.statusCode).toBe(200);
    expect((await items(theirs)).Items).toHaveLength(0);
  });
});

describe('signed-in cart', () => {
  it("always works on the caller's own cart and merges the guest cart at login, capped by stock", async () => {
    const shopper = await userWithToken(t.ctx);
    await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 3 }, shopper.auth);
    const own = await items(undefined, shopper.auth);
    expect(own.Items).toHaveLength(1);

    const guest = (await add({ ProductId: headphones.product.id, VariantId: headphones.variants[0].id, Quantity: 4 })).json().Id;
    await add({ UserCartId: guest, ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 2 });
    const map = await t.app.inject({ method: 'POST', url: `/api/public/cart/MapUserCart?UserCartId=${guest}`, headers: shopper.auth });
    expect(map.statusCode).toBe(200);
    expect(map.json().Capped).toEqual([{ ProductName: 'Cart Test Headphones', VariantTitle: 'Black', Quantity: 5 }]);
    expect(map.json().Message).toContain('Cart Test Headphones (Black) now 5');

    const merged = await items(undefined, shopper.auth);
    expect(merged.Items.map((i: { VariantTitle: string; Quantity: number }) => [i.VariantTitle, i.Quantity])).toEqual([
      ['Black', 5],
      ['Red', 2],
    ]);
    // The guest cart is gone.
    expect((await t.app.inject({ url: `/api/public/cart/getitems?UserCartId=${guest}` })).statusCode).toBe(404);
  });

  it('needs a signed-in caller to merge', async () => {
    const guest = (await add({ ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 1 })).json().Id;
    const res = await t.app.inject({ method: 'POST', url: `/api/public/cart/MapUserCart?UserCartId=${guest}` });
    expect(res.statusCode).toBe(401);
  });

  it("does not let a shopper touch another shopper's lines", async () => {
    const a = await userWithToken(t.ctx);
    const b = await userWithToken(t.ctx);
    await add({ ProductId: speaker.product.id, VariantId: speaker.variants[0].id, Quantity: 1 }, a.auth);
    const line = (await items(undefined, a.auth)).Items[0];
    expect((await t.app.inject({ method: 'DELETE', url: `/api/public/cart/removeitem?Id=${line.Id}`, headers: b.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/public/cart/updatequantity', payload: { Id: line.Id, Quantity: 2 }, headers: b.auth })).statusCode,
    ).toBe(404);
    // A signed-in caller cannot read a user's cart by passing its id either.
    const other = await items(line.UserCartId, b.auth);
    expect(other.Items).toHaveLength(0);
  });
});
