import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { QueueState, shipmentQueueAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type QueuePage = z.infer<typeof shipmentQueueAnswer>;

export interface QueueQuery {
  state: QueueState | '';
  courier: string;
  from: string;
  to: string;
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
}

/** GET Admin/shipments/queue: paid orders without a shipment, oldest first. */
export const getQueue = (q: QueueQuery) =>
  logged(
    'the orders ready to ship',
    api<QueuePage>('Admin/shipments/queue', {
      query: {
        State: q.state || undefined,
        Courier: q.courier || undefined,
        From: q.from || undefined,
        To: q.to || undefined,
        Page: q.page + 1,
        PageSize: q.pageSize,
      },
      toastOnError: false,
    }),
  );

export function useQueue(q: QueueQuery) {
  return useQuery({ queryKey: shipmentKeys.queue(q), queryFn: () => getQueue(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
