// What a shopper sees first and keeps in sight: the product page's buy box on the first screen at
// 1280x900 and 412x915, the phone's sticky Add to cart bar, the phone's Filters and Sort bar under
// the header, compare's rating and price rows, toasts that stay clear of the header and of the next
// page, and a filter change that moves nothing on the screen. Expectations are read from the API.
import { expect, test, type Page } from '@playwright/test';
import { formatRupees } from '../../src/shared/money';
import { expectNoAxeViolations } from './helpers/axe';

interface Card {
  Id: number;
  Name: string;
  CategoryName: string;
  Rating: { Average: number; Count: number };
  DefaultVariant: { Id: number; Title: string; Price: number; Stock: number } | null;
}

const SHOTS = 'test-results/product-page';
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;
const screen = (page: Page) => (isPhone(page) ? 'phone' : 'desktop');

/** The screens of the buy box's promise: 1280x900, and a phone of 412x915 (the phone project is a Pixel 7, 839px high within the browser). */
async function atPromisedSize(page: Page) {
  await page.setViewportSize(isPhone(page) ? { width: 412, height: 915 } : { width: 1280, height: 900 });
}

async function cards(page: Page): Promise<Card[]> {
  const res = await page.request.get('/api/public/catalogue?PageSize=100');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Items: Card[] }).Items;
}

/** The rated product in stock with the most reviews. */
async function ratedProduct(page: Page): Promise<Card> {
  const rated = (await cards(page)).filter((c) => c.Rating.Count > 0 && (c.DefaultVariant?.Stock ?? 0) > 0).sort((a, b) => b.Rating.Count - a.Rating.Count);
  expect(rated.length, 'a product with approved reviews').toBeGreaterThan(0);
  return rated[0]!;
}

/** The element's box lies wholly within the first screen (below nothing, scrolled nowhere). */
async function expectOnFirstScreen(page: Page, what: string, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  const { width, height } = page.viewportSize()!;
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom within ${height}px`).toBeLessThanOrEqual(height);
  expect(box!.x + box!.width, `${what} right within ${width}px`).toBeLessThanOrEqual(width);
}

test.describe('the product page sells', () => {
  test('the buy box is on the first screen: name, brand, rating, price, variant, stock, Add to cart, heart, delivery @phone', async ({ page }) => {
    await atPromisedSize(page);
    const product = await ratedProduct(page);
    await page.goto(`/product/${product.Id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.Name);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const rating = page.getByTestId('rating-summary').getByRole('link');
    const average = product.Rating.Average.toFixed(1);
    // It shows "4.7 ★ (3)" (the stars drawn), and says "4.7 out of 5 stars, (3 reviews)".
    await expect(rating).toContainText(average);
    await expect(rating).toHaveAccessibleName(new RegExp(`^${average.replace('.', '\\.')} out of 5 stars, \\(${product.Rating.Count} reviews? ?\\)$`));

    const parts: [string, ReturnType<Page['locator']>][] = [
      ['title', page.getByRole('heading', { level: 1 })],
      ['brand link', page.getByTestId('product-brand')],
      ['rating link', rating],
      ['price', page.getByTestId('product-price')],
      ['MRP', page.getByTestId('product-mrp')],
      ['discount', page.getByTestId('product-off')],
      ['stock', page.getByTestId('stock-status')],
      ['variant choice', page.getByRole('group', { name: /^Variant:/ })],
      ['Add to cart', page.getByRole('button', { name: 'Add to cart', exact: true })],
      ['wishlist heart', page.getByRole('button', { name: 'Save to wishlist' })],
      ['delivery by pin code', page.getByTestId('delivery-answer')],
    ];
    for (const [what, locator] of parts) await expectOnFirstScreen(page, what, locator);
    await expect(page.getByTestId('product-price')).toHaveText(formatRupees(product.DefaultVariant!.Price));
    await page.screenshot({ path: `${SHOTS}/buy-box-${screen(page)}.png` });

    // A pin code gives its delivery dates on the first screen too.
    await page.getByRole('textbox', { name: 'Deliver to' }).fill('632001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('delivery-dates')).toBeVisible();
    await expectOnFirstScreen(page, 'delivery dates', page.getByTestId('delivery-dates'));

    // The declarations are on the page, one tap away.
    const declarations = page.getByRole('region', { name: 'Product declarations' });
    await declarations.getByText('Product declarations').click();
    await expect(declarations.getByText('Country of origin')).toBeVisible();

    // The rating leads to the reviews, below the sticky header.
    await rating.click();
    const reviews = page.getByRole('heading', { name: 'Ratings and reviews' });
    await expect(reviews).toBeInViewport();
    const header = (await page.locator('header').boundingBox())!;
    await expect.poll(async () => (await reviews.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await expectNoAxeViolations(page);
  });

  test('a phone keeps a sticky Add to cart bar once the button scrolls out, and it adds to the cart @phone', async ({ page }) => {
    await atPromisedSize(page);
    const product = await ratedProduct(page);
    // Never drawn by the server: it cannot move the page as it hydrates.
    const html = await (await page.request.get(`/product/${product.Id}`)).text();
    expect(html).not.toContain('sticky-buy-bar');

    await page.goto(`/product/${product.Id}`);
    const bar = page.getByRole('region', { name: 'Buy this product' });
    const add = page.getByRole('button', { name: 'Add to cart', exact: true }).first();
    await expect(add).toBeInViewport();
    await expect(bar).toHaveCount(0);
    await page.mouse.wheel(0, 1400);
    await expect(add).not.toBeInViewport();

    if (!isPhone(page)) {
      // The desktop has the buy box beside the picture: no bar.
      await page.waitForTimeout(300);
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(formatRupees(product.DefaultVariant!.Price));
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
    await page.screenshot({ path: `${SHOTS}/sticky-bar-phone.png` });

    // The end of the page scrolls above it: the footer's last line is not under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const footer = (await page.locator('footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);

    // Reached with the keyboard: after the footer's last link, Tab comes to the bar's button.
    await page.locator('footer a').last().focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${product.Name} added to your cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 items' })).toBeVisible();

    // Back up at the buy box, the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });
});

test.describe('lists on a phone', () => {
  test('the Filters and Sort bar stays under the header while the list scrolls @phone', async ({ page }) => {
    test.skip(!isPhone(page), 'the desktop has its filters in a column');
    await page.goto('/c/headphones');
    const toolbar = page.getByRole('button', { name: /^Filters/ }).locator('..');
    const header = page.locator('header');
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible();
    // At the top it is in its place: under the header, above the first card, covering neither.
    const headerBox = (await header.boundingBox())!;
    let bar = (await toolbar.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(bar.y + bar.height).toBeLessThanOrEqual((await firstCard.boundingBox())!.y);
    await page.screenshot({ path: `${SHOTS}/list-top-phone.png` });

    await page.mouse.wheel(0, 1200);
    await expect(firstCard).not.toBeInViewport();
    await expect.poll(async () => Math.round((await toolbar.boundingBox())!.y)).toBe(Math.round(headerBox.height));
    bar = (await toolbar.boundingBox())!;
    // The header still covers nothing of it, and its buttons still work.
    expect(bar.y).toBeGreaterThanOrEqual((await header.boundingBox())!.height - 1);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/list-scrolled-phone.png` });
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a filter change does not shift the page: layout shift below 0.05 @phone', async ({ page }) => {
    await atPromisedSize(page);
    await page.goto('/c/headphones');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    const before = await page
      .getByRole('status')
      .filter({ hasText: /products?$/ })
      .textContent();
    await page.evaluate(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
      }).observe({ type: 'layout-shift' });
    });
    // The answer comes a while after the tap, as on a slow network: only then could cards move.
    await page.route('**/api/public/catalogue?**', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    if (isPhone(page)) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('checkbox').first().check();
      await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    } else {
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first().check();
    }
    await expect(page).toHaveURL(/\?/);
    await expect(page.getByRole('status').filter({ hasText: /products?$/ })).not.toHaveText(before!);
    await expect(page.locator('section[aria-busy]')).toHaveCount(0);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift, 'cumulative layout shift during the filter change').toBeLessThan(0.05);
    await page.screenshot({ path: `${SHOTS}/filtered-${screen(page)}.png` });
  });
});

test.describe('compare and toasts', () => {
  test('compare has a rating row and a price row with the stock of what can be bought; two fit a phone @phone', async ({ page }) => {
    // A category with a rated product and one that cannot be bought.
    const all = await cards(page);
    const category = [...new Set(all.map((c) => c.CategoryName))].find(
      (name) =>
        all.some((c) => c.CategoryName === name && c.Rating.Count > 0) && all.some((c) => c.CategoryName === name && (c.DefaultVariant?.Stock ?? 0) <= 0),
    );
    expect(category, 'a category with a rated product and a sold-out one').toBeTruthy();
    const rated = all.find((c) => c.CategoryName === category && c.Rating.Count > 0)!;
    const soldOut = all.find((c) => c.CategoryName === category && (c.DefaultVariant?.Stock ?? 0) <= 0)!;
    await page.goto(`/compare?ids=${rated.Id},${soldOut.Id}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'Rating' })).toBeVisible();

    const ratings = page.getByTestId('compare-rating');
    await expect(ratings.nth(0).getByRole('img')).toHaveAccessibleName(
      new RegExp(`^Rated ${rated.Rating.Average.toFixed(1)} out of 5 by ${rated.Rating.Count} `),
    );
    await expect(ratings.nth(1)).toHaveText(soldOut.Rating.Count > 0 ? /\(\d+\)/ : 'No reviews yet');
    const prices = page.getByTestId('compare-price');
    await expect(prices.nth(0)).toContainText(formatRupees(rated.DefaultVariant!.Price));
    await expect(prices.nth(0).getByTestId('compare-stock')).toHaveText(/^(In stock|Only \d left in stock)$/);
    await expect(prices.nth(1)).toContainText(formatRupees(soldOut.DefaultVariant!.Price));
    await expect(prices.nth(1).getByTestId('compare-stock')).toHaveText('Out of Stock');
    await expect(table.getByRole('button', { name: `Add to cart ${soldOut.Name}` })).toBeDisabled();
    if (isPhone(page)) {
      const scroller = page.getByTestId('compare-scroller');
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'two products side by side').toBe(true);
    }
    await page.screenshot({ path: `${SHOTS}/compare-${screen(page)}.png`, fullPage: true });
    await expectNoAxeViolations(page);
  });

  test('a toast stays below the header, and the next page closes it @phone', async ({ page }) => {
    const product = await ratedProduct(page);
    await page.goto(`/compare?ids=${product.Id}`);
    await page
      .getByRole('table')
      .getByRole('button', { name: `Add to cart ${product.Name}` })
      .click();
    const toast = page.getByText(`${product.Name} added to your cart`);
    await expect(toast).toBeVisible();
    const header = (await page.locator('header').boundingBox())!;
    expect((await toast.boundingBox())!.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: `${SHOTS}/toast-${screen(page)}.png` });
    // The header's cart is free to tap, and the cart page opens without the compare page's toast.
    await page.waitForTimeout(1100);
    await page.getByRole('link', { name: 'Cart, 1 items' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(toast).toHaveCount(0);
  });
});
