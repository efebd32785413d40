// End to end, at phone and desktop widths: a shopper buying for a business ticks "Use a GST
// invoice" at checkout, adds the business's GSTIN (a wrong one is refused with its sentence first),
// pays in the sandbox and downloads the tax invoice, which names the GSTIN (read with pdftotext);
// the address book keeps the GSTIN; the admin sees it on the order and finds the invoice in the
// month's GSTR-1 b2b file (docs/gst-invoices.md, docs/gst-returns.md).
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { indiaMonth } from '../../src/shared/india-time';
import { GSTIN_MESSAGES } from '../../src/shared/gstin';
import { signInAsAdmin } from './helpers/admin';
import { addAddress, addToOwnCart, e2eDataDir, login, productNamed, registerShopper, signInBrowser, VELLORE } from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const pdfText = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

/** A studio in Bengaluru: its GSTIN is Karnataka's (29); the goods go to Vellore, Tamil Nadu. */
const STUDIO = {
  gstin: '29AAACB1234C1ZB',
  name: 'Bhairavi Sound Studios Private Limited',
  line1: '42, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  pin: '560001',
};

test.describe('GST invoices for businesses', () => {
  test('@phone a shopper adds a GSTIN at checkout, pays, and downloads the B2B invoice; the admin finds it in GSTR-1 b2b', async ({ page }) => {
    const info = test.info();
    const base = BASE();
    const shopper = await registerShopper(base, e2eDataDir(), 'Anjali', 'Rao');
    const tokens = await login(base, shopper.phone, shopper.password);
    await addAddress(base, tokens.AccessToken, shopper, VELLORE);
    const product = await productNamed(base, 'Monsoon Go');
    await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
    await signInBrowser(page, tokens, '/cart');
    await expect(page.getByTestId('shipping-option').first()).toBeVisible();

    // Nothing saved yet: ticking "Use a GST invoice" opens the form to add one.
    await page.getByRole('checkbox', { name: /Use a GST invoice/ }).check();
    const form = page.getByRole('dialog', { name: 'Add a GSTIN' });
    await expect(form).toBeVisible();
    // A typing error in the last character is caught before anything is sent.
    await form.getByLabel('GSTIN').fill('29aaacb1234c1zc');
    await form.getByLabel('Legal name of the business').fill(STUDIO.name);
    await form.getByLabel('Registered address line 1').fill(STUDIO.line1);
    await form.getByLabel('State').fill('Karnataka');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await form.getByLabel('City').fill(STUDIO.city);
    await form.getByLabel('Pin Code').fill(STUDIO.pin);
    await form.getByRole('button', { name: 'Save GSTIN' }).click();
    await expect(form.getByText(GSTIN_MESSAGES.checkCharacter)).toBeVisible();
    await form.getByLabel('GSTIN').fill(STUDIO.gstin.toLowerCase());
    await expect(form.getByLabel('GSTIN')).toHaveValue(STUDIO.gstin);
    await form.getByRole('button', { name: 'Save GSTIN' }).click();
    await expect(form).toBeHidden();
    const chosen = page.getByTestId('gstin-option').filter({ hasText: STUDIO.gstin });
    await expect(chosen.getByRole('radio')).toBeChecked();
    await expect(page.getByText(/GST is charged by the delivery address's state/)).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('region', { name: 'GST invoice' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`checkout-gst-invoice-${info.project.name}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment\/status\//);
    await expect(page.getByTestId('payment-state')).toHaveText('COMPLETED');
    const orderCode = (await page.getByTestId('payment-order-code').textContent())!;

    // The invoice names the business and its GSTIN; the tax follows Vellore, the place of supply.
    await page.getByRole('link', { name: 'My Orders' }).click();
    const card = page.getByTestId('order-card').first();
    await expect(card.getByTestId('order-code')).toHaveText(orderCode);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Invoice' }).click()]);
    const invoice = pdfText(await download.path());
    expect(invoice).toContain('TAX INVOICE');
    expect(invoice).toContain('B2B: supply to a registered person');
    expect(invoice).toMatch(/Buyer GSTIN:\s+29AAACB1234C1ZB/);
    expect(invoice).toMatch(/Reverse Charge:\s+No/);
    expect(invoice).toMatch(/Place of Supply:\s+Tamil Nadu \(33\)/);
    expect(invoice).toContain(STUDIO.name);
    expect(invoice).toContain('CGST');
    expect(invoice).not.toContain('IGST');
    const invoiceNumber = invoice.match(/INV\/\d\d-\d\d\/\d{6}/)![0];

    // The address book keeps the GSTIN for the next order.
    await page.goto('/account/addresses');
    const saved = page.getByTestId('business-card');
    await expect(saved).toContainText(STUDIO.gstin);
    await expect(saved).toContainText(STUDIO.name);
    expect(await fitsWidth(page)).toBe(true);
    await page.screenshot({ path: info.outputPath(`address-book-gstin-${info.project.name}.png`), fullPage: true });

    // The admin: the order names the buyer's GSTIN, and the month's b2b file holds the invoice.
    await signInAsAdmin(page);
    const orderId = (
      (await (await page.request.get(`${base}/api/order/myorders`, { headers: { authorization: `Bearer ${tokens.AccessToken}` } })).json()) as {
        OrderId: string;
        OrderCode: string;
      }[]
    ).find((o) => o.OrderCode === orderCode)!.OrderId;
    await page.goto(`/order/detail/${orderId}`);
    await expect(page.getByTestId('buyer-business')).toContainText(`Buyer GSTIN: ${STUDIO.gstin}`);

    await page.goto('/admin/reports');
    const month = indiaMonth(new Date());
    const [b2bFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-gstr1-b2b').click()]);
    expect(b2bFile.suggestedFilename()).toBe(`GSTR1-${month}-b2b.csv`);
    const rows = parse(await readFile(await b2bFile.path(), 'utf8'), { columns: true }) as Record<string, string>[];
    const mine = rows.filter((r) => r['Invoice Number'] === invoiceNumber);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({
      'GSTIN/UIN of Recipient': STUDIO.gstin,
      'Receiver Name': STUDIO.name,
      'Place Of Supply': '33-Tamil Nadu',
      'Reverse Charge': 'N',
      'Invoice Type': 'Regular B2B',
    });
    // Its rows add up to the invoice's value, to the paisa.
    const paise = (r: string) => Math.round(Number(r) * 100);
    const sum = mine.reduce(
      (s, r) => s + paise(r['Taxable Value']) + paise(r['Integrated Tax Amount']) + paise(r['Central Tax Amount']) + paise(r['State/UT Tax Amount']),
      0,
    );
    expect(sum).toBe(paise(mine[0]['Invoice Value']));
  });
});
