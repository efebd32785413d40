import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ShipmentState, shipmentsAnswer } from '@shared/schemas/shipments';
import { api } from '../../../lib/api-client';
import { logged } from '../../../lib/logged';
import { shipmentKeys } from './keys';

export type ShipmentsPage = z.infer<typeof shipmentsAnswer>;

export interface ShipmentsQuery {
  state: ShipmentState | '';
  courier: string;
  from: string;
  to: string;
  /** 0-based, as the grid counts. */
  page: number;
  pageSize: number;
}

/** GET Admin/shipments: booked shipments, filtered by state, courier and booking date. */
export const getShipments = (q: ShipmentsQuery) =>
  logged(
    'shipments',
    api<ShipmentsPage>('Admin/shipments', {
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

export function useShipments(q: ShipmentsQuery) {
  return useQuery({ queryKey: shipmentKeys.list(q), queryFn: () => getShipments(q), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}
