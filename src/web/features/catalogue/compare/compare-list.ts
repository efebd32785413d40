// The shopper's compare list, kept in the browser's storage so that it stays across pages, tabs
// and visits (lib/stored-list.ts).
import { storedList } from '../../../lib/stored-list';
import { addedTo, readList, type ComparedProduct } from './compare-rules';

const stored = storedList<ComparedProduct>('swara.compare', readList);
const snapshot = stored.get;
const save = stored.set;

export const useCompareList = stored.use;

export const compareList = {
  /** Adds the product; the sentence saying why not when the rules refuse it. */
  add(product: ComparedProduct): string | null {
    const next = addedTo(snapshot(), product);
    if ('refused' in next) return next.refused;
    save(next.list);
    return null;
  },
  remove(id: number) {
    save(snapshot().filter((p) => p.Id !== id));
  },
  clear() {
    save([]);
  },
};
