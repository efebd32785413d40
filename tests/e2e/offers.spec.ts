// End to end: a coupon applied in the cart at phone width, paid in the sandbox, and the discount
// read back from the GST tax invoice (docs/offers.md).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { addAddress, addToOwnCart, ADMIN, api, e2eDataDir, login, productNamed, registerShopper, signInBrowser, VELLORE } from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;
const rupees = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function payOnSandbox(page: Page) {
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment\/status\//);
}

test('a coupon applied in the cart is paid for and shown on the tax invoice @phone', async ({ page }) => {
  const base = BASE();
  const admin = await login(base, ADMIN.phone, ADMIN.password);
  const code = `FEST${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const day = 24 * 60 * 60 * 1000;
  await api(
    base,
    'POST',
    '/api/Admin/coupons',
    {
      Code: code,
      Kind: 'Flat',
      Value: 250,
      MinCartValue: 500,
      StartsAt: new Date(Date.now() - day).toISOString(),
      EndsAt: new Date(Date.now() + day).toISOString(),
    },
    admin.AccessToken,
  );

  const product = await productNamed(base, 'BassBeat');
  const shopper = await registerShopper(base, e2eDataDir(), 'Lakshmi', 'Narayan');
  const tokens = await login(base, shopper.phone, shopper.password);
  await addAddress(base, tokens.AccessToken, shopper, VELLORE);
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
  await signInBrowser(page, tokens, '/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // A code that does not exist is refused in words; the real one applies in any case.
  const field = page.getByLabel('Have a coupon?');
  await field.fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-refusal')).toHaveText('There is no coupon with the code NOSUCHCODE. Check the code and try again.');
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('coupon-applied')).toContainText(`Coupon ${code} applied`);
  await expect(page.getByTestId('summary-discount')).toHaveText('−₹250');

  const items = rupees(await page.getByTestId('summary-items').textContent());
  await expect(page.getByTestId('shipping-option').first()).toBeVisible();
  const shipping = rupees(await page.getByTestId('summary-shipping').textContent());
  const total = items - 250 + shipping;
  await expect(page.getByTestId('summary-total')).toHaveText(`₹${total.toLocaleString('en-IN')}`);
  await page.screenshot({ path: test.info().outputPath('cart-with-coupon.png'), fullPage: true });

  await page.getByRole('button', { name: 'Checkout' }).click();
  await payOnSandbox(page);
  await expect(page.getByTestId('payment-state')).toHaveText('COMPLETED');
  await expect(page.getByTestId('payment-amount')).toHaveText(`₹${total.toLocaleString('en-IN')}`);

  // My Orders shows the coupon; its invoice gives the discount before tax.
  await page.goto('/account/orders');
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText(code);
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Invoice' }).click()]);
  const parser = new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain('TAX INVOICE');
  expect(text).toContain('Less: discount 250.00');
  expect(text).toContain(`Grand Total (INR) ${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
});
