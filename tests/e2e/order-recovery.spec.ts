// When a payment cannot start, and when an unpaid order expires: what the shopper is told and where
// their items go.
import { expect, test, type Page } from '@playwright/test';
import { addAddress, addToOwnCart, e2eDataDir, login, productNamed, registerShopper, signInBrowser, VELLORE } from './helpers/checkout-helpers';
import { publishProduct } from './helpers/admin';

const GATEWAY_DOWN = 'The payment gateway is not answering. Please try again in a few minutes.';

/** Lets the server answer, then turns its answer into the one a failing gateway gives (Status false). */
async function gatewayFailsFor(page: Page, path: string) {
  await page.route(`**/api/${path}**`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, Status: false, redirectUrl: null, Message: GATEWAY_DOWN } });
  });
}

test.describe('a payment that cannot start', () => {
  test("shows the server's own message in the cart and in My Orders @phone", async ({ page }) => {
    const base = test.info().project.use.baseURL!;
    const product = await productNamed(base, 'Boom Mini');
    const shopper = await registerShopper(base, e2eDataDir(), 'Divya', 'Pillai');
    const tokens = await login(base, shopper.phone, shopper.password);
    await addAddress(base, tokens.AccessToken, shopper, VELLORE);
    await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
    await signInBrowser(page, tokens);

    await gatewayFailsFor(page, 'order/payment-initiate');
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByTestId('checkout-alert')).toHaveText(GATEWAY_DOWN);
    await expect(page.getByText('No redirect URL provided')).toHaveCount(0);

    // The order was made and waits for payment: Pay now from My Orders fails the same way.
    await gatewayFailsFor(page, 'order/payment-reinitiate');
    await page.goto('/account/orders');
    const card = page.getByTestId('order-card').first();
    await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', 'Pending');
    await card.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByText(GATEWAY_DOWN)).toBeVisible();
    await expect(page.getByText('No redirect URL provided')).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/orders$/);
  });
});

test.describe('an unpaid order that expires', () => {
  test.use({ baseURL: process.env.E2E_EXPIRY_URL });

  test('puts its items back into the cart and says so on the order @phone', async ({ page, request }) => {
    const base = process.env.E2E_EXPIRY_URL!;
    // The expiry shop has no demo catalogue: a product of its own.
    const product = await publishProduct(request, { name: `Expiry Test Speaker ${Date.now().toString(36)}`, price: 1499, stock: 5 });
    const shopper = await registerShopper(base, process.env.E2E_EXPIRY_DATA_DIR!, 'Arjun', 'Menon');
    const tokens = await login(base, shopper.phone, shopper.password);
    await addAddress(base, tokens.AccessToken, shopper, VELLORE);
    await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 2);
    await signInBrowser(page, tokens);

    // Checkout, then leave the gateway without paying; this shop's orders expire after 3 seconds.
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);

    await page.goto('/account/orders');
    const card = page.getByTestId('order-card').first();
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('order-status')).toHaveAttribute('data-status', 'Failed', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.getByTestId('order-notice')).toHaveText('The payment was not completed in time. Its items are back in your cart.');

    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: product.name });
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
  });
});
