// Test data for the reviews' tests, made through the shop's own calls: orders paid in the sandbox
// and moved by an admin, as shoppers' orders are.
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { addToCart, createAddress, createProduct, placePaidOrder, userWithToken } from './fixtures';

export type Shopper = Awaited<ReturnType<typeof userWithToken>>;
export type Product = Awaited<ReturnType<typeof createProduct>>;

const DAY = 24 * 60 * 60 * 1000;

/**
 * An order of the shopper's with one unit of each product's first variant, paid, and moved on to
 * `status`: Ordered (paid only), Shipped, or Delivered `daysAgo` days ago.
 */
export async function orderOf(
  t: TestApp,
  admin: Shopper,
  shopper: Shopper,
  items: Product[],
  o: { status?: 'Ordered' | 'Shipped' | 'Delivered'; daysAgo?: number } = {},
): Promise<string> {
  const address = await createAddress(t.ctx, shopper.user.id);
  let cartId = '';
  for (const p of items) cartId = await addToCart(t.app, shopper.auth, p.product.id, p.variants[0]!.id, 1);
  const { orderId } = await placePaidOrder(t.app, shopper.auth, cartId, address.id);
  const status = o.status ?? 'Delivered';
  const move = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers: admin.auth });
  const delivered = new Date(t.ctx.now().getTime() - (o.daysAgo ?? 1) * DAY);
  if (status === 'Ordered') return orderId;
  const shipped = await move({
    Status: 'Shipped',
    TrackingId: 'DLV1234567',
    CourierName: 'Delhivery',
    ShippedDate: new Date(delivered.getTime() - DAY).toISOString(),
  });
  expect(shipped.statusCode).toBe(200);
  if (status === 'Shipped') return orderId;
  expect((await move({ Status: 'Delivered', DeliveredDate: delivered.toISOString() })).statusCode).toBe(200);
  return orderId;
}

export const goodReview = (rating = 4, title = 'Warm and clear', text = 'Comfortable for long calls; the bass is full without being boomy.') => ({
  Rating: rating,
  Title: title,
  Text: text,
});
