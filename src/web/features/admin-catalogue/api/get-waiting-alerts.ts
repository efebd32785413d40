import { useQuery } from '@tanstack/react-query';
import type { WaitingStockAlerts } from '@shared/schemas/stock-alerts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * GET Admin/stock-alerts/waiting: per variant, how many shoppers wait to be told it is back
 * (docs/stock-alerts.md). Under the inventory's key, so an inventory edit refreshes it.
 */
export function useWaitingAlerts() {
  return useQuery({
    queryKey: adminKeys.waitingAlerts(),
    queryFn: async () => {
      const { Items } = await api<WaitingStockAlerts>('Admin/stock-alerts/waiting', { toastOnError: false });
      return new Map(Items.map((i) => [i.VariantId, i.Waiting]));
    },
  });
}
