// Order handling by an admin, end to end: a sandbox-paid order appears under Ordered; the admin ships it with a
// tracking id and courier (the shopper's tracking shows it), then delivers it; the form is gone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose } from './helpers/select';
import {
  addAddress,
  addToOwnCart,
  ADMIN,
  BANGALORE,
  e2eDataDir,
  login,
  placePaidOrder,
  productNamed,
  registerShopper,
  signInBrowser,
  type Tokens,
} from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;

async function shopperPage(browser: Browser, tokens: Tokens): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE() });
  const page = await context.newPage();
  await signInBrowser(page, tokens, '/account/orders');
  return page;
}

/** Today as a date input's value, in the browser's own time zone. */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

const chooseStatus = (page: Page, status: string) => choose(page, page.getByRole('combobox', { name: 'Order status' }), status);

test.describe('admin orders', () => {
  test('an admin ships and delivers a paid order; the shopper sees the tracking; the form goes away', async ({ page, browser }) => {
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Divya', 'Shetty');
    const tokens = await login(base, shopper.phone, shopper.password);
    const addressId = await addAddress(base, tokens.AccessToken, shopper, BANGALORE);
    const product = await productNamed(base, 'Monsoon Go');
    await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 2);
    const order = await placePaidOrder(base, tokens.AccessToken, addressId);

    // Order List opens on Ordered, the new order with its customer and a View Details chip.
    await signInBrowser(page, await login(base, ADMIN.phone, ADMIN.password), '/admin/orders');
    await expect(page.getByRole('heading', { name: 'Order List' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Ordered');
    const row = page.getByRole('row').filter({ hasText: order.orderCode });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Divya Shetty');
    await expect(row).toContainText(shopper.phone);
    await expect(row.getByTestId('order-status')).toHaveText('Ordered');
    await row.getByTestId('view-details').click();

    // The detail: header, items titled with the transaction id, delivery panel.
    await expect(page).toHaveURL(new RegExp(`/order/detail/${order.orderId}$`));
    await expect(page.getByTestId('order-header')).toContainText(order.orderCode);
    await expect(page.getByTestId('order-header').getByTestId('payment-status')).toHaveText('Completed');
    await expect(page.getByTestId('items-panel')).toContainText(`Transaction ID: ${order.transactionId}`);
    await expect(page.getByTestId('order-item')).toContainText(product.name);
    await expect(page.getByTestId('order-item')).toContainText('2 x');
    await expect(page.getByTestId('delivery-panel')).toContainText('Pin code: 560001');
    // The item picture opens the variant's images.
    await page
      .getByTestId('order-item')
      .getByRole('button', { name: /Images of/ })
      .click();
    await expect(page.getByTestId('item-image-large').locator('img')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Ship it: the form needs a status, then tracking id, partner and date.
    const update = page.getByRole('button', { name: 'Update Order' });
    await expect(update).toBeDisabled();
    await chooseStatus(page, 'Shipped');
    await page.getByLabel('Shipping Partner').fill('');
    await update.click();
    await expect(page.getByText('Please provide both tracking Id and shipping partner')).toBeVisible();
    await expect(page.getByText('Tracking ID is required when status is Ordered')).toBeVisible();
    await expect(page.getByText('Shipping Partner is required when status is Ordered')).toBeVisible();
    await expect(page.getByText('Shipped date is required when status is Shipped')).toBeVisible();
    await page.getByLabel('Tracking ID').fill('AWB5550001234');
    await page.getByLabel('Shipping Partner').fill('Delhivery Surface');
    await page.getByLabel('Shipped date').fill(await today(page));
    await update.click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure?');
    await expect(confirm).toContainText('You want to update this order status!');
    await confirm.getByRole('button', { name: 'Yes, update it!' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(page.getByTestId('order-header').getByTestId('order-status')).toHaveText('Shipped');
    await expect(page.getByTestId('tracking-id')).toContainText('AWB5550001234');

    // The shopper's tracking shows Shipped with that id.
    const shopperTab = await shopperPage(browser, tokens);
    const card = shopperTab.getByTestId('order-card').filter({ hasText: order.orderCode });
    await expect(card.getByTestId('order-status')).toHaveText('Shipped');
    await card.getByRole('button', { name: 'Track' }).click();
    const steps = shopperTab.getByTestId('tracking-steps');
    await expect(steps.locator('[data-step-status="done"]').filter({ hasText: 'Shipped' })).toContainText('AWB5550001234');
    await expect(steps.locator('[data-step-status="current"]')).toContainText('Delivered');
    await shopperTab.getByRole('button', { name: 'Close' }).click();

    // Deliver it: the date is required, then the form is gone for good.
    await chooseStatus(page, 'Delivered');
    await update.click();
    await expect(page.getByText('Please select delivered date')).toBeVisible();
    await expect(page.getByText('Delivered date is required when status is Delivered')).toBeVisible();
    await page.getByLabel('Delivered date').fill(await today(page));
    await update.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, update it!' }).click();
    await expect(page.getByTestId('order-header').getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByTestId('delivered-date')).toContainText('Delivered on');
    await expect(page.getByTestId('update-panel')).toHaveCount(0);
    await expect(page.getByTestId('status-history')).toContainText('Shipped → Delivered');

    // The list: no longer under Ordered, found under Delivered.
    await page.goto('/admin/orders');
    await expect(page.getByRole('row').filter({ hasText: order.orderCode })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Delivered', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: order.orderCode }).getByTestId('order-status')).toHaveText('Delivered');

    // The invoice still downloads for the shopper, and delivered orders cannot be cancelled.
    await shopperTab.reload();
    await expect(card.getByTestId('order-status')).toHaveText('Delivered');
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    const [download] = await Promise.all([shopperTab.waitForEvent('download'), card.getByRole('button', { name: 'Invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await shopperTab.context().close();
  });

  test('the order screens are for admins only', async ({ page }) => {
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Anil', 'Das');
    await signInBrowser(page, await login(base, shopper.phone, shopper.password));
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/account\/unauthorized$/i);
  });
});
