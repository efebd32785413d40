import { api } from '../../../lib/api-client';

export interface MapCartAnswer {
  Status: true;
  Message: string;
  Capped: { ProductName: string; VariantTitle: string; Quantity: number }[];
}

/** Moves the guest cart into the signed-in shopper's own; quantities summed, capped by stock. */
export const mapUserCart = (guestId: string) =>
  api<MapCartAnswer>('public/cart/MapUserCart', { method: 'POST', query: { UserCartId: guestId }, toastOnError: false });
