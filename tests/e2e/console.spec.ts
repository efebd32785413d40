// The browser's console stays clean on a walk through the shop: no error and no React warning on
// any page a shopper or an admin opens, whether the server drew it or the browser. Home is loaded
// several times over, as a mismatch between the server's page and the browser's first render may
// show only on some loads.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin';

/** The one page of the walk that is no page. */
const NOT_FOUND = /\/no-such-page$/;

/** What the console said that a clean page never says: errors, and warnings (React's among them). */
function watch(page: Page): string[] {
  const said: string[] = [];
  const keep = (where: string, text: string) => said.push(`${where}: ${text.slice(0, 600)}`);
  page.on('console', (m: ConsoleMessage) => {
    // The not-found page answers 404 on purpose: the browser reports the document's status, and that is all.
    if (NOT_FOUND.test(m.location().url) && /status of 404/.test(m.text())) return;
    if (m.type() === 'error' || m.type() === 'warning') keep(page.url(), `[${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (err) => keep(page.url(), `[uncaught] ${err.message}`));
  return said;
}

/** Opens a page and waits for it to settle (its code, its data, its hydration). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test.describe('a clean console', () => {
  test('on the pages a shopper walks through, and home loaded again and again @phone', async ({ page, request }) => {
    const said = watch(page);
    for (let i = 0; i < 6; i++) await visit(page, '/');
    const cards = ((await (await request.get('/api/public/catalogue?PageSize=5')).json()) as { Items: { Id: number }[] }).Items;
    const walk = [
      '/c/headphones',
      '/c/headphones?Sort=price-asc&InStock=true',
      '/brand/swara',
      '/search?query=speaker',
      `/product/${cards[0]!.Id}`,
      `/product/${cards[1]!.Id}`,
      '/compare',
      '/cart',
      '/account/signin',
      '/account/signup',
      '/terms-and-conditions',
      '/contact-us',
      '/no-such-page',
    ];
    for (const path of walk) await visit(page, path);
    expect(said).toEqual([]);
  });

  test("on the admin's pages, the product wizard among them", async ({ page }) => {
    await signInAsAdmin(page);
    const said = watch(page);
    for (const path of ['/admin', '/admin/product-list', '/admin/product/add', '/admin/inventory-list', '/admin/orders', '/admin/specifications'])
      await visit(page, path);
    expect(said).toEqual([]);
  });
});
