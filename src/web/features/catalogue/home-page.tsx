import { SHOP } from '@shared/constants';
import { homeJsonLd } from '@shared/seo';
import { BannerCarousel } from './components/banner-carousel';
import { ProductGrid } from './components/product-grid';
import { PageMeta } from '../../components/page-meta';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { brandsQuery } from './api/browse';
import { BrandTiles } from './components/brand-tiles';
import { paths } from '../../lib/paths';
import shell from '../../components/shell.module.css';
import css from './home-page.module.css';

// The three promises' icons, drawn in the current colour (24 x 24).
const glyph = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
const Truck = () => (
  <svg {...glyph}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="6.5" cy="17" r="1.8" />
    <circle cx="17" cy="17" r="1.8" />
  </svg>
);
const Genuine = () => (
  <svg {...glyph}>
    <path d="M12 3 19 6v5.5c0 4.2-3 7.6-7 9-4-1.4-7-4.8-7-9V6z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </svg>
);
const Invoice = () => (
  <svg {...glyph}>
    <path d="M6 3h12v18l-2-1.4-2 1.4-2-1.4-2 1.4-2-1.4L6 21z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </svg>
);

const promises = [
  { icon: <Truck />, title: 'Delivered across India', text: 'Tracked courier delivery to every pin code we serve' },
  { icon: <Genuine />, title: 'Genuine products', text: 'Warranty honoured in India, easy replacements' },
  { icon: <Invoice />, title: 'GST invoice', text: 'Download your tax invoice from My Orders' },
];

/** How many brands home shows under "Shop by brand" (the most products first); all are on /brands. */
const HOME_BRANDS = 6;

export default function HomePage() {
  const brands = useQuery(brandsQuery()).data;
  const shown = brands ? [...brands].sort((a, b) => b.ProductCount - a.ProductCount || a.Name.localeCompare(b.Name)).slice(0, HOME_BRANDS) : [];
  return (
    <div className={shell.container}>
      <PageMeta
        title={`${SHOP.name} | Headphones, Speakers and Studio Gear`}
        structuredData={(baseUrl) => homeJsonLd({ baseUrl, name: SHOP.name, logoUrl: `${baseUrl}/favicon.svg` })}
      />
      <h1 className="visually-hidden">{SHOP.name}: audio and electronics shop</h1>
      <BannerCarousel />
      <div className={css.promises}>
        {promises.map((p) => (
          <div key={p.title} className={css.promise}>
            <span className={css.promiseIcon}>{p.icon}</span>
            <div>
              <p className={css.promiseTitle}>{p.title}</p>
              <span className={css.promiseText}>{p.text}</span>
            </div>
          </div>
        ))}
      </div>
      {shown.length > 0 && (
        <section aria-labelledby="shop-by-brand" className={css.brands}>
          <div className={css.sectionHead}>
            <h2 id="shop-by-brand" className={css.sectionTitle}>
              Shop by brand
            </h2>
            <RouterLink to={paths.brands} className={css.sectionLink}>
              All {brands!.length} brands
            </RouterLink>
          </div>
          <BrandTiles brands={shown} />
        </section>
      )}
      <ProductGrid searchText="" heading="Shop all products" />
    </div>
  );
}
