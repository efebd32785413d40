import { useQuery } from '@tanstack/react-query';
import type { ShippingOption } from '@shared/schemas/orders';
import { api } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/query-keys';

/** The server quotes the couriers for the caller's cart and one of their addresses. */
export const getShippingOptions = (addressId: number) =>
  api<ShippingOption[]>('order/shipping-options', { query: { AddressId: addressId }, toastOnError: false });

/** `cartSignature` changes with the cart's lines, so a new weight asks for a new quote. */
export function useShippingOptions(addressId: number | null, cartSignature: string) {
  return useQuery({
    queryKey: cartKeys.shipping(addressId ?? 0, cartSignature),
    queryFn: () => getShippingOptions(addressId!),
    enabled: addressId !== null && cartSignature !== '',
    retry: false,
  });
}
