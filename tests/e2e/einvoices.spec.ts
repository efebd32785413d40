// E-invoices end to end (docs/e-invoicing.md), at desktop and phone widths, with the shop running
// with EINVOICE_ENABLED and the offline portal: a business's paid order shows its IRN and
// acknowledgement on the admin's order detail; the E-invoices page lists it by status with a link
// to the order; cancelled within 24 hours, the IRN is cancelled and the credit note is not
// registered, and the order detail says so. A consumer's order shows no e-invoice at all.
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addAddress,
  addToOwnCart,
  api,
  e2eDataDir,
  login,
  placePaidOrder,
  productNamed,
  registerShopper,
  signInBrowser,
  VELLORE,
} from './helpers/checkout-helpers';
import { expectNoAxeViolations } from './helpers/axe';

const BASE = () => test.info().project.use.baseURL!;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const STUDIO = {
  Gstin: '29AAACB1234C1ZB',
  LegalName: 'Bhairavi Sound Studios Private Limited',
  AddressLine1: '42, 2nd Cross, Indiranagar',
  City: 'Bengaluru',
  State: 'Karnataka',
  PinCode: '560001',
};

async function paidOrder(business: boolean) {
  const shopper = await registerShopper(BASE(), e2eDataDir(), 'Lakshmi', 'Narayan');
  const tokens = await login(BASE(), shopper.phone, shopper.password);
  const addressId = await addAddress(BASE(), tokens.AccessToken, shopper, VELLORE);
  const businessId = business ? (await api<{ Id: number }>(BASE(), 'POST', '/api/Account/BusinessDetails', STUDIO, tokens.AccessToken)).Id : undefined;
  const product = await productNamed(BASE(), 'Monsoon Go');
  await addToOwnCart(BASE(), tokens.AccessToken, product.productId, product.variantId, 1);
  return { ...(await placePaidOrder(BASE(), tokens.AccessToken, addressId, businessId)), tokens };
}

test.describe('e-invoices', () => {
  test('@phone the admin sees a business order’s IRN, finds it among the e-invoices, and sees it cancelled with the order', async ({ page }, info) => {
    test.setTimeout(180_000);
    const order = await paidOrder(true);
    const consumer = await paidOrder(false);

    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), `/order/detail/${order.orderId}`);
    const panel = page.getByTestId('einvoice-panel');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByTestId('einvoice-status')).toHaveText('Registered');
    await expect(panel.getByTestId('einvoice-irn')).toContainText(/[0-9a-f]{64}/);
    await expect(panel.getByTestId('einvoice-ack')).toContainText(/\d{15}/);
    const irn = ((await panel.getByTestId('einvoice-irn').textContent()) ?? '').match(/[0-9a-f]{64}/)![0];
    await expect(panel.getByTestId('einvoice-retry')).toHaveCount(0);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: info.outputPath(`einvoice-registered-${info.project.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // A consumer's order has no e-invoice: nothing shows.
    await page.goto(`/order/detail/${consumer.orderId}`);
    await expect(page.getByTestId('delivery-panel')).toBeVisible();
    await expect(page.getByTestId('shipment-panel')).toBeVisible();
    await expect(page.getByTestId('einvoice-panel')).toHaveCount(0);

    // The E-invoices page: none pending; among the registered, this one, linked to its order.
    await page.goto('/admin/einvoices');
    await expect(page.getByRole('heading', { name: 'E-invoices', level: 1 })).toBeVisible();
    await page.getByTestId('einvoice-status-filter').click();
    await page.getByRole('option', { name: 'Registered', exact: true }).click();
    await expect(page).toHaveURL(/Status=Registered/);
    const row = page.getByTestId('einvoice-row').filter({ hasText: order.orderCode });
    await expect(row).toContainText(`IRN ${irn}`);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: info.outputPath(`einvoices-registered-${info.project.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    // Cancelled within 24 hours: the IRN is cancelled with it, and its credit note is not registered.
    await api(BASE(), 'PATCH', `/api/order/${order.orderId}/status`, { OrderId: order.orderId, Status: 'Cancelled' }, order.tokens.AccessToken);
    await row.getByRole('link', { name: `Order ${order.orderCode}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/detail/${order.orderId}`));
    await expect(panel.getByTestId('einvoice-status').first()).toHaveText('IRN cancelled');
    await expect(panel).toContainText('IRN cancelled at the portal on');
    await expect(panel).toContainText(/Credit note CN\/\d\d-\d\d\/\d{6}/);
    await expect(panel.getByTestId('einvoice-status').nth(1)).toHaveText('Not registered');
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: info.outputPath(`einvoice-cancelled-${info.project.name}.png`), fullPage: true });
  });
});
