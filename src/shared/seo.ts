// What search engines and link previews read in the shop's pages: schema.org data (JSON-LD) and
// the canonical, Open Graph and Twitter card tags (docs/seo.md). Built from the catalogue API's
// answers, by the web app's server renderer.
import type { Product, Variant } from './schemas/catalogue';
import type { PublicReview } from './schemas/reviews';
import { SHOP } from './constants';
import { fullImageUrl, imageUrl } from './images';
import { indiaDate } from './india-time';

const SCHEMA = 'https://schema.org';

export interface ProductJsonLdOptions {
  /** The shop's address, without a trailing slash. */
  baseUrl: string;
  sellerName: string;
  /** The approved reviews the page shows first; the first few are named (only with approved reviews). */
  reviews?: readonly PublicReview[];
}

/** How many of the page's reviews the structured data names. */
export const JSON_LD_REVIEWS = 5;

/**
 * The approved reviews' average and count, and the first few of them: only for a product that has
 * approved reviews (search engines refuse a rating of nothing).
 */
function ratingJsonLd(rating: Product['Rating'], reviews: readonly PublicReview[]) {
  if (rating.Count <= 0) return {};
  const stars = (value: number) => ({ '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 });
  const named = reviews.slice(0, JSON_LD_REVIEWS);
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.Average, reviewCount: rating.Count, bestRating: 5, worstRating: 1 },
    ...(named.length
      ? {
          review: named.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.AuthorName },
            datePublished: indiaDate(new Date(r.CreatedAt)),
            reviewRating: stars(r.Rating),
            name: r.Title,
            reviewBody: r.Text,
          })),
        }
      : {}),
  };
}

/** Text as one line: runs of white space (new lines, tabs) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The product's brand; for a product saved before brands, a feature that names one. */
const brandOf = (product: Pick<Product, 'Features' | 'Brand'>) =>
  product.Brand?.Name ?? (product.Features.find((f) => /^\s*brand\s*$/i.test(f.ItemType))?.ItemValue.trim() || null);

/** schema.org Product with its offer, for the variant the page shows. */
export function productJsonLd(
  product: Product,
  variant: Pick<Variant, 'Id' | 'Price' | 'Stock' | 'Images'> | null,
  { baseUrl, sellerName, reviews = [] }: ProductJsonLdOptions,
) {
  const url = `${baseUrl}/product/${product.Id}`;
  // The chosen variant's pictures first, as the page shows them; each once, as an absolute URL.
  const images = [...(variant?.Images ?? []), ...product.Images].map((i) => imageUrl(i)).filter((u): u is string => !!u);
  const brand = brandOf(product);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.Name,
    description: oneLine(product.Description),
    sku: product.ProductCode,
    category: product.CategoryName,
    url,
    ...(images.length ? { image: [...new Set(images)].map((u) => fullImageUrl(baseUrl, encodeURI(u))) } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    ...ratingJsonLd(product.Rating, reviews),
    ...(variant
      ? {
          offers: {
            '@type': 'Offer',
            url: variant.Id === product.DefaultVariant?.Id ? url : `${url}?variantId=${variant.Id}`,
            price: variant.Price.toFixed(2),
            priceCurrency: 'INR',
            availability: variant.Stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
            itemCondition: `${SCHEMA}/NewCondition`,
            seller: { '@type': 'Organization', name: sellerName },
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList, first item first. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/**
 * schema.org ItemList of the products a list page shows, in its order: positions count on from
 * the products of the pages before (`before`), so page 2's first product is 25th.
 */
export function itemListJsonLd(items: { name: string; url: string }[], before = 0) {
  return {
    '@context': SCHEMA,
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: before + i + 1, name: item.name, url: item.url })),
  };
}

/** The shop as an Organization, and its WebSite with the search box search engines may offer. */
export function homeJsonLd({ baseUrl, name, logoUrl }: { baseUrl: string; name: string; logoUrl: string }) {
  const organization = `${baseUrl}/#organization`;
  return [
    { '@context': SCHEMA, '@type': 'Organization', '@id': organization, name, url: `${baseUrl}/`, logo: logoUrl },
    {
      '@context': SCHEMA,
      '@type': 'WebSite',
      '@id': `${baseUrl}/#website`,
      name,
      url: `${baseUrl}/`,
      publisher: { '@id': organization },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${baseUrl}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The script element for structured data; admin-typed text can never end it early. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MetaTagsInput {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute address of the picture a preview shows. */
  imageUrl?: string;
  type: 'website' | 'product';
  /** og:site_name; the shop's name unless given. */
  siteName?: string;
  /** Keep the page out of the index, its links followed (a filtered or sorted list). */
  noindex?: boolean;
}

/**
 * Canonical link, Open Graph and Twitter card tags, every value escaped. A page with a picture gets
 * the large card (summary_large_image); one without, the small one. An empty description is left out.
 * A page kept out of the index (`noindex`) says so, and still names its canonical page.
 */
export function metaTags({ title, description, canonicalUrl, imageUrl: image, type, siteName = SHOP.name, noindex = false }: MetaTagsInput): string {
  const tag = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`;
  return [
    ...(noindex ? ['<meta name="robots" content="noindex, follow">'] : []),
    `<link rel="canonical" href="${escapeAttr(canonicalUrl)}">`,
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:type', type === 'product' ? 'product' : 'website'),
    tag('property', 'og:title', title),
    ...(description ? [tag('property', 'og:description', description)] : []),
    tag('property', 'og:url', canonicalUrl),
    ...(image ? [tag('property', 'og:image', image)] : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    ...(description ? [tag('name', 'twitter:description', description)] : []),
    ...(image ? [tag('name', 'twitter:image', image)] : []),
  ].join('');
}
