// The compare bar, fixed at the bottom of every shop page while the compare list holds products:
// their thumbnails, Remove for each, Clear, and the way to the comparison. Drawn from the stored
// list, so only after hydration (compare-list.ts); a spacer as tall as the bar keeps it from
// covering the end of the page. Its height is kept in --compare-bar-height, so that the product
// page's Add to cart bar stands above it.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ProductImage } from '../../../components/product-image';
import { compareList, useCompareList } from './compare-list';
import { compareAddress } from './compare-rules';
import css from './compare.module.css';

export function CompareBar() {
  const list = useCompareList();
  const { pathname } = useLocation();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--compare-bar-height', `${Math.round(bar.getBoundingClientRect().height)}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty('--compare-bar-height');
    };
  }, [bar]);
  // Not over the comparison itself, nor over the admin's screens.
  if (list.length === 0 || /^\/(compare|admin)(\/|$)/i.test(pathname)) return null;
  return (
    <>
      <div className={css.barSpace} aria-hidden="true" />
      <section ref={setBar} className={css.bar} aria-label="Compare products" data-testid="compare-bar">
        <ul className={css.barList}>
          {list.map((p) => (
            <li key={p.Id} className={css.barItem}>
              <span className={css.thumb}>
                <ProductImage image={p.Image} alt="" sizes="48px" emptyText="" />
              </span>
              <span className={css.barName}>{p.Name}</span>
              <button type="button" className={css.remove} onClick={() => compareList.remove(p.Id)} aria-label={`Remove ${p.Name} from compare`}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className={css.barActions}>
          <button type="button" className={css.clear} onClick={() => compareList.clear()}>
            Clear
          </button>
          <RouterLink to={compareAddress(list.map((p) => p.Id))} className={css.go}>
            Compare ({list.length})
          </RouterLink>
        </div>
      </section>
    </>
  );
}
