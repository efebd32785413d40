// Carts for guests and signed-in shoppers (docs/cart.md). Quantities never exceed stock.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/tokens';
import { badRequest, notFound } from '../../lib/errors';
import { formatRupees, toRupees } from '@shared/money';
import type { Cart } from '@shared/schemas/cart';
import { COUPON_CODE_PATTERN, COUPON_MESSAGES as CM } from '@shared/schemas/coupons';
import { SPECIFIC_CODES } from '@shared/refusal';
import * as coupons from '../coupons';
import * as repo from './cart.repo';
import { publicFolder } from '../../lib/storage';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now'>;

export const CART_NOT_FOUND = 'Cart not found';
export const ITEM_NOT_FOUND = 'Cart item not found';

export function stockMessage(stock: number, name?: string): string {
  if (stock <= 0) return name ? `${name} is out of stock` : 'This item is out of stock';
  return `Only ${stock} left in stock${name ? ` for ${name}` : ''}`;
}

/** The cart a call works on: a signed-in caller's own, or the guest cart whose id the browser holds. */
async function resolveCart(ctx: Ctx, user: AuthUser | null, guestCartId: string | null | undefined, create: boolean) {
  if (user) return create ? repo.ensureUserCart(ctx.db, user.id) : repo.findUserCart(ctx.db, user.id);
  if (guestCartId) {
    const cart = await repo.findGuestCart(ctx.db, guestCartId);
    if (!cart) throw notFound(CART_NOT_FOUND, SPECIFIC_CODES.cartNotFound);
    return cart;
  }
  return create ? repo.createGuestCart(ctx.db) : null;
}

export async function addItem(
  ctx: Ctx,
  user: AuthUser | null,
  input: { UserCartId?: string | null; ProductId: number; VariantId: number; Quantity: number },
): Promise<string> {
  const cart = (await resolveCart(ctx, user, input.UserCartId || null, true))!;
  // One statement in the usual case; only a refusal looks further to say why.
  if ((await repo.addWithinStock(ctx.db, cart.id, input.ProductId, input.VariantId, input.Quantity)) !== null) return cart.id;
  const variant = await repo.findSellableVariant(ctx.db, input.ProductId, input.VariantId);
  if (!variant) throw notFound('Product not found');
  throw badRequest(stockMessage(variant.stock, variant.name));
}

export async function updateQuantity(ctx: Ctx, user: AuthUser | null, input: { Id: number; Quantity: number; UserCartId?: string | null }) {
  const cart = await resolveCart(ctx, user, input.UserCartId, false);
  if (!cart) throw notFound(ITEM_NOT_FOUND);
  const line = await repo.findLine(ctx.db, cart.id, input.Id);
  if (!line) throw notFound(ITEM_NOT_FOUND);
  if (input.Quantity > line.stock) throw badRequest(stockMessage(line.stock));
  await repo.updateLine(ctx.db, line.id, input.Quantity);
}

export async function removeItem(ctx: Ctx, user: AuthUser | null, input: { Id: number; UserCartId?: string }) {
  const cart = await resolveCart(ctx, user, input.UserCartId, false);
  if (!cart || !(await repo.deleteLine(ctx.db, cart.id, input.Id))) throw notFound(ITEM_NOT_FOUND);
}

/** The coupon a cart holds, and what it does to the cart's lines now. */
export interface CartCoupon {
  code: string;
  verdict: coupons.Verdict;
}

/** What a coupon needs to know of cart lines: their value at today's prices, and their categories. */
export const couponLines = (lines: readonly repo.LineRow[]): coupons.CouponLine[] =>
  lines.map((l) => ({ valuePaise: l.price_paise * l.quantity, categoryId: l.category_id }));

/** A coupon held by a cart, judged against its lines; `mine` counts only for a signed-in caller. */
const judgeHeld = (coupon: coupons.CouponRow, mine: number, userId: string | null, lines: readonly repo.LineRow[], now: Date): CartCoupon => ({
  code: coupon.code,
  verdict: coupons.judgeCoupon(coupon, couponLines(lines), now, userId ? mine : null),
});

/** The cart's coupon judged against its lines for the caller (null when it holds none). */
export async function cartCoupon(
  db: Db,
  couponId: number | null,
  userId: string | null,
  lines: readonly repo.LineRow[],
  now: Date,
): Promise<CartCoupon | null> {
  if (couponId === null || !lines.length) return null;
  const found = await coupons.couponWithUses(db, couponId, userId);
  return found && judgeHeld(found.coupon, found.mine, userId, lines, now);
}

export function describeCart(cartId: string | null, lines: repo.LineRow[], coupon: CartCoupon | null = null): Cart {
  let quantity = 0;
  let amountPaise = 0;
  let metrix = 0;
  let weight = 0;
  for (const l of lines) {
    quantity += l.quantity;
    amountPaise += l.price_paise * l.quantity;
    metrix += l.metrix_weight * l.quantity;
    weight += l.product_weight * l.quantity;
  }
  const kg = (n: number) => Math.round(n * 1000) / 1000;
  const applied = coupon?.verdict.ok ? coupon.verdict : null;
  const discount = applied?.discountPaise ?? 0;
  return {
    Id: cartId,
    Items: lines.map((l, i) => ({
      Id: l.id,
      UserCartId: l.cart_id,
      ProductId: l.product_id,
      VariantId: l.variant_id,
      Quantity: l.quantity,
      Price: toRupees(l.price_paise),
      Mrp: toRupees(l.mrp_paise),
      Discount: toRupees(applied?.lineDiscounts[i] ?? 0),
      Stock: l.stock,
      MetrixWeight: l.metrix_weight,
      ProductWeight: l.product_weight,
      ProductName: l.product_name,
      ProductCode: l.product_code,
      VariantTitle: l.variant_title,
      image: l.file_name ? { FilePath: publicFolder(l.file_path!), FileName: l.file_name } : null,
    })),
    TotalQuantity: quantity,
    TotalAmount: toRupees(amountPaise),
    CouponCode: coupon?.code ?? null,
    Discount: toRupees(discount),
    CouponProblem: coupon && !coupon.verdict.ok ? coupon.verdict.problem : null,
    PayableAmount: toRupees(amountPaise - discount),
    TotalMetrixWeight: kg(metrix),
    TotalProductWeight: kg(weight),
  };
}

export async function getCart(ctx: Ctx, user: AuthUser | null, guestCartId?: string | null): Promise<Cart> {
  // The same carts as resolveCart finds, each with its coupon (one query either way).
  const found = user
    ? await repo.findCartWithCoupon(ctx.db, { userId: user.id })
    : guestCartId
      ? await repo.findCartWithCoupon(ctx.db, { cartId: guestCartId })
      : null;
  if (!found) {
    if (!user && guestCartId) throw notFound(CART_NOT_FOUND, SPECIFIC_CODES.cartNotFound);
    return describeCart(null, []);
  }
  const lines = await repo.cartLines(ctx.db, found.cart.id);
  const coupon = found.coupon && lines.length ? judgeHeld(found.coupon, found.mine, user?.id ?? null, lines, ctx.now()) : null;
  return describeCart(found.cart.id, lines, coupon);
}

/** Puts a coupon on the caller's cart, if it takes something off the cart as it is now. */
export async function applyCoupon(ctx: Ctx, user: AuthUser | null, input: { Code: string; UserCartId?: string | null }): Promise<string> {
  const cart = await resolveCart(ctx, user, input.UserCartId || null, false);
  const lines = cart ? await repo.cartLines(ctx.db, cart.id) : [];
  if (!cart || !lines.length) throw badRequest(CM.emptyCart);
  const code = input.Code.trim();
  const coupon = COUPON_CODE_PATTERN.test(code) ? await coupons.findCouponByCode(ctx.db, code) : null;
  if (!coupon) throw badRequest(CM.unknown(code));
  const mine = user ? await coupons.usesBy(ctx.db, coupon.id, user.id) : null;
  const verdict = coupons.judgeCoupon(coupon, couponLines(lines), ctx.now(), mine);
  if (!verdict.ok) throw badRequest(verdict.problem);
  await coupons.setCartCoupon(ctx.db, cart.id, coupon.id);
  return CM.applied(coupon.code, formatRupees(toRupees(verdict.discountPaise)));
}

export async function removeCoupon(ctx: Ctx, user: AuthUser | null, guestCartId?: string | null) {
  const cart = await resolveCart(ctx, user, guestCartId || null, false);
  if (!cart?.couponId) throw notFound(CM.noCoupon);
  await coupons.setCartCoupon(ctx.db, cart.id, null);
}

/** At sign-in the guest cart joins the shopper's own: quantities summed, capped by stock; the guest cart goes. */
export async function mapUserCart(ctx: Ctx, user: AuthUser, guestCartId: string) {
  return ctx.db.transaction(async (tx) => {
    const own = await repo.ensureUserCart(tx, user.id);
    if (own.id === guestCartId) return { merged: 0, capped: [] as { ProductName: string; VariantTitle: string; Quantity: number }[], couponNote: null };
    const guest = await repo.findGuestCart(tx, guestCartId);
    if (!guest) return { merged: 0, capped: [], couponNote: null };
    const guestLines = await repo.cartLines(tx, guest.id);
    const ownLines = new Map((await repo.cartLines(tx, own.id)).map((l) => [l.variant_id, l]));
    const capped: { ProductName: string; VariantTitle: string; Quantity: number }[] = [];
    let merged = 0;
    for (const g of guestLines) {
      const wanted = g.quantity + (ownLines.get(g.variant_id)?.quantity ?? 0);
      const quantity = Math.min(wanted, g.stock);
      if (quantity < wanted) capped.push({ ProductName: g.product_name, VariantTitle: g.variant_title, Quantity: quantity });
      if (quantity > 0) {
        await repo.setLineQuantity(tx, own.id, g.product_id, g.variant_id, quantity);
        merged += 1;
      }
    }
    // The coupon the guest applied goes with the cart, unless the shopper has used up their share of it.
    let couponNote: string | null = null;
    if (guest.couponId !== null) {
      const found = await coupons.couponWithUses(tx, guest.couponId, user.id);
      if (found && coupons.usedUpBy(found.coupon, found.mine)) couponNote = CM.droppedAtSignIn(found.coupon.code);
      else if (found) await coupons.setCartCoupon(tx, own.id, found.coupon.id);
    }
    await repo.deleteCart(tx, guest.id);
    await repo.touchCart(tx, own.id, ctx.now());
    return { merged, capped, couponNote };
  });
}

/** A shopper's own cart with its lines (priced and with stock as they are now), or null without one. */
export async function ownCartLines(
  db: Db,
  userId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ id: string; couponId: number | null; lines: repo.LineRow[] } | null> {
  const cart = await repo.findUserCart(db, userId);
  return cart ? { id: cart.id, couponId: cart.couponId, lines: await repo.cartLines(db, cart.id, opts) } : null;
}

/** Empties a cart (its lines and its coupon became an order). */
export const emptyCart = (db: Db, cartId: string) => repo.clearCart(db, cartId);

/** One line of an order that was never placed, to be put back into its shopper's cart. */
export interface LineToRestore {
  productId: number | null;
  variantId: number | null;
  quantity: number;
  /** "Product (Variant)", for the sentence that says when a line could not go back whole. */
  name: string;
}

/**
 * Puts the lines of an order that was never placed (cancelled before payment, or expired) back
 * into the shopper's cart: merged with what is there, capped by stock. Answers what the shopper is
 * told: that the items are back, and a sentence for each line that could not go back whole.
 */
export async function restoreLines(db: Db, userId: string, lines: LineToRestore[], couponId: number | null = null): Promise<string> {
  const cart = await repo.ensureUserCart(db, userId);
  // The order's coupon goes back with its items, unless the cart holds another by now.
  if (couponId !== null && cart.couponId === null) await coupons.setCartCoupon(db, cart.id, couponId);
  const current = new Map((await repo.cartLines(db, cart.id)).map((l) => [l.variant_id, l.quantity]));
  const capped: string[] = [];
  let restored = 0;
  for (const line of lines) {
    if (!line.variantId || !line.productId) {
      capped.push(`${line.name} is no longer sold, so it was not put back.`);
      continue;
    }
    const already = current.get(line.variantId) ?? 0;
    const quantity = Math.min(await repo.variantStock(db, line.variantId), line.quantity + already);
    const added = Math.max(0, quantity - already);
    if (added < line.quantity)
      capped.push(
        added === 0
          ? `${line.name} is out of stock, so it was not put back.`
          : `Only ${added} of ${line.quantity} ${line.name} could be put back: the rest is sold out.`,
      );
    if (quantity > already) {
      await repo.setLineQuantity(db, cart.id, line.productId, line.variantId, quantity);
      restored += 1;
    }
  }
  return [restored ? 'Its items are back in your cart.' : 'Its items could not be put back in your cart.', ...capped].join(' ');
}

/**
 * An expired order paid after all: the lines its expiry put back in the shopper's cart come out
 * again (as far as the cart still holds them), and so does its coupon, so that the shopper does not
 * order and pay for the same things twice.
 */
export async function takeBackLines(db: Db, userId: string, lines: { variantId: number | null; quantity: number }[], couponId: number | null) {
  const cart = await repo.findUserCart(db, userId);
  if (!cart) return;
  for (const line of lines) if (line.variantId) await repo.takeOutOfLine(db, cart.id, line.variantId, line.quantity);
  if (couponId !== null && cart.couponId === couponId) await coupons.setCartCoupon(db, cart.id, null);
}
