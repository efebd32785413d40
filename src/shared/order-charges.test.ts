import { describe, expect, it } from 'vitest';
import {
  chargeAnswerFields,
  chargeOfSac,
  chargeRowFields,
  chargeRows,
  chargesInvoiced,
  chargesOfAnswer,
  chargesOfRow,
  chargesRefundedOnReturn,
  moneyOfAnswer,
  moneyOfRow,
  orderTotal,
} from './order-charges';
import { toRupees } from './money';

const row = { itemsTotalPaise: 299_800, discountPaise: 29_980, shippingCostPaise: 8_050 };
const answer = { TotalAmount: 2998, Discount: 299.8, ShippingCost: 80.5, CourierName: 'Delhivery Surface' };

describe("an order's money", () => {
  it('the total is the lines less the coupon plus shipping, in paise and in rupees alike', () => {
    expect(orderTotal(moneyOfRow(row))).toBe(299_800 - 29_980 + 8_050);
    expect(orderTotal(moneyOfAnswer(answer))).toBeCloseTo(2778.7, 10);
  });

  it("shipping is read from the order's row and its answer, and written back to both", () => {
    expect(chargesOfRow(row)).toEqual({ shipping: 8_050 });
    expect(chargesOfAnswer(answer)).toEqual({ shipping: 80.5 });
    expect(chargeRowFields({ shipping: 12_300 })).toEqual({ shippingCostPaise: 12_300 });
    expect(chargeAnswerFields({ shipping: 12_350 }, toRupees)).toEqual({ ShippingCost: 123.5 });
  });

  it('screens show the shipping row with its courier, even when it is free', () => {
    expect(chargeRows(answer)).toEqual([{ key: 'shipping', label: 'Shipping (Delhivery Surface)', amount: 80.5 }]);
    expect(chargeRows({ ...answer, ShippingCost: 0 })).toEqual([{ key: 'shipping', label: 'Shipping (Delhivery Surface)', amount: 0 }]);
  });

  it('GST documents have a line for a charge only when it was charged, under its SAC at its rate', () => {
    expect(chargesInvoiced({ shipping: 0 })).toEqual([]);
    const [line] = chargesInvoiced({ shipping: 8_050 });
    expect(line.amount).toBe(8_050);
    expect(line.charge.sac).toBe('996812');
    expect(line.charge.gstRate).toBe(18);
    expect(line.charge.invoiceDescription({ courierName: 'Blue Dart' })).toBe('Shipping charges (Blue Dart)');
    expect(chargeOfSac('996812')?.hsnSummaryName).toBe('Courier services');
    expect(chargeOfSac('851830')).toBeUndefined();
  });

  it("a return gives shipping back only for the shop's fault, and only once per order", () => {
    expect(chargesRefundedOnReturn({ shipping: 8_050 }, true, false)).toEqual({ shipping: 8_050 });
    expect(chargesRefundedOnReturn({ shipping: 8_050 }, false, false)).toEqual({ shipping: 0 });
    expect(chargesRefundedOnReturn({ shipping: 8_050 }, true, true)).toEqual({ shipping: 0 });
  });
});
