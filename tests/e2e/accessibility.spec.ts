// What a screen reader is told on the shop's public pages, the cart and signed-in pages: the banner
// carousel's slides, headings that go down one level at a time, tabs whose panels exist, and no axe
// violations (WCAG 2.1 A and AA rules, with target size and label in name, helpers/axe.ts).
import { expect, test, type Page } from '@playwright/test';
import { publishProduct, signInAsAdmin, signInAsNewUser } from './helpers/admin';
import { cartWithPendingOrder } from './helpers/checkout-helpers';
import { expectNoAxeViolations } from './helpers/axe';

/** The levels of the headings in the page's main content, in order. */
const headingLevels = (page: Page) =>
  page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));

/** No heading is more than one level below the one before it, and the first is the h1. */
function expectNoSkippedLevels(levels: number[]) {
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `heading ${i + 1} of ${levels.join(',')}`).toBeLessThanOrEqual(levels[i - 1] + 1);
  });
}

test.describe('accessibility', () => {
  test('the home page: each banner slide is a group described as a slide @phone', async ({ page }) => {
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides.first()).toBeAttached();
    const count = await slides.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(slides.nth(i)).toHaveAttribute('role', 'group');
      await expect(slides.nth(i)).toHaveAttribute('aria-roledescription', 'slide');
      await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} of ${count}`);
    }
    await expect(page.getByRole('group', { name: `1 of ${count}` })).toBeAttached();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expectNoSkippedLevels(await headingLevels(page));
    await expectNoAxeViolations(page);
  });

  test('the search page: headings go from the h1 to the cards without a gap @phone', async ({ page }) => {
    await page.goto('/search?query=speaker');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const levels = await headingLevels(page);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expectNoSkippedLevels(levels);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a category page, its filters and the phone filter sheet, and nothing found: headings in order, no axe violation @phone', async ({ page, request }) => {
    const [category] = (await (await request.get('/api/public/categories')).json()) as { Slug: string }[];
    await page.goto(`/c/${category!.Slug}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expectNoSkippedLevels(await headingLevels(page));
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/c/${category!.Slug}?PriceMin=999999999`);
    await expect(page.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
    expectNoSkippedLevels(await headingLevels(page));
    await expectNoAxeViolations(page);
  });

  test('a product without features has no Features tab, and every tab names a panel that exists @phone', async ({ page, request }) => {
    const product = await publishProduct(request, { name: `No Features Speaker ${Date.now().toString(36)}`, price: 1299, stock: 4 });
    await page.goto(`/product/${product.productId}`);
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveCount(0);
    // The pin-code box says what it takes: text typed with the number keypad.
    await expect(page.getByRole('textbox', { name: 'Deliver to' })).toHaveAttribute('type', 'text');
    for (const tab of await tabs.all()) {
      const panelId = (await tab.getAttribute('aria-controls'))!;
      await expect(page.locator(`[id="${panelId}"][role="tabpanel"]`)).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test('a product with features: both tabs, each with its panel, the chosen one shown @phone', async ({ page }) => {
    const products = (await (await page.request.get('/api/Public/product')).json()) as { Id: number }[];
    let withFeatures: number | undefined;
    for (const p of products) {
      const detail = (await (await page.request.get(`/api/Public/Product/GetById?Id=${p.Id}`)).json()) as { Features: unknown[] };
      if (detail.Features.length > 0) {
        withFeatures = p.Id;
        break;
      }
    }
    expect(withFeatures, 'a demo product with features').toBeDefined();
    await page.goto(`/product/${withFeatures}`);
    const features = page.getByRole('tab', { name: 'Features' });
    await expect(features).toBeVisible();
    for (const tab of await page.getByRole('tab').all()) {
      const panelId = (await tab.getAttribute('aria-controls'))!;
      await expect(page.locator(`[id="${panelId}"][role="tabpanel"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('table', { name: 'Features' })).toBeHidden();
    await features.click();
    await expect(page.getByRole('table', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Description' })).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the banner dots are targets of at least 24x24 px that still look like dots @phone', async ({ page }) => {
    await page.goto('/');
    const dots = page.getByRole('button', { name: /^Show banner \d+$/ });
    await expect(dots.first()).toBeVisible();
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      // What shows is the small dot drawn in the middle of the target.
      const drawn = await dot.evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        return { width: parseFloat(style.width), height: parseFloat(style.height), background: getComputedStyle(el).backgroundColor };
      });
      expect(drawn.height).toBe(8);
      expect(drawn.width).toBeLessThanOrEqual(22);
      expect(drawn.background).toBe('rgba(0, 0, 0, 0)');
    }
    await dots.last().click();
    await expect(dots.last()).toHaveAttribute('aria-current', 'true');
  });

  test("a shopper's page: the account menu's name begins with the initials it shows @phone", async ({ page }) => {
    await signInAsNewUser(page, 'Asha', 'Rao');
    await page.goto('/user-profile');
    const menu = page.getByRole('button', { name: 'AR, account menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveText('AR');
    await expectNoAxeViolations(page);
  });

  test('the admin dashboard and the reviews to moderate', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    // The dashboard's figures are worked out on first ask: on a busy machine that can take a while.
    await expect(page.getByTestId('action-to-ship')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('group', { name: 'Dates shown' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the cart with a pending order @phone', async ({ page }) => {
    await cartWithPendingOrder(page, test.info().project.use.baseURL!, 'Ritu', 'Shah');
    await expectNoAxeViolations(page);
  });
});
