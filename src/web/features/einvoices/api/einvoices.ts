// The e-invoice calls of the admin's screens (docs/e-invoicing.md): an order's registrations for its
// detail page, the list by status, and one more try now.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EinvoiceList, EinvoiceStatusName, OrderEinvoice } from '@shared/schemas/einvoices';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';

/** Query keys of the e-invoice screens, all under ['einvoices']. */
export const einvoiceKeys = {
  all: ['einvoices'] as const,
  ofOrder: (orderId: string) => ['einvoices', 'order', orderId] as const,
  list: (status: EinvoiceStatusName) => ['einvoices', 'list', status] as const,
};

/** GET Admin/orders/{orderId}/einvoice: the invoice's registration and its credit notes'. */
export const getOrderEinvoice = (orderId: string) =>
  logged('the e-invoice', api<OrderEinvoice>(`Admin/orders/${encodeURIComponent(orderId)}/einvoice`, { toastOnError: false }));

export function useOrderEinvoice(orderId: string) {
  return useQuery({ queryKey: einvoiceKeys.ofOrder(orderId), queryFn: () => getOrderEinvoice(orderId), retry: false });
}

/** GET Admin/einvoices?Status=: the registrations in a status, newest first. */
export const getEinvoices = (status: EinvoiceStatusName) =>
  logged('the e-invoices', api<EinvoiceList>('Admin/einvoices', { query: { Status: status }, toastOnError: false }));

export function useEinvoices(status: EinvoiceStatusName) {
  return useQuery({ queryKey: einvoiceKeys.list(status), queryFn: () => getEinvoices(status), refetchOnMount: 'always' });
}

/** POST Admin/orders/{orderId}/einvoice/retry: the portal asked at once; answers the order's registrations as they now are. */
export const retryEinvoice = (orderId: string) => api<OrderEinvoice>(`Admin/orders/${encodeURIComponent(orderId)}/einvoice/retry`, { method: 'POST' });

export function useRetryEinvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryEinvoice, onSettled: () => queryClient.invalidateQueries({ queryKey: einvoiceKeys.all }) });
}
