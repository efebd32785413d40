// Test data made through the real tables: users with tokens, products with variants and images.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { addresses, brands, categories, productDescriptions, productFeatures, productImages, products, productVariants, users } from '../db/schema';
import { hashSecret } from '../lib/passwords';
import { startLogin } from './login';
import { storeImage } from '../lib/images';
import { refreshSearchDocument } from '../modules/catalogue';
import { toPaise } from '@shared/money';
import { slugOf } from '@shared/slug';

/** A random valid phone number (10 digits starting 6-9). */
export function nextPhone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function createUser(ctx: AppContext, o: { roles?: string; phone?: string; password?: string; firstName?: string; lastName?: string } = {}) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      phone: o.phone ?? nextPhone(),
      firstName: o.firstName ?? 'Test',
      lastName: o.lastName ?? 'Shopper',
      roles: o.roles ?? 'User',
      passwordHash: o.password ? await hashSecret(o.password) : null,
    })
    .returning();
  return user;
}

/** A signed access token for a user, with the claims the login issues. */
/** An access token of a new login of the user, as signing in gives. */
export async function tokenFor(ctx: AppContext, user: typeof users.$inferSelect): Promise<string> {
  return startLogin(ctx.db, ctx.tokens, user);
}

export async function userWithToken(ctx: AppContext, roles = 'User') {
  const user = await createUser(ctx, { roles });
  const token = await tokenFor(ctx, user);
  return { user, token, auth: { authorization: `Bearer ${token}` } };
}

export async function pngBytes(width = 64, height = 64, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface ProductFixture {
  code?: string;
  name?: string;
  category?: string;
  /** The brand's name (created when new); a published product needs one. Null for none. */
  brand?: string | null;
  description?: string;
  published?: boolean;
  taxRate?: number;
  hsnCode?: string;
  variants?: { title: string; price: number; mrp?: number; stock: number; isDefault?: boolean; metrix?: number; weight?: number }[];
  features?: { type: string; value: string }[];
  richHtml?: string;
  withImages?: boolean;
  /** The product declarations; complete ones unless told otherwise, none with null. */
  declarations?: Partial<Record<keyof typeof TEST_DECLARATIONS, string | null>> | null;
}

/** Complete product declarations (docs/declarations.md), as a published product needs them. */
export const TEST_DECLARATIONS = {
  declarantKind: 'Manufacturer',
  declarantName: 'Swara Audio Industries Pvt. Ltd.',
  declarantAddress: 'Plot 7, SIDCO Industrial Estate, Katpadi, Vellore, Tamil Nadu 632007',
  countryOfOrigin: 'India',
  genericName: 'Wireless headphones',
  netQuantity: '1 N',
  madeOn: '2026-03',
  consumerCarePhone: '+91 94430 12345',
  consumerCareEmail: 'care@swaraaudio.in',
};

/** The brand of test products unless told otherwise. */
export const TEST_BRAND = 'Kestrel';

let codeSeq = 0;
export async function createProduct(ctx: AppContext, f: ProductFixture = {}) {
  codeSeq += 1;
  const categoryName = f.category ?? 'Headphones';
  await ctx.db
    .insert(categories)
    .values({ name: categoryName, slug: slugOf(categoryName) })
    .onConflictDoNothing();
  const [cat] = await ctx.db.select().from(categories).where(eq(categories.name, categoryName));
  const brandName = f.brand === undefined ? TEST_BRAND : f.brand;
  if (brandName !== null)
    await ctx.db
      .insert(brands)
      .values({ name: brandName, slug: slugOf(brandName) })
      .onConflictDoNothing();
  const [brand] =
    brandName === null
      ? []
      : await ctx.db
          .select()
          .from(brands)
          .where(eq(brands.slug, slugOf(brandName)));
  const [product] = await ctx.db
    .insert(products)
    .values({
      productCode: f.code ?? `TST-${codeSeq}-${Math.floor(Math.random() * 1e6)}`,
      name: f.name ?? `Test Product ${codeSeq}`,
      location: 'Vellore WH A-1',
      hsnCode: f.hsnCode ?? '85183000',
      taxRate: f.taxRate ?? 18,
      description: f.description ?? 'A product made for tests.',
      categoryId: cat.id,
      brandId: brand?.id ?? null,
      isPublished: f.published ?? true,
      ...(f.declarations === null ? {} : { ...TEST_DECLARATIONS, ...f.declarations }),
    })
    .returning();
  const variantSpecs = f.variants ?? [{ title: 'Black', price: 1999, stock: 10, isDefault: true }];
  const variants = [];
  for (const [i, v] of variantSpecs.entries()) {
    const [row] = await ctx.db
      .insert(productVariants)
      .values({
        productId: product.id,
        title: v.title,
        pricePaise: toPaise(v.price),
        mrpPaise: toPaise(v.mrp ?? v.price),
        stock: v.stock,
        isDefault: v.isDefault ?? i === 0,
        metrixWeight: v.metrix ?? 0.5,
        productWeight: v.weight ?? 0.4,
      })
      .returning();
    variants.push(row);
    if (f.withImages) {
      const img = await storeImage(ctx.storage, `products/${product.id}`, await pngBytes());
      await ctx.db.insert(productImages).values({ productId: product.id, variantId: row.id, filePath: img.FilePath, fileName: img.FileName });
    }
  }
  if (f.withImages) {
    const img = await storeImage(ctx.storage, `products/${product.id}`, await pngBytes(80, 80, '#cc6633'));
    await ctx.db.insert(productImages).values({ productId: product.id, filePath: img.FilePath, fileName: img.FileName });
  }
  if (f.richHtml) await ctx.db.insert(productDescriptions).values({ productId: product.id, description: f.richHtml });
  if (f.features?.length)
    await ctx.db.insert(productFeatures).values(f.features.map((x, i) => ({ productId: product.id, itemType: x.type, itemValue: x.value, sortOrder: i })));
  await refreshSearchDocument(ctx.db, product.id);
  return { product, variants };
}

/** A delivery address of the user's, in Vellore (Tamil Nadu) unless another place is given. */
export async function createAddress(
  ctx: AppContext,
  userId: string,
  place: { city: string; state: string; pinCode: string } = { city: 'Vellore', state: 'Tamil Nadu', pinCode: '632001' },
) {
  const [row] = await ctx.db
    .insert(addresses)
    .values({
      userId,
      firstName: 'Ravi',
      lastName: 'Kumar',
      phone: '9876500000',
      addressTitle: 'Home',
      addressLine1: '1 Main Road',
      taluk: place.city,
      ...place,
    })
    .returning();
  return row;
}

/** Adds a line to the shopper's own cart through the API; answers the cart's id. */
export async function addToCart(app: FastifyInstance, auth: Record<string, string>, productId: number, variantId: number, quantity = 1): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/cart/additem',
    payload: { ProductId: productId, VariantId: variantId, Quantity: quantity },
    headers: auth,
  });
  return res.json().Id;
}

/** An admin's change of a variant's price through the API, as the admin screens make it. */
export async function setVariantPrice(
  app: FastifyInstance,
  admin: { auth: Record<string, string> },
  variant: { id: number; productId: number; title: string; stock: number },
  price: number,
) {
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/Admin/ProductVariant',
    headers: admin.auth,
    payload: { Id: variant.id, ProductId: variant.productId, Title: variant.title, Price: price, Stock: variant.stock },
  });
  if (res.statusCode !== 200) throw new Error(`the price change was refused: ${res.body}`);
}

/**
 * The shopper orders from their cart and pays in the sandbox, with a GST invoice for one of their
 * businesses when its id is given; answers the order and transaction ids and the shipping charge (rupees).
 */
export async function placePaidOrder(app: FastifyInstance, auth: Record<string, string>, cartId: string, addressId: number, businessDetailsId?: number) {
  const [opt] = (await app.inject({ url: `/api/order/shipping-options?AddressId=${addressId}`, headers: auth })).json();
  const init = (
    await app.inject({
      method: 'POST',
      url: '/api/order/payment-initiate',
      payload: { CartId: cartId, ShippingAddressId: addressId, CourierName: opt.courier_name, ShippingCost: opt.rate, BusinessDetailsId: businessDetailsId },
      headers: auth,
    })
  ).json();
  await app.inject({
    method: 'POST',
    url: `/sandbox/pay/${init.TransactionId}`,
    payload: 'outcome=success',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await app.inject({ url: `/api/Order/payment-validate/${init.TransactionId}`, headers: auth });
  return { orderId: init.OrderId as string, transactionId: init.TransactionId as string, shipping: opt.rate as number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A return Requested by a new shopper on their paid order, shipped two days ago and delivered
 * yesterday by the admin whose headers are given.
 */
export async function requestedReturn(app: FastifyInstance, ctx: AppContext, adminAuth: Record<string, string>) {
  const shopper = await userWithToken(ctx);
  const { product, variants } = await createProduct(ctx, { variants: [{ title: 'Black', price: 999, stock: 50 }] });
  const address = await createAddress(ctx, shopper.user.id);
  const cartId = await addToCart(app, shopper.auth, product.id, variants[0].id, 1);
  const { orderId } = await placePaidOrder(app, shopper.auth, cartId, address.id);
  const move = (body: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/order/${orderId}/status`, payload: { OrderId: orderId, ...body }, headers: adminAuth });
  const delivered = new Date(ctx.now().getTime() - DAY_MS);
  await move({ Status: 'Shipped', TrackingId: 'DLV7654321', CourierName: 'Delhivery', ShippedDate: new Date(delivered.getTime() - DAY_MS).toISOString() });
  const deliveredAnswer = await move({ Status: 'Delivered', DeliveredDate: delivered.toISOString() });
  if (deliveredAnswer.statusCode !== 200) throw new Error(`the order was not delivered: ${deliveredAnswer.body}`);
  const order = (await app.inject({ url: '/api/order/myorders', headers: shopper.auth })).json().find((o: { OrderId: string }) => o.OrderId === orderId);
  const asked = await app.inject({
    method: 'POST',
    url: `/api/order/${orderId}/returns`,
    payload: { Items: [{ OrderItemId: order.Items[0].Id, Quantity: 1 }], Reason: 'Damaged or defective' },
    headers: shopper.auth,
  });
  if (asked.statusCode !== 200) throw new Error(`the return was not requested: ${asked.body}`);
  return { shopper, orderId, returnId: asked.json().ReturnId as number };
}
