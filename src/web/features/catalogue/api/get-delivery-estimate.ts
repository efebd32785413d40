import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DeliveryEstimate } from '@shared/schemas/delivery';

export const getDeliveryEstimate = (pinCode: string, variantId: number, quantity: number) =>
  api<DeliveryEstimate>('public/delivery-estimate', { query: { PinCode: pinCode, VariantId: variantId, Quantity: quantity }, toastOnError: false });

/** A pin code's estimate for a variant and quantity; a refusal ("Invalid Pin Code") is not asked again. */
export const deliveryEstimateQuery = (pinCode: string | null, variantId: number | undefined, quantity: number) =>
  queryOptions({
    queryKey: ['delivery-estimate', pinCode, variantId, quantity],
    queryFn: () => getDeliveryEstimate(pinCode!, variantId!, quantity),
    enabled: !!pinCode && !!variantId,
    retry: false,
    staleTime: 5 * 60_000,
  });
