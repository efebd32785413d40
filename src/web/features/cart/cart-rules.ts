// The cart's pure rules: which cart a call works on, when the guest cart is merged, and the
// checkout pre-checks in their order. Kept free of React and the API client
// so they can be tested on their own.
import type { Cart, CartItem } from '@shared/schemas/cart';
import { CHECKOUT_MESSAGES } from '@shared/messages';
import type { ShippingOption } from '@shared/schemas/orders';
import { chargesTotal } from '@shared/order-charges';

/** A signed-in shopper works on their own cart; a guest sends the cart id they hold. */
export function cartIdToSend(signedIn: boolean, guestId: string | null): string | undefined {
  return signedIn ? undefined : (guestId ?? undefined);
}

/**
 * Merge the guest cart into the shopper's own once a session appears while a guest cart id is
 * held. `attempted` is the guest id a merge already started for, so a re-render (or React's
 * double effects in development) never merges twice.
 */
export function shouldMergeGuestCart(signedIn: boolean, guestId: string | null, attempted: string | null): boolean {
  return signedIn && !!guestId && guestId !== attempted;
}

/** After a failed merge: drop the guest id when the server refused it for good (4xx), keep it when it may work later. */
export function dropGuestIdAfterFailedMerge(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

export interface CheckoutState {
  items: Pick<CartItem, 'Quantity' | 'Stock'>[];
  signedIn: boolean;
  address: { PinCode: string | null | undefined } | null;
  pendingOrders: number;
  courier: ShippingOption | null;
  /** Why the coupon on the cart takes nothing off right now (the cart's CouponProblem), or null. */
  couponProblem?: string | null;
  /** "Use a GST invoice" is ticked without a business chosen. */
  gstInvoiceWithoutBusiness?: boolean;
}

/** The first reason checkout cannot start, in the server's order, or null. */
export function checkoutProblem(s: CheckoutState): string | null {
  if (s.items.length === 0) return CHECKOUT_MESSAGES.cartEmpty;
  if (s.items.some((i) => i.Quantity > i.Stock)) return CHECKOUT_MESSAGES.outOfStock;
  if (!s.signedIn) return CHECKOUT_MESSAGES.loginRequired;
  if (!s.address || !s.address.PinCode?.trim()) return CHECKOUT_MESSAGES.pinCodeRequired;
  if (s.pendingOrders > 0) return CHECKOUT_MESSAGES.pendingOrders;
  if (!s.courier) return CHECKOUT_MESSAGES.noShipping;
  if (s.gstInvoiceWithoutBusiness) return CHECKOUT_MESSAGES.gstinRequired;
  // The server refuses to take payment while the coupon on the cart does not apply: say why here,
  // in the server's words, rather than after a round trip.
  if (s.couponProblem) return s.couponProblem;
  return null;
}

/** The cheapest courier is preselected; a choice that is still offered is kept. */
export function chooseCourier(options: ShippingOption[], current: string | null): ShippingOption | null {
  if (options.length === 0) return null;
  const kept = current ? options.find((o) => o.courier_name === current) : undefined;
  if (kept) return kept;
  return options.reduce((best, o) => (o.rate < best.rate ? o : best), options[0]);
}

/**
 * The summary's figures: the items total, the coupon's discount and the amount to pay for the items
 * come from the server as they are; only the order's charges (the chosen courier's rate) are added to that amount.
 */
export function orderSummary(cart: Pick<Cart, 'TotalAmount' | 'Discount' | 'PayableAmount'>, courier: ShippingOption | null) {
  const shipping = courier?.rate ?? 0;
  return { itemsTotal: cart.TotalAmount, discount: cart.Discount, shipping, total: cart.PayableAmount + chargesTotal({ shipping }) };
}

/** Quantities a line may be set to: 1 up to its stock. A line above the stock (stock sold since) may only go down. */
export function quantityBounds(item: Pick<CartItem, 'Quantity' | 'Stock'>) {
  return { canIncrease: item.Quantity < item.Stock, canDecrease: item.Quantity > 1 };
}

/** The quantity after pressing + (1) or - (-1): within 1..stock; a line above the stock drops to the stock at once. */
export function nextQuantity(item: Pick<CartItem, 'Quantity' | 'Stock'>, step: 1 | -1): number {
  if (step === 1) return Math.min(item.Quantity + 1, Math.max(1, item.Stock));
  return Math.max(1, Math.min(item.Quantity - 1, item.Stock));
}
