// Coupon codes (docs/offers.md): admins set them up; the cart and checkout ask whether one applies
// and what it takes off. Every figure is decided here, from the coupon as stored and the cart as it
// is now: the browser only names the code.
import type { Uses } from '../../context';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { formatRupees, toPaise, toRupees } from '@shared/money';
import { couponDiscount, fromBasisPoints, spreadDiscount, toBasisPoints } from '@shared/discount';
import { COUPON_MESSAGES as M, type Coupon, type CouponForm } from '@shared/schemas/coupons';
import { recordChange, type Actor } from '../audit';
import * as repo from './coupons.repo';
import { dayTimeText } from '@shared/india-time';

/** What this file touches of the app's context. */
type Ctx = Uses<'db' | 'now'>;

export type CouponRow = repo.CouponRow;

/** What the coupon needs to know of a cart line: its value at today's price, and its category. */
export interface CouponLine {
  valuePaise: number;
  categoryId: number;
}

export type Verdict = { ok: true; discountPaise: number; lineDiscounts: number[] } | { ok: false; problem: string };

const moment = (d: Date) => dayTimeText(d);

/** Whether a shopper holding `uses` uses of a coupon has had their share of it. */
export const usedUpBy = (c: CouponRow, uses: number) => c.perShopperLimit !== null && uses >= c.perShopperLimit;

/**
 * Whether a coupon applies to these lines now, and what it takes off each. `usesByShopper` is how
 * many uses the shopper holds already (null for a guest: checked again at sign-in and at payment).
 */
export function judgeCoupon(c: CouponRow, lines: readonly CouponLine[], now: Date, usesByShopper: number | null): Verdict {
  if (!c.isActive) return { ok: false, problem: M.unknown(c.code) };
  if (now < c.startsAt) return { ok: false, problem: M.notStarted(c.code, moment(c.startsAt)) };
  if (now > c.endsAt) return { ok: false, problem: M.expired(c.code) };
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return { ok: false, problem: M.usedUp(c.code) };
  if (usesByShopper !== null && usedUpBy(c, usesByShopper)) return { ok: false, problem: M.alreadyUsed(c.code) };
  const cartValue = lines.reduce((s, l) => s + l.valuePaise, 0);
  if (cartValue < c.minCartValuePaise)
    return {
      ok: false,
      problem: M.belowMinimum(c.code, formatRupees(toRupees(c.minCartValuePaise - cartValue)), formatRupees(toRupees(c.minCartValuePaise))),
    };
  const categories = new Set(c.categoryIds);
  const values = lines.map((l) => (categories.size === 0 || categories.has(l.categoryId) ? l.valuePaise : 0));
  const eligible = values.reduce((s, v) => s + v, 0);
  const discountPaise = couponDiscount({ kind: c.kind as 'Percent' | 'Flat', value: c.value, maxDiscountPaise: c.maxDiscountPaise }, eligible);
  if (discountPaise === 0) return { ok: false, problem: M.noEligibleItem(c.code) };
  return { ok: true, discountPaise, lineDiscounts: spreadDiscount(values, discountPaise) };
}

export const findCouponByCode = repo.findCouponByCode;
export const couponWithUses = repo.couponWithUses;
export const usesBy = repo.usesBy;
export const setCartCoupon = repo.setCartCoupon;
export const takeUse = repo.takeUse;
export const releaseUse = repo.releaseUse;
export const retakeUse = repo.retakeUse;

// ---------------------------------------------------------------- admin

export function describeCoupon(c: CouponRow): Coupon {
  return {
    Id: c.id,
    Code: c.code,
    Kind: c.kind as Coupon['Kind'],
    Value: c.kind === 'Percent' ? fromBasisPoints(c.value) : toRupees(c.value),
    MaxDiscount: c.maxDiscountPaise === null ? null : toRupees(c.maxDiscountPaise),
    MinCartValue: toRupees(c.minCartValuePaise),
    StartsAt: c.startsAt.toISOString(),
    EndsAt: c.endsAt.toISOString(),
    UsageLimit: c.usageLimit,
    PerShopperLimit: c.perShopperLimit,
    CategoryIds: c.categoryIds,
    IsActive: c.isActive,
    UsedCount: c.usedCount,
    CreatedAt: c.createdAt.toISOString(),
    UpdatedAt: c.updatedAt.toISOString(),
  };
}

async function valuesOf(ctx: Ctx, f: CouponForm): Promise<repo.CouponValues> {
  const categoryIds = [...new Set(f.CategoryIds)].sort((a, b) => a - b);
  if ((await repo.countCategories(ctx.db, categoryIds)) !== categoryIds.length) throw badRequest(M.unknownCategory);
  return {
    code: f.Code,
    kind: f.Kind,
    value: f.Kind === 'Percent' ? toBasisPoints(f.Value) : toPaise(f.Value),
    maxDiscountPaise: f.MaxDiscount === null ? null : toPaise(f.MaxDiscount),
    minCartValuePaise: toPaise(f.MinCartValue),
    startsAt: new Date(f.StartsAt),
    endsAt: new Date(f.EndsAt),
    usageLimit: f.UsageLimit,
    perShopperLimit: f.PerShopperLimit,
    categoryIds,
    isActive: f.IsActive,
    updatedAt: ctx.now(),
  };
}

async function refuseDuplicate(db: Db, code: string, exceptId?: number) {
  const same = await repo.findCouponByCode(db, code);
  if (same && same.id !== exceptId) throw conflict(M.duplicate(same.code));
}

export async function listCoupons(ctx: Ctx, search: string | undefined, page: Page) {
  const { rows, total } = await repo.listCoupons(ctx.db, search || null, page);
  return { Items: rows.map(describeCoupon), Total: total };
}

export async function createCoupon(ctx: Ctx, admin: Actor, form: CouponForm): Promise<Coupon> {
  const values = await valuesOf(ctx, form);
  await refuseDuplicate(ctx.db, form.Code);
  try {
    return await ctx.db.transaction(async (tx) => {
      const coupon = describeCoupon(await repo.insertCoupon(tx, { ...values, createdAt: ctx.now() } as repo.CouponValues));
      await recordChange(tx, admin, ctx.now(), {
        kind: 'coupon',
        action: 'created',
        entity: coupon.Code,
        summary: `Created the coupon ${coupon.Code}`,
        after: coupon,
      });
      return coupon;
    });
  } catch (err) {
    // Two admins creating the same code at once: the unique index decides.
    if (await repo.findCouponByCode(ctx.db, form.Code)) throw conflict(M.duplicate(form.Code));
    throw err;
  }
}

export async function updateCoupon(ctx: Ctx, admin: Actor, id: number, form: CouponForm): Promise<Coupon> {
  const current = await repo.findCoupon(ctx.db, id);
  if (!current) throw notFound(M.notFound);
  const values = await valuesOf(ctx, form);
  await refuseDuplicate(ctx.db, form.Code, id);
  // Uses already made stay made: the limit may not drop below them (the table's check says the same).
  if (form.UsageLimit !== null && form.UsageLimit < current.usedCount) throw badRequest(M.limitBelowUses(current.usedCount));
  return ctx.db.transaction(async (tx) => {
    const updated = await repo.updateCoupon(tx, id, values);
    if (!updated) throw notFound(M.notFound);
    const coupon = describeCoupon(updated);
    await recordChange(tx, admin, ctx.now(), {
      kind: 'coupon',
      action: 'updated',
      entity: coupon.Code,
      summary: `Saved the coupon ${coupon.Code}`,
      before: describeCoupon(current),
      after: coupon,
    });
    return coupon;
  });
}
