// The admin's Reports screen (docs/gst-returns.md) at phone and desktop widths: the HSN summary of
// this month and the orders export are downloaded with the admin's sign-in, and hold the orders
// placed for the test under the expected headers.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { indiaMonth } from '../../src/shared/india-time';
import { signInAsAdmin } from './helpers/admin';
import { addAddress, addToOwnCart, BANGALORE, e2eDataDir, login, placePaidOrder, productNamed, registerShopper } from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A paid order of the shopper's: two units of a demo product, delivered to `address`'s state. */
async function paidOrder(firstName: string, address?: typeof BANGALORE) {
  const base = BASE();
  const shopper = await registerShopper(base, e2eDataDir(), firstName, 'Reports');
  const tokens = await login(base, shopper.phone, shopper.password);
  const addressId = await addAddress(base, tokens.AccessToken, shopper, address);
  const product = await productNamed(base, 'Monsoon Go');
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 2);
  return placePaidOrder(base, tokens.AccessToken, addressId);
}

async function rowsOf(download: Download): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const text = await readFile(await download.path(), 'utf8');
  return { header: (parse(text, { to: 1 }) as string[][])[0] ?? [], rows: parse(text, { columns: true }) as Record<string, string>[] };
}

test.describe('admin reports', () => {
  test('@phone the admin downloads the HSN summary of this month and the orders export', async ({ page }) => {
    if (test.info().project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    const inState = await paidOrder('Vani');
    const otherState = await paidOrder('Kiran', BANGALORE);

    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'GST returns (GSTR-1)' })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('reports.png'), fullPage: true });

    // This month (in India) is chosen at first.
    const month = indiaMonth(new Date());
    const [hsnFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-gstr1-hsn').click()]);
    expect(hsnFile.suggestedFilename()).toBe(`GSTR1-${month}-hsn.csv`);
    const hsn = await rowsOf(hsnFile);
    expect(hsn.header).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    // The speakers (at least the four units sold here) and the shipping charges.
    const goods = hsn.rows.find((r) => r.UQC === 'NOS-NUMBERS' && Number(r['Total Quantity']) >= 4);
    expect(goods, JSON.stringify(hsn.rows)).toBeDefined();
    expect(Number(goods!['Integrated Tax Amount'])).toBeGreaterThan(0);
    expect(Number(goods!['Central Tax Amount'])).toBeGreaterThan(0);
    expect(hsn.rows.some((r) => r.HSN === '996812' && r.UQC === 'NA')).toBe(true);

    // The orders export: this month so far, every status.
    const [ordersFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-orders').click()]);
    expect(ordersFile.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const orders = await rowsOf(ordersFile);
    expect(orders.header.slice(0, 7)).toEqual(['Order Code', 'Order Date', 'Status', 'Buyer Name', 'Phone', 'Delivery State', 'Pin Code']);
    expect(orders.header).toEqual(
      expect.arrayContaining(['HSN', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Invoice Number', 'Courier', 'Tracking Number']),
    );
    const mine = orders.rows.filter((r) => r['Order Code'] === inState.orderCode || r['Order Code'] === otherState.orderCode);
    expect(mine).toHaveLength(2);
    const tn = mine.find((r) => r['Order Code'] === inState.orderCode)!;
    const ka = mine.find((r) => r['Order Code'] === otherState.orderCode)!;
    expect(tn).toMatchObject({ 'Buyer Name': 'Vani Reports', 'Delivery State': 'Tamil Nadu', Quantity: '2', Status: 'Ordered', 'Integrated Tax': '0.00' });
    expect(ka).toMatchObject({ 'Delivery State': 'Karnataka', 'Central Tax': '0.00' });
    expect(tn['Invoice Number']).toMatch(/^INV\/\d\d-\d\d\/\d{6}$/);

    // A range the server would refuse is caught on the screen.
    await page.getByTestId('orders-from').fill('2026-12-31');
    await page.getByTestId('orders-to').fill('2026-01-01');
    await expect(page.getByTestId('orders-range-error')).toHaveText('The first day (From) must not be after the last day (To)');
    await expect(page.getByTestId('download-orders')).toBeDisabled();
    expect(await fitsWidth(page)).toBe(true);
  });

  test('the Reports screen and its files are for admins only', async ({ page }) => {
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Nila', 'Reports');
    const tokens = await login(base, shopper.phone, shopper.password);
    const res = await page.request.get(`/api/Admin/reports/gstr1/hsn.csv?Month=${indiaMonth(new Date())}`, {
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(res.status()).toBe(403);
    expect((await page.request.get('/api/Admin/reports/orders.csv?From=2026-11-01&To=2026-11-02')).status()).toBe(401);
  });
});
