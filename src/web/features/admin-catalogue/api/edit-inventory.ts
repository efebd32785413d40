import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { InventoryRow } from '@shared/schemas/admin-catalogue';
import { adminKeys, shopKeys } from './keys';

/** PATCH: the inline price, MRP and stock edit of one variant. Without Mrp the saved MRP is kept. */
export const editInventory = (v: { Id: number; ProductId: number; Title: string; Price: number | string; Mrp?: number | string; Stock: number | string }) =>
  api<InventoryRow>('Admin/ProductVariant', { method: 'PATCH', body: v, toastOnError: false });

export function useEditInventory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: editInventory,
    onSuccess: async (row) => {
      // Every cached inventory page gets the saved row; nothing refetches under the admin's cursor.
      qc.setQueriesData<{ rows: InventoryRow[]; total: number }>({ queryKey: adminKeys.inventory() }, (page) =>
        page ? { ...page, rows: page.rows.map((r) => (r.Id === row.Id ? row : r)) } : page,
      );
      await Promise.all([
        qc.invalidateQueries({ queryKey: adminKeys.variants(row.ProductId) }),
        qc.invalidateQueries({ queryKey: adminKeys.variant(row.Id) }),
        qc.invalidateQueries({ queryKey: adminKeys.product(row.ProductId) }),
        qc.invalidateQueries({ queryKey: adminKeys.products() }),
        qc.invalidateQueries({ queryKey: shopKeys.product }),
        qc.invalidateQueries({ queryKey: shopKeys.products }),
      ]);
    },
  });
}
