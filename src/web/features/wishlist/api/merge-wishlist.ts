import type { WishlistAnswer } from '@shared/schemas/wishlist';
import { api } from '../../../lib/api-client';

/** Brings a guest's list (newest first) into the signed-in shopper's own; answers the whole list. */
export const mergeWishlist = (productIds: readonly number[]) =>
  api<WishlistAnswer>('wishlist/merge', { method: 'POST', body: { ProductIds: productIds }, toastOnError: false });
