// Ratings and reviews end to end (docs/reviews.md), at phone and desktop widths: a shopper whose
// order was delivered writes a review with a photo from the product page and sees it pending; an
// admin approves it on the Reviews screen; then the product's card shows its stars, the product
// page (as the server renders it) shows the review and its structured data the rating; a bar of
// the histogram filters the list; a shopper marks a review helpful once; a guest is sent to sign in.
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REVIEW_MESSAGES } from '../../src/shared/schemas/reviews';
import {
  ADMIN,
  addAddress,
  addToOwnCart,
  api,
  e2eDataDir,
  login,
  placePaidOrder,
  registerShopper,
  signInBrowser,
  type Tokens,
} from './helpers/checkout-helpers';
import { pngFile, publishProduct } from './helpers/admin';

const BASE = () => test.info().project.use.baseURL!;
const SHOTS = 'test-results/reviews-screens';

/** A new shopper whose order of the product has been delivered (shipped and delivered by the admin through the API). */
async function shopperWhoReceived(product: { productId: number; variantId: number }, firstName: string, lastName: string): Promise<Tokens> {
  const base = BASE();
  const shopper = await registerShopper(base, e2eDataDir(), firstName, lastName);
  const tokens = await login(base, shopper.phone, shopper.password);
  const addressId = await addAddress(base, tokens.AccessToken, shopper);
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
  const order = await placePaidOrder(base, tokens.AccessToken, addressId);
  const admin = await login(base, ADMIN.phone, ADMIN.password);
  const now = new Date().toISOString();
  const move = (body: object) => api(base, 'PATCH', `/api/order/${order.orderId}/status`, { OrderId: order.orderId, ...body }, admin.AccessToken);
  await move({ Status: 'Shipped', TrackingId: 'AWB7770005678', CourierName: 'Delhivery Surface', ShippedDate: now });
  await move({ Status: 'Delivered', DeliveredDate: now });
  return tokens;
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE(), viewport: page.viewportSize()!, isMobile: test.info().project.name === 'phone' });
  return context.newPage();
}

/** The product page's structured data of type Product. */
async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts.map((s) => JSON.parse(s) as unknown).flat() as Record<string, unknown>[];
  return found.find((d) => d['@type'] === 'Product')!;
}

const shot = async (page: Page, name: string, target?: ReturnType<Page['locator']>) => {
  mkdirSync(SHOTS, { recursive: true });
  const path = `${SHOTS}/${name}-${test.info().project.name}.png`;
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
};

test.describe('ratings and reviews', () => {
  test('a delivered shopper reviews, an admin approves, and shoppers see stars, the review and its structured data @phone', async ({ page, browser }) => {
    const name = `Reviewed Speaker ${Date.now().toString(36)}`;
    const product = await publishProduct(page.request, { name, price: 2499, stock: 20 });
    const asha = await shopperWhoReceived(product, 'Asha', 'Kulkarni');
    const ravi = await shopperWhoReceived(product, 'Ravi', 'Menon');
    const kiran = await shopperWhoReceived(product, 'Kiran', 'Das');

    // Without reviews its card has no rating line (only the space kept for one).
    await page.goto(`/search?query=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('product-card').filter({ hasText: name })).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: name }).getByTestId('card-rating')).toHaveCount(0);

    // A guest sees no reviews yet, and is asked to sign in to write one.
    await page.goto(`/product/${product.productId}`);
    const section = page.locator('#reviews');
    await expect(section.getByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
    await expect(section).toContainText('No reviews yet');
    await expect(section.getByTestId('review-sign-in')).toHaveText('Sign in to write a review');

    // Asha writes one from the product page: the form refuses a review without stars.
    await signInBrowser(page, asha, `/product/${product.productId}`);
    await section.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('dialog', { name: /Write a review/ });
    await expect(form).toContainText(name);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form).toContainText(REVIEW_MESSAGES.ratingRequired);
    await expect(form).toContainText(REVIEW_MESSAGES.titleRequired);
    // Stars by keyboard: the first star, then the arrow key to the fourth.
    await form.getByRole('radio', { name: /^1 star/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
    await form.getByLabel('Title').fill('Loud and clear');
    await expect(form).toContainText('14 / 100');
    await form.getByLabel('Your review').fill('Fills the room. Battery lasts a weekend.');
    await expect(form).toContainText('40 / 2000');
    await form.getByTestId('review-photo-input').setInputFiles(await pngFile('on-the-shelf.png', '#6a8caf'));
    await expect(form.getByRole('img', { name: 'Photo 1 to add' })).toBeVisible();
    await shot(page, 'form');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form).toBeHidden();
    // The server's message, and the review shown to its author as pending.
    await expect(section.getByRole('status')).toHaveText(REVIEW_MESSAGES.submitted);
    await expect(section.getByTestId('own-review-status')).toHaveText(/Pending/);
    await expect(section.getByTestId('own-review')).toContainText('Loud and clear');
    await expect(section).toContainText('No reviews yet');
    // My reviews lists it, pending.
    await page.goto('/account/reviews');
    const mine = page.getByTestId('my-review').filter({ hasText: name });
    await expect(mine.getByTestId('own-review-status')).toHaveText(/Pending/);

    // Kiran's one-star review, through the API (to be rejected).
    await api(
      BASE(),
      'POST',
      `/api/products/${product.productId}/reviews`,
      { Rating: 1, Title: 'Call me', Text: 'Visit my shop for cheaper ones.' },
      kiran.AccessToken,
    );
    // Ravi's five-star review, through the API.
    const ravisReview = await api<{ Review: { Id: number } }>(
      BASE(),
      'POST',
      `/api/products/${product.productId}/reviews`,
      { Rating: 5, Title: 'Best in its price', Text: 'Deep bass for the size.' },
      ravi.AccessToken,
    );

    // The admin's Reviews screen: pending reviews first; a rejection needs a reason.
    const admin = await newPage(browser, page);
    // This product's rows (other tests' reviews may be in the list too).
    const rowOf = (at: Page) => at.getByRole('row').filter({ hasText: name });
    await signInBrowser(admin, await login(BASE(), ADMIN.phone, ADMIN.password), `/admin/reviews`);
    await expect(admin.getByRole('heading', { name: 'Reviews', exact: true })).toBeVisible();
    const ashaRow = rowOf(admin).filter({ hasText: 'Loud and clear' });
    await expect(ashaRow).toContainText('Asha Kulkarni');
    await expect(ashaRow).toContainText(name);
    await expect(ashaRow.getByTestId('admin-review-photos').locator('img')).toHaveCount(1);
    await expect
      .poll(() =>
        ashaRow
          .getByTestId('admin-review-photos')
          .locator('img')
          .evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    await shot(admin, 'admin');
    await ashaRow.getByRole('button', { name: /^Reject/ }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject the review' });
    await reject.getByRole('button', { name: 'Reject review' }).click();
    await expect(reject).toContainText(REVIEW_MESSAGES.reasonRequired);
    await reject.getByRole('button', { name: 'Cancel' }).click();
    await ashaRow.getByRole('button', { name: /^Approve/ }).click();
    await expect(admin.getByText(REVIEW_MESSAGES.approved)).toBeVisible();
    // Decided: it leaves the pending list.
    await expect(rowOf(admin).filter({ hasText: 'Loud and clear' })).toHaveCount(0);
    const raviRow = rowOf(admin).filter({ hasText: 'Best in its price' });
    await raviRow.getByRole('button', { name: /^Approve/ }).click();
    await expect(rowOf(admin).filter({ hasText: 'Best in its price' })).toHaveCount(0);
    // Kiran's is rejected with the reason the shopper is told.
    const kiranRow = rowOf(admin).filter({ hasText: 'Call me' });
    await kiranRow.getByRole('button', { name: /^Reject/ }).click();
    await reject.getByLabel('Reason').fill('Reviews are about the product; please leave out advertising.');
    await reject.getByRole('button', { name: 'Reject review' }).click();
    await expect(reject).toBeHidden();
    await expect(rowOf(admin).filter({ hasText: 'Call me' })).toHaveCount(0);
    // Filtered to rejected ones, it is there with its reason.
    await admin.getByTestId('review-status-filter').click();
    await admin.getByRole('option', { name: 'Rejected' }).click();
    await expect(rowOf(admin).filter({ hasText: 'Call me' })).toContainText('please leave out advertising');
    await admin.context().close();
    const kiranPage = await newPage(browser, page);
    await signInBrowser(kiranPage, kiran, '/account/reviews');
    const kirans = kiranPage.getByTestId('my-review').filter({ hasText: name });
    await expect(kirans.getByTestId('own-review-status')).toHaveText('Not published');
    await expect(kirans.getByTestId('own-review-reason')).toHaveText('Why: Reviews are about the product; please leave out advertising.');
    await kiranPage.context().close();

    // A guest: the card in the search shows the average and count.
    const guest = await newPage(browser, page);
    await guest.goto(`/search?query=${encodeURIComponent(name)}`);
    const card = guest.getByTestId('product-card').filter({ hasText: name });
    await expect(card.getByTestId('card-rating')).toHaveAttribute('aria-label', 'Rated 4.5 out of 5 by 2 shoppers');
    await expect(card.getByTestId('card-rating')).toHaveText('4.5(2)');
    // Among other cards (with and without ratings), every card the same height.
    // The newest first: ours among the first page of a long list.
    await guest.goto('/search?query=speaker&Sort=newest');
    const ours = guest.getByTestId('product-card').filter({ hasText: name });
    await ours.scrollIntoViewIfNeeded();
    await expect(ours.getByTestId('card-rating')).toBeVisible();
    await shot(guest, 'cards');

    // The product page as the server sends it: the reviews and the rating in its structured data.
    const html = await (await guest.request.get(`/product/${product.productId}`)).text();
    expect(html).toContain('Loud and clear');
    expect(html).toContain('Best in its price');
    const photoRequests: string[] = [];
    guest.on('request', (r) => {
      if (/\/reviews\/\d+\/photos\//.test(r.url())) photoRequests.push(r.url());
    });
    await guest.goto(`/product/${product.productId}`);
    const ld = await productJsonLd(guest);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect((ld.review as { name: string }[]).map((r) => r.name).sort()).toEqual(['Best in its price', 'Loud and clear']);
    const reviews = guest.locator('#reviews');
    await expect(reviews.getByTestId('review')).toHaveCount(2);
    await expect(reviews.getByTestId('reviews-count')).toHaveText('Based on 2 reviews');
    const ashas = reviews.getByTestId('review').filter({ hasText: 'Loud and clear' });
    await expect(ashas).toContainText('Verified purchase');
    await expect(ashas).toContainText('Asha K.');
    // Its photo: lazy and decoded apart, and not fetched before it is scrolled to.
    const photo = ashas.getByTestId('review-photos').locator('img');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('decoding', 'async');
    await guest.waitForLoadState('networkidle');
    expect(photoRequests).toEqual([]);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
    expect(photoRequests.length).toBeGreaterThan(0);
    await shot(guest, 'product-reviews', reviews);

    // A bar of the histogram filters the list, in the address.
    await reviews.getByTestId('histogram-5').click();
    await expect(guest).toHaveURL(/[?&]rating=5(&|#|$)/);
    await expect(reviews.getByTestId('review')).toHaveCount(1);
    await expect(reviews.getByTestId('review')).toContainText('Best in its price');
    await expect(reviews.getByTestId('histogram-5')).toHaveAttribute('aria-current', 'true');
    // The filtered address is rendered by the server too.
    const filtered = await (await guest.request.get(`/product/${product.productId}?rating=4`)).text();
    expect(filtered).toContain('Loud and clear');
    expect(filtered).not.toContain('Best in its price</h3>');

    // A guest's Helpful leads to sign-in.
    await reviews.getByRole('link', { name: 'Show all reviews', exact: true }).click();
    await expect(reviews.getByTestId('review')).toHaveCount(2);
    // The rejected review is nowhere; the lowest-rated first on asking.
    await expect(reviews).not.toContainText('Call me');
    await reviews.getByTestId('reviews-sort').selectOption({ label: 'Lowest rating' });
    await expect(guest).toHaveURL(/[?&]sort=lowest/);
    await expect(reviews.getByTestId('review').first()).toContainText('Loud and clear');
    await reviews.getByTestId('reviews-sort').selectOption({ label: 'Highest rating' });
    await expect(reviews.getByTestId('review').first()).toContainText('Best in its price');
    await reviews
      .getByTestId('review')
      .filter({ hasText: 'Best in its price' })
      .getByRole('button', { name: /Helpful/ })
      .click();
    await expect(guest).toHaveURL(/\/account\/signin/);
    await guest.context().close();

    // Asha finds Ravi's review helpful, once.
    await signInBrowser(page, asha, `/product/${product.productId}`);
    const ravis = section.getByTestId('review').filter({ hasText: 'Best in its price' });
    await expect(ravis.getByTestId('helpful-count')).toHaveText('');
    await ravis.getByRole('button', { name: /Helpful/ }).click();
    await expect(ravis.getByTestId('helpful-count')).toHaveText('1 person found this helpful');
    await expect(ravis.getByRole('button', { name: /found .* helpful/ })).toBeDisabled();
    // Her own review shows as published in her box.
    await expect(section.getByTestId('own-review-status')).toHaveText('Published');
    expect(ravisReview.Review.Id).toBeGreaterThan(0);
    // Once: the server refuses a second time.
    await page.reload();
    await section
      .getByTestId('review')
      .filter({ hasText: 'Best in its price' })
      .getByRole('button', { name: /Helpful/ })
      .click();
    await expect(page.getByText(REVIEW_MESSAGES.alreadyHelpful)).toBeVisible();
    await expect(section.getByTestId('review').filter({ hasText: 'Best in its price' }).getByTestId('helpful-count')).toHaveText('1 person found this helpful');
  });
});
