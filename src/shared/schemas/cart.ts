// Cart calls (docs/cart.md).
import { z } from 'zod';
import { idSchema } from './common';

const quantity = z.coerce
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(1000, 'Quantity is too large');
const cartId = z.string().uuid('Invalid cart');

export const addItemBody = z.object({
  Id: z.union([z.number(), z.string(), z.null()]).optional(),
  UserCartId: cartId.nullish().or(z.literal('')),
  ProductId: idSchema,
  VariantId: idSchema,
  Quantity: quantity,
});
export const addItemAnswer = z.object({ Status: z.literal(true), Message: z.string(), Id: z.string() });

export const removeItemQuery = z.object({ Id: idSchema, UserCartId: cartId.optional() });
export const updateQuantityBody = z.object({ Id: idSchema, Quantity: quantity, UserCartId: cartId.nullish() });
export const getItemsQuery = z.object({ UserCartId: cartId.optional().or(z.literal('')) });
export const mapUserCartQuery = z.object({ UserCartId: cartId });

export const cartItemSchema = z.object({
  Id: z.number(),
  UserCartId: z.string(),
  ProductId: z.number(),
  VariantId: z.number(),
  Quantity: z.number(),
  /** Rupees, GST included. */
  Price: z.number(),
  /** Maximum retail price in rupees: above Price when the item is on sale. */
  Mrp: z.number(),
  /** This line's share of the coupon's discount, in rupees (0 without one). */
  Discount: z.number(),
  Stock: z.number(),
  MetrixWeight: z.number(),
  ProductWeight: z.number(),
  ProductName: z.string(),
  ProductCode: z.string(),
  VariantTitle: z.string(),
  image: z.object({ FilePath: z.string(), FileName: z.string() }).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  Id: z.string().nullable(),
  Items: z.array(cartItemSchema),
  TotalQuantity: z.number(),
  /** The lines at their prices, before any coupon. */
  TotalAmount: z.number(),
  /** The coupon on the cart, kept while the shopper has it even when it does not apply right now. */
  CouponCode: z.string().nullable(),
  /** What the coupon takes off now, in rupees; 0 when it does not apply (CouponProblem says why). */
  Discount: z.number(),
  /** Why the coupon on the cart takes nothing off right now, in the shopper's words; null when it applies. */
  CouponProblem: z.string().nullable(),
  /** TotalAmount less Discount: what the items cost, shipping not included. */
  PayableAmount: z.number(),
  TotalMetrixWeight: z.number(),
  TotalProductWeight: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const mapCartAnswer = z.object({
  Status: z.literal(true),
  Message: z.string(),
  /** Lines whose summed quantity was cut down to the stock. */
  Capped: z.array(z.object({ ProductName: z.string(), VariantTitle: z.string(), Quantity: z.number() })),
  /** Why the guest's coupon was taken off (the shopper has used it up already), or null. */
  CouponNote: z.string().nullable(),
});

export const okAnswer = z.object({ Status: z.literal(true), Message: z.string() });
