import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, shopKeys } from './keys';

/** What a change to a variant (or its images) makes stale. */
export function invalidateVariant(qc: QueryClient, productId: number, variantId?: number) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.variants(productId) }),
    variantId ? qc.invalidateQueries({ queryKey: adminKeys.variant(variantId) }) : undefined,
    qc.invalidateQueries({ queryKey: adminKeys.product(productId) }),
    qc.invalidateQueries({ queryKey: adminKeys.products() }),
    qc.invalidateQueries({ queryKey: adminKeys.inventory() }),
    qc.invalidateQueries({ queryKey: shopKeys.product }),
    qc.invalidateQueries({ queryKey: shopKeys.products }),
  ]);
}
