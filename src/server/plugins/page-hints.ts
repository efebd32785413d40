// The app's HTML for one address. Besides the built index.html, its head tells the browser what
// the page will need first, so that it arrives while the app's code loads (issue 8, decision 009):
//  - modulepreload links for the page's own code, read from Vite's manifest;
//  - the answers of the API calls the page starts with, which the browser's API client uses
//    instead of asking again (web/lib/first-answers.ts);
//  - a preload of the picture the page shows largest (the first banner, a product's first image);
//  - for a product page, the product's name and description in <title> and the meta description.
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueCalls, FIRST_ANSWERS_ID } from '@shared/api-path';
import { matchPath } from '@shared/match-path';
import { imageSrcSet, imageVariantUrl, type ImageRef } from '@shared/images';
import { BANNER_SIZES, chosenVariant, galleryImages, GALLERY_SIZES, productPageDescription, productPageTitle } from '@shared/product-page';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The storefront's pages (as web/app/router.tsx lazy-loads them) and what each starts with. */
interface PagePlan {
  path: string;
  module: string;
  calls?: (params: Record<string, string>, query: URLSearchParams) => string[];
}
const PAGES: PagePlan[] = [
  { path: '/', module: 'features/catalogue/home-page.tsx', calls: () => [catalogueCalls.banners(), catalogueCalls.search('')] },
  { path: '/search', module: 'features/catalogue/search-page.tsx', calls: (_p, q) => [catalogueCalls.search(q.get('query') ?? '')] },
  {
    path: '/product/:productId',
    module: 'features/catalogue/product-page.tsx',
    calls: (p) => (/^[1-9]\d{0,9}$/.test(p.productId) ? [catalogueCalls.product(Number(p.productId)), catalogueCalls.variants(Number(p.productId))] : []),
  },
  { path: '/cart', module: 'app/cart-route.tsx' },
];

interface Answer {
  url: string;
  headers: Record<string, string>;
  json: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON that is safe inside a <script> element, whatever text an admin typed into a product. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function imagePreload(image: ImageRef | undefined, sizes: string): string {
  const href = image ? imageVariantUrl(image, 640) : null;
  if (!image || !href) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(imageSrcSet(image) ?? '')}" imagesizes="${sizes}" fetchpriority="high">`;
}

export function createPageRenderer(app: FastifyInstance, webDist: string, indexHtml: string) {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};

  // Files the entry already loads (index.html names them): not named again.
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imp of chunk.imports ?? []) collect(imp, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (entryKey) collect(entryKey, loadedByEntry);

  const preloadsOf = new Map<string, string>();
  for (const page of PAGES) {
    const files = new Set<string>();
    collect(page.module, files);
    preloadsOf.set(
      page.module,
      [...files]
        .filter((f) => !loadedByEntry.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join(''),
    );
  }

  async function answer(url: string): Promise<Answer | null> {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (res.statusCode !== 200) return null;
    const total = res.headers['x-total-count'];
    return { url, headers: total === undefined ? {} : { 'x-total-count': String(total) }, json: res.body };
  }

  /** The HTML for an address of the app (any address: unknown ones get the plain page). */
  return async function render(rawUrl: string): Promise<string> {
    const url = new URL(rawUrl, 'http://shop.invalid');
    let plan: PagePlan | undefined;
    let params: Record<string, string> = {};
    for (const page of PAGES) {
      const match = matchPath(page.path, url.pathname);
      if (match) {
        plan = page;
        params = match;
        break;
      }
    }
    if (!plan) return indexHtml;

    const answers = (await Promise.all((plan.calls?.(params, url.searchParams) ?? []).map(answer))).filter((a): a is Answer => a !== null);
    const head: string[] = [preloadsOf.get(plan.module) ?? ''];
    let html = indexHtml;

    const byUrl = new Map(answers.map((a) => [a.url, a]));
    if (plan.path === '/') {
      const banners = byUrl.get(catalogueCalls.banners());
      if (banners) head.push(imagePreload((JSON.parse(banners.json) as ImageRef[])[0], BANNER_SIZES));
    }
    if (plan.path === '/product/:productId') {
      const product = byUrl.get(catalogueCalls.product(Number(params.productId)));
      const variants = byUrl.get(catalogueCalls.variants(Number(params.productId)));
      if (product) {
        const p = JSON.parse(product.json) as {
          Name: string;
          Description: string;
          Images: ImageRef[];
          DefaultVariant: { Id: number; IsDefault: boolean; Images: ImageRef[] } | null;
        };
        const list = variants
          ? (JSON.parse(variants.json) as { Id: number; IsDefault: boolean; Images: ImageRef[] }[])
          : p.DefaultVariant
            ? [p.DefaultVariant]
            : [];
        const variant = chosenVariant(list, Number(url.searchParams.get('variantId')));
        head.push(imagePreload(galleryImages(variant, p.Images)[0], GALLERY_SIZES));
        html = html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(productPageTitle(p.Name))}</title>`)
          .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(productPageDescription(p.Description))}"`);
      }
    }
    if (answers.length > 0) {
      const data = `{${answers.map((a) => `${JSON.stringify(a.url)}:{"headers":${JSON.stringify(a.headers)},"body":${a.json}}`).join(',')}}`;
      head.push(`<script id="${FIRST_ANSWERS_ID}" type="application/json">${scriptSafe(data)}</script>`);
    }
    return html.replace('</head>', `${head.join('')}</head>`);
  };
}
