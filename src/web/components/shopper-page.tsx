// The shopper's list pages (the cart, the wishlist): one frame with the page's title, and the grey
// rows that stand in for the list while it loads.
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';
import block from './placeholder.module.css';
import shell from './shell.module.css';
import css from './shopper-page.module.css';

export function ShopperPage({ title, heading, noindex, children }: { title: string; heading: string; noindex?: boolean; children: ReactNode }) {
  return (
    <div className={css.page}>
      <PageMeta title={title} noindex={noindex} />
      <h1 className={shell.pageTitle}>{heading}</h1>
      {children}
    </div>
  );
}

/** Two rows of a picture and three lines of text; the page sizes them through its classes. */
export function RowsPlaceholder({
  label,
  className,
  lineClassName,
  imageClassName,
}: {
  label: string;
  className?: string;
  lineClassName: string;
  imageClassName: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      {[0, 1].map((i) => (
        <div key={i} className={`${css.rowsLine} ${lineClassName}`}>
          <span className={`${block.block} ${imageClassName}`} />
          <span className={css.rowsText}>
            {['60%', '30%', '20%'].map((width) => (
              <span key={width} className={`${block.block} ${block.line}`} style={{ width }} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}
