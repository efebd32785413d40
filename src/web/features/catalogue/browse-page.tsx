// The lists of products a shopper browses: a category (/c/<slug>), a brand (/brand/<slug>) and the
// search (/search?query=). One page for the three: heading, breadcrumbs, filters, sort, the chosen
// filters as removable chips, the grid and numbered pages. Its address holds its whole state
// (browse-address.ts): every choice is a navigation, so Back and Forward step through them, and
// the pages are links that work without JavaScript. Plain CSS on the first screen (decision 009);
// MUI only in the phone's filter sheet and the sliders, each loaded when first wanted.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SORTS, SORT_LABELS, defaultSort, type CatalogueFilter, type Sort } from '@shared/catalogue-filters';
import type { CatalogueAnswer, Facet } from '@shared/schemas/catalogue';
import { SHOP } from '@shared/constants';
import { SLUG_PATTERN } from '@shared/slug';
import { breadcrumbJsonLd, itemListJsonLd } from '@shared/seo';
import { imageVariantUrl, type ImageRef } from '@shared/images';
import { brandsQuery, catalogueQuery, categoriesQuery, failureSentence } from './api/browse';
import {
  browseHref,
  browsePath,
  chosenFilters,
  droppedSpecs,
  plainFilter,
  readBrowseAddress,
  searchEngineView,
  withPage,
  withSort,
  bestSellersFilter,
  unfilteredHref,
  type BrowseAt,
  type BrowseKind,
  type Chosen,
} from './browse-address';
import { ProductCard } from './components/product-card';
import { useShownCount } from './components/product-grid';
import { FilterPanel } from './components/filter-panel';
import { pageNumbers } from './page-numbers';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { EmptyState, EmptyStateLink } from '../../components/empty-state';
import block from '../../components/placeholder.module.css';
import shell from '../../components/shell.module.css';
import grid from './components/product-grid.module.css';
import css from './browse-page.module.css';
import { paths } from '../../lib/paths';

const FilterSheet = lazy(() => import('./components/filter-sheet'));

interface Subject {
  name: string;
  description: string;
  /** A brand's logo. */
  logo?: ImageRef | null;
}

/** What the page's category or brand is called (null while the lists load, undefined when the slug names none). */
function useSubject(at: BrowseAt): { subject: Subject | null | undefined; failed: boolean } {
  const categories = useQuery({ ...categoriesQuery(), enabled: at.kind === 'category' });
  const brands = useQuery({ ...brandsQuery(), enabled: at.kind === 'brand' });
  if (at.kind === 'search') return { subject: null, failed: false };
  const q = at.kind === 'category' ? categories : brands;
  if (!q.data) return { subject: null, failed: q.isError };
  if (at.kind === 'category') {
    const c = categories.data?.find((x) => x.Slug === at.slug);
    return { subject: c && { name: c.Name, description: c.Description }, failed: false };
  }
  const b = brands.data?.find((x) => x.Slug === at.slug);
  return { subject: b && { name: b.Name, description: b.Description, logo: b.Logo }, failed: false };
}

export default function BrowsePage({ kind, notFound }: { kind: BrowseKind; notFound?: ReactNode }) {
  const params = useParams();
  const location = useLocation();
  // What a change of category left behind (go, below): said once, on the page it led to.
  const said = ((location.state as { dropped?: unknown } | null)?.dropped as string[] | undefined) ?? [];
  const slug = kind === 'search' ? '' : (params.slug ?? '');
  const at = useMemo<BrowseAt>(() => ({ kind, slug }), [kind, slug]);
  const [search] = useSearchParams();
  const address = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const read = useMemo(() => readBrowseAddress(at, search), [at, address]);
  const list = useQuery(catalogueQuery(read.filter, read.error));
  const { subject, failed } = useSubject(at);
  const navigate = useNavigate();
  const navigation = useNavigationType();
  const [sheet, setSheet] = useState<'closed' | 'open' | 'shut'>('closed');
  // The sliders' code loads when the shopper first reaches for the filters.
  const [sliders, setSliders] = useState(false);
  // The choice just made, shown at once while the address (a transition) catches up, so that a box
  // ticked shows its tick before the list's answer arrives, not as if the tap was missed.
  const [choosing, setChoosing] = useState<{ from: string; filter: CatalogueFilter } | null>(null);
  // Once the address has moved, it holds the choice (and Back to the first address must not show it).
  useEffect(() => setChoosing(null), [address]);
  // Marks the page once the browser has taken it over: its filters answer only from then on. Set on
  // the element itself after each render (the element may be new), so that taking the page over
  // does not draw it all again.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => root.current?.setAttribute('data-hydrated', 'true'));
  // Only once the browser has the page: the server never sees a navigation's state (a reload keeps it).
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (said.length > 0) setLive(true);
  }, [said.length]);
  const dropped = live ? said : [];

  // Another page of the list starts at its top; Back and Forward leave the place to the browser.
  const page = read.filter?.page ?? 1;
  useEffect(() => {
    if (navigation === 'PUSH') window.scrollTo(0, 0);
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps

  if (kind !== 'search' && (!SLUG_PATTERN.test(slug) || subject === undefined)) return notFound ?? null;

  const filter = read.filter;
  const answer = list.data;
  const hrefOf = (f: CatalogueFilter) => browseHref(at, f);
  const go = (f: CatalogueFilter) => {
    setChoosing({ from: address, filter: f });
    // Specifications left behind by a change of category are named on the next page.
    const left = filter ? droppedSpecs(filter, f).map((key) => facets.find((x) => x.Key === `Spec.${key}`)?.Name ?? key) : [];
    void navigate(hrefOf(f), left.length ? { state: { dropped: left } } : undefined);
  };
  const shown = choosing?.from === address ? choosing.filter : filter;
  const heading =
    kind === 'search' ? (filter?.searchText ? `Results for “${filter.searchText}”` : 'All products') : (subject?.name ?? (failed ? 'Products' : ''));
  const crumb = kind === 'search' ? 'Search' : (subject?.name ?? '');
  const view = filter ? searchEngineView(at, filter) : { canonicalPath: browsePath(at), noindex: true };
  const title = kind === 'search' ? `${filter?.searchText ? `${filter.searchText} - Search` : 'All products'} | ${SHOP.name}` : `${crumb} | ${SHOP.name}`;
  const description =
    kind === 'category' ? subject?.description || `${crumb} at ${SHOP.name}` : kind === 'brand' ? `${crumb} products at ${SHOP.name}` : undefined;
  // The picture of a link to the page: a brand's logo, a category's first product.
  const picture = kind === 'brand' ? subject?.logo : kind === 'category' ? answer?.Items.find((p) => p.Images[0])?.Images[0] : undefined;
  const chosen = filter && answer ? chosenFilters(at, filter, answer.Facets) : [];
  const facets = answer?.Facets ?? [];

  return (
    <div className={shell.container} ref={root}>
      <PageMeta
        title={title}
        description={description}
        canonicalPath={view.canonicalPath}
        noindex={view.noindex ? 'follow' : undefined}
        image={picture ? (imageVariantUrl(picture, 1280) ?? undefined) : undefined}
        structuredData={
          kind === 'search'
            ? undefined
            : (baseUrl) => [
                breadcrumbJsonLd([
                  { name: 'Home', url: `${baseUrl}/` },
                  { name: crumb, url: `${baseUrl}${browsePath(at)}` },
                ]),
                itemListJsonLd(
                  (answer?.Items ?? []).map((p) => ({ name: p.Name, url: `${baseUrl}/product/${p.Id}` })),
                  ((answer?.Page ?? 1) - 1) * (answer?.PageSize ?? 0),
                ),
              ]
        }
      />
      <Breadcrumbs links={[{ label: 'Home', to: paths.home }]} here={crumb} className={css.crumbs} />
      <div className={subject?.logo ? `${css.head} ${css.withLogo}` : css.head}>
        {subject?.logo && (
          <img
            className={css.logo}
            src={imageVariantUrl(subject.logo, 320) ?? undefined}
            alt={`${subject.name} logo`}
            width={150}
            height={50}
            decoding="async"
          />
        )}
        <div>
          <h1 className={css.heading}>{heading}</h1>
          {subject?.description && <p className={css.description}>{subject.description}</p>}
        </div>
      </div>

      {read.error !== null || (list.isError && !answer) ? (
        <Refused plainHref={unfilteredHref(at, search)} error={read.error ?? list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className={css.toolbar}>
            <button
              type="button"
              className={css.filtersButton}
              onClick={() => setSheet('open')}
              onPointerEnter={() => void import('./components/filter-sheet')}
              aria-haspopup="dialog"
              disabled={!answer}
            >
              Filters{chosen.length > 0 && ` (${chosen.length})`}
            </button>
            {answer && (
              <span className={css.count} role="status">
                {answer.TotalCount} {answer.TotalCount === 1 ? 'product' : 'products'}
              </span>
            )}
            {filter && shown && <SortSelect filter={shown} onChange={(s) => go(withSort(shown, s))} />}
          </div>
          {filter && (chosen.length > 0 || dropped.length > 0) && <Chips at={at} filter={filter} chosen={chosen} dropped={dropped} />}
          <div className={css.columns}>
            <aside
              className={css.filters}
              aria-label="Filters"
              onPointerEnter={() => setSliders(true)}
              onFocus={() => setSliders(true)}
              onTouchStart={() => setSliders(true)}
            >
              {shown && answer && <FilterPanel at={at} filter={shown} facets={facets} onChange={go} hrefOf={hrefOf} sliders={sliders} />}
            </aside>
            <section aria-label={heading || 'Products'} className={css.list} aria-busy={list.isFetching || undefined}>
              {!answer || !filter ? (
                <Loading />
              ) : answer.TotalCount === 0 ? (
                <ZeroResults at={at} filter={filter} chosen={chosen} facets={facets} />
              ) : answer.Items.length === 0 ? (
                <EmptyState
                  message="There are fewer pages than that."
                  action={<EmptyStateLink to={hrefOf(withPage(filter, lastPage(answer)))}>Go to the last page</EmptyStateLink>}
                />
              ) : (
                <>
                  <Grid answer={answer} />
                  <Pager at={at} filter={filter} answer={answer} />
                </>
              )}
            </section>
          </div>
          {sheet !== 'closed' && filter && answer && (
            <Suspense fallback={null}>
              <FilterSheet
                open={sheet === 'open'}
                at={at}
                filter={filter}
                facets={facets}
                total={answer.TotalCount}
                hrefOf={hrefOf}
                onClose={() => setSheet('shut')}
                onApply={(f) => {
                  setSheet('shut');
                  go(f);
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

const lastPage = (a: CatalogueAnswer) => Math.max(1, Math.ceil(a.TotalCount / a.PageSize));

function Loading() {
  return (
    <div className={grid.grid} aria-busy="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className={grid.skeleton} aria-hidden>
          <span className={`${block.block} ${grid.skeletonPicture}`} />
        </div>
      ))}
    </div>
  );
}

/**
 * The cards are kept by their place in the grid, not by product: when a new choice's answer comes,
 * each place shows its new product where the old one was, instead of moving the cards that both
 * lists hold to their new places (a layout shift the shopper sees as the page jumping).
 */
function Grid({ answer }: { answer: CatalogueAnswer }) {
  const shown = useShownCount(answer.Items.length);
  return (
    <div className={`${grid.grid} ${css.grid}`}>
      {answer.Items.slice(0, shown).map((p, i) => (
        <ProductCard key={i} product={p} eager={i < 4} headingLevel="h2" />
      ))}
    </div>
  );
}

function SortSelect({ filter, onChange }: { filter: CatalogueFilter; onChange: (sort: Sort | null) => void }) {
  const fallback = defaultSort(filter.searchText);
  // Relevance means something only for a search text.
  const sorts = SORTS.filter((s) => s !== 'relevance' || filter.searchText);
  return (
    <label className={css.sort}>
      <span className={css.sortLabel}>Sort by</span>
      <select
        className={css.select}
        value={filter.sort ?? fallback}
        onChange={(e) => {
          const s = e.currentTarget.value as Sort;
          onChange(s === fallback ? null : s);
        }}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Chips({ at, filter, chosen, dropped }: { at: BrowseAt; filter: CatalogueFilter; chosen: Chosen[]; dropped: string[] }) {
  return (
    <ul className={css.chips} aria-label="Chosen filters">
      {dropped.length > 0 && (
        <li>
          <span className={`${css.chip} ${css.dropped}`} role="status" data-testid="dropped-filters">
            Not in this category, so dropped: {dropped.join(', ')}
          </span>
        </li>
      )}
      {chosen.map((c) => (
        <li key={`${c.key}:${c.label}`}>
          <RouterLink to={browseHref(at, c.without)} className={css.chip} aria-label={`Remove ${c.label}`}>
            {c.label}
            {/* The cross is drawn by the style sheet: the link's visible text is the filter's name alone, as its name says. */}
            <span aria-hidden className={css.chipX} />
          </RouterLink>
        </li>
      ))}
      <li>
        <RouterLink to={browseHref(at, { ...plainFilter(at, filter), sort: filter.sort })} className={css.clear}>
          Clear all
        </RouterLink>
      </li>
    </ul>
  );
}

function Pager({ at, filter, answer }: { at: BrowseAt; filter: CatalogueFilter; answer: CatalogueAnswer }) {
  const last = lastPage(answer);
  if (last <= 1) return null;
  const current = answer.Page;
  const href = (n: number) => browseHref(at, withPage(filter, n));
  return (
    <nav aria-label="Pages" className={css.pager}>
      {current > 1 && (
        <RouterLink to={href(current - 1)} className={css.pageStep} rel="prev">
          Previous
        </RouterLink>
      )}
      <ul className={css.pages}>
        {pageNumbers(current, last).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className={css.gap}>…</span>
            ) : (
              <RouterLink to={href(n)} className={css.page} aria-current={n === current ? 'page' : undefined} aria-label={`Page ${n}`}>
                {n}
              </RouterLink>
            )}
          </li>
        ))}
      </ul>
      {current < last && (
        <RouterLink to={href(current + 1)} className={css.pageStep} rel="next">
          Next
        </RouterLink>
      )}
    </nav>
  );
}

/** An address the page could not read, or the API refused: its sentence, and the way back to the plain list. */
function Refused({ plainHref, error, onRetry }: { plainHref: string; error: unknown; onRetry: () => void }) {
  const sentence = typeof error === 'string' ? error : failureSentence(error);
  const status = typeof error === 'string' ? 400 : (error as { status?: number } | null)?.status;
  if (status !== undefined && status >= 400 && status < 500 && sentence)
    return <EmptyState message={sentence} action={<EmptyStateLink to={plainHref}>Show all products</EmptyStateLink>} />;
  return (
    <EmptyState
      message="Could not load products. Please try again."
      action={
        <button type="button" className={css.retry} onClick={onRetry}>
          Retry
        </button>
      }
    />
  );
}

/**
 * Nothing matches: what to change. Each chosen filter with what dropping it gives (the answer's
 * Without), and for a category or a brand, its best sellers.
 */
function ZeroResults({ at, filter, chosen, facets }: { at: BrowseAt; filter: CatalogueFilter; chosen: Chosen[]; facets: readonly Facet[] }) {
  const bestQ = useQuery({ ...catalogueQuery(bestSellersFilter(at)), enabled: at.kind !== 'search' });
  const without = (key: string) => facets.find((f) => f.Key === key)?.Without;
  return (
    <div className={css.zero}>
      <EmptyState message={filter.searchText && chosen.length === 0 ? 'No Products Found' : 'No products match all of these choices.'} />
      {chosen.length > 0 && (
        <div className={css.suggest}>
          <h2 className={css.subheading}>Try without</h2>
          <ul className={css.suggestions}>
            {chosen.map((c) => {
              const n = without(c.key);
              return (
                <li key={`${c.key}:${c.label}`}>
                  <RouterLink to={browseHref(at, c.without)} className={css.suggestion}>
                    Remove “{c.label}”
                  </RouterLink>
                  {n !== undefined && (
                    <span className={css.gives}>
                      {' '}
                      {n} {n === 1 ? 'product' : 'products'}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {filter.searchText && chosen.length === 0 && <p className={css.hint}>Check the spelling, or try fewer or more general words.</p>}
      {bestQ.data && bestQ.data.Items.length > 0 && (
        <div className={css.suggest}>
          <h2 className={css.subheading}>Best sellers</h2>
          <div className={grid.grid}>
            {bestQ.data.Items.map((p) => (
              <ProductCard key={p.Id} product={p} headingLevel="h3" />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
