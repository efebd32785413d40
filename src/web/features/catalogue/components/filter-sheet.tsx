// The phone's filters: a full-height sheet (MUI Drawer) with the same panel as the desktop's left
// column, whose choices wait for Apply. The Apply button says how many products they give, asked
// of the API (a page of one, with the facets) once the shopper pauses; the counts beside each
// choice come from the same answer. A chunk of its own, loaded when "Filters" is first tapped.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Drawer from '@mui/material/Drawer';
import type { CatalogueFilter } from '@shared/catalogue-filters';
import type { Facet } from '@shared/schemas/catalogue';
import { ShopTheme } from '../../../components/shop-theme';
import { ClearGlyph } from '../../../components/shell-icons';
import { cataloguePreviewQuery } from '../api/browse';
import { plainFilter, type BrowseAt } from '../browse-address';
import { FilterPanel } from './filter-panel';
import css from './filter-sheet.module.css';

/** How long the choices must rest before the count is asked for. */
const SETTLE_MS = 300;

export interface FilterSheetProps {
  open: boolean;
  at: BrowseAt;
  /** The filter of the page (what Apply starts from). */
  filter: CatalogueFilter;
  facets: readonly Facet[];
  /** The page's number of products. */
  total: number;
  hrefOf: (f: CatalogueFilter) => string;
  onClose: () => void;
  onApply: (f: CatalogueFilter) => void;
}

export default function FilterSheet({ open, at, filter, facets, total, hrefOf, onClose, onApply }: FilterSheetProps) {
  const [pending, setPending] = useState(filter);
  const [settled, setSettled] = useState(filter);
  // Opened again: it starts from the page's filter.
  useEffect(() => {
    if (open) {
      setPending(filter);
      setSettled(filter);
    }
  }, [open, filter]);
  useEffect(() => {
    const t = setTimeout(() => setSettled(pending), SETTLE_MS);
    return () => clearTimeout(t);
  }, [pending]);
  const same = hrefOf(settled) === hrefOf(filter);
  const preview = useQuery({ ...cataloguePreviewQuery(settled), enabled: open && !same });
  const waiting = hrefOf(pending) !== hrefOf(settled) || (!same && preview.isFetching);
  const count = same ? total : preview.data?.TotalCount;
  const shownFacets = same ? facets : (preview.data?.Facets ?? facets);
  const label = count === undefined ? 'Show products' : `Show ${count} ${count === 1 ? 'product' : 'products'}`;

  return (
    <ShopTheme>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={onClose}
        // Above the sticky header, as the navigation drawer.
        sx={{ zIndex: (t) => t.zIndex.modal }}
        slotProps={{ paper: { sx: { height: '100%' }, role: 'dialog', 'aria-label': 'Filters', 'aria-modal': true } as object }}
      >
        <div className={css.sheet}>
          <div className={css.top}>
            <h2 className={css.title}>Filters</h2>
            <button type="button" className={css.reset} onClick={() => setPending({ ...plainFilter(at, filter), sort: filter.sort })}>
              Clear all
            </button>
            <button type="button" className={css.close} onClick={onClose} aria-label="Close filters">
              <ClearGlyph />
            </button>
          </div>
          <div className={css.body}>
            <FilterPanel at={at} filter={pending} facets={shownFacets} onChange={setPending} hrefOf={hrefOf} sliders />
          </div>
          <div className={css.bottom}>
            <button type="button" className={css.apply} onClick={() => onApply(pending)} disabled={count === 0} aria-busy={waiting || undefined}>
              {label}
            </button>
          </div>
        </div>
      </Drawer>
    </ShopTheme>
  );
}
