// End to end: a guest asks to be told when a sold-out variant is back, confirming their phone with
// the OTP sent to it; an admin sees the waiting alert beside the variant and restocks it; the SMS
// goes out once. A signed-in shopper asks with one tap and finds the alert in their account
// (docs/stock-alerts.md).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { publishProduct, signInAsAdmin, signInAsNewUser } from './helpers/admin';
import { e2eDataDir, freshPhone, lastOtp } from './helpers/checkout-helpers';

/** The texts sent to a phone so far (the outbox file appears with the first SMS). */
const smsTo = (phone: string) => {
  const file = path.join(e2eDataDir(), 'outbox', 'sms.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { to: string; text: string })
    .filter((m) => m.to === phone)
    .map((m) => m.text);
};

const SHOTS = path.resolve('.tmp/shots');
/** A picture of the screen for a person to look at, named by the width it was taken at. */
async function shot(page: Page, info: TestInfo, name: string, target?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `stock-alerts-${name}-${info.project.name}.png`);
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: false });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

/** A DataGrid row that mentions the text. */
const gridRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a guest asks to be told by SMS, an admin restocks the variant, and the SMS goes out once @phone', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const name = `Alert Speaker ${unique()}`;
  const { productId } = await publishProduct(page.request, { name, price: 1999, stock: 0 });
  const code = ((await (await page.request.get(`/api/Public/Product/GetById?Id=${productId}`)).json()) as { ProductCode: string }).ProductCode;

  await page.goto(`/product/${productId}`);
  await expect(page.getByTestId('stock-status')).toHaveText('Out of Stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  const notify = page.getByTestId('notify-me');
  await expect(notify).toBeVisible();
  await notify.scrollIntoViewIfNeeded();
  await shot(page, info, 'notify-me-closed');
  await notify.getByRole('button', { name: 'Notify me' }).click();

  const phone = freshPhone();
  const form = page.getByRole('form', { name: `Notify me when ${name} is back` });
  await expect(form.getByRole('radio', { name: 'SMS' })).toBeChecked();
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => smsTo(phone).length).toBeGreaterThan(0);
  await form.getByLabel(`OTP sent to ${phone}`).fill(lastOtp(e2eDataDir(), phone));
  await shot(page, info, 'notify-me-form', form);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('notify-me-done')).toContainText("We'll let you know as soon as it is back in stock");
  await shot(page, info, 'notify-me-done');

  // The admin sees one shopper waiting beside the sold-out variant, and restocks it.
  const adminContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const admin = await adminContext.newPage();
  try {
    await signInAsAdmin(admin);
    await admin.goto(`/admin/inventory-list?ProductCode=${code}`);
    const row = gridRow(admin, 'Black');
    await expect(row.getByTestId('waiting-alerts')).toHaveText('1 waiting');
    await shot(admin, info, 'admin-waiting');
    const stock = row.locator('[data-field="Stock"]');
    await stock.dblclick();
    await stock.locator('input').fill('5');
    await stock.locator('input').press('Enter');
    await expect(stock).toHaveText('5');
  } finally {
    await adminContext.close();
  }

  // The SMS says the product is back, with its page; once.
  await expect.poll(() => smsTo(phone).filter((t) => t.includes('is back in stock')).length, { timeout: 20_000 }).toBe(1);
  const [sms] = smsTo(phone).filter((t) => t.includes('is back in stock'));
  expect(sms).toContain(`${name} (Black) is back in stock`);
  expect(sms).toContain(`/product/${productId}?variantId=`);
  await page.waitForTimeout(1500);
  expect(smsTo(phone).filter((t) => t.includes('is back in stock'))).toHaveLength(1);
});

test('a signed-in shopper asks with one tap, or for another address, and sees and cancels the alerts in their account @phone', async ({ page }, info) => {
  const name = `Alert Soundbar ${unique()}`;
  const { productId } = await publishProduct(page.request, { name, price: 4999, stock: 0 });
  const { phone } = await signInAsNewUser(page, 'Lakshmi', 'Narayan');

  // One tap: their own phone, no OTP.
  await page.goto(`/product/${productId}`);
  const notify = page.getByTestId('notify-me');
  await expect(notify).toContainText(`We'll send an SMS to ${phone}`);
  await notify.scrollIntoViewIfNeeded();
  await shot(page, info, 'notify-me-signed-in');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('notify-me-done')).toContainText("We'll let you know as soon as it is back in stock");

  // Or an e-mail address of their choice.
  await page.reload();
  await page.getByRole('button', { name: 'Use another number or e-mail' }).click();
  const form = page.getByRole('form', { name: `Notify me when ${name} is back` });
  await form.getByRole('radio', { name: 'E-mail' }).check();
  await form.getByLabel('E-mail address').fill('lakshmi.n@example.in');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('notify-me-done')).toContainText("We'll let you know as soon as it is back in stock");
  await page.getByRole('link', { name: 'See your back-in-stock alerts' }).click();

  await expect(page).toHaveURL(/\/account\/alerts$/);
  await expect(page.getByRole('heading', { name: 'Back-in-stock alerts' })).toBeVisible();
  const items = page.getByTestId('stock-alert').filter({ hasText: name });
  await expect(items).toHaveCount(2);
  const bySms = items.filter({ hasText: `SMS to ${phone}` });
  await expect(bySms).toContainText('Variant: Black');
  await expect(bySms.getByTestId('stock-alert-status')).toHaveText('Waiting');
  await expect(items.filter({ hasText: 'e-mail to lakshmi.n@example.in' })).toHaveCount(1);
  await shot(page, info, 'account-list');
  await bySms.getByRole('button', { name: `Cancel the alert for ${name} Black` }).click();
  await expect(page.getByText('You will no longer be told about this item')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(bySms).toHaveCount(0);

  // The account menu leads there too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Back-in-stock alerts' }).click();
  await expect(page).toHaveURL(/\/account\/alerts$/);
  await expect(items).toHaveCount(1);
});
