import type { z } from 'zod';
import type { QueueState, shipmentQueueAnswer } from '@shared/schemas/shipments';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { listFilters, type ListQuery } from './list-query';
import { shipmentKeys } from './keys';

export type QueuePage = z.infer<typeof shipmentQueueAnswer>;

export type QueueQuery = ListQuery<QueueState>;

/** GET Admin/shipments/queue: paid orders without a shipment, oldest first. */
export const getQueue = (q: QueueQuery) => getPage<QueuePage>('the orders ready to ship', 'Admin/shipments/queue', listFilters(q), q);

export function useQueue(q: QueueQuery) {
  return usePagedQuery(shipmentKeys.queue(q), () => getQueue(q));
}
