// What the shop tells search engines about itself: the sitemap of its public pages and robots.txt
// (docs/seo.md).
import type { Uses } from '../../context';
import { queryRows, sql } from '../../db/client';
import { PAGES, paths } from '@shared/paths';

/** What this file touches of the app's context. */
type Ctx = Uses<'cache' | 'db'>;

/** The public pages besides products, as the sitemap lists them. */
export const SITEMAP_PAGES = [PAGES.home, PAGES.brands, PAGES.terms, PAGES.privacy, PAGES.refund, PAGES.returns, PAGES.shipping, PAGES.contact];

/** Paths search engines are asked to leave alone: personal, transactional or machine pages. */
export const ROBOTS_DISALLOW = ['/admin', '/account', '/cart', '/payment', '/api'];

/** URLs per sitemap file (the protocol allows 50,000); a bigger catalogue gets a sitemap index. */
export const SITEMAP_LIMIT = 40_000;

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };
export const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => XML_ENTITIES[c]);

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const urlEntry = (loc: string, lastmod?: string) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
const urlset = (entries: string[]) => `${XML}<urlset xmlns="${NS}">${entries.join('')}</urlset>\n`;

export interface SitemapProduct {
  id: number;
  /** W3C date-time in UTC, to the second. */
  lastmod: string;
}

/**
 * Every published product with the date of its last change: the product's own, any of its
 * variants' (price, stock, title), or the newest picture or description text added to it.
 * A deleted product is gone from the table, so it cannot be listed.
 */
async function loadPublishedProducts(ctx: Ctx): Promise<SitemapProduct[]> {
  return queryRows<SitemapProduct>(
    ctx.db,
    sql`
    select p.id, to_char(greatest(
        p.updated_at,
        (select max(v.updated_at) from product_variants v where v.product_id = p.id),
        (select max(i.created_at) from product_images i where i.product_id = p.id),
        (select max(d.created_at) from product_descriptions d where d.product_id = p.id)
      ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
    from products p
    where p.is_published
    order by p.id`,
  );
}

/**
 * The category and brand pages that list something: `/c/<slug>` of every category and
 * `/brand/<slug>` of every brand with a published product, each in name order.
 */
async function loadListPages(ctx: Ctx): Promise<string[]> {
  const rows = await queryRows<{ slug: string; kind: number }>(
    ctx.db,
    sql`
    select slug, kind from (
      select c.slug, 1 as kind, lower(c.name) as name from categories c
        where exists (select 1 from products p where p.category_id = c.id and p.is_published)
      union all
      select b.slug, 2, lower(b.name) from brands b
        where exists (select 1 from products p where p.brand_id = b.id and p.is_published)
    ) pages
    order by kind, name, slug`,
  );
  return rows.map((r) => (r.kind === 1 ? paths.category(r.slug) : paths.brand(r.slug)));
}

/**
 * The published products and the category and brand pages, kept in the catalogue cache: any
 * change to a product, a category or a brand drops them. They are kept apart from the shop's
 * address, so requests naming many different hosts share one entry. (Search keys always hold "|",
 * so this key is never a search's.)
 */
const sitemapLists = (ctx: Ctx) =>
  ctx.cache.answer('sitemap', async () => ({ products: await loadPublishedProducts(ctx), listPages: await loadListPages(ctx) }));

export interface SitemapOptions {
  /** URLs per file; SITEMAP_LIMIT unless a test asks for fewer. */
  limit?: number;
}

const productEntries = (baseUrl: string, products: SitemapProduct[]) => products.map((p) => urlEntry(`${baseUrl}${paths.product(p.id)}`, p.lastmod));
/** Home, shop by brand, the policy pages, then the category and brand pages. */
const pageEntries = (baseUrl: string, listPages: string[]) => [...SITEMAP_PAGES, ...listPages].map((p) => urlEntry(`${baseUrl}${p}`));

/**
 * The sitemap: every public page (the category and brand pages with published products among
 * them) and published product when they fit in one file; otherwise an index of one file of the
 * pages (`/sitemaps/pages.xml`) and files of `limit` products each
 * (`/sitemaps/products-N.xml`). `baseUrl` is the shop's address, without a trailing slash.
 */
export async function sitemap(ctx: Ctx, baseUrl: string, { limit = SITEMAP_LIMIT }: SitemapOptions = {}): Promise<string> {
  const { products, listPages } = await sitemapLists(ctx);
  if (products.length + SITEMAP_PAGES.length + listPages.length <= limit)
    return urlset([...pageEntries(baseUrl, listPages), ...productEntries(baseUrl, products)]);
  const parts = Array.from({ length: Math.ceil(products.length / limit) }, (_, i) => {
    const last = products.slice(i * limit, (i + 1) * limit).reduce((max, p) => (p.lastmod > max ? p.lastmod : max), '');
    return `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/products-${i + 1}.xml`)}</loc><lastmod>${last}</lastmod></sitemap>`;
  });
  const pages = `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/pages.xml`)}</loc></sitemap>`;
  return `${XML}<sitemapindex xmlns="${NS}">${pages}${parts.join('')}</sitemapindex>\n`;
}

/** One file named by a sitemap index, or null when there is no such file. */
export async function sitemapPart(ctx: Ctx, baseUrl: string, file: string, { limit = SITEMAP_LIMIT }: SitemapOptions = {}): Promise<string | null> {
  const lists = await sitemapLists(ctx);
  if (file.toLowerCase() === 'pages.xml') return urlset(pageEntries(baseUrl, lists.listPages));
  const n = /^products-([1-9]\d{0,5})\.xml$/i.exec(file);
  if (!n) return null;
  const start = (Number(n[1]) - 1) * limit;
  const products = lists.products.slice(start, start + limit);
  return products.length ? urlset(productEntries(baseUrl, products)) : null;
}

/** robots.txt: everything but the private and machine paths may be crawled; the sitemap is named. */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
