import { describe, expect, it } from 'vitest';
import { POLICY } from '@shared/constants';
import { adminActions, canRequestReturn, unitsLeft } from './return-rules';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-11-20T10:00:00Z');

describe('the return window', () => {
  it('is open for a Delivered order until the last day, then closed', () => {
    const order = { Status: 'Delivered' as const, DeliveredDate: delivered.toISOString() };
    expect(canRequestReturn(order, delivered.getTime() + DAY)).toBe(true);
    expect(canRequestReturn(order, delivered.getTime() + POLICY.returnWindowDays * DAY)).toBe(true);
    expect(canRequestReturn(order, delivered.getTime() + POLICY.returnWindowDays * DAY + 1)).toBe(false);
  });

  it('is never open for an order that is not Delivered or has no delivery date', () => {
    expect(canRequestReturn({ Status: 'Shipped', DeliveredDate: null }, delivered.getTime())).toBe(false);
    expect(canRequestReturn({ Status: 'Completed', DeliveredDate: delivered.toISOString() }, delivered.getTime())).toBe(false);
    expect(canRequestReturn({ Status: 'Delivered', DeliveredDate: null }, delivered.getTime())).toBe(false);
  });
});

describe('units left to return', () => {
  const items = [
    { Id: 1, Quantity: 3 },
    { Id: 2, Quantity: 1 },
  ];
  const ret = (Status: 'Requested' | 'Rejected' | 'Refunded', lines: [number, number][]) => ({
    Status,
    Items: lines.map(([OrderItemId, Quantity]) => ({ OrderItemId, Quantity, ProductName: 'x', VariantName: 'y', Amount: 0 })),
  });

  it('is what was bought when nothing was returned', () => {
    expect(unitsLeft(items, [])).toEqual(
      new Map([
        [1, 3],
        [2, 1],
      ]),
    );
  });

  it('takes off every return but the rejected ones', () => {
    const left = unitsLeft(items, [ret('Refunded', [[1, 1]]), ret('Requested', [[2, 1]]), ret('Rejected', [[1, 2]])]);
    expect(left.get(1)).toBe(2);
    expect(left.get(2)).toBe(0);
  });
});

describe('admin actions', () => {
  it('go forward only', () => {
    expect(adminActions('Requested')).toEqual(['approve', 'reject']);
    expect(adminActions('Approved')).toEqual(['receive']);
    expect(adminActions('Received')).toEqual([]);
    expect(adminActions('Rejected')).toEqual([]);
    expect(adminActions('Refunded')).toEqual([]);
  });
});
