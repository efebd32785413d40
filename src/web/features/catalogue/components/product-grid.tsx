import { useEffect, useState } from 'react';
import { useServerOrHydrating } from '../../../lib/hydration';
import { useProductSearch } from '../api/search-products';
import { ProductCard } from './product-card';
import { EmptyState, EmptyStateButton } from '../../../components/empty-state';
import block from '../../../components/placeholder.module.css';
import css from './product-grid.module.css';

function ProductCardSkeleton() {
  return (
    <div className={css.skeleton} aria-hidden>
      <span className={`${block.block} ${css.skeletonPicture}`} />
      <div className={css.skeletonBody}>
        {['40%', '100%', '60%'].map((width, i) => (
          <span key={i} className={`${block.block} ${block.line}`} style={{ width }} />
        ))}
      </div>
    </div>
  );
}

/** Cards are drawn a few at a time, each batch in a task of its own (the first one too: the page
 * around them is drawn first), so that a phone is never busy for long before it answers a tap
 * (decision 009). */
const CARDS_PER_BATCH = 8;

export function useShownCount(total: number): number {
  // Cards the server drew are all there at once.
  const rendered = useServerOrHydrating();
  const [shown, setShown] = useState(() => (rendered ? total : 0));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => n + CARDS_PER_BATCH), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Published products matching `searchText`, a page at a time. */
export function ProductGrid({ searchText, heading, headingLevel = 'h2' }: { searchText: string; heading?: string; headingLevel?: 'h1' | 'h2' }) {
  const q = useProductSearch(searchText);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const shown = useShownCount(items.length);

  const Heading = headingLevel;
  // Headings go down one level at a time: cards under an h1 are h2s, under an h2 h3s.
  const cardHeading = headingLevel === 'h1' ? 'h2' : 'h3';

  return (
    <section aria-label={heading ?? 'Products'}>
      {heading && (
        <div className={css.head}>
          <Heading className={css.heading}>{heading}</Heading>
          {q.isSuccess && total > 0 && (
            <span className={css.count}>
              {total} {total === 1 ? 'product' : 'products'}
            </span>
          )}
        </div>
      )}
      {q.isPending ? (
        <div className={css.grid} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : q.isError ? (
        <EmptyState message="Could not load products. Please try again." action={<EmptyStateButton onClick={() => void q.refetch()}>Retry</EmptyStateButton>} />
      ) : items.length === 0 ? (
        <EmptyState message="No Products Found" />
      ) : (
        <>
          <div className={css.grid}>
            {items.slice(0, shown).map((p, i) => (
              <ProductCard key={p.Id} product={p} eager={i < 4} headingLevel={cardHeading} />
            ))}
          </div>
          {/* Shown once every card fetched is drawn, so that it never jumps down as they arrive. */}
          {q.hasNextPage && shown >= items.length && (
            <div className={css.more}>
              <button type="button" className={css.moreButton} onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage ? 'Loading...' : 'Show more products'}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
