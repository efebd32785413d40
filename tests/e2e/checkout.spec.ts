// End to end: the guest cart merged at sign-in, checkout with an address and a courier,
// sandbox payments (docs/checkout-and-payments.md) that complete, fail and are retried, My Orders, invoices and cancelling.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  addAddress,
  addToOwnCart,
  BANGALORE,
  cartWithPendingOrder,
  e2eDataDir,
  login,
  productNamed,
  registerShopper,
  signInBrowser,
  VELLORE,
} from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;

async function addFromProductPage(page: Page, productId: number) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/added to your cart/).first()).toBeVisible();
}

/** The header's cart link, named by its badge count. */
const cartLink = (page: Page, count: number) => page.getByRole('link', { name: `Cart, ${count} items` });

const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function payOnSandbox(page: Page, outcome: 'Pay' | 'Fail') {
  await page.waitForURL(/\/sandbox\/pay\//);
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await page.waitForURL(/\/payment\/status\//);
}

test.describe('cart and checkout', () => {
  test('a guest cart is merged at sign-in, then paid in the sandbox, found in My Orders with its invoice', async ({ page }) => {
    const base = BASE();
    const headphones = await productNamed(base, 'BassBeat');
    const earbuds = await productNamed(base, 'Pods Air');
    const cable = await productNamed(base, 'AUX Audio Cable');
    const shopper = await registerShopper(base, e2eDataDir(), 'Meera', 'Iyer');
    const own = await login(base, shopper.phone, shopper.password);
    await addAddress(base, own.AccessToken, shopper, VELLORE);
    // The shopper's own cart already holds something: the merge keeps it.
    await addToOwnCart(base, own.AccessToken, cable.productId, cable.variantId, 1);

    // As a guest who never added anything: the empty cart, known without asking the server.
    const cartCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/cart/getitems') && cartCalls.push(r.url()));
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(cartCalls).toEqual([]);

    // Two products, a cart id kept locally (docs/cart.md), the badge follows.
    await addFromProductPage(page, headphones.productId);
    await addFromProductPage(page, earbuds.productId);
    expect(await page.evaluate(() => localStorage.getItem('swara.cartId'))).toMatch(/^[0-9a-f-]{36}$/);
    await expect(cartLink(page, 2)).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByText(/Sign in at checkout/)).toBeVisible();

    // Checkout as a guest asks for a sign-in and comes back to the cart.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/account\/signin$/);
    await expect(page.getByText('Please login to checkout')).toBeVisible();
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Phone Number').fill(shopper.phone);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/cart$/);

    // Merged: the guest's two lines joined the one already there; the local id is gone.
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    for (const p of [headphones, earbuds, cable]) await expect(page.getByTestId('cart-line').filter({ hasText: p.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('swara.cartId'))).toBeNull();
    await expect(cartLink(page, 3)).toBeVisible();

    // Quantity within 1..stock, then back.
    const line = page.getByTestId('cart-line').filter({ hasText: headphones.name });
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(cartLink(page, 4)).toBeVisible();
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    // A second address, added from the cart (the accounts feature's form), is chosen at once.
    await expect(page.getByTestId('address-option').filter({ hasText: 'Home' }).getByRole('radio')).toBeChecked();
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('First Name').fill(shopper.firstName);
    await form.getByLabel('Last Name').fill(shopper.lastName);
    await form.getByLabel('Phone Number').fill(shopper.phone);
    await form.getByLabel('Address Title').fill(BANGALORE.AddressTitle);
    await form.getByLabel('Address Line 1').fill(BANGALORE.AddressLine1);
    await form.getByLabel('State').fill(BANGALORE.State);
    await page.getByRole('option', { name: BANGALORE.State, exact: true }).click();
    await form.getByLabel('City').fill(BANGALORE.City);
    await page.getByRole('option', { name: BANGALORE.City, exact: true }).click();
    await form.getByLabel('Taluk').fill(BANGALORE.Taluk);
    await form.getByLabel('Pin Code').fill(BANGALORE.PinCode);
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(form).toBeHidden();
    const office = page.getByTestId('address-option').filter({ hasText: 'Office' });
    await expect(office.getByRole('radio')).toBeChecked();
    await page.getByTestId('address-option').filter({ hasText: 'Home' }).click();
    await office.click();
    await expect(office.getByRole('radio')).toBeChecked();

    // Courier: the cheapest is preselected; choose another.
    const options = page.getByTestId('shipping-option');
    await expect(options.first()).toBeVisible();
    await expect(page.getByText('Order Processing time is 3 to 5 working days')).toBeVisible();
    await expect(options.first().getByRole('radio')).toBeChecked();
    const chosen = options.nth(1);
    await chosen.click();
    await expect(chosen.getByRole('radio')).toBeChecked();
    const items = rupees(await page.getByTestId('summary-items').textContent());
    const shipping = rupees(await page.getByTestId('summary-shipping').textContent());
    expect(shipping).toBeGreaterThan(0);
    await expect(page.getByTestId('summary-total')).toHaveText(`₹${(items + shipping).toLocaleString('en-IN')}`);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await payOnSandbox(page, 'Pay');
    await expect(page.getByTestId('payment-state')).toHaveText('COMPLETED');
    await expect(page.getByTestId('payment-amount')).toHaveText(`₹${(items + shipping).toLocaleString('en-IN')}`);
    await expect(page.getByRole('button', { name: 'Retry Payment' })).toHaveCount(0);
    const orderCode = (await page.getByTestId('payment-order-code').textContent())!;
    await expect(cartLink(page, 0)).toBeVisible();

    // My Orders: the new order first, Ordered, with its invoice.
    await page.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    const card = page.getByTestId('order-card').first();
    await expect(card.getByTestId('order-code')).toHaveText(orderCode);
    await expect(card.getByTestId('order-status')).toHaveText('Ordered');
    await expect(card).toContainText('Bangalore');
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^INV-\d{2}-\d{2}-\d{6}\.pdf$/);
  });

  test('a failed payment is retried and then succeeds @phone', async ({ page }) => {
    const base = BASE();
    const product = await productNamed(base, 'Buds Lite');
    const shopper = await registerShopper(base, e2eDataDir(), 'Ravi', 'Kumar');
    const tokens = await login(base, shopper.phone, shopper.password);
    await addAddress(base, tokens.AccessToken, shopper, VELLORE);
    await signInBrowser(page, tokens);
    await addFromProductPage(page, product.productId);

    await page.goto('/cart');
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payOnSandbox(page, 'Fail');
    await expect(page.getByTestId('payment-state')).toHaveText('FAILED');
    const orderCode = (await page.getByTestId('payment-order-code').textContent())!;
    const firstTx = (await page.getByTestId('payment-transaction-id').textContent())!;

    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await payOnSandbox(page, 'Pay');
    await expect(page.getByTestId('payment-state')).toHaveText('COMPLETED');
    await expect(page.getByTestId('payment-order-code')).toHaveText(orderCode);
    await expect(page.getByTestId('payment-transaction-id')).not.toHaveText(firstTx);

    await page.getByRole('link', { name: 'My Orders' }).click();
    const card = page.getByTestId('order-card').filter({ hasText: orderCode });
    await expect(card.getByTestId('order-status')).toHaveText('Ordered');
    await expect(card.getByRole('button', { name: 'Track' })).toBeVisible();
  });

  test("a pending order's buttons are the shop's, and its alert goes once the last pending order is cancelled @phone", async ({ page }) => {
    // Leave the gateway without paying: the order stays pending. Then a new cart.
    const { pending } = await cartWithPendingOrder(page, BASE(), 'Anjali', 'Varma');

    // Pay now looks like the cart's own Checkout button; Verify payment is written as it reads.
    const checkout = page.getByRole('button', { name: 'Checkout' });
    const payNow = pending.getByRole('button', { name: 'Pay now' });
    const verify = pending.getByRole('button', { name: 'Verify payment' });
    const look = (el: HTMLElement) => {
      const css = getComputedStyle(el);
      return { background: css.backgroundColor, colour: css.color, transform: css.textTransform };
    };
    const shopLook = await checkout.evaluate(look);
    expect(await payNow.evaluate(look)).toEqual(shopLook);
    expect((await verify.evaluate(look)).transform).toBe('none');
    await expect(verify).toHaveCSS(
      'color',
      await page
        .getByRole('button', { name: 'Add address' })
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    );

    await checkout.click();
    const alert = page.getByTestId('checkout-alert');
    await expect(alert).toHaveText('You have pending orders. Please complete them before checkout new items from the cart.');

    await pending.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(/has been cancelled. Its items are back in your cart/)).toBeVisible();
    await expect(page.getByTestId('pending-orders')).toHaveCount(0);
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('You have pending orders', { exact: false })).toHaveCount(0);
  });

  test('unpaid and paid orders are cancelled; checkout waits while an order is pending', async ({ page }) => {
    const base = BASE();
    const product = await productNamed(base, 'Boom Mini');
    const shopper = await registerShopper(base, e2eDataDir(), 'Lakshmi', 'Nair');
    const tokens = await login(base, shopper.phone, shopper.password);
    await addAddress(base, tokens.AccessToken, shopper, VELLORE);
    await signInBrowser(page, tokens);
    await addFromProductPage(page, product.productId);

    // Leave the gateway without paying: the order stays pending.
    await page.goto('/cart');
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    const pending = page.getByTestId('pending-orders');
    await expect(pending.getByTestId('order-card')).toHaveCount(1);
    await expect(pending.getByRole('button', { name: 'Verify payment' })).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Pay now' })).toBeVisible();

    // A new cart cannot be checked out while that order waits.
    await addFromProductPage(page, product.productId);
    await page.goto('/cart');
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByTestId('checkout-alert')).toHaveText('You have pending orders. Please complete them before checkout new items from the cart.');

    // Verify payment says it is still pending; cancelling puts its line back into the cart (docs/checkout-and-payments.md).
    await pending.getByRole('button', { name: 'Verify payment' }).click();
    await expect(page.getByText(/is still pending/)).toBeVisible();
    await pending.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('has not been paid');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(/has been cancelled. Its items are back in your cart/)).toBeVisible();
    await expect(page.getByTestId('pending-orders')).toHaveCount(0);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('line-quantity')).toHaveText('2');

    // Pay this one, then cancel the paid order from My Orders: refunded, no more actions.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await payOnSandbox(page, 'Pay');
    await expect(page.getByTestId('payment-state')).toHaveText('COMPLETED');
    const orderCode = (await page.getByTestId('payment-order-code').textContent())!;
    await page.goto('/account/orders');
    const card = page.getByTestId('order-card').filter({ hasText: orderCode });
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toContainText('refunded');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
    // Nothing left to do but download the credit note of the refund.
    await expect(card.getByTestId('order-actions').getByRole('button')).toHaveText(['Credit note']);
    await expect(card.getByTestId('payment-status')).toHaveText(/Refund/);
    const [creditNote] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Credit note' }).click()]);
    expect(creditNote.suggestedFilename()).toBe(`Credit-note-${orderCode}.pdf`);
    expect((await readFile((await creditNote.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    // The server refuses a second cancel with the shop's message.
    const again = await page.request.patch(`/api/order/${await orderIdOf(page, orderCode)}/status`, {
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
      data: { Status: 'Cancelled' },
    });
    expect(again.status()).toBe(400);
    expect((await again.json()).Message).toBe('This order is already cancelled');
  });
});

async function orderIdOf(page: Page, orderCode: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('swara.accessToken'));
  const res = await page.request.get('/api/order/myorders', { headers: { authorization: `Bearer ${token}` } });
  const orders = (await res.json()) as { OrderId: string; OrderCode: string }[];
  return orders.find((o) => o.OrderCode === orderCode)!.OrderId;
}
