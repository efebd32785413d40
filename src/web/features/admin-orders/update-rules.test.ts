import { describe, expect, it } from 'vitest';
import { ADMIN_ORDER_MESSAGES as M } from '@shared/messages';
import { canUpdate, checkUpdate, dayToIso, fieldsFor, isValid, todayInput, toPayload, type UpdateForm } from './update-rules';

const empty: UpdateForm = { status: '', trackingId: '', courierName: '', shippedDate: '', deliveredDate: '' };

describe('admin order update rules', () => {
  it('offers the form only for orders that can still move', () => {
    expect(canUpdate('Pending')).toBe(true);
    expect(canUpdate('Ordered')).toBe(true);
    expect(canUpdate('Shipped')).toBe(true);
    for (const s of ['Delivered', 'Completed', 'Cancelled', 'Failed'] as const) expect(canUpdate(s)).toBe(false);
  });

  it('asks for shipping fields only with Shipped and the delivered date only with Delivered', () => {
    expect(fieldsFor('Shipped')).toEqual({ shipping: true, delivered: false });
    expect(fieldsFor('Delivered')).toEqual({ shipping: false, delivered: true });
    expect(fieldsFor('Cancelled')).toEqual({ shipping: false, delivered: false });
    expect(fieldsFor('')).toEqual({ shipping: false, delivered: false });
  });

  it('Shipped without tracking id and partner: the shop inline messages and toast', () => {
    const check = checkUpdate({ ...empty, status: 'Shipped' });
    expect(check.fieldErrors).toEqual({ trackingId: M.trackingRequired, courierName: M.partnerRequired, shippedDate: M.shippedDateRequired });
    expect(check.toast).toBe('Please provide both tracking Id and shipping partner');
    expect(isValid(check)).toBe(false);
  });

  it('Shipped with only one of tracking id and partner still toasts; blanks count as missing', () => {
    const check = checkUpdate({ ...empty, status: 'Shipped', trackingId: 'AWB1', courierName: '   ', shippedDate: '2026-05-01' });
    expect(check.fieldErrors).toEqual({ courierName: 'Shipping Partner is required when status is Ordered' });
    expect(check.toast).toBe(M.trackingAndPartner);
  });

  it('Shipped with everything is valid', () => {
    const check = checkUpdate({ ...empty, status: 'Shipped', trackingId: 'AWB1', courierName: 'Delhivery', shippedDate: '2026-05-01' });
    expect(isValid(check)).toBe(true);
    expect(check.toast).toBeNull();
  });

  it('Shipped date missing gives only the inline message', () => {
    const check = checkUpdate({ ...empty, status: 'Shipped', trackingId: 'AWB1', courierName: 'Delhivery' });
    expect(check.fieldErrors).toEqual({ shippedDate: 'Shipped date is required when status is Shipped' });
    expect(check.toast).toBeNull();
  });

  it('Delivered without a date: inline message and the toast', () => {
    const check = checkUpdate({ ...empty, status: 'Delivered' });
    expect(check.fieldErrors).toEqual({ deliveredDate: 'Delivered date is required when status is Delivered' });
    expect(check.toast).toBe('Please select delivered date');
  });

  it('other statuses need nothing more', () => {
    expect(isValid(checkUpdate({ ...empty, status: 'Cancelled' }))).toBe(true);
    expect(isValid(checkUpdate({ ...empty, status: 'Completed' }))).toBe(true);
  });

  it('builds the payload with nulls for empty or unrelated values and ISO dates', () => {
    const shipped = toPayload('o1', {
      ...empty,
      status: 'Shipped',
      trackingId: ' AWB1 ',
      courierName: 'Delhivery',
      shippedDate: '2026-05-01',
      deliveredDate: '2026-05-03',
    });
    expect(shipped).toMatchObject({ OrderId: 'o1', Status: 'Shipped', TrackingId: 'AWB1', CourierName: 'Delhivery', DeliveredDate: null });
    expect(new Date(shipped.ShippedDate!).getDate()).toBe(1);
    const cancelled = toPayload('o1', { ...empty, status: 'Cancelled', trackingId: 'x' });
    expect(cancelled).toEqual({ OrderId: 'o1', Status: 'Cancelled', TrackingId: null, CourierName: null, ShippedDate: null, DeliveredDate: null });
    const delivered = toPayload('o1', { ...empty, status: 'Delivered', deliveredDate: '2026-05-03' });
    expect(delivered.TrackingId).toBeNull();
    expect(new Date(delivered.DeliveredDate!).toISOString()).toBe(delivered.DeliveredDate);
  });

  it('turns a date input value into an ISO instant on the same local day', () => {
    const iso = dayToIso('2026-12-31')!;
    const d = new Date(iso);
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 11, 31]);
    expect(dayToIso('')).toBeNull();
    expect(dayToIso('31/12/2026')).toBeNull();
    expect(todayInput(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
