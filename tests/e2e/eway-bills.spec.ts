// E-way bills end to end (docs/e-way-bills.md), at desktop and phone widths: a paid order worth more
// than ₹50,000 going to another state waits in Ready to ship with the sentence that it needs an
// e-way bill; the admin's booking is refused with it; the admin generates the bill from the row,
// books the order, and the order detail's shipment panel shows the bill's number.
import { expect, test } from '@playwright/test';
import { publishProduct } from './helpers/admin';
import { ADMIN, addAddress, addToOwnCart, BANGALORE, e2eDataDir, login, placePaidOrder, registerShopper, signInBrowser } from './helpers/checkout-helpers';
import { expectNoAxeViolations } from './helpers/axe';

const BASE = () => test.info().project.use.baseURL!;

test.describe('e-way bills', () => {
  test('an admin sees the refusal in the queue, generates the e-way bill and books the order @phone', async ({ page }, info) => {
    test.setTimeout(180_000);
    const name = `E-way Test Power Amplifier ${Date.now().toString(36)}`;
    const { productId, variantId } = await publishProduct(page.request, { name, price: 64_999, stock: 5, category: 'Amplifiers' });
    const shopper = await registerShopper(BASE(), e2eDataDir(), 'Farhan', 'Sheikh');
    const tokens = await login(BASE(), shopper.phone, shopper.password);
    const addressId = await addAddress(BASE(), tokens.AccessToken, shopper, BANGALORE);
    await addToOwnCart(BASE(), tokens.AccessToken, productId, variantId, 1);
    const order = await placePaidOrder(BASE(), tokens.AccessToken, addressId);

    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/shipments');
    await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ hasText: order.orderCode });
    await expect(row.getByTestId('queue-eway-needed')).toContainText('over the ₹50,000 limit between states: generate its e-way bill before booking it.');

    // Booking it anyway is refused with the same sentence.
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book 1 order' }).click();
    await expect(page.getByText(`${order.orderCode}: This consignment is worth`).first()).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`eway-needed-${info.project.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Generate e-way bill of ${order.orderCode}` }).click();
    await expect(page.getByText(/^E-way bill \d{12} generated\. The order can be booked\./)).toBeVisible();
    await expect(row.getByTestId('queue-eway-bill')).toHaveText(/^E-way bill \d{12}$/);
    const number = ((await row.getByTestId('queue-eway-bill').textContent()) ?? '').replace('E-way bill ', '');
    await expect(row.getByTestId('queue-eway-needed')).toHaveCount(0);
    await page.screenshot({ path: info.outputPath(`eway-generated-${info.project.name}.png`), fullPage: true });

    if (!(await row.getByRole('checkbox').isChecked())) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book 1 order' }).click();
    await expect(page.getByText('1 order booked')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto(`/order/detail/${order.orderId}`);
    const panel = page.getByTestId('shipment-panel');
    await expect(panel.getByTestId('shipment-state')).toHaveText('Booked');
    await expect(panel.getByTestId('shipment-panel-eway-bill')).toContainText(number);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`eway-panel-${info.project.name}.png`), fullPage: true });
  });

  test("the admin reads and changes a state's limit on the E-way bill limits tab", async ({ page }, info) => {
    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/shipments?tab=eway');
    await expect(page.getByRole('tab', { name: 'E-way bill limits' })).toHaveAttribute('aria-selected', 'true', { timeout: 30_000 });
    const kerala = page.getByTestId('eway-limit-row').filter({ hasText: 'Kerala' });
    const tamilNadu = page.getByTestId('eway-limit-row').filter({ hasText: 'Tamil Nadu' });
    await expect(tamilNadu.getByTestId('eway-limit-value')).toHaveText('Over ₹1,00,000');
    await expect(tamilNadu).toContainText("Seller's state");
    await kerala.getByRole('button', { name: 'Change the e-way bill limit of Kerala' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-way bill limit within Kerala' });
    await dialog.getByLabel('Limit').fill('-1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toContainText('The limit must be a whole number of rupees');
    await dialog.getByLabel('Limit').fill('1,00,000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(kerala.getByTestId('eway-limit-value')).toHaveText('Over ₹1,00,000');
    await page.screenshot({ path: info.outputPath(`eway-limits-${info.project.name}.png`), fullPage: true });
    // Put back as it was seeded.
    await kerala.getByRole('button', { name: 'Change the e-way bill limit of Kerala' }).click();
    await page.getByRole('dialog', { name: 'E-way bill limit within Kerala' }).getByLabel('Limit').fill('50000');
    await page.getByRole('dialog', { name: 'E-way bill limit within Kerala' }).getByRole('button', { name: 'Save' }).click();
    await expect(kerala.getByTestId('eway-limit-value')).toHaveText('Over ₹50,000');
  });
});
