// End to end: a guest files a complaint from the contact page, confirming their phone by OTP, and
// gets its ticket number on the screen and by SMS (docs/complaints.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

test('a guest files a complaint from the contact page and gets its ticket number @phone', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Complaint form' });
  await form.getByLabel('Your name').fill('Anitha Raman');
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByRole('button', { name: 'Send OTP' }).click();
  await expect.poll(() => smsTo(phone).length).toBeGreaterThan(0);
  await form.getByLabel('OTP').fill(lastOtp(e2eDataDir(), phone));
  await form.getByLabel('Subject').fill('Earbuds arrived without the charging case');
  await form.getByLabel('What went wrong?').fill('The box had both earbuds but no charging case. Please send the case.');
  await form.getByRole('button', { name: 'File complaint' }).click();

  const filed = page.getByTestId('complaint-filed');
  await expect(filed).toBeVisible();
  const ticket = /GR-\d{6}-\d{4}/.exec((await filed.textContent()) ?? '')?.[0];
  expect(ticket).toBeTruthy();
  // The acknowledgement goes out by SMS with the same ticket number.
  await expect.poll(() => smsTo(phone).some((t) => t.includes(ticket!)), { timeout: 20_000 }).toBe(true);
});
