import type { QueryClient } from '@tanstack/react-query';
import { shopKeys } from '../../../lib/query-keys';
// Query keys of the admin screens, in one place so mutations invalidate exactly what they change.
export const adminKeys = {
  all: ['admin'] as const,
  products: () => ['admin', 'products'] as const,
  productList: (q: { page: number; pageSize: number; search: string }) => ['admin', 'products', q] as const,
  /** Every product's queries (a specification's change reaches them all). */
  anyProduct: () => ['admin', 'product'] as const,
  product: (id: number) => ['admin', 'product', id] as const,
  productImages: (id: number) => ['admin', 'product', id, 'images'] as const,
  descriptions: (id: number) => ['admin', 'product', id, 'descriptions'] as const,
  features: (id: number) => ['admin', 'product', id, 'features'] as const,
  variants: (id: number) => ['admin', 'product', id, 'variants'] as const,
  variant: (variantId: number) => ['admin', 'variant', variantId] as const,
  inventory: () => ['admin', 'inventory'] as const,
  waitingAlerts: () => ['admin', 'inventory', 'waiting-alerts'] as const,
  inventoryPage: (q: { stock: number; productCode: string; page: number; pageSize: number }) => ['admin', 'inventory', q] as const,
  brands: () => ['admin', 'brands'] as const,
  specifications: () => ['admin', 'specifications'] as const,
  specificationsOf: (categoryId: number) => ['admin', 'specifications', categoryId] as const,
  /** Under specifications: a change to one (or its deletion) reads the completeness again. */
  completenessOf: (categoryId: number) => ['admin', 'specifications', 'completeness', categoryId] as const,
};

/** The shop's own catalogue queries, refreshed when an admin changes what shoppers see. */
export { shopKeys };

/** After a product's images change: its image list, the product, the admin list and the shop's copy. */
export async function invalidateProductImages(qc: QueryClient, productId: number) {
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.productImages(productId) }),
    qc.invalidateQueries({ queryKey: adminKeys.product(productId) }),
    qc.invalidateQueries({ queryKey: adminKeys.products() }),
    qc.invalidateQueries({ queryKey: shopKeys.product }),
  ]);
}
