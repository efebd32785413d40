import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type Coupon } from '@shared/schemas/coupons';
import {
  checkCouponForm,
  couponState,
  couponToBody,
  couponToForm,
  couponValueText,
  emptyCouponForm,
  formToCandidate,
  fromIndiaInput,
  indiaDateTime,
  refusalField,
  toIndiaInput,
  usageText,
  type CouponFormText,
} from './coupon-rules';

const coupon: Coupon = {
  Id: 7,
  Code: 'DIWALI10',
  Kind: 'Percent',
  Value: 10,
  MaxDiscount: 500,
  MinCartValue: 1000,
  StartsAt: '2026-11-01T00:00:00+05:30',
  EndsAt: '2026-11-30T23:59:00+05:30',
  UsageLimit: 100,
  PerShopperLimit: 1,
  CategoryIds: [2, 3],
  IsActive: true,
  UsedCount: 4,
  CreatedAt: '2026-10-20T10:00:00.000Z',
  UpdatedAt: '2026-10-20T10:00:00.000Z',
};

const filled: CouponFormText = {
  Code: 'SAVE200',
  Kind: 'Flat',
  Value: '200',
  MaxDiscount: '',
  MinCartValue: '1500',
  StartsAt: '2026-12-01T09:00',
  EndsAt: '2026-12-31T23:59',
  UsageLimit: '',
  PerShopperLimit: '2',
  CategoryIds: [],
  IsActive: true,
};

describe('India time in date-time inputs', () => {
  it('shows a moment as India wall-clock time, whatever offset it came with', () => {
    expect(toIndiaInput('2026-11-22T10:15:00.000Z')).toBe('2026-11-22T15:45');
    expect(toIndiaInput('2026-11-22T15:45:00+05:30')).toBe('2026-11-22T15:45');
    // Late evening in UTC is already the next day in India.
    expect(toIndiaInput('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
    expect(toIndiaInput(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T05:30');
    expect(toIndiaInput('not a date')).toBe('');
  });

  it('reads an input as India time with its offset, and refuses anything else', () => {
    expect(fromIndiaInput('2026-11-22T15:45')).toBe('2026-11-22T15:45:00+05:30');
    expect(fromIndiaInput('2026-11-22T15:45:30')).toBe('2026-11-22T15:45:30+05:30');
    expect(fromIndiaInput('')).toBe('');
    expect(fromIndiaInput('22/11/2026 3:45 pm')).toBe('');
    expect(Date.parse(fromIndiaInput('2026-11-22T15:45'))).toBe(Date.parse('2026-11-22T10:15:00Z'));
  });

  it('round-trips', () => {
    expect(fromIndiaInput(toIndiaInput(coupon.StartsAt))).toBe(coupon.StartsAt);
  });

  it('writes dates for the list in India time', () => {
    expect(indiaDateTime('2026-11-22T10:15:00.000Z')).toMatch(/22 Nov 2026.*3:45\s?pm/i);
  });
});

describe('the coupon form', () => {
  it('starts a new coupon as an active percentage running 30 days from now', () => {
    const f = emptyCouponForm(new Date('2026-11-22T10:15:00Z'));
    expect(f).toMatchObject({ Code: '', Kind: 'Percent', Value: '', IsActive: true, CategoryIds: [] });
    expect(f.StartsAt).toBe('2026-11-22T15:45');
    expect(f.EndsAt).toBe('2026-12-22T15:45');
  });

  it('turns a saved coupon into text and back into the same body', () => {
    const f = couponToForm(coupon);
    expect(f).toMatchObject({ Value: '10', MaxDiscount: '500', MinCartValue: '1000', StartsAt: '2026-11-01T00:00', UsageLimit: '100' });
    const check = checkCouponForm(f);
    expect(check.ok && check.body).toEqual(couponToBody(coupon));
  });

  it('leaves blank limits and a zero minimum blank when editing', () => {
    const f = couponToForm({ ...coupon, MinCartValue: 0, UsageLimit: null, PerShopperLimit: null, MaxDiscount: null });
    expect(f).toMatchObject({ MinCartValue: '', UsageLimit: '', PerShopperLimit: '', MaxDiscount: '' });
  });

  it('sends numbers, null for blank limits, 0 for a blank minimum, and India-time moments', () => {
    const check = checkCouponForm(filled);
    expect(check).toEqual({
      ok: true,
      body: {
        Code: 'SAVE200',
        Kind: 'Flat',
        Value: 200,
        MaxDiscount: null,
        MinCartValue: 1500,
        StartsAt: '2026-12-01T09:00:00+05:30',
        EndsAt: '2026-12-31T23:59:00+05:30',
        UsageLimit: null,
        PerShopperLimit: 2,
        CategoryIds: [],
        IsActive: true,
      },
    });
    expect(checkCouponForm({ ...filled, MinCartValue: '' })).toMatchObject({ ok: true, body: { MinCartValue: 0 } });
  });

  it('drops a maximum discount left behind when the kind changes to Flat', () => {
    expect(formToCandidate({ ...filled, MaxDiscount: '300' }).MaxDiscount).toBeNull();
    expect(formToCandidate({ ...filled, Kind: 'Percent', Value: '5', MaxDiscount: '300' }).MaxDiscount).toBe(300);
  });

  it("gives each field the shared schema's message", () => {
    const check = checkCouponForm({ ...filled, Code: 'ab', Value: '', StartsAt: '', PerShopperLimit: '1.5' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.Code).toBe(COUPON_MESSAGES.codeShape);
    expect(check.errors.Value).toBe('Value must be a number');
    expect(check.errors.StartsAt).toBe('Start must be a date and time');
    expect(check.errors.PerShopperLimit).toBe('Per-shopper limit must be a whole number');
    expect(check.errors.EndsAt).toBeUndefined();
  });

  it('refuses text that is not a number', () => {
    const check = checkCouponForm({ ...filled, MinCartValue: 'abc' });
    expect(check).toEqual({ ok: false, errors: { MinCartValue: 'Minimum cart value must be a number' } });
  });

  // The schema checks fields against each other once every field is well formed.
  it('refuses a percentage over 100 and an end before the start', () => {
    const check = checkCouponForm({ ...filled, Kind: 'Percent', Value: '120', EndsAt: '2026-11-30T10:00' });
    expect(check).toEqual({ ok: false, errors: { Value: COUPON_MESSAGES.percentRange, EndsAt: COUPON_MESSAGES.endsBeforeStart } });
  });
});

describe('server refusals in the dialog', () => {
  it('points a refusal at its field', () => {
    expect(refusalField(409, COUPON_MESSAGES.duplicate('SAVE200'))).toBe('Code');
    expect(refusalField(400, COUPON_MESSAGES.unknownCategory)).toBe('CategoryIds');
    expect(refusalField(400, COUPON_MESSAGES.endsBeforeStart)).toBe('EndsAt');
    expect(refusalField(400, COUPON_MESSAGES.percentRange)).toBe('Value');
    expect(refusalField(404, COUPON_MESSAGES.notFound)).toBeNull();
    expect(refusalField(0, 'Cannot reach the shop. Please check your connection.')).toBeNull();
  });
});

describe('the coupon list', () => {
  it('writes the value as a percentage or rupees', () => {
    expect(couponValueText('Percent', 10)).toBe('10 %');
    expect(couponValueText('Percent', 12.5)).toBe('12.5 %');
    expect(couponValueText('Flat', 200)).toBe('₹200');
    expect(couponValueText('Flat', 1500)).toBe('₹1,500');
  });

  it('writes the uses against the limit', () => {
    expect(usageText(4, 100)).toBe('4 / 100');
    expect(usageText(0, null)).toBe('0 / No limit');
  });

  it('toggles only the active flag for the switch', () => {
    expect(couponToBody(coupon, { IsActive: false })).toMatchObject({ Code: 'DIWALI10', IsActive: false, CategoryIds: [2, 3], MaxDiscount: 500 });
  });

  it('says whether shoppers can use it now', () => {
    const mid = new Date('2026-11-15T00:00:00Z');
    expect(couponState(coupon, mid)).toBe('Live');
    expect(couponState({ ...coupon, IsActive: false }, mid)).toBe('Off');
    expect(couponState(coupon, new Date('2026-10-31T18:00:00Z'))).toBe('Scheduled');
    expect(couponState(coupon, new Date('2026-12-01T00:00:00Z'))).toBe('Expired');
    expect(couponState({ ...coupon, UsedCount: 100 }, mid)).toBe('Used up');
    expect(couponState({ ...coupon, UsageLimit: null, UsedCount: 10_000 }, mid)).toBe('Live');
  });
});
