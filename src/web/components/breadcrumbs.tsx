import { Link as RouterLink } from 'react-router';
import css from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Where a page sits in the shop, as links from Home and the page's own name last, in plain CSS
 * (decision 009): the storefront's pages draw it first. A long name (a product's) may be clipped
 * on a phone, where it would push the page down.
 */
export function Breadcrumbs({ links, here, clipHere = false, className }: { links: readonly Crumb[]; here: string; clipHere?: boolean; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={css.crumbs}>
        {links.map((c) => (
          <li key={c.to}>
            <RouterLink to={c.to} className={css.link}>
              {c.label}
            </RouterLink>
          </li>
        ))}
        <li aria-current="page" className={clipHere ? `${css.here} ${css.clipped}` : css.here}>
          {here}
        </li>
      </ol>
    </nav>
  );
}
