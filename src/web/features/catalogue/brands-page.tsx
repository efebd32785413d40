// Shop by brand (/brands): every brand with published products, its logo, how many products it
// has and what it makes, each a link to its own page. Plain CSS (decision 009).
import { useQuery } from '@tanstack/react-query';
import { SHOP } from '@shared/constants';
import { breadcrumbJsonLd } from '@shared/seo';
import { brandsQuery } from './api/browse';
import { BrandTiles } from './components/brand-tiles';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import shell from '../../components/shell.module.css';
import css from './browse-page.module.css';
import { paths } from '../../lib/paths';

export default function BrandsPage() {
  const brands = useQuery(brandsQuery());
  return (
    <div className={shell.container}>
      <PageMeta
        title={`Shop by brand | ${SHOP.name}`}
        description={`Every brand at ${SHOP.name}: headphones, earbuds, speakers, soundbars, amplifiers, microphones and cables by maker.`}
        structuredData={(baseUrl) => [
          breadcrumbJsonLd([
            { name: 'Home', url: `${baseUrl}/` },
            { name: 'Brands', url: `${baseUrl}${paths.brands}` },
          ]),
        ]}
      />
      <Breadcrumbs links={[{ label: 'Home', to: paths.home }]} here="Brands" className={css.crumbs} />
      <div className={css.head}>
        <h1 className={css.heading}>Shop by brand</h1>
      </div>
      {brands.data ? (
        <BrandTiles brands={brands.data} described eager />
      ) : brands.isError ? (
        <p role="alert">The brands could not be loaded. Please try again.</p>
      ) : (
        <p role="status">Loading brands…</p>
      )}
    </div>
  );
}
