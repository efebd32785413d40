// The coupon screen's pure rules: turning the dialog's typed text into the shared form schema's
// body (and a saved coupon back into text), India time for the date-time inputs, and the words the
// list shows. Kept free of React and the API client so they can be tested on their own.
import { formatRupees } from '@shared/money';
import { COUPON_MESSAGES, couponFormSchema, type Coupon, type CouponForm, type CouponKind } from '@shared/schemas/coupons';
import { dayTimeText, INDIA_OFFSET_MS } from '@shared/india-time';

/** India has one time zone and no daylight saving: always five and a half hours ahead of UTC. */
export const INDIA_OFFSET = '+05:30';
const LOCAL_MOMENT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/;

/** A moment as a date-time input shows it in India time: "2026-11-22T15:45". Empty when unreadable. */
export function toIndiaInput(moment: string | Date): string {
  const ms = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a date-time input holds, read as India time: "2026-11-22T15:45:00+05:30". Empty when blank or malformed. */
export function fromIndiaInput(local: string): string {
  const m = LOCAL_MOMENT.exec(local.trim());
  return m ? `${m[1]}${m[2] ?? ':00'}${INDIA_OFFSET}` : '';
}

/** The dialog's fields as typed: numbers and dates stay text until the form is sent. */
export interface CouponFormText {
  Code: string;
  Kind: CouponKind;
  Value: string;
  MaxDiscount: string;
  MinCartValue: string;
  /** India time, as a date-time input holds it. */
  StartsAt: string;
  EndsAt: string;
  UsageLimit: string;
  PerShopperLimit: string;
  CategoryIds: number[];
  IsActive: boolean;
}
export type CouponField = keyof CouponFormText;

const DAY_MS = 24 * 60 * 60_000;

/** A new coupon: a percentage, active, from now for 30 days, with no limits. */
export function emptyCouponForm(now: Date): CouponFormText {
  return {
    Code: '',
    Kind: 'Percent',
    Value: '',
    MaxDiscount: '',
    MinCartValue: '',
    StartsAt: toIndiaInput(now),
    EndsAt: toIndiaInput(new Date(now.getTime() + 30 * DAY_MS)),
    UsageLimit: '',
    PerShopperLimit: '',
    CategoryIds: [],
    IsActive: true,
  };
}

const text = (n: number | null) => (n === null ? '' : String(n));

/** A saved coupon, ready to edit. */
export function couponToForm(c: Coupon): CouponFormText {
  return {
    Code: c.Code,
    Kind: c.Kind,
    Value: text(c.Value),
    MaxDiscount: text(c.MaxDiscount),
    MinCartValue: c.MinCartValue ? String(c.MinCartValue) : '',
    StartsAt: toIndiaInput(c.StartsAt),
    EndsAt: toIndiaInput(c.EndsAt),
    UsageLimit: text(c.UsageLimit),
    PerShopperLimit: text(c.PerShopperLimit),
    CategoryIds: [...c.CategoryIds],
    IsActive: c.IsActive,
  };
}

/** Typed text as the schema reads it: blank is missing, anything else a number (NaN when it is not one). */
const numberOrMissing = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));
const numberOrNull = (s: string) => (s.trim() === '' ? null : Number(s.trim()));

/**
 * The body the form would send, before validation. A Flat coupon has no maximum discount, so the
 * hidden field's leftover text is dropped rather than refused.
 */
export function formToCandidate(f: CouponFormText): Record<CouponField, unknown> {
  return {
    Code: f.Code,
    Kind: f.Kind,
    Value: numberOrMissing(f.Value),
    MaxDiscount: f.Kind === 'Percent' ? numberOrNull(f.MaxDiscount) : null,
    MinCartValue: numberOrMissing(f.MinCartValue),
    StartsAt: fromIndiaInput(f.StartsAt) || undefined,
    EndsAt: fromIndiaInput(f.EndsAt) || undefined,
    UsageLimit: numberOrNull(f.UsageLimit),
    PerShopperLimit: numberOrNull(f.PerShopperLimit),
    CategoryIds: f.CategoryIds,
    IsActive: f.IsActive,
  };
}

export type CouponCheck = { ok: true; body: CouponForm } | { ok: false; errors: Partial<Record<CouponField, string>> };

/** The form checked with the shared schema the server uses: the body to send, or each field's first message. */
export function checkCouponForm(f: CouponFormText): CouponCheck {
  const parsed = couponFormSchema.safeParse(formToCandidate(f));
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<CouponField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? 'Code') as CouponField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field a server refusal is about, so its message also shows under that field; null when it is about none. */
export function refusalField(status: number, message: string): CouponField | null {
  if (status === 409 || message === COUPON_MESSAGES.codeShape) return 'Code';
  if (message === COUPON_MESSAGES.percentRange) return 'Value';
  if (message === COUPON_MESSAGES.maxDiscountOnlyPercent) return 'MaxDiscount';
  if (message === COUPON_MESSAGES.endsBeforeStart) return 'EndsAt';
  if (message === COUPON_MESSAGES.unknownCategory) return 'CategoryIds';
  return null;
}

/** A saved coupon as the body of its PUT, with some fields changed (the list's Active switch). */
export function couponToBody(c: Coupon, changes: Partial<CouponForm> = {}): CouponForm {
  return {
    Code: c.Code,
    Kind: c.Kind,
    Value: c.Value,
    MaxDiscount: c.MaxDiscount,
    MinCartValue: c.MinCartValue,
    StartsAt: c.StartsAt,
    EndsAt: c.EndsAt,
    UsageLimit: c.UsageLimit,
    PerShopperLimit: c.PerShopperLimit,
    CategoryIds: c.CategoryIds,
    IsActive: c.IsActive,
    ...changes,
  };
}

/** "10 %" for a percentage, "₹200" for rupees off. */
export function couponValueText(kind: CouponKind, value: number): string {
  return kind === 'Percent' ? `${value} %` : formatRupees(value);
}

/** "3 / 100", or "3 / No limit". */
export function usageText(used: number, limit: number | null): string {
  return `${used} / ${limit === null ? 'No limit' : limit}`;
}

export type CouponState = 'Live' | 'Off' | 'Scheduled' | 'Expired' | 'Used up';

/** Whether shoppers can use the coupon now, and if not, the first reason why. */
export function couponState(c: Pick<Coupon, 'IsActive' | 'StartsAt' | 'EndsAt' | 'UsageLimit' | 'UsedCount'>, now: Date): CouponState {
  if (!c.IsActive) return 'Off';
  const t = now.getTime();
  if (t >= Date.parse(c.EndsAt)) return 'Expired';
  if (c.UsageLimit !== null && c.UsedCount >= c.UsageLimit) return 'Used up';
  if (t < Date.parse(c.StartsAt)) return 'Scheduled';
  return 'Live';
}

/** Admin dates in India's time: "22 Nov 2026, 3:45 pm". */
export const indiaDateTime = (iso: string) => dayTimeText(iso);
