import type { z } from 'zod';
import type { ShipmentState, shipmentsAnswer } from '@shared/schemas/shipments';
import { getPage, usePagedQuery } from '../../../lib/paged-query';
import { listFilters, type ListQuery } from './list-query';
import { shipmentKeys } from './keys';

export type ShipmentsPage = z.infer<typeof shipmentsAnswer>;

export type ShipmentsQuery = ListQuery<ShipmentState>;

/** GET Admin/shipments: booked shipments, filtered by state, courier and booking date. */
export const getShipments = (q: ShipmentsQuery) => getPage<ShipmentsPage>('shipments', 'Admin/shipments', listFilters(q), q);

export function useShipments(q: ShipmentsQuery) {
  return usePagedQuery(shipmentKeys.list(q), () => getShipments(q));
}
