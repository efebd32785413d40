// What the shop tells search engines about itself: the sitemap of its public pages and robots.txt
// (docs/seo.md).
import type { AppContext } from '../../context';
import { queryRows, sql } from '../../db/client';

/** The public pages besides products, as the sitemap lists them. */
export const SITEMAP_PAGES = ['/', '/terms-and-conditions', '/privacy-policy', '/refund-policy', '/return-policy', '/shipping-policy', '/contact-us'];

/** Paths search engines are asked to leave alone: personal, transactional or machine pages. */
export const ROBOTS_DISALLOW = ['/admin', '/account', '/cart', '/payment', '/api'];

/** URLs per sitemap file (the protocol allows 50,000); a bigger catalogue gets a sitemap index. */
export const SITEMAP_LIMIT = 40_000;

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const urlEntry = (loc: string, lastmod?: string) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface ProductRow {
  id: number;
  lastmod: string;
}

/** Published products with the date of their last change (the product or any of its variants). */
async function publishedProducts(ctx: AppContext, offset: number, limit: number): Promise<ProductRow[]> {
  return queryRows<ProductRow>(
    ctx.db,
    sql`
    select p.id, to_char(greatest(p.updated_at, max(v.updated_at)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
    from products p left join product_variants v on v.product_id = p.id
    where p.is_published
    group by p.id
    order by p.id
    offset ${offset} limit ${limit}`,
  );
}

async function publishedCount(ctx: AppContext): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from products where is_published`);
  return Number(row?.n ?? 0);
}

/**
 * The sitemap: every public page and published product when they fit in one file; otherwise an
 * index of files of SITEMAP_LIMIT products each (`/sitemaps/products-N.xml`), after one of pages.
 */
export async function sitemap(ctx: AppContext, baseUrl: string): Promise<string> {
  return ctx.cache.answer(`sitemap ${baseUrl}`, async () => {
    const total = await publishedCount(ctx);
    if (total + SITEMAP_PAGES.length <= SITEMAP_LIMIT) {
      const products = await publishedProducts(ctx, 0, SITEMAP_LIMIT);
      const urls = [...SITEMAP_PAGES.map((p) => urlEntry(`${baseUrl}${p}`)), ...products.map((p) => urlEntry(`${baseUrl}/product/${p.id}`, p.lastmod))];
      return `${XML}<urlset xmlns="${NS}">${urls.join('')}</urlset>\n`;
    }
    const files = ['pages.xml', ...Array.from({ length: Math.ceil(total / SITEMAP_LIMIT) }, (_, i) => `products-${i + 1}.xml`)];
    return `${XML}<sitemapindex xmlns="${NS}">${files.map((f) => `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${f}`)}</loc></sitemap>`).join('')}</sitemapindex>\n`;
  });
}

/** One file of a sitemap index, or null when there is no such file. */
export async function sitemapPart(ctx: AppContext, baseUrl: string, file: string): Promise<string | null> {
  if (file === 'pages.xml') return `${XML}<urlset xmlns="${NS}">${SITEMAP_PAGES.map((p) => urlEntry(`${baseUrl}${p}`)).join('')}</urlset>\n`;
  const n = /^products-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!n) return null;
  return ctx.cache.answer(`sitemap ${baseUrl} ${file}`, async () => {
    const products = await publishedProducts(ctx, (Number(n[1]) - 1) * SITEMAP_LIMIT, SITEMAP_LIMIT);
    if (products.length === 0) return null;
    return `${XML}<urlset xmlns="${NS}">${products.map((p) => urlEntry(`${baseUrl}/product/${p.id}`, p.lastmod)).join('')}</urlset>\n`;
  });
}

export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
