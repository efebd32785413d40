import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BookShipmentsBody, bookShipmentsAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { shipmentKeys } from './keys';

export type BookResults = z.infer<typeof bookShipmentsAnswer>;

/** POST Admin/shipments/book: each order booked or refused on its own; the answer says which. */
export const bookShipments = (body: BookShipmentsBody) => api<BookResults>('Admin/shipments/book', { method: 'POST', body });

export function useBookShipments() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookShipments, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
