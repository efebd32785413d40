// The e-way bill calls of the fulfilment screens (docs/e-way-bills.md): generating orders' bills from
// the queue, an order's bill for its detail page, and the states' limits the admin edits.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EwayStateLimit,
  EwayStateLimitBody,
  EwayStatus,
  GenerateEwayBillsBody,
  ewayStateLimitsAnswer,
  generateEwayBillsAnswer,
} from '@shared/schemas/eway-bills';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type GenerateResults = z.infer<typeof generateEwayBillsAnswer>;
export type EwayLimits = z.infer<typeof ewayStateLimitsAnswer>;

/** POST Admin/eway-bills/generate: each order's bill generated or refused on its own. */
export const generateEwayBills = (body: GenerateEwayBillsBody) => api<GenerateResults>('Admin/eway-bills/generate', { method: 'POST', body });

export function useGenerateEwayBills() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: generateEwayBills, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}

/** GET Admin/order-shipments/{orderId}/eway-bill: whether the order needs one, and the one it has. */
export const getOrderEwayBill = (orderId: string) =>
  logged('the e-way bill', api<EwayStatus>(`Admin/order-shipments/${encodeURIComponent(orderId)}/eway-bill`, { toastOnError: false }));

export function useOrderEwayBill(orderId: string) {
  return useQuery({ queryKey: shipmentKeys.ewayOfOrder(orderId), queryFn: () => getOrderEwayBill(orderId), retry: false });
}

/** GET Admin/eway-bills/limits */
export const getEwayLimits = () => logged('the e-way bill limits', api<EwayLimits>('Admin/eway-bills/limits', { toastOnError: false }));

export function useEwayLimits() {
  return useQuery({ queryKey: shipmentKeys.ewayLimits, queryFn: getEwayLimits });
}

/** PUT Admin/eway-bills/limits/{state} */
export const saveEwayLimit = ({ state, body }: { state: string; body: EwayStateLimitBody }) =>
  api<EwayStateLimit>(`Admin/eway-bills/limits/${encodeURIComponent(state)}`, { method: 'PUT', body });

export function useSaveEwayLimit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveEwayLimit, onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.all }) });
}
