// Coupon codes (docs/offers.md): what an admin sets up, and what a shopper types in the cart.
// The server decides every discount; the browser only names the code.
import { z } from 'zod';
import { idSchema, pagingSchema } from './common';
import { decimals, MAX_PRICE_RUPEES } from './admin-catalogue';

export const COUPON_KINDS = ['Percent', 'Flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** What a shopper is told, word for word, when a code cannot be used (and the admin screen's messages). */
export const COUPON_MESSAGES = {
  codeShape: 'A coupon code has 4 to 20 letters and digits',
  unknown: (code: string) => `There is no coupon with the code ${code}. Check the code and try again.`,
  expired: (code: string) => `The coupon ${code} has expired.`,
  notStarted: (code: string, from: string) => `The coupon ${code} can be used from ${from}.`,
  belowMinimum: (code: string, more: string, min: string) => `Add items worth ${more} more to use ${code}: it needs a cart of at least ${min}.`,
  noEligibleItem: (code: string) => `None of the items in your cart can be bought with ${code}.`,
  usedUp: (code: string) => `The coupon ${code} has been used up.`,
  alreadyUsed: (code: string) => `You have already used the coupon ${code}.`,
  applied: (code: string, saving: string) => `Coupon ${code} applied: you save ${saving}`,
  removed: 'Coupon removed',
  noCoupon: 'There is no coupon on your cart',
  emptyCart: 'Add items to your cart before applying a coupon',
  /** At sign-in, when the guest cart's coupon is one the shopper has already used up. */
  droppedAtSignIn: (code: string) => `The coupon ${code} was taken off your cart: you have already used it.`,
  /** Payment refused because the coupon on the cart no longer applies. */
  checkoutRefused: (why: string) => `${why} Remove the coupon from your cart to pay without it.`,
  created: 'Coupon created',
  updated: 'Coupon updated',
  notFound: 'Coupon not found',
  duplicate: (code: string) => `A coupon with the code ${code} already exists`,
  percentRange: 'A percentage must be more than 0 and at most 100',
  limitBelowUses: (used: number) => `This coupon has been used ${used} ${used === 1 ? 'time' : 'times'} already: its usage limit cannot be less than that`,
  maxDiscountOnlyPercent: 'Only a percentage coupon has a maximum discount',
  endsBeforeStart: 'The coupon must end after it starts',
  unknownCategory: 'One of the chosen categories does not exist',
} as const;

const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_PRICE_RUPEES, `${label} is too large`)
    .refine((n) => decimals(n, 2), `${label} can have at most 2 decimals`);
const optionalCount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(10_000_000, `${label} is too large`)
    .nullish()
    .transform((v) => v ?? null);
const moment = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const couponCodeSchema = z.string({ error: COUPON_MESSAGES.codeShape }).trim().regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeShape);

/** The admin's create and edit form (POST /Admin/coupons, PUT /Admin/coupons/{id}). */
export const couponFormSchema = z
  .object({
    Code: couponCodeSchema,
    Kind: z.enum(COUPON_KINDS, { error: 'Kind must be Percent or Flat' }),
    /** Percent: the percentage (up to 2 decimals). Flat: rupees off. */
    Value: rupees('Value').gt(0, 'Value must be more than 0'),
    /** Percent only: the most a use can take off, in rupees. */
    MaxDiscount: rupees('Maximum discount')
      .gt(0, 'Maximum discount must be more than 0')
      .nullish()
      .transform((v) => v ?? null),
    MinCartValue: rupees('Minimum cart value').default(0),
    StartsAt: moment('Start'),
    EndsAt: moment('End'),
    UsageLimit: optionalCount('Usage limit'),
    PerShopperLimit: optionalCount('Per-shopper limit'),
    CategoryIds: z.array(idSchema).max(100).default([]),
    IsActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.Kind === 'Percent' && c.Value > 100) ctx.addIssue({ code: 'custom', path: ['Value'], message: COUPON_MESSAGES.percentRange });
    if (c.Kind === 'Flat' && c.MaxDiscount !== null) ctx.addIssue({ code: 'custom', path: ['MaxDiscount'], message: COUPON_MESSAGES.maxDiscountOnlyPercent });
    if (Date.parse(c.EndsAt) <= Date.parse(c.StartsAt)) ctx.addIssue({ code: 'custom', path: ['EndsAt'], message: COUPON_MESSAGES.endsBeforeStart });
  });
export type CouponForm = z.output<typeof couponFormSchema>;

export const couponSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Kind: z.enum(COUPON_KINDS),
  Value: z.number(),
  MaxDiscount: z.number().nullable(),
  MinCartValue: z.number(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  UsageLimit: z.number().int().nullable(),
  PerShopperLimit: z.number().int().nullable(),
  CategoryIds: z.array(z.number().int()),
  IsActive: z.boolean(),
  /** Orders holding a use now: paid ones, and unpaid ones still within their hold. */
  UsedCount: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const adminCouponsQuery = pagingSchema.extend({
  Search: z.string().trim().max(20).optional(),
});
export const adminCouponsAnswer = z.object({ Items: z.array(couponSchema), Total: z.number().int() });
export const couponIdParams = z.object({ id: idSchema });
export const couponAnswer = z.object({ Status: z.literal(true), Message: z.string(), Coupon: couponSchema });

/** POST /public/cart/coupon; a guest sends the cart id it holds, as with other guest cart calls. */
export const applyCouponBody = z.object({
  Code: z.string({ error: COUPON_MESSAGES.codeShape }).trim().min(1, COUPON_MESSAGES.codeShape).max(40, COUPON_MESSAGES.codeShape),
  UserCartId: z.string().uuid('Invalid cart').nullish().or(z.literal('')),
});
export const removeCouponQuery = z.object({ UserCartId: z.string().uuid('Invalid cart').optional().or(z.literal('')) });
