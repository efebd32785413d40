// What the cart and the account screens both read about the signed-in shopper: their addresses, their
// businesses for GST invoices and their orders awaiting payment.
import { useQuery } from '@tanstack/react-query';
import type { Address } from '@shared/schemas/accounts';
import type { BusinessDetails } from '@shared/schemas/business';
import type { Order } from '@shared/schemas/orders';
import { api } from './api-client';
import { addressesKey, businessDetailsKey, orderKeys } from './query-keys';

const getAddresses = () => api<Address[]>('Account/Address');

/**
 * The shopper's delivery addresses. `fresh`: read again whenever the screen comes back into view
 * (the cart, where the address chosen decides the shipping).
 */
export function useAddresses({ enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: getAddresses,
    enabled,
    ...(fresh ? { refetchOnMount: 'always' as const, refetchOnWindowFocus: true } : {}),
  });
}

const getBusinessDetails = () => api<BusinessDetails[]>('Account/BusinessDetails');

/** The shopper's businesses (GSTINs) for GST invoices. */
export function useBusinessDetails({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: businessDetailsKey, queryFn: getBusinessDetails, enabled });
}

const getPendingOrders = () => api<Order[]>('order/status/pending', { toastOnError: false });

/** The shopper's pending orders, read again on every visit: checkout waits until they are paid or cancelled. */
export function usePendingOrders(enabled = true) {
  return useQuery({ queryKey: orderKeys.pending, queryFn: getPendingOrders, enabled, refetchOnMount: 'always' });
}
