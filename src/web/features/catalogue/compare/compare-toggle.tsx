// "Compare" on a product card and on the product page: puts the product on the compare list, or
// takes it off; the list's rules refuse a fifth product or one of another category with a toast.
import { toastError } from '../../../lib/toast';
import { compareList, useCompareList } from './compare-list';
import type { ComparedProduct } from './compare-rules';
import css from './compare.module.css';

export function CompareToggle({ product, className }: { product: ComparedProduct; className?: string }) {
  const chosen = useCompareList().some((p) => p.Id === product.Id);
  const toggle = () => {
    if (chosen) return compareList.remove(product.Id);
    const refused = compareList.add(product);
    if (refused) toastError(refused);
  };
  return (
    <button type="button" className={`${css.toggle} ${className ?? ''}`} aria-pressed={chosen} onClick={toggle} data-testid="compare-toggle">
      <svg className={css.box} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="13" height="13" rx="2.5" />
        {chosen && <path d="M4.5 8.2 7 10.7l4.6-5" />}
      </svg>
      Compare<span className="visually-hidden"> {product.Name}</span>
    </button>
  );
}
