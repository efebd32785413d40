// The wishlist: hearts on cards and the product page for a guest, the guest's list brought into the
// account at sign-in, and /account/wishlist with Move to cart and Remove (docs/wishlist.md).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, e2eDataDir, login, registerShopper, type Tokens } from './helpers/checkout-helpers';
import { signIn } from './helpers/accounts';
import { expectNoAxeViolations } from './helpers/axe';
import { publishProduct } from './helpers/admin';

interface Card {
  Id: number;
  Name: string;
  CategoryName: string;
  DefaultVariant: { Id: number; Stock: number } | null;
}
interface Saved {
  Items: Card[];
}

const BASE = () => test.info().project.use.baseURL!;

/**
 * Two of the demo's headphones in stock, and a headphone of the test's own with nothing left to sell
 * (the demo's headphones all have some colour in stock).
 */
async function headphones(page: Page): Promise<{ first: Card; second: Card }> {
  const res = await page.request.get('/api/public/catalogue?Category=headphones&PageSize=100');
  const cards = ((await res.json()) as { Items: Card[] }).Items;
  const inStock = cards.filter((c) => (c.DefaultVariant?.Stock ?? 0) > 0);
  expect(inStock.length).toBeGreaterThanOrEqual(2);
  return { first: inStock[0]!, second: inStock[1]! };
}

async function soldOutHeadphone(page: Page): Promise<Card> {
  const name = `Sold Out Test Headphones ${Date.now().toString(36)}`;
  const { productId } = await publishProduct(page.request, { name, price: 2999, stock: 0, category: 'Headphones' });
  return { Id: productId, Name: name, CategoryName: 'Headphones', DefaultVariant: null };
}

/** The heart beside a card (it sits over the picture, next to the card's link). */
const cardHeart = (page: Page, name: string): Locator => page.getByTestId('product-card').filter({ hasText: name }).locator('..').getByTestId('wishlist-heart');
const wishlistLink = (page: Page) => page.getByTestId('wishlist-link');
const savedIn = (token: string) => api<Saved>(BASE(), 'GET', '/api/wishlist', undefined, token);
const item = (page: Page, name: string) => page.getByTestId('wishlist-item').filter({ hasText: name });

/** Errors React reports when the browser's first render differs from the server's page. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|did not match|server rendered/i.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|#418|#423|#425/i.test(String(e))) errors.push(String(e));
  });
  return errors;
}

test.describe('the wishlist', () => {
  test('a guest saves from a card and a product page, signs in, and moves one to the cart and removes another @phone', async ({ page }, testInfo) => {
    const width = testInfo.project.name;
    const { first, second } = await headphones(page);
    const soldOut = await soldOutHeadphone(page);
    const shopper = await registerShopper(BASE(), e2eDataDir(), 'Anjali', 'Rao');
    const tokens = await login(BASE(), shopper.phone, shopper.password);
    // Saved on another device before: the guest's list joins it.
    const [earlier] = (await (await page.request.get('/api/public/catalogue?Category=speakers')).json()).Items as Card[];
    await api(BASE(), 'POST', '/api/wishlist', { ProductId: earlier!.Id }, tokens.AccessToken);

    const hydration = hydrationErrors(page);
    await page.goto('/c/headphones');
    const heart = cardHeart(page, first.Name);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName('Save to wishlist');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 saved');
    await page.screenshot({ path: testInfo.outputPath(`wishlist-card-${width}.png`) });
    await expectNoAxeViolations(page);

    // Kept in the browser: after a reload the server's page (hearts outlined) hydrates, then fills
    // the saved one, in the same place.
    const before = await heart.boundingBox();
    await page.reload();
    await expect(cardHeart(page, first.Name)).toHaveAttribute('aria-pressed', 'true');
    await expect(cardHeart(page, second.Name)).toHaveAttribute('aria-pressed', 'false');
    expect(await cardHeart(page, first.Name).boundingBox()).toEqual(before);

    // The product page's heart, for a product in stock and one out of stock.
    await page.goto(`/product/${second.Id}`);
    const pageHeart = page.getByRole('main').getByTestId('wishlist-heart');
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
    await pageHeart.click();
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
    await pageHeart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`wishlist-product-${width}.png`) });
    await page.goto(`/product/${soldOut.Id}`);
    await page.getByRole('main').getByRole('button', { name: 'Save to wishlist' }).click();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 3 saved');

    // The guest's list page reads the browser's list, and asks them to sign in to keep it.
    await wishlistLink(page).click();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.getByText('Your wishlist is kept on this device only.')).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(3);
    expect(hydration).toEqual([]);

    // Signing in brings the list into the account and forgets it in the browser.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn(page, shopper.phone, shopper.password);
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(4);
    await expect(page.getByTestId('wishlist-item').first()).toContainText(soldOut.Name);
    await expect(page.getByText('Your wishlist is kept on this device only.')).toHaveCount(0);
    expect((await savedIn(tokens.AccessToken)).Items.map((c) => c.Id)).toEqual([soldOut.Id, second.Id, first.Id, earlier!.Id]);
    expect(await page.evaluate(() => localStorage.getItem('swara.wishlist'))).toBeNull();

    // Out of stock: Move to cart is off, and says why.
    const soldOutItem = item(page, soldOut.Name);
    await expect(soldOutItem.getByTestId('wishlist-stock')).toHaveText('Out of stock');
    await expect(soldOutItem.getByRole('button', { name: 'Move to cart' })).toBeDisabled();
    await expect(soldOutItem.getByText('Out of stock: it cannot be moved to the cart until it is back')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`wishlist-page-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // Move to cart: the default variant goes into the cart and the product leaves the list.
    await item(page, first.Name).getByRole('button', { name: 'Move to cart' }).click();
    await expect(page.getByText(`${first.Name} moved to your cart`)).toBeVisible();
    await expect(item(page, first.Name)).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    const cart = await api<{ Items: { ProductId: number; VariantId: number; Quantity: number }[] }>(
      BASE(),
      'GET',
      '/api/public/cart/getitems',
      undefined,
      tokens.AccessToken,
    );
    expect(cart.Items.map((i) => [i.ProductId, i.VariantId, i.Quantity])).toEqual([[first.Id, first.DefaultVariant!.Id, 1]]);

    // Remove.
    await item(page, second.Name)
      .getByRole('button', { name: `Remove ${second.Name}` })
      .click();
    await expect(item(page, second.Name)).toHaveCount(0);
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 saved');
    await expect.poll(async () => (await savedIn(tokens.AccessToken)).Items.map((c) => c.Id)).toEqual([soldOut.Id, earlier!.Id]);

    // Signed in, the card's heart shows the account's list.
    await page.goto('/c/headphones');
    await expect(cardHeart(page, first.Name)).toHaveAttribute('aria-pressed', 'false');
    // The sold-out one comes after the products in stock, past the category's first page: found by its name.
    await page.goto(`/search?query=${encodeURIComponent(soldOut.Name)}`);
    await expect(cardHeart(page, soldOut.Name)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a signed-in heart fills at once, and goes back with the reason when the server refuses @phone', async ({ page }) => {
    const { first } = await headphones(page);
    const shopper = await registerShopper(BASE(), e2eDataDir(), 'Farhan', 'Sheikh');
    const tokens: Tokens = await login(BASE(), shopper.phone, shopper.password);
    await page.goto('/c/headphones');
    await page.evaluate(
      ([a, r]) => {
        localStorage.setItem('swara.accessToken', a);
        localStorage.setItem('swara.refreshToken', r);
      },
      [tokens.AccessToken, tokens.RefreshToken] as const,
    );
    await page.goto('/account/wishlist');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    // Nothing saved yet: a way back to the shop.
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/c/headphones');

    // The server's answer is held back: the heart is filled before it comes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/wishlist', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ Status: false, Message: 'A wishlist keeps at most 200 products; remove one to save another', Code: 'CONFLICT' }),
      });
    });
    const heart = cardHeart(page, first.Name);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(page.getByText('A wishlist keeps at most 200 products; remove one to save another')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect((await savedIn(tokens.AccessToken)).Items).toEqual([]);

    // Answered: saved for good.
    await page.unroute('**/api/wishlist');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await savedIn(tokens.AccessToken)).Items.map((c) => c.Id)).toEqual([first.Id]);
    await page.reload();
    await expect(cardHeart(page, first.Name)).toHaveAttribute('aria-pressed', 'true');

    // The account menu leads to the list too.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/\/account\/wishlist$/);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
  });
});
