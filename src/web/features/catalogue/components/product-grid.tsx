import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useProductSearch } from '../api/search-products';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { EmptyState } from '../../../components/empty-state';

const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, md: 2.5 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
} as const;

/** Cards are drawn a few at a time, each batch in a task of its own (the first one too: the page
 * around them is drawn first), so that a phone is never busy for long before it answers a tap
 * (decision 009). */
const CARDS_PER_BATCH = 8;

function useShownCount(total: number): number {
  const [shown, setShown] = useState(0);
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

  return (
    <Box component="section" aria-label={heading ?? 'Products'}>
      {heading && (
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component={headingLevel}>
            {heading}
          </Typography>
          {q.isSuccess && total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {total} {total === 1 ? 'product' : 'products'}
            </Typography>
          )}
        </Box>
      )}
      {q.isPending ? (
        <Box sx={gridSx} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </Box>
      ) : q.isError ? (
        <EmptyState message="Could not load products. Please try again." action={<Button onClick={() => q.refetch()}>Retry</Button>} />
      ) : items.length === 0 ? (
        <EmptyState message="No Products Found" />
      ) : (
        <>
          <Box sx={gridSx}>
            {items.slice(0, shown).map((p, i) => (
              <ProductCard key={p.Id} product={p} eager={i < 4} />
            ))}
          </Box>
          {/* Shown once every card fetched is drawn, so that it never jumps down as they arrive. */}
          {q.hasNextPage && shown >= items.length && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" size="large" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage ? 'Loading...' : 'Show more products'}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
