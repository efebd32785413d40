// What the compare page starts with, fetched by the server before it renders it (as prefetch.ts
// does for the other catalogue pages).
import type { PrefetchArgs } from '../prefetch';
import { comparisonQuery } from '../api/compare-products';
import { idsOfAddress } from './compare-rules';

export const prefetchCompare = async ({ queryClient, search }: PrefetchArgs) => {
  const found = idsOfAddress(search.get('ids'));
  if ('ids' in found && found.ids.length > 0) await queryClient.prefetchQuery(comparisonQuery(found.ids));
};
