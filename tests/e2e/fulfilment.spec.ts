// Fulfilment end to end (docs/fulfilment.md), at desktop and phone widths: an admin books three
// paid orders from Ready to ship and prints their labels as one PDF (a label with its AWB and
// address for each, read back with pdftotext); the courier's scans reach the shop through the
// aggregator's tracking webhook and the shopper's order page shows the timeline, the courier, the
// AWB and its tracking link; after a failed attempt the shopper follows the message's link and asks
// for a new attempt, and the page shows what they asked for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  addAddress,
  addToOwnCart,
  api,
  BANGALORE,
  e2eDataDir,
  login,
  placePaidOrder,
  productNamed,
  registerShopper,
  signInBrowser,
  type AddressInput,
  type Tokens,
} from './helpers/checkout-helpers';

const BASE = () => test.info().project.use.baseURL!;
/** The token the end-to-end shop expects in the aggregator's webhook (playwright.config.ts). */
const WEBHOOK_TOKEN = process.env.E2E_SHIPPING_WEBHOOK_TOKEN ?? 'e2e-shipping-webhook-token';
const SHOTS = 'test-results/fulfilment-screens';

interface PaidOrder {
  orderId: string;
  orderCode: string;
  tokens: Tokens;
  firstName: string;
  lastName: string;
  address: AddressInput;
}

/** A new shopper with one paid order of a demo speaker, delivered to `address`. */
async function paidOrder(firstName: string, lastName: string, address: AddressInput): Promise<PaidOrder> {
  const base = BASE();
  const product = await productNamed(base, 'Boom Mini');
  const shopper = await registerShopper(base, e2eDataDir(), firstName, lastName);
  const tokens = await login(base, shopper.phone, shopper.password);
  const addressId = await addAddress(base, tokens.AccessToken, shopper, address);
  await addToOwnCart(base, tokens.AccessToken, product.productId, product.variantId, 1);
  const order = await placePaidOrder(base, tokens.AccessToken, addressId);
  return { orderId: order.orderId, orderCode: order.orderCode, tokens, firstName, lastName, address };
}

/** A street of its own, so that each label's address can be told apart. */
const street = (address: AddressInput, n: number): AddressInput => ({ ...address, AddressLine1: `${n} ${address.AddressLine1.replace(/^\d+\s*/, '')}` });

interface Shipment {
  ShipmentId: string;
  Awb: string;
  State: string;
  TrackingUrl: string;
}

/** Books orders through the admin's call (the screens book them in the first test). */
async function bookThroughApi(orderIds: string[]): Promise<Shipment[]> {
  const base = BASE();
  const admin = await login(base, ADMIN.phone, ADMIN.password);
  const answer = await api<{ Results: { Booked: boolean; Error?: string; Shipment?: Shipment }[] }>(
    base,
    'POST',
    '/api/Admin/shipments/book',
    { Orders: orderIds.map((OrderId) => ({ OrderId })) },
    admin.AccessToken,
  );
  return answer.Results.map((r) => {
    if (!r.Booked || !r.Shipment) throw new Error(`not booked: ${r.Error}`);
    return r.Shipment;
  });
}

/** India's time as the aggregator writes it: "2026-11-20 14:05:00". */
function aggregatorTime(minutesAgo: number): string {
  const at = new Date(Date.now() - minutesAgo * 60_000 + 330 * 60_000);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** The aggregator tells the shop of the parcel's scans, as its webhook does (Shiprocket's payload). */
async function courierScans(awb: string, scans: { code: number; label: string; activity: string; location: string; minutesAgo: number }[]) {
  const last = scans[scans.length - 1];
  const res = await fetch(new URL('/api/shipping/tracking-webhook', BASE()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': WEBHOOK_TOKEN },
    body: JSON.stringify({
      awb,
      current_status: last.label.toUpperCase(),
      current_status_id: last.code,
      shipment_status_id: last.code,
      current_timestamp: aggregatorTime(last.minutesAgo),
      scans: scans.map((s) => ({
        date: aggregatorTime(s.minutesAgo),
        activity: s.activity,
        location: s.location,
        'sr-status': s.code,
        'sr-status-label': s.label,
      })),
    }),
  });
  expect(res.status, await res.text()).toBe(200);
}

const PICKED_UP = { code: 42, label: 'Picked Up', activity: 'Shipment picked up from the seller', location: 'Vellore, Tamil Nadu' };
const IN_TRANSIT = { code: 18, label: 'In Transit', activity: 'Shipment in transit', location: 'Chennai Hub' };
const OUT_FOR_DELIVERY = { code: 17, label: 'Out For Delivery', activity: 'Out for delivery', location: 'Bangalore Hub' };
const UNDELIVERED = { code: 21, label: 'Undelivered', activity: 'Consignee not available, phone unreachable', location: 'Bangalore Hub' };

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The text of each page of a PDF, through poppler's pdftotext. */
function pdfPages(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}

/**
 * A booked order whose delivery failed (on the courier sandbox, as the offline simulator's courier),
 * opened the way the shopper does: through the link of the SMS that told them, read from the outbox.
 */
async function failedAttemptOpened(page: Page, firstName: string, lastName: string) {
  const order = await paidOrder(firstName, lastName, BANGALORE);
  const [shipment] = await bookThroughApi([order.orderId]);
  // The parcel's tracking link is the courier sandbox's page: the courier fails the attempt there.
  await page.goto(new URL(shipment.TrackingUrl).pathname);
  await expect(page.getByText('TEST COURIER')).toBeVisible();
  await page.getByLabel('Reason if the attempt fails').selectOption(UNDELIVERED.activity);
  await page.getByRole('button', { name: 'Fail the attempt' }).click();
  await expect(page.getByText('The delivery attempt failed')).toBeVisible();
  const outbox = path.join(e2eDataDir(), 'outbox', 'sms.jsonl');
  let link = '';
  await expect
    .poll(() => {
      const sms = readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { text: string })
        .find((m) => m.text.includes(order.orderCode) && /could not deliver/i.test(m.text));
      link = /https?:\/\/\S+/.exec(sms?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(order.orderId);
  const address = new URL(link);
  await signInBrowser(page, order.tokens, address.pathname + address.search);
  await expect(page).toHaveURL(new RegExp(`/account/orders/${order.orderId}$`));
  const box = page.getByRole('region', { name: 'Delivery attempt failed' });
  await expect(box).toContainText('Delivery attempt failed');
  await expect(box.getByTestId('delivery-attempt-reason')).toHaveText(UNDELIVERED.activity);
  return { order, box };
}

test.describe('fulfilment', () => {
  test('an admin books three paid orders and prints their labels as one PDF, an AWB and an address on each @phone', async ({ page }, info) => {
    // Three shoppers sign up and pay before the admin starts: more than one test's usual time on a phone.
    test.setTimeout(240_000);
    const stamp = Date.now() % 1000;
    const orders = [
      await paidOrder('Anitha', 'Raman', street(BANGALORE, 100 + stamp)),
      await paidOrder('Bharath', 'Kumar', street(BANGALORE, 200 + stamp)),
      await paidOrder('Chitra', 'Nair', street(BANGALORE, 300 + stamp)),
    ];

    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/shipments');
    // The admin's screens load their code on the first visit: a busy machine may take a while.
    await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Ready to ship' })).toHaveAttribute('aria-selected', 'true');
    const rowOf = (code: string) => page.getByRole('row').filter({ hasText: code });
    for (const o of orders) {
      await expect(rowOf(o.orderCode)).toBeVisible();
      await expect(rowOf(o.orderCode).getByTestId('queue-courier')).not.toBeEmpty();
      await expect(rowOf(o.orderCode).getByTestId('queue-package')).toContainText('kg');
    }
    await expectNoAxeViolations(page);

    // The courier of one order can be changed: each serviceable courier with its cost against what was paid.
    await rowOf(orders[1].orderCode)
      .getByRole('button', { name: `Choose another courier for ${orders[1].orderCode}` })
      .click();
    const courierDialog = page.getByRole('dialog', { name: `Courier for ${orders[1].orderCode}` });
    await expect(courierDialog.getByTestId('courier-choice').first()).toBeVisible();
    await expect(courierDialog).toContainText("Shopper's choice");
    await expect(courierDialog).toContainText(/than paid|same as paid/);
    await courierDialog.getByRole('button', { name: 'Cancel' }).click();

    // The package of another is made heavier before booking.
    await rowOf(orders[2].orderCode)
      .getByRole('button', { name: `Change the package of ${orders[2].orderCode}` })
      .click();
    const packageDialog = page.getByRole('dialog', { name: `Package of ${orders[2].orderCode}` });
    await packageDialog.getByLabel('Weight').fill('1.25');
    await packageDialog.getByRole('button', { name: 'Use this package' }).click();
    await expect(rowOf(orders[2].orderCode).getByTestId('queue-package')).toContainText('1.25 kg');

    for (const o of orders) await rowOf(o.orderCode).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Book 3 orders' }).click();
    await expect(page.getByText('3 orders booked')).toBeVisible();
    for (const o of orders) await expect(rowOf(o.orderCode)).toHaveCount(0);

    // Booked: the three shipments, each with its AWB; their labels printed in one go.
    await page.getByRole('tab', { name: 'Booked' }).click();
    await expect(page).toHaveURL(/\/admin\/shipments\?tab=booked$/);
    const awbs: string[] = [];
    for (const o of orders) {
      const row = rowOf(o.orderCode);
      await expect(row.getByTestId('shipment-state')).toHaveText('Booked');
      const awb = ((await row.getByTestId('shipment-awb').textContent()) ?? '').replace(/^AWB\s*/, '').trim();
      expect(awb).toMatch(/^[A-Z0-9]{8,20}$/);
      awbs.push(awb);
      await row.getByRole('checkbox').check();
    }
    expect(new Set(awbs).size).toBe(3);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/booked-${info.project.name}.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print labels (3)' }).click()]);
    const file = path.join(info.outputDir, 'labels.pdf');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const labels = pdfPages(file).filter((p) => p.includes('Deliver to'));
    expect(labels).toHaveLength(3);
    orders.forEach((o, i) => {
      const label = labels.find((p) => p.includes(awbs[i]));
      expect(label, `a label with AWB ${awbs[i]}`).toBeDefined();
      expect(label).toContain(`${o.firstName} ${o.lastName}`);
      expect(label).toContain(o.address.AddressLine1);
      expect(label).toContain(o.address.PinCode);
      expect(label).toContain(o.orderCode);
    });

    // The pickup manifest lists the three AWBs.
    const [manifest] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Manifest (3)' }).click()]);
    const manifestFile = path.join(info.outputDir, 'manifest.pdf');
    await manifest.saveAs(manifestFile);
    const manifestText = pdfPages(manifestFile).join('\n');
    for (const awb of awbs) expect(manifestText).toContain(awb);

    // The order detail shows the shipment panel beside the manual form.
    await page.goto(`/order/detail/${orders[0].orderId}`);
    const panel = page.getByTestId('shipment-panel');
    await expect(panel.getByTestId('shipment-panel-awb')).toHaveText(awbs[0]);
    await expect(panel.getByTestId('shipment-state')).toHaveText('Booked');
  });

  test("the courier's scans show on the shopper's order page as a timeline, with the courier, the AWB and its tracking link @phone", async ({ page }, info) => {
    const order = await paidOrder('Deepa', 'Suresh', BANGALORE);
    const [shipment] = await bookThroughApi([order.orderId]);
    await courierScans(shipment.Awb, [
      { ...PICKED_UP, minutesAgo: 120 },
      { ...IN_TRANSIT, minutesAgo: 30 },
    ]);

    await signInBrowser(page, order.tokens, '/account/orders');
    await page
      .getByRole('article', { name: `Order ${order.orderCode}` })
      .getByRole('link', { name: `View order ${order.orderCode}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${order.orderId}$`));
    await expect(page.getByRole('heading', { name: `Order ${order.orderCode}`, level: 1 })).toBeVisible();
    const tracking = page.getByTestId('order-tracking');
    await expect(tracking.getByTestId('tracking-awb')).toHaveText(shipment.Awb);
    // With the offline simulator the courier's site is the shop's own courier sandbox.
    await expect(tracking.getByRole('link', { name: /Track on .+'s site/ })).toHaveAttribute('href', new RegExp(`/sandbox/courier/${shipment.Awb}$`));
    await expect(tracking.getByTestId('shipment-state')).toHaveText('In transit');
    const steps = tracking.getByTestId('tracking-steps');
    await expect(steps).toContainText('Shipped');
    await expect(steps).toContainText('In transit');
    await expect(steps).toContainText('Chennai Hub');
    await expect(tracking.getByTestId('scan')).toHaveCount(2);
    await expect(tracking.getByTestId('scan').first()).toContainText('Chennai Hub');
    await expectNoAxeViolations(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/timeline-${info.project.name}.png`, fullPage: true });

    // Out for delivery, then the later news arrives; an older scan sent again moves nothing back.
    await courierScans(shipment.Awb, [{ ...OUT_FOR_DELIVERY, minutesAgo: 5 }]);
    await courierScans(shipment.Awb, [{ ...IN_TRANSIT, minutesAgo: 30 }]);
    await page.reload();
    await expect(tracking.getByTestId('shipment-state')).toHaveText('Out for delivery');
    await expect(steps.locator('[data-step-status="current"]')).toContainText('Out for delivery');
  });

  test("after a failed delivery attempt the shopper follows the message's link to the order page: the courier's reason, and a form that checks what is typed @phone", async ({
    page,
  }, info) => {
    const { order, box } = await failedAttemptOpened(page, 'Esha', 'Pillai');
    await expect(box.getByRole('button', { name: 'Ask for a new attempt' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong phone number or too short an address line is refused with the schema's sentence, before anything is sent.
    await box.getByLabel('Phone number (optional)').fill('12345');
    await box.getByRole('button', { name: 'Ask for a new attempt' }).click();
    await expect(box).toContainText('Phone number must be 10 digits');
    await box.getByLabel('Address line (optional)').fill('4');
    await box.getByRole('button', { name: 'Ask for a new attempt' }).click();
    await expect(box).toContainText('The address line must be 3 to 200 characters');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/attempt-${info.project.name}.png`, fullPage: true });

    // The admin sees the failed delivery under Action needed, with the courier's reason.
    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/shipments?tab=action');
    const card = page.getByRole('article', { name: `Shipment of ${order.orderCode}` });
    await expect(card.getByTestId('ndr-reason')).toHaveText(UNDELIVERED.activity, { timeout: 30_000 });
    await expect(card.getByTestId('ndr-shopper-choice')).toHaveText('The shopper has not answered yet.');
    await expect(card.getByRole('button', { name: 'Re-attempt' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Return to origin' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin asks for a new attempt with a corrected phone number: a wrong one is refused in the
    // dialog with the same sentence, a right one is sent and the courier is named.
    await card.getByRole('button', { name: 'Re-attempt' }).click();
    const dialog = page.getByRole('dialog', { name: `Re-attempt ${order.orderCode}` });
    await dialog.getByLabel('Corrected phone number (optional)').fill('12345');
    await dialog.getByRole('button', { name: 'Re-attempt delivery' }).click();
    await expect(dialog).toContainText('Phone number must be 10 digits');
    await dialog.getByLabel('Corrected phone number (optional)').fill('9876501234');
    await dialog.getByRole('button', { name: 'Re-attempt delivery' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(new RegExp(`will try ${order.orderCode} again\\.`))).toBeVisible();
  });

  test('the shopper asks for a new attempt and the page shows what they asked for @phone', async ({ page }) => {
    const { order, box } = await failedAttemptOpened(page, 'Farah', 'Khan');
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    await box.getByLabel('Delivery date').fill(tomorrow);
    await box.getByLabel('Phone number (optional)').fill('9876501234');
    await box.getByRole('button', { name: 'Ask for a new attempt' }).click();
    await expect(box.getByTestId('delivery-attempt-response')).toContainText('A new delivery attempt');
    await expect(box.getByTestId('delivery-attempt-response')).toContainText('phone 9876501234');
    await expect(box.getByRole('button', { name: 'Ask for a new attempt' })).toHaveCount(0);

    // The choice is kept: it is there after a reload, and the admin sees it under Action needed.
    await page.reload();
    await expect(page.getByTestId('delivery-attempt-response')).toContainText('phone 9876501234');
    await signInBrowser(page, await login(BASE(), ADMIN.phone, ADMIN.password), '/admin/shipments?tab=action');
    const card = page.getByRole('article', { name: `Shipment of ${order.orderCode}` });
    await expect(card.getByTestId('ndr-shopper-choice')).toContainText('phone 9876501234', { timeout: 30_000 });
  });
});
