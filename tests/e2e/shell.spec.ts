import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin';

test.describe('app shell', () => {
  test('home renders the header, banners, products and footer @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const footer = page.locator('footer');
    for (const name of ['Terms and Conditions', 'Privacy Policy', 'Refund Policy', 'Return and Replacement Policy', 'Shipping Policy', 'Contact Us']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /Cart, 0 items/ }).or(page.getByRole('link', { name: /Cart, 0 items/ }))).toBeVisible();
  });

  test('the header search navigates to /search and shows the query; clear resets it', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search products' }).or(page.getByRole('textbox', { name: 'Search products' }));
    await box.fill('soundbar');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=soundbar$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('soundbar');
    await expect(box).toHaveValue('soundbar');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');
    await box.fill('speaker');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/query=speaker/);
  });

  test("static pages are written out with the shop's details", async ({ page }) => {
    const pages: [string, RegExp][] = [
      ['/terms-and-conditions', /Terms and Conditions/],
      ['/privacy-policy', /Privacy Policy/],
      ['/refund-policy', /Refund Policy/],
      ['/return-policy', /Return and Replacement Policy/],
      ['/shipping-policy', /Shipping Policy/],
      ['/contact-us', /Contact Us/],
    ];
    for (const [url, heading] of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto('/return-policy');
    await expect(page.locator('main')).toContainText('7 days');
    await page.goto('/contact-us');
    const main = page.locator('main');
    await expect(main).toContainText('Vellore');
    await expect(main).toContainText('Tamil Nadu');
    await expect(main.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(main.getByRole('link', { name: /\+91/ }).first()).toHaveAttribute('href', /^tel:/);
  });

  test('an unknown path shows the not-found page with Back to Home @phone', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the unauthorized page answers in both spellings and goes back', async ({ page }) => {
    await page.goto('/contact-us');
    await page.goto('/account/Unauthorized');
    await expect(page.getByRole('heading', { name: '401 Unauthorized Access' })).toBeVisible();
    await page.goto('/account/unauthorized');
    await expect(page.getByRole('heading', { name: '401 Unauthorized Access' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/account\/Unauthorized$/);
  });

  test('the app reloads itself when the server publishes another version', async ({ page }) => {
    let version = '1.0.2';
    await page.route('**/meta.json', (route) => route.fulfill({ json: { version }, headers: { 'cache-control': 'no-store' } }));
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    let loads = 0;
    page.on('load', () => (loads += 1));
    version = '1.0.3';
    // The check runs when the tab becomes visible again, as after a deploy.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => loads, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // Only once per new version: no reload loop.
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  });

  test('the navigation becomes a drawer on small screens @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Headphones')).toBeVisible();
  });

  test('on a 412 px phone the drawer opens above the header: Home and Dashboard can be tapped @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await page.setViewportSize({ width: 412, height: 915 });

    /** The first item is just below the drawer's logo, at the height of the header bar: a tap there must reach it. */
    const tapFirstItem = async (label: string, to: RegExp) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const item = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label });
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      const reached = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest('[role="navigation"]')?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.tagName,
        [box.x + box.width / 2, box.y + box.height / 2] as const,
      );
      expect(reached, `what a tap on ${label} reaches`).toBe('Main');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(to);
      await expect(item).toBeHidden();
    };

    // A shopper on another page goes Home from the drawer.
    await page.goto('/search?query=speaker');
    await tapFirstItem('Home', /\/$/);

    // An admin on another admin page goes to the Dashboard.
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await tapFirstItem('Dashboard', /\/admin$/);
  });
});
