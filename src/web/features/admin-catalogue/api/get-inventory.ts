import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiWithHeaders } from '../../../lib/api-client';
import type { InventoryRow } from '@shared/schemas/admin-catalogue';
import { adminKeys } from './keys';
import { logged } from '../../../lib/logged';

export interface InventoryQuery {
  stock: number;
  productCode: string;
  page: number;
  pageSize: number;
}

/** POST GetVariants {Stock, ProductCode}, one page at a time (docs/api.md). */
export async function getInventory(q: InventoryQuery): Promise<{ rows: InventoryRow[]; total: number }> {
  const { data, headers } = await logged(
    'inventory',
    apiWithHeaders<InventoryRow[]>('Admin/ProductVariant/GetVariants', {
      method: 'POST',
      query: { Page: q.page, PageSize: q.pageSize },
      body: { Stock: q.stock, ProductCode: q.productCode },
      toastOnError: false,
    }),
  );
  return { rows: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

export function useInventory(q: InventoryQuery) {
  return useQuery({ queryKey: adminKeys.inventoryPage(q), queryFn: () => getInventory(q), placeholderData: keepPreviousData });
}
