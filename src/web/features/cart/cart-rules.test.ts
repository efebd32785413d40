import { CHECKOUT_MESSAGES } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '@shared/schemas/orders';
import { COUPON_MESSAGES } from '@shared/schemas/coupons';
import {
  cartIdToSend,
  checkoutProblem,
  chooseCourier,
  dropGuestIdAfterFailedMerge,
  nextQuantity,
  orderSummary,
  quantityBounds,
  shouldMergeGuestCart,
  type CheckoutState,
} from './cart-rules';

const option = (courier_name: string, rate: number): ShippingOption => ({
  courier_name,
  rate,
  rating: 4,
  is_surface: true,
  estimated_delivery_days: 5,
  estimated_delivery_date: '2026-05-10',
});

const ready: CheckoutState = {
  items: [{ Quantity: 1, Stock: 3 }],
  signedIn: true,
  address: { PinCode: '632001' },
  pendingOrders: 0,
  courier: option('Delhivery Surface', 90),
};

describe('guest cart', () => {
  it('sends the held cart id only for guests', () => {
    expect(cartIdToSend(false, 'g1')).toBe('g1');
    expect(cartIdToSend(false, null)).toBeUndefined();
    expect(cartIdToSend(true, 'g1')).toBeUndefined();
  });

  it('merges once a session appears while a guest cart is held, and only once per cart', () => {
    expect(shouldMergeGuestCart(true, 'g1', null)).toBe(true);
    expect(shouldMergeGuestCart(true, 'g1', 'g1')).toBe(false);
    expect(shouldMergeGuestCart(true, 'g2', 'g1')).toBe(true);
    expect(shouldMergeGuestCart(false, 'g1', null)).toBe(false);
    expect(shouldMergeGuestCart(true, null, null)).toBe(false);
  });

  it('drops the guest id after a refusal, keeps it when the merge may work later', () => {
    expect(dropGuestIdAfterFailedMerge(400)).toBe(true);
    expect(dropGuestIdAfterFailedMerge(404)).toBe(true);
    expect(dropGuestIdAfterFailedMerge(401)).toBe(false);
    expect(dropGuestIdAfterFailedMerge(429)).toBe(false);
    expect(dropGuestIdAfterFailedMerge(500)).toBe(false);
    expect(dropGuestIdAfterFailedMerge(0)).toBe(false);
  });
});

describe('checkout pre-checks (in order)', () => {
  it('passes a ready cart', () => {
    expect(checkoutProblem(ready)).toBeNull();
  });

  it('asks for a business when a GST invoice is asked for without one', () => {
    expect(checkoutProblem({ ...ready, gstInvoiceWithoutBusiness: true })).toBe(CHECKOUT_MESSAGES.gstinRequired);
    expect(checkoutProblem({ ...ready, gstInvoiceWithoutBusiness: false })).toBeNull();
  });

  it('an empty cart comes first, even for a guest', () => {
    expect(checkoutProblem({ ...ready, items: [], signedIn: false, address: null })).toBe('Cart is empty');
  });

  it('then any line above its stock', () => {
    expect(
      checkoutProblem({
        ...ready,
        items: [
          { Quantity: 1, Stock: 3 },
          { Quantity: 2, Stock: 1 },
        ],
        signedIn: false,
      }),
    ).toBe('Some items are out of stock');
    expect(checkoutProblem({ ...ready, items: [{ Quantity: 1, Stock: 0 }] })).toBe('Some items are out of stock');
  });

  it('then the login', () => {
    expect(checkoutProblem({ ...ready, signedIn: false, address: null })).toBe('Please login to checkout');
  });

  it('then an address with a pin code', () => {
    expect(checkoutProblem({ ...ready, address: null, pendingOrders: 2 })).toBe('Invalid address: PinCode is required');
    expect(checkoutProblem({ ...ready, address: { PinCode: ' ' } })).toBe('Invalid address: PinCode is required');
  });

  it('then the pending orders, then a shipping partner', () => {
    expect(checkoutProblem({ ...ready, pendingOrders: 1, courier: null })).toBe(
      'You have pending orders. Please complete them before checkout new items from the cart.',
    );
    expect(checkoutProblem({ ...ready, courier: null })).toBe('No shipping partners available for the selected address.');
  });

  it('then a coupon on the cart that does not apply right now', () => {
    const problem = COUPON_MESSAGES.belowMinimum('FLAT200', '₹500', '₹2,000');
    expect(checkoutProblem({ ...ready, couponProblem: problem })).toBe(problem);
    expect(checkoutProblem({ ...ready, couponProblem: problem, courier: null })).toBe('No shipping partners available for the selected address.');
    expect(checkoutProblem({ ...ready, couponProblem: null })).toBeNull();
  });
});

describe('shipping choice and totals', () => {
  const options = [option('B', 120), option('A', 80), option('C', 200)];
  it('preselects the cheapest and keeps a choice still offered', () => {
    expect(chooseCourier(options, null)?.courier_name).toBe('A');
    expect(chooseCourier(options, 'C')?.courier_name).toBe('C');
    expect(chooseCourier(options, 'Gone')?.courier_name).toBe('A');
    expect(chooseCourier([], 'A')).toBeNull();
  });

  it('total = items + shipping', () => {
    const cart = { TotalAmount: 2998, Discount: 0, PayableAmount: 2998 };
    expect(orderSummary(cart, option('A', 80))).toEqual({ itemsTotal: 2998, discount: 0, shipping: 80, total: 3078 });
    expect(orderSummary(cart, null)).toEqual({ itemsTotal: 2998, discount: 0, shipping: 0, total: 2998 });
  });

  it("with a coupon, total = the server's amount to pay + shipping", () => {
    const cart = { TotalAmount: 2998, Discount: 299.8, PayableAmount: 2698.2 };
    expect(orderSummary(cart, option('A', 80))).toEqual({ itemsTotal: 2998, discount: 299.8, shipping: 80, total: 2778.2 });
    expect(orderSummary(cart, null).total).toBe(2698.2);
  });
});

describe('quantity within 1..stock', () => {
  it('steps up to the stock and down to 1', () => {
    expect(nextQuantity({ Quantity: 1, Stock: 3 }, 1)).toBe(2);
    expect(nextQuantity({ Quantity: 3, Stock: 3 }, 1)).toBe(3);
    expect(nextQuantity({ Quantity: 1, Stock: 3 }, -1)).toBe(1);
    expect(quantityBounds({ Quantity: 3, Stock: 3 })).toEqual({ canIncrease: false, canDecrease: true });
    expect(quantityBounds({ Quantity: 1, Stock: 3 })).toEqual({ canIncrease: true, canDecrease: false });
  });

  it('a line above the stock drops to the stock at once', () => {
    expect(nextQuantity({ Quantity: 5, Stock: 2 }, -1)).toBe(2);
    expect(nextQuantity({ Quantity: 5, Stock: 0 }, -1)).toBe(1);
  });
});
