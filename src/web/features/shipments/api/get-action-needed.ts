import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { actionNeededAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type ActionNeeded = z.infer<typeof actionNeededAnswer>;

/** GET Admin/shipments/action-needed: failed delivery attempts waiting for the shop's decision. */
export const getActionNeeded = () => logged('failed deliveries', api<ActionNeeded>('Admin/shipments/action-needed', { toastOnError: false }));

export function useActionNeeded() {
  return useQuery({ queryKey: shipmentKeys.actionNeeded, queryFn: getActionNeeded, refetchOnMount: 'always' });
}
