// The admin dashboard, end to end at phone and desktop width: an admin signs in and lands on it; a
// paid order of today shows in the figures; the chart is drawn; a low-stock variant opens the
// inventory screen filtered to its product; the orders to ship open the order list on Ordered.
import { expect, test } from '@playwright/test';
import { addAddress, addToOwnCart, e2eDataDir, login, placePaidOrder, productNamed, registerShopper } from './helpers/checkout-helpers';
import { DEMO_ADMIN, signInAsAdmin } from './helpers/admin';

const BASE = () => test.info().project.use.baseURL!;

test.describe('admin dashboard @phone', () => {
  test.beforeAll(async () => {
    // A sale of today, so that today's card has something to show.
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Kavya', 'Menon');
    const tokens = await login(base, shopper.phone, shopper.password);
    const addressId = await addAddress(base, tokens.AccessToken, shopper);
    const product = await productNamed(base, 'Monsoon Go');
    await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
    await placePaidOrder(base, tokens.AccessToken, addressId);
  });

  test('an admin signs in and lands on the dashboard: figures, chart, and a low-stock link to the inventory', async ({ page }) => {
    await page.goto('/account/signin');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // Three figure cards; today has at least the order just paid.
    const todayCard = page.getByTestId('figure-Today');
    await expect(todayCard).toBeVisible();
    await expect(page.getByTestId('figure-Last7Days')).toBeVisible();
    await expect(page.getByTestId('figure-Last30Days')).toBeVisible();
    await expect(todayCard.getByTestId('figure-sales')).toHaveText(/^₹[1-9]/);
    await expect(todayCard.getByTestId('figure-orders')).toHaveText(/^[1-9]\d* orders?$/);

    // The chart: an SVG with a bar per day and the sales line.
    const chart = page.getByTestId('sales-chart');
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.locator('.MuiLineChart-line').first()).toBeAttached();
    await expect(chart.locator('.MuiBarChart-series, .MuiBarChart-element').first()).toBeAttached();
    await expect(chart.locator('.MuiChartsAxis-tickLabel').first()).toBeVisible();

    // Needs action, with orders by status.
    await expect(page.getByTestId('action-to-ship')).toBeVisible();

    // A low-stock variant (the demo catalogue has some) opens the inventory filtered to its product.
    const low = page.getByTestId('low-stock-link').first();
    await low.scrollIntoViewIfNeeded();
    const href = await low.getAttribute('href');
    const code = decodeURIComponent(/ProductCode=([^&]+)/.exec(href ?? '')?.[1] ?? '');
    expect(code).not.toBe('');
    await low.click();
    await expect(page).toHaveURL(new RegExp(`/admin/inventory-list\\?ProductCode=${encodeURIComponent(code)}$`));
    await expect(page.getByLabel('Product Code')).toHaveValue(code);
  });

  test('the orders to ship open the order list on Ordered', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByTestId('action-to-ship').click();
    await expect(page).toHaveURL(/\/admin\/orders\?Status=Ordered$/);
    await expect(page.getByTestId('status-filter')).toHaveText(/Ordered/);
  });
});
