import { useQuery } from '@tanstack/react-query';
import type { WishlistAnswer } from '@shared/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { wishlistKeys } from './keys';

export const getWishlist = () => api<WishlistAnswer>('wishlist', { toastOnError: false });

/** The signed-in shopper's saved products (cards, newest first); `enabled` false for a guest or while a guest list is merged. */
export const useWishlist = (enabled: boolean) => useQuery({ queryKey: wishlistKeys.mine, queryFn: getWishlist, enabled, staleTime: 60_000 });
