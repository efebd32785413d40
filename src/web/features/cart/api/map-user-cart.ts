import { api } from '../../../lib/api-client';

export interface MapCartAnswer {
  Status: true;
  Message: string;
  Capped: { ProductName: string; VariantTitle: string; Quantity: number }[];
  /** Why the guest's coupon did not come along (the shopper has used it up), or null. */
  CouponNote: string | null;
}

/** Moves the guest cart into the signed-in shopper's own; quantities summed, capped by stock. */
export const mapUserCart = (guestId: string) =>
  api<MapCartAnswer>('public/cart/MapUserCart', { method: 'POST', query: { UserCartId: guestId }, toastOnError: false });
