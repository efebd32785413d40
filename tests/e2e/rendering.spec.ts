// The shop's public pages arrive rendered by the server and are taken over by React in the browser
// without an error, a hydration warning, or a request the server already answered.
import { expect, test, type Page } from '@playwright/test';

// Addresses that are no page: an unknown path, and ids written another way than the shop writes them.
const NOT_FOUND = [
  '/no/such/page',
  '/x-%0A',
  '/product/0x10',
  '/product/016',
  '/product/2147483648',
  '/order/detail/not-an-order',
  '/c/no-such-category',
  '/brand/no-such-brand',
];
const SHOP_PAGES = [
  '/',
  '/search?query=speaker',
  // Longer than the catalogue answers: searched for as far as its limit.
  `/search?query=speaker${'s'.repeat(200)}`,
  '/product/1',
  '/PRODUCT/2',
  '/c/headphones',
  '/c/speakers?InStock=true&Sort=price-asc&Page=1',
  '/terms-and-conditions',
  '/privacy-policy',
  '/contact-us',
  ...NOT_FOUND,
];

/** Console errors and warnings, and uncaught errors, while the page loads and hydrates. */
function watch(page: Page) {
  const problems: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    // The browser reports the not-found page's own 404 status as a failed resource.
    if (/Failed to load resource: the server responded with a status of 404/.test(m.text()) && NOT_FOUND.some((p) => m.location().url.endsWith(p))) return;
    problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  return { problems, apiCalls };
}

test.describe('pages rendered on the server', () => {
  test('every shop page loads and hydrates with no error or warning, asking the API nothing it was given @phone', async ({ page }) => {
    const seen = watch(page);
    for (const path of SHOP_PAGES) {
      seen.problems.length = 0;
      seen.apiCalls.length = 0;
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(NOT_FOUND.includes(path) ? 404 : 200);
      if (NOT_FOUND.includes(path)) await expect(page.getByRole('heading', { name: 'Page not found' }), path).toBeVisible();
      expect(await page.locator('#root').getAttribute('data-rendered'), path).toBe('server');
      await page.waitForLoadState('networkidle');
      // Hydrated: a link moves inside the app instead of loading a new document.
      await expect(page.getByRole('link', { name: 'Swara Audio' }).first()).toBeVisible();
      expect(seen.problems, path).toEqual([]);
      // Nothing is wider than the window, however long a word the address brings (a search for one).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
      // Taking the page over moves nothing on screen: no shift once the HTML is parsed (the app's
      // code runs only after that; a paint of a half-parsed page on a busy machine is not its doing).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
                if (!e.hadRecentInput && e.startTime >= parsed) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(shift, path).toBe(0);
      // Only the shopper's own cart may be asked for (it is not in the page); the catalogue was.
      expect(
        seen.apiCalls.filter((u) => !/\/api\/public\/cart\//i.test(u)),
        path,
      ).toEqual([]);
    }
  });

  test('a page is taken over as the server drew it: nothing of it is drawn again, and a product page never downloads the description cleaner @phone', async ({
    page,
  }) => {
    // Every part of the page the app removes once it runs: the server's HTML thrown away and drawn anew.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removed: string[] }).removed = removed;
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.removedNodes)
            if (node instanceof Element && node.querySelectorAll('*').length >= 3) removed.push(`${node.tagName} ${node.className}`);
      }).observe(document, { childList: true, subtree: true });
    });
    const cleaner: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/purify/.test(r.url())) cleaner.push(r.url());
    });
    for (const path of ['/', '/c/headphones', '/search?query=speaker', '/brands', '/product/2', '/product/1']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: 'Swara Audio' }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { removed: string[] }).removed), path).toEqual([]);
    }
    // The product pages, the last one above, showed their descriptions as the server cleaned them.
    await expect(page.getByRole('tabpanel', { name: 'Description' })).not.toBeEmpty();
    expect(cleaner).toEqual([]);
    // Drawn by the browser (another product, reached inside the app), a description is cleaned there.
    await page.goto('/c/headphones');
    await page.getByTestId('product-card').nth(2).click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByRole('tabpanel', { name: 'Description' })).not.toBeEmpty();
    expect(cleaner).toHaveLength(1);
  });

  test('after hydration the pages work as an app: a product card opens its page without a reload @phone', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByTestId('product-card').first().click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByTestId('product-price')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('structured data agrees with the API: price and stock of the product shown', async ({ page, request }) => {
    await page.goto('/product/1');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'Product') as {
      name: string;
      sku: string;
      offers: { price: string; priceCurrency: string; availability: string; itemCondition: string; seller: { name: string } };
    };
    const api = (await (await request.get('/api/Public/Product/GetById?Id=1')).json()) as {
      Name: string;
      ProductCode: string;
      DefaultVariant: { Price: number; Stock: number };
    };
    expect(product.name).toBe(api.Name);
    expect(product.sku).toBe(api.ProductCode);
    expect(Number(product.offers.price)).toBe(api.DefaultVariant.Price);
    expect(product.offers.priceCurrency).toBe('INR');
    expect(product.offers.availability).toBe(api.DefaultVariant.Stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    expect(product.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(product.offers.seller.name).toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/1$/);
    // A photo's large WebP copy; a drawing (SVG, the demo's pictures) is its own every size.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/uploads\/products\/1\/[^/]+(-1280\.webp|\.svg)$/);
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, stock, pictures and description @phone', async ({ page, request }) => {
    const api = (await (await request.get('/api/Public/Product/GetById?Id=1')).json()) as {
      Name: string;
      Description: string;
      DefaultVariant: { Price: number };
    };
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(api.Name);
    await expect(page.getByTestId('product-price')).toHaveText(`₹${api.DefaultVariant.Price.toLocaleString('en-IN')}`);
    await expect(page.getByText(/in stock/i).first()).toBeVisible();
    await expect(page.locator('img[alt^="' + api.Name.replace(/"/g, '\\"') + '"]').first()).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });

  test('search shows its results, and the search box works as a plain form', async ({ page }) => {
    await page.goto('/search?query=soundbar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('soundbar');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
    for (const name of await cards.locator('h3').allTextContents()) expect(name).toBeTruthy();
    await page.getByRole('textbox', { name: 'Search products' }).fill('headphones');
    await page.getByRole('textbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=headphones$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('headphones');
    await expect(cards.first()).toBeVisible();
  });
});
