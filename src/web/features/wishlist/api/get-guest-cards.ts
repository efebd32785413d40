import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WishlistCardsAnswer } from '@shared/schemas/wishlist';
import { api } from '../../../lib/api-client';
import { wishlistKeys } from './keys';

const EMPTY: WishlistCardsAnswer = { Items: [] };

export const getGuestCards = (ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve(EMPTY) : api<WishlistCardsAnswer>('public/wishlist/cards', { query: { Ids: ids.join(',') }, toastOnError: false });

/** The cards of a guest's saved products; the last cards stay shown while a changed list is asked for. */
export const useGuestCards = (ids: readonly number[], enabled: boolean) =>
  useQuery({ queryKey: wishlistKeys.guestCards(ids), queryFn: () => getGuestCards(ids), enabled, placeholderData: keepPreviousData });
