import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { splitInclusive } from '@shared/gst';
import { formatInvoiceAmount, toPaise } from '@shared/money';
import { COUPON_MESSAGES as M } from '@shared/schemas/coupons';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addToCart, createAddress, createProduct, userWithToken } from '../../testing/fixtures';
import { coupons, sandboxTransactions } from '../../db/schema';
import { sweepPayments } from '../orders';

/** The admin's form of a coupon as the API answers it: its fields without those the server keeps. */
const formOf = ({ Id: _id, UsedCount: _used, CreatedAt: _created, UpdatedAt: _updated, ...form }: Record<string, unknown>) => form;

let t: TestApp;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let clock = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => clock } });
  admin = await userWithToken(t.ctx, 'Admin');
});
afterAll(async () => t?.close());

let seq = 0;
/** A coupon made through the admin API; answers what the API answered. */
async function makeCoupon(over: Record<string, unknown> = {}) {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/coupons',
    headers: admin.auth,
    payload: {
      Code: `SAVE${seq}X${Date.now() % 100000}`,
      Kind: 'Percent',
      Value: 10,
      MinCartValue: 0,
      StartsAt: new Date(clock.getTime() - DAY).toISOString(),
      EndsAt: new Date(clock.getTime() + 30 * DAY).toISOString(),
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Coupon as { Id: number; Code: string; UsedCount: number };
}

const apply = (code: string, auth: Record<string, string> = {}, cartId?: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/cart/coupon', headers: auth, payload: { Code: code, ...(cartId ? { UserCartId: cartId } : {}) } });
const cartOf = async (auth: Record<string, string> = {}, cartId?: string) =>
  (await t.app.inject({ url: `/api/public/cart/getitems${cartId ? `?UserCartId=${cartId}` : ''}`, headers: auth })).json();

/** A signed-in shopper with lines in their cart (prices in rupees) and an address in `state`. */
async function shopperWithCart(lines: { price: number; quantity?: number; category?: string; taxRate?: number }[], state = 'Tamil Nadu') {
  const s = await userWithToken(t.ctx);
  let cartId = '';
  const variantIds: number[] = [];
  for (const l of lines) {
    const { product, variants } = await createProduct(t.ctx, {
      category: l.category,
      taxRate: l.taxRate,
      variants: [{ title: 'Black', price: l.price, stock: 100 }],
    });
    cartId = await addToCart(t.app, s.auth, product.id, variants[0].id, l.quantity ?? 1);
    variantIds.push(variants[0].id);
  }
  const address =
    state === 'Tamil Nadu'
      ? await createAddress(t.ctx, s.user.id)
      : await createAddress(t.ctx, s.user.id, { city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' });
  return { ...s, cartId, addressId: address.id, variantIds };
}

async function initiate(s: { auth: Record<string, string>; cartId: string; addressId: number }) {
  const [opt] = (await t.app.inject({ url: `/api/order/shipping-options?AddressId=${s.addressId}`, headers: s.auth })).json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/order/payment-initiate',
    payload: { CartId: s.cartId, ShippingAddressId: s.addressId, CourierName: opt.courier_name, ShippingCost: opt.rate },
    headers: s.auth,
  });
  return { res, shipping: opt.rate as number };
}

async function pay(s: { auth: Record<string, string> }, transactionId: string) {
  await t.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${transactionId}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await t.app.inject({ url: `/api/Order/payment-validate/${transactionId}`, headers: s.auth });
}

const couponRow = async (id: number) => (await t.ctx.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

describe('admins manage coupons', () => {
  it('creates, lists, finds by code and edits a coupon; shoppers and guests are refused', async () => {
    const c = await makeCoupon({ Code: 'Diwali25', Kind: 'Percent', Value: 25, MaxDiscount: 500, MinCartValue: 999, UsageLimit: 100, PerShopperLimit: 1 });
    expect(c).toMatchObject({
      Code: 'Diwali25',
      Kind: 'Percent',
      Value: 25,
      MaxDiscount: 500,
      MinCartValue: 999,
      UsageLimit: 100,
      PerShopperLimit: 1,
      IsActive: true,
      UsedCount: 0,
    });
    const list = (await t.app.inject({ url: '/api/Admin/coupons?Search=diwali&Page=1&PageSize=10', headers: admin.auth })).json();
    expect(list.Items.map((i: { Code: string }) => i.Code)).toContain('Diwali25');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/Admin/coupons/${c.Id}`,
      headers: admin.auth,
      // The form's fields only: what the server keeps for itself (id, use count, times) is not sent back.
      payload: { ...formOf(c), Value: 30, IsActive: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Coupon).toMatchObject({ Value: 30, IsActive: false });

    const shopper = await userWithToken(t.ctx);
    expect((await t.app.inject({ url: '/api/Admin/coupons', headers: shopper.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Admin/coupons' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/Admin/coupons', headers: shopper.auth, payload: { Code: 'HACKED1' } })).statusCode).toBe(403);
  });

  it('refuses a bad form with a message for each mistake, and a code that exists in another case', async () => {
    await makeCoupon({ Code: 'UNIQUE77' });
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/Admin/coupons', headers: admin.auth, payload });
    const base = { Kind: 'Flat', Value: 100, StartsAt: '2026-11-01T00:00:00+05:30', EndsAt: '2026-12-01T00:00:00+05:30' };
    const dup = await post({ ...base, Code: 'unique77' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().Message).toBe(M.duplicate('UNIQUE77'));
    expect((await post({ ...base, Code: 'AB' })).json().Message).toContain(M.codeShape);
    expect((await post({ ...base, Code: 'NO-DASH' })).json().Message).toContain(M.codeShape);
    expect((await post({ ...base, Code: 'PCT101', Kind: 'Percent', Value: 101 })).json().Message).toContain(M.percentRange);
    expect((await post({ ...base, Code: 'BACKWARD', EndsAt: '2026-10-01T00:00:00+05:30' })).json().Message).toContain(M.endsBeforeStart);
    expect((await post({ ...base, Code: 'FLATMAX', MaxDiscount: 50 })).json().Message).toContain(M.maxDiscountOnlyPercent);
    expect((await post({ ...base, Code: 'NOCAT1', CategoryIds: [999999] })).json().Message).toBe(M.unknownCategory);
  });

  it('refuses a usage limit below the uses already made, in words, and keeps the coupon as it was', async () => {
    const coupon = await makeCoupon({ Code: 'USED3X', UsageLimit: 10 });
    await t.ctx.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, coupon.Id));
    const put = (UsageLimit: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/Admin/coupons/${coupon.Id}`,
        headers: admin.auth,
        payload: { Code: 'USED3X', Kind: 'Percent', Value: 10, StartsAt: '2026-11-01T00:00:00+05:30', EndsAt: '2026-12-01T00:00:00+05:30', UsageLimit },
      });
    const lower = await put(2);
    expect(lower.statusCode).toBe(400);
    expect(lower.json().Message).toBe(M.limitBelowUses(3));
    expect((await couponRow(coupon.Id)).usageLimit).toBe(10);
    expect((await put(3)).statusCode).toBe(200);
    expect((await couponRow(coupon.Id)).usageLimit).toBe(3);
  });
});

describe('a shopper applies a coupon in the cart', () => {
  it('as a guest: matched without regard to case, spread over the lines to the paisa', async () => {
    const c = await makeCoupon({ Kind: 'Percent', Value: 10 });
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1999, stock: 10 }] });
    const other = await createProduct(t.ctx, { variants: [{ title: 'Blue', price: 333.33, stock: 10 }] });
    const add = (productId: number, variantId: number, cartId?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/cart/additem',
        payload: { ProductId: productId, VariantId: variantId, Quantity: 1, UserCartId: cartId },
      });
    const cartId = (await add(product.id, variants[0].id)).json().Id;
    await add(other.product.id, other.variants[0].id, cartId);
    const res = await apply(c.Code.toLowerCase(), {}, cartId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Message).toBe(M.applied(c.Code, '₹233.23'));
    const cart = await cartOf({}, cartId);
    expect(cart).toMatchObject({ CouponCode: c.Code, Discount: 233.23, CouponProblem: null, TotalAmount: 2332.33, PayableAmount: 2099.1 });
    expect(toPaise(cart.Items[0].Discount) + toPaise(cart.Items[1].Discount)).toBe(23323);
    expect(cart.Items.map((i: { Mrp: number; Price: number }) => i.Mrp >= i.Price)).toEqual([true, true]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/public/cart/coupon?UserCartId=${cartId}` });
    expect(removed.json()).toMatchObject({ Status: true, Message: M.removed });
    expect(await cartOf({}, cartId)).toMatchObject({ CouponCode: null, Discount: 0, PayableAmount: 2332.33 });
  });

  it('refuses, in words a shopper understands: unknown, expired, not started, below the minimum, no eligible item, used up', async () => {
    const s = await shopperWithCart([{ price: 500, category: 'Cables' }]);
    const refusal = async (code: string) => {
      const res = await apply(code, s.auth);
      expect(res.statusCode).toBe(400);
      return res.json().Message as string;
    };
    expect(await refusal('NOSUCH99')).toBe(M.unknown('NOSUCH99'));
    const expired = await makeCoupon({ StartsAt: new Date(clock.getTime() - 10 * DAY).toISOString(), EndsAt: new Date(clock.getTime() - DAY).toISOString() });
    expect(await refusal(expired.Code)).toBe(M.expired(expired.Code));
    const later = await makeCoupon({ StartsAt: '2026-12-01T10:00:00+05:30', EndsAt: '2026-12-31T00:00:00+05:30' });
    expect(await refusal(later.Code)).toBe(M.notStarted(later.Code, '1 Dec 2026, 10:00 am'));
    const min = await makeCoupon({ MinCartValue: 999 });
    expect(await refusal(min.Code)).toBe(M.belowMinimum(min.Code, '₹499', '₹999'));
    const speakers = (await createProduct(t.ctx, { category: 'Speakers' })).product.categoryId;
    const other = await makeCoupon({ CategoryIds: [speakers] });
    expect(await refusal(other.Code)).toBe(M.noEligibleItem(other.Code));
    const one = await makeCoupon({ UsageLimit: 1 });
    await t.ctx.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, one.Id));
    expect(await refusal(one.Code)).toBe(M.usedUp(one.Code));
    const off = await makeCoupon();
    await t.ctx.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, off.Id));
    expect(await refusal(off.Code)).toBe(M.unknown(off.Code));
    expect((await cartOf(s.auth)).CouponCode).toBeNull();
  });

  it('counts only the lines of the chosen categories, and keeps the coupon when the cart changes, saying why it takes nothing off', async () => {
    const s = await shopperWithCart([
      { price: 1000, category: 'Speakers' },
      { price: 3000, category: 'Cables' },
    ]);
    const speakers = (await createProduct(t.ctx, { category: 'Speakers' })).product.categoryId;
    const c = await makeCoupon({ Kind: 'Flat', Value: 200, MinCartValue: 3500, CategoryIds: [speakers] });
    expect((await apply(c.Code, s.auth)).statusCode).toBe(200);
    const cart = await cartOf(s.auth);
    expect(cart.Discount).toBe(200);
    expect(cart.Items.map((i: { Price: number; Discount: number }) => [i.Price, i.Discount])).toEqual(
      expect.arrayContaining([
        [1000, 200],
        [3000, 0],
      ]),
    );
    // Taking out the big line leaves the cart below the minimum: the coupon stays and says why it takes nothing off.
    const big = cart.Items.find((i: { Price: number }) => i.Price === 3000);
    await t.app.inject({ method: 'DELETE', url: `/api/public/cart/removeitem?Id=${big.Id}`, headers: s.auth });
    const after = await cartOf(s.auth);
    expect(after).toMatchObject({ CouponCode: c.Code, Discount: 0, CouponProblem: M.belowMinimum(c.Code, '₹2,500', '₹3,500'), PayableAmount: 1000 });
    // Paying is refused with the same reason, and nothing is taken.
    const { res } = await initiate(s);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(M.checkoutRefused(M.belowMinimum(c.Code, '₹2,500', '₹3,500')));
    expect((await couponRow(c.Id)).usedCount).toBe(0);
  });
});

describe('paying with a coupon', () => {
  it('the server decides the discount; the invoice shows value, discount, taxable value and tax per line, adding up to what was paid', async () => {
    const s = await shopperWithCart(
      [
        { price: 2499, quantity: 2, taxRate: 18 },
        { price: 899.5, taxRate: 12 },
      ],
      'Karnataka',
    );
    const c = await makeCoupon({ Kind: 'Percent', Value: 15, MaxDiscount: 700 });
    expect((await apply(c.Code, s.auth)).statusCode).toBe(200);
    const { res, shipping } = await initiate(s);
    expect(res.statusCode, res.body).toBe(200);
    const { OrderId, TransactionId } = res.json();
    const itemsTotal = 2499 * 2 + 899.5;
    const discount = 700; // 15 % of ₹5,897.50 is ₹884.63, above the ₹700 maximum.
    const [txn] = await t.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, TransactionId));
    expect(txn.amountPaise).toBe(toPaise(itemsTotal - discount + shipping));
    expect((await couponRow(c.Id)).usedCount).toBe(1);
    await pay(s, TransactionId);

    const order = (await t.app.inject({ url: `/api/order/${OrderId}`, headers: s.auth })).json();
    expect(order).toMatchObject({ Status: 'Ordered', CouponCode: c.Code, Discount: discount, TotalAmount: itemsTotal });
    const lineDiscounts = order.Items.map((i: { Discount: number }) => toPaise(i.Discount));
    expect(lineDiscounts.reduce((a: number, b: number) => a + b, 0)).toBe(toPaise(discount));
    // In proportion to the lines' values (₹4,998 and ₹899.50 of ₹5,897.50), rounded down, the paisa left over to the larger.
    expect(lineDiscounts).toEqual([59324, 10676]);
    expect((await cartOf(s.auth)).CouponCode).toBeNull();

    const pdf = await t.app.inject({ url: `/api/Order/invoice/download/${OrderId}`, headers: s.auth });
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('Discount');
    expect(text).toContain('Less: discount');
    expect(text).toContain(formatInvoiceAmount(70000));
    const paid = [499800 - lineDiscounts[0], 89950 - lineDiscounts[1]];
    const taxes = [splitInclusive(paid[0], 18, false), splitInclusive(paid[1], 12, false)];
    for (const [i, g] of taxes.entries()) {
      expect(text).toContain(formatInvoiceAmount(g.taxable));
      expect(text).toContain(formatInvoiceAmount(g.igst));
      expect(g.taxable + g.igst).toBe(paid[i]);
    }
    expect(text).toContain(formatInvoiceAmount(toPaise(itemsTotal - discount + shipping)));
  });

  it('a coupon with one use left and ten shoppers paying at once: exactly one order gets it', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 100, UsageLimit: 1 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWithCart([{ price: 999 }])));
    for (const s of shoppers) expect((await apply(c.Code, s.auth)).statusCode).toBe(200);
    const answers = await Promise.all(shoppers.map((s) => initiate(s)));
    const won = answers.filter((a) => a.res.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.res.statusCode !== 200)) expect(lost.res.json().Message).toBe(M.checkoutRefused(M.usedUp(c.Code)));
    expect((await couponRow(c.Id)).usedCount).toBe(1);
  });

  it('gives the use back when the unpaid order expires, and puts the coupon back on the cart', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 100, UsageLimit: 1 });
    const s = await shopperWithCart([{ price: 999 }]);
    await apply(c.Code, s.auth);
    expect((await initiate(s)).res.statusCode).toBe(200);
    expect((await couponRow(c.Id)).usedCount).toBe(1);
    clock = new Date(clock.getTime() + 20 * 60_000);
    await sweepPayments(t.ctx);
    expect((await couponRow(c.Id)).usedCount).toBe(0);
    expect(await cartOf(s.auth)).toMatchObject({ CouponCode: c.Code, Discount: 100 });
  });

  it('gives the use back when the order is cancelled, and refunds what was paid after the discount', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 250, PerShopperLimit: 1 });
    const s = await shopperWithCart([{ price: 1500 }]);
    await apply(c.Code, s.auth);
    const { res, shipping } = await initiate(s);
    await pay(s, res.json().TransactionId);
    // Used once: the same shopper cannot apply it again while the order stands.
    const { product, variants } = await createProduct(t.ctx);
    await addToCart(t.app, s.auth, product.id, variants[0].id);
    expect((await apply(c.Code, s.auth)).json().Message).toBe(M.alreadyUsed(c.Code));
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/order/${res.json().OrderId}/status`,
      headers: s.auth,
      payload: { OrderId: res.json().OrderId, Status: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [txn] = await t.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, res.json().TransactionId));
    expect(txn.refundedPaise).toBe(toPaise(1500 - 250 + shipping));
    expect((await couponRow(c.Id)).usedCount).toBe(0);
    expect((await apply(c.Code, s.auth)).statusCode).toBe(200);
  });
});

describe("a guest's coupon and sign-in", () => {
  it('stays on the cart through sign-in', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 150, PerShopperLimit: 1 });
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 1200, stock: 5 }] });
    const guestCart = (
      await t.app.inject({ method: 'POST', url: '/api/public/cart/additem', payload: { ProductId: product.id, VariantId: variants[0].id, Quantity: 1 } })
    ).json().Id;
    expect((await apply(c.Code, {}, guestCart)).statusCode).toBe(200);
    const s = await userWithToken(t.ctx);
    const mapped = await t.app.inject({ method: 'POST', url: `/api/public/cart/MapUserCart?UserCartId=${guestCart}`, headers: s.auth });
    expect(mapped.statusCode).toBe(200);
    expect(await cartOf(s.auth)).toMatchObject({ CouponCode: c.Code, Discount: 150, PayableAmount: 1050 });
  });

  it('is taken off at sign-in when the shopper has already used it, saying so', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 150, PerShopperLimit: 1 });
    const s = await shopperWithCart([{ price: 1200 }]);
    await apply(c.Code, s.auth);
    const { res } = await initiate(s);
    await pay(s, res.json().TransactionId);
    const { product, variants } = await createProduct(t.ctx, { variants: [{ title: 'Black', price: 800, stock: 5 }] });
    const guestCart = (
      await t.app.inject({ method: 'POST', url: '/api/public/cart/additem', payload: { ProductId: product.id, VariantId: variants[0].id, Quantity: 1 } })
    ).json().Id;
    expect((await apply(c.Code, {}, guestCart)).statusCode).toBe(200);
    const mapped = await t.app.inject({ method: 'POST', url: `/api/public/cart/MapUserCart?UserCartId=${guestCart}`, headers: s.auth });
    expect(mapped.json().Message).toContain(M.droppedAtSignIn(c.Code));
    expect(mapped.json().CouponNote).toBe(M.droppedAtSignIn(c.Code));
    expect(await cartOf(s.auth)).toMatchObject({ CouponCode: null, Discount: 0 });
  });
});

describe('a return from an order paid with a coupon', () => {
  it('refunds what was paid for the units after their share of the discount, and the credit note shows that share', async () => {
    const c = await makeCoupon({ Kind: 'Flat', Value: 301 });
    const s = await shopperWithCart([{ price: 1000, quantity: 3 }]);
    await apply(c.Code, s.auth);
    const { res } = await initiate(s);
    const { OrderId, TransactionId } = res.json();
    await pay(s, TransactionId);
    const move = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/api/order/${OrderId}/status`, payload: { OrderId, ...body }, headers: admin.auth });
    await move({ Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: new Date(clock.getTime() - DAY).toISOString() });
    await move({ Status: 'Delivered', DeliveredDate: clock.toISOString() });
    const order = (await t.app.inject({ url: `/api/order/${OrderId}`, headers: s.auth })).json();
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/order/${OrderId}/returns`,
      headers: s.auth,
      payload: { Items: [{ OrderItemId: order.Items[0].Id, Quantity: 1 }], Reason: 'No longer needed' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const returnId = asked.json().ReturnId;
    for (const Status of ['Approved', 'Received'])
      expect((await t.app.inject({ method: 'PATCH', url: `/api/Admin/returns/${returnId}`, headers: admin.auth, payload: { Status } })).statusCode).toBe(200);
    // ₹3,000 less ₹301 was paid for three units: one unit is ₹899.67, its share of the discount ₹100.33.
    const [ret] = (await t.app.inject({ url: `/api/order/${OrderId}/returns`, headers: s.auth })).json();
    expect(ret.RefundAmount).toBe(899.67);
    const [txn] = await t.ctx.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.transactionId, TransactionId));
    expect(txn.refundedPaise).toBe(89967);
    const pdf = await t.app.inject({ url: `/api/Order/credit-note/download/${returnId}`, headers: s.auth });
    expect(pdf.statusCode).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Less: discount');
    expect(text).toContain('100.33');
    expect(text).toContain(formatInvoiceAmount(splitInclusive(89967, 18, true).taxable));
    expect(text).toContain('899.67');
  });
});
