// How a price with paise reads on the shop's screens: to the paisa everywhere, so that a line's
// price and its total agree (docs/money.md). The demo catalogue's prices are whole rupees, so the
// spec makes a product of its own through the admin API.
import { expect, test } from '@playwright/test';
import { publishProduct } from './helpers/admin';
import { addAddress, addToOwnCart, e2eDataDir, login, registerShopper, signInBrowser, VELLORE } from './helpers/checkout-helpers';

test('a price with paise shows to the paisa on the card, the product page, the cart line and the totals @phone', async ({ page, request }) => {
  const base = test.info().project.use.baseURL!;
  const name = `Paise Test Speaker ${Date.now().toString(36)}`;
  const product = await publishProduct(request, { name, price: 4499.5, stock: 10 });

  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toContainText('₹4,499.50');
  await expect(card).not.toContainText('₹4,500');

  await page.goto(`/product/${product.productId}`);
  await expect(page.getByTestId('product-price')).toHaveText('₹4,499.50');

  const shopper = await registerShopper(base, e2eDataDir(), 'Nila', 'Raman');
  const tokens = await login(base, shopper.phone, shopper.password);
  await addAddress(base, tokens.AccessToken, shopper, VELLORE);
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 2);
  await signInBrowser(page, tokens);

  const line = page.getByTestId('cart-line').filter({ hasText: name });
  await expect(line.getByTestId('line-price')).toContainText('₹4,499.50 each');
  // Two at ₹4,499.50 are ₹8,999: whole rupees carry no decimals.
  await expect(line.getByTestId('line-total')).toHaveText('₹8,999');
  await expect(page.getByTestId('summary-items')).toHaveText('₹8,999');
  await expect(page.getByTestId('shipping-option').first()).toBeVisible();

  // One of them: ₹4,499.50 on the line, its total and the summary alike.
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByTestId('line-quantity')).toHaveText('1');
  await expect(line.getByTestId('line-total')).toHaveText('₹4,499.50');
  await expect(page.getByTestId('summary-items')).toHaveText('₹4,499.50');
});
