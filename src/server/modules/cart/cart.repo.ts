// The only code that touches carts and cart lines.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { cartItems, carts, coupons, productVariants } from '../../db/schema';
import { heldUses } from '../coupons';

export async function findUserCart(db: Db, userId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return row ?? null;
}

/** The caller's cart, made on first use; a race between two first uses ends with one cart. */
export async function ensureUserCart(db: Db, userId: string) {
  const existing = await findUserCart(db, userId);
  if (existing) return existing;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  return (await findUserCart(db, userId))!;
}

export async function findGuestCart(db: Db, cartId: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), isNull(carts.userId)))
    .limit(1);
  return row ?? null;
}

/**
 * A cart as it is priced: the cart, the coupon it holds, and how many uses of that coupon its owner
 * holds already, in one query, so that a cart with a coupon costs no more round trips than one without.
 */
export async function findCartWithCoupon(db: Db, owner: { userId: string } | { cartId: string }) {
  const [row] = await db
    .select({
      cart: carts,
      coupon: coupons,
      // Spelled out with the table: inside the count's subquery a bare coupon_id would be the use's own.
      mine: heldUses(sql`"carts"."coupon_id"`, sql`"carts"."user_id"`),
    })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .where('userId' in owner ? eq(carts.userId, owner.userId) : and(eq(carts.id, owner.cartId), isNull(carts.userId)))
    .limit(1);
  return row ? { ...row, mine: Number(row.mine) } : null;
}

export async function createGuestCart(db: Db) {
  const [row] = await db.insert(carts).values({}).returning();
  return row;
}

export async function deleteCart(db: Db, cartId: string) {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export async function touchCart(db: Db, cartId: string, now: Date) {
  await db.update(carts).set({ updatedAt: now }).where(eq(carts.id, cartId));
}

/** A variant that may be sold: its product is published. */
export async function findSellableVariant(db: Db, productId: number, variantId: number) {
  const rows = await queryRows<{ id: number; stock: number; title: string; name: string }>(
    db,
    sql`select v.id, v.stock, v.title, p.name from product_variants v join products p on p.id = v.product_id
        where v.id = ${variantId} and v.product_id = ${productId} and p.is_published`,
  );
  return rows[0] ?? null;
}

export async function variantStock(db: Db, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row?.stock ?? 0;
}

/**
 * Adds to a line (or makes it) in one statement, only if the product is published and the line
 * stays within the stock; answers the new quantity, or null when refused.
 */
export async function addWithinStock(db: Db, cartId: string, productId: number, variantId: number, quantity: number): Promise<number | null> {
  const rows = await queryRows<{ quantity: number }>(
    db,
    sql`insert into cart_items (cart_id, product_id, variant_id, quantity)
        select ${cartId}, v.product_id, v.id, ${quantity}
        from product_variants v join products p on p.id = v.product_id and p.is_published
        where v.id = ${variantId} and v.product_id = ${productId} and v.stock >= ${quantity}
        on conflict (cart_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
        where cart_items.quantity + excluded.quantity <= (select stock from product_variants where id = excluded.variant_id)
        returning quantity`,
  );
  return rows[0]?.quantity ?? null;
}

export async function setLineQuantity(db: Db, cartId: string, productId: number, variantId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ cartId, productId, variantId, quantity })
    .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.variantId], set: { quantity } });
}

export async function findLine(db: Db, cartId: string, itemId: number) {
  const rows = await queryRows<{ id: number; variant_id: number; quantity: number; stock: number }>(
    db,
    sql`select i.id, i.variant_id, i.quantity, v.stock from cart_items i join product_variants v on v.id = i.variant_id
        where i.id = ${itemId} and i.cart_id = ${cartId}`,
  );
  return rows[0] ?? null;
}

export async function updateLine(db: Db, itemId: number, quantity: number) {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
}

export async function deleteLine(db: Db, cartId: string, itemId: number) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

/**
 * Takes `quantity` units of a variant out of a cart, as far as the cart holds them; a line left with
 * none goes. Answers nothing: a cart that no longer holds the line is left as it is.
 */
export async function takeOutOfLine(db: Db, cartId: string, variantId: number, quantity: number) {
  await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} - ${quantity}` })
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId), sql`${cartItems.quantity} > ${quantity}`));
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId), sql`${cartItems.quantity} <= ${quantity}`));
}

/** Empties a cart: its lines, and the coupon that went with them. */
export async function clearCart(db: Db, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.update(carts).set({ couponId: null }).where(eq(carts.id, cartId));
}

export interface LineRow {
  id: number;
  cart_id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  price_paise: number;
  mrp_paise: number;
  stock: number;
  metrix_weight: number;
  product_weight: number;
  product_name: string;
  product_code: string;
  variant_title: string;
  location: string;
  hsn_code: string;
  tax_rate: number;
  category_id: number;
  file_path: string | null;
  file_name: string | null;
}

/** Every line of a cart with what it is now: price, stock, weights, names and image. */
export async function cartLines(db: Db, cartId: string, opts: { forUpdate?: boolean } = {}): Promise<LineRow[]> {
  return queryRows<LineRow>(
    db,
    sql`select i.id, i.cart_id, i.product_id, i.variant_id, i.quantity,
          v.price_paise::float8 as price_paise, v.mrp_paise::float8 as mrp_paise, v.stock, v.metrix_weight::float8 as metrix_weight, v.product_weight::float8 as product_weight,
          p.name as product_name, p.product_code, v.title as variant_title, p.location, p.hsn_code, p.tax_rate::float8 as tax_rate, p.category_id,
          img.file_path, img.file_name
        from cart_items i
        join product_variants v on v.id = i.variant_id
        join products p on p.id = i.product_id and p.is_published
        left join lateral (
          select file_path, file_name from product_images pi
          where pi.product_id = p.id and (pi.variant_id = v.id or pi.variant_id is null)
          order by (pi.variant_id is not null) desc, pi.sort_order, pi.id limit 1
        ) img on true
        where i.cart_id = ${cartId}
        order by i.id ${opts.forUpdate ? sql`for update of i` : sql``}`,
  );
}
