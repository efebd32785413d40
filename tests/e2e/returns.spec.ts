// Returns after delivery (docs/returns.md) end to end: a shopper asks to return part of a
// delivered order from My Orders; an admin approves it and marks it received on the Returns
// screen; the sandbox pays the refund and the shopper sees the return Refunded with its amount.
// Also: a rejection with its reason, and the Returns screen at phone and desktop widths.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  addAddress,
  addToOwnCart,
  ADMIN,
  api,
  e2eDataDir,
  login,
  placePaidOrder,
  productNamed,
  registerShopper,
  signInBrowser,
  type Tokens,
} from './helpers/checkout-helpers';
import { pngFile } from './helpers/admin';

const BASE = () => test.info().project.use.baseURL!;

interface Delivered {
  tokens: Tokens;
  orderId: string;
  orderCode: string;
  productName: string;
}

/** A paid order of two units, shipped and delivered today by the admin through the API. */
async function deliveredOrder(firstName: string, lastName: string): Promise<Delivered> {
  const base = BASE();
  const shopper = await registerShopper(base, e2eDataDir(), firstName, lastName);
  const tokens = await login(base, shopper.phone, shopper.password);
  const addressId = await addAddress(base, tokens.AccessToken, shopper);
  const product = await productNamed(base, 'Monsoon Go');
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 2);
  const order = await placePaidOrder(base, tokens.AccessToken, addressId);
  const admin = await login(base, ADMIN.phone, ADMIN.password);
  const now = new Date().toISOString();
  const move = (body: object) => api(base, 'PATCH', `/api/order/${order.orderId}/status`, { OrderId: order.orderId, ...body }, admin.AccessToken);
  await move({ Status: 'Shipped', TrackingId: 'AWB7770001234', CourierName: 'Delhivery Surface', ShippedDate: now });
  await move({ Status: 'Delivered', DeliveredDate: now });
  return { tokens, orderId: order.orderId, orderCode: order.orderCode, productName: product.name };
}

async function adminPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE(), viewport });
  const page = await context.newPage();
  await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/returns');
  await expect(page.getByRole('heading', { name: 'Returns', exact: true })).toBeVisible();
  return page;
}

/** An amount as the screens write it: rupees with Indian grouping, paise only when present. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

/**
 * The return's photo tiles are drawn from the photo call's signed addresses (no public file) and
 * each picture has loaded; the full photo its tile opens is served privately, never cached.
 */
async function expectPhotosShown(page: Page, where: Locator, count: number) {
  const tiles = where.getByTestId('return-photos').locator('a');
  await expect(tiles).toHaveCount(count);
  for (const tile of await tiles.all()) {
    const img = tile.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/order\/[^/]+\/returns\/\d+\/photos\/\d+\?Token=[^&]+&Width=320$/);
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
    const full = await page.request.get((await tile.getAttribute('href'))!);
    expect(full.status()).toBe(200);
    expect(full.headers()['content-type']).toBe('image/jpeg');
    expect(full.headers()['cache-control']).toBe('private, no-store');
  }
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('returns after delivery', () => {
  test('a shopper returns one unit from My Orders; the admin approves and receives it; the shopper sees it Refunded', async ({ page, browser }) => {
    const order = await deliveredOrder('Lakshmi', 'Rao');

    // My Orders: the delivered order offers "Request return".
    await signInBrowser(page, order.tokens, '/account/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.orderCode });
    await expect(card.getByTestId('order-status')).toHaveText('Delivered');
    await card.getByRole('button', { name: 'Request return' }).click();

    // The dialog: nothing chosen and no reason are refused with the shop's own words.
    const dialog = page.getByRole('dialog', { name: /Return items/ });
    await expect(dialog).toContainText(order.orderCode);
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog.getByTestId('return-error')).toHaveText('Choose at least one item to return');
    await dialog.getByRole('checkbox', { name: new RegExp(order.productName) }).check();
    // Two were bought: the quantity offers 1 and 2, starting at 2; one is sent back.
    const quantity = dialog.getByRole('combobox', { name: 'Quantity' });
    await expect(quantity).toHaveText('2');
    await quantity.click();
    await expect(page.getByRole('option')).toHaveText(['1', '2']);
    await page.getByRole('option', { name: '1', exact: true }).click();
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog.getByTestId('return-error')).toHaveText('Choose a reason for the return');
    await dialog.getByRole('radio', { name: 'No longer needed' }).check();
    await dialog.getByLabel('Comment (optional)').fill('Bought a second one by mistake');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByText('Your return request has been received')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The return is listed on the order, Requested, with its item and who asked.
    const ret = card.getByTestId('order-return');
    await expect(ret).toHaveCount(1);
    await expect(ret.getByTestId('return-status')).toHaveText('Requested');
    await expect(ret).toContainText(`${order.productName} · `);
    await expect(ret).toContainText('× 1');
    await expect(ret).toContainText('No longer needed');
    await expect(ret.getByTestId('return-history')).toContainText('You');
    // A photo of it, while the shop has not answered yet.
    await ret.locator('input[type="file"]').setInputFiles(await pngFile('speaker.png', '#3a6ea5'));
    await expect(page.getByText('Photos added to your return')).toBeVisible();
    await expectPhotosShown(page, ret, 1);
    await expect(ret.getByRole('button', { name: /Add photos \(up to 2\)/ })).toBeVisible();
    // One unit is left to return, so the button stays; the dialog offers only that one.
    await card.getByRole('button', { name: 'Request return' }).click();
    await expect(dialog).toContainText('1 left to return');
    await expect(dialog.getByRole('combobox', { name: 'Quantity' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The admin's Returns screen lists it; the dialog approves, then marks it received.
    const admin = await adminPage(browser);
    const row = admin.getByRole('row').filter({ hasText: order.orderCode });
    await expect(row.getByTestId('return-status')).toHaveText('Requested');
    await expect(row).toContainText('Lakshmi Rao');
    await expect(row.getByTestId('return-overdue')).toHaveCount(0);
    await row.getByTestId('view-return').click();
    const detail = admin.getByTestId('admin-return-dialog');
    await expect(detail).toContainText(order.productName);
    await expect(detail).toContainText('Bought a second one by mistake');
    await expectPhotosShown(admin, detail, 1);
    await expect(detail.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Return marked Approved')).toBeVisible();
    await expect(detail.getByTestId('return-status')).toHaveText('Approved');
    await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await detail.getByRole('checkbox', { name: 'Items can be sold again' }).check();
    await detail.getByRole('button', { name: 'Mark received' }).click();
    await expect(admin.getByText('Return marked Received')).toBeVisible();
    // The sandbox confirms the refund at once: the return is Refunded.
    await expect(detail.getByTestId('return-status')).toHaveText('Refunded');
    await expect(detail.getByTestId('admin-return-refund')).toContainText('Refunded');
    await expect(detail.getByTestId('admin-return-refund')).toContainText('Items put back in stock');
    await expect(detail.getByTestId('return-history')).toContainText('Payment gateway');
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByTestId('return-status')).toHaveText('Refunded');
    await admin.context().close();

    // The refund is one unit at what was paid for it (no shipping: not the shop's fault).
    const [answer] = await api<{ Status: string; RefundAmount: number; Items: { Amount: number }[] }[]>(
      BASE(),
      'GET',
      `/api/order/${order.orderId}/returns`,
      undefined,
      order.tokens.AccessToken,
    );
    expect(answer.Status).toBe('Refunded');
    expect(answer.RefundAmount).toBe(answer.Items[0].Amount);

    // The shopper sees it Refunded, with the amount and every step.
    await page.reload();
    await expect(ret.getByTestId('return-status')).toHaveText('Refunded');
    await expect(ret.getByTestId('return-refund')).toHaveText(`Refund: ${rupees(answer.RefundAmount)} · Refunded`);
    for (const step of ['Requested', 'Approved', 'Received', 'Refunded']) await expect(ret.getByTestId('return-history')).toContainText(step);
    await expectPhotosShown(page, ret, 1);
    // Its GST credit note downloads as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), ret.getByRole('button', { name: 'Credit note' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('the Returns screen at phone and desktop widths; a rejection needs a reason, which the shopper sees', async ({ page, browser }) => {
    const order = await deliveredOrder('Farhan', 'Qureshi');
    const [item] = (await api<{ OrderId: string; Items: { Id: number }[] }[]>(BASE(), 'GET', '/api/order/myorders', undefined, order.tokens.AccessToken))
      .filter((o) => o.OrderId === order.orderId)
      .flatMap((o) => o.Items);
    const { ReturnId } = await api<{ ReturnId: number }>(
      BASE(),
      'POST',
      `/api/order/${order.orderId}/returns`,
      { Items: [{ OrderItemId: item.Id, Quantity: 2 }], Reason: 'Damaged or defective', Comment: 'The grille is dented' },
      order.tokens.AccessToken,
    );
    // Two photos of the dent, sent as the shopper's screen sends them.
    const form = new FormData();
    for (const [name, colour] of [
      ['dent.png', '#8a5a3a'],
      ['box.png', '#3a6a8a'],
    ] as const) {
      const png = await pngFile(name, colour, 1600, 1200);
      form.append('files', new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), name);
    }
    const sent = await fetch(`${BASE()}/api/order/${order.orderId}/returns/${ReturnId}/photos`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${order.tokens.AccessToken}` },
    });
    expect(sent.status).toBe(200);

    // Desktop: the status filter finds it under Requested, in full columns.
    const desktop = await adminPage(browser);
    await desktop.getByRole('combobox', { name: 'Status' }).click();
    await desktop.getByRole('option', { name: 'Requested', exact: true }).click();
    const row = desktop.getByRole('row').filter({ hasText: order.orderCode });
    await expect(row).toContainText('Damaged or defective');
    await expect(row).toContainText('Farhan Qureshi');
    expect(await fitsWidth(desktop)).toBe(true);
    await desktop.getByRole('combobox', { name: 'Status' }).click();
    await desktop.getByRole('option', { name: 'Refunded', exact: true }).click();
    await expect(desktop.getByRole('row').filter({ hasText: order.orderCode })).toHaveCount(0);
    await desktop.context().close();

    // Phone: one folded column with status and View; the dialog fills the screen.
    const phone = await adminPage(browser, { width: 390, height: 844 });
    const phoneRow = phone.getByRole('row').filter({ hasText: order.orderCode });
    await expect(phoneRow.getByTestId('return-status')).toHaveText('Requested');
    expect(await fitsWidth(phone)).toBe(true);
    await phoneRow.getByTestId('view-return').click();
    const detail = phone.getByTestId('admin-return-dialog');
    await expect(detail).toContainText('The grille is dented');
    await expectPhotosShown(phone, detail, 2);
    await detail.getByRole('button', { name: 'Reject' }).click();
    await detail.getByRole('button', { name: 'Reject return' }).click();
    await expect(detail.getByTestId('admin-return-error')).toHaveText('Say why the return is rejected: the shopper sees it');
    await detail.getByLabel('Reason for rejection').fill('The dent is not covered: the speaker was dropped after delivery');
    await detail.getByRole('button', { name: 'Reject return' }).click();
    await expect(phone.getByText('Return marked Rejected')).toBeVisible();
    await expect(detail.getByTestId('return-status')).toHaveText('Rejected');
    await expect(detail.getByTestId('admin-return-rejection')).toContainText('the speaker was dropped after delivery');
    await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    expect(await fitsWidth(phone)).toBe(true);
    await phone.context().close();

    // The shopper reads why; the units are free to be asked for again.
    await signInBrowser(page, order.tokens, '/account/orders');
    const card = page.getByTestId('order-card').filter({ hasText: order.orderCode });
    await expect(card.getByTestId('return-rejection')).toContainText('the speaker was dropped after delivery');
    await expect(card.getByTestId('return-status')).toHaveText('Rejected');
    await expect(card.getByRole('button', { name: 'Request return' })).toBeVisible();
    await expectPhotosShown(page, card, 2);
  });

  test('the Returns screen is for admins only', async ({ page }) => {
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Anil', 'Das');
    await signInBrowser(page, await login(base, shopper.phone, shopper.password));
    await page.goto('/admin/returns');
    await expect(page).toHaveURL(/\/account\/unauthorized$/i);
  });
});
