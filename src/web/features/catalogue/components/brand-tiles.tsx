// The brands as tiles of their logos and names, each a link to its page (/brand/<slug>): on home
// under "Shop by brand", and on the brands page with their descriptions. Plain CSS (decision 009).
import { Link as RouterLink } from 'react-router';
import { imageVariantUrl } from '@shared/images';
import type { BrandInfo } from '@shared/schemas/catalogue';
import { paths } from '../../../lib/paths';
import css from './brand-tiles.module.css';

export function BrandTiles({ brands, described = false, eager = false }: { brands: readonly BrandInfo[]; described?: boolean; eager?: boolean }) {
  return (
    <ul className={described ? `${css.tiles} ${css.described}` : css.tiles}>
      {brands.map((b) => (
        <li key={b.Slug}>
          <RouterLink to={paths.brand(b.Slug)} className={css.tile}>
            <span className={css.logo}>
              {b.Logo ? (
                <img src={imageVariantUrl(b.Logo, 320) ?? undefined} alt="" width={150} height={50} loading={eager ? 'eager' : 'lazy'} decoding="async" />
              ) : (
                <span className={css.initials} aria-hidden="true">
                  {b.Name.slice(0, 2).toUpperCase()}
                </span>
              )}
            </span>
            <span className={css.name}>{b.Name}</span>
            <span className={css.count}>
              {b.ProductCount} {b.ProductCount === 1 ? 'product' : 'products'}
            </span>
            {described && b.Description && <span className={css.description}>{b.Description}</span>}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
