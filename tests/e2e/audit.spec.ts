// The audit log screen: an admin's change is listed with who made it, found by its kind, and opens
// with its values; the screen is reached from the header's "More" (the drawer on a phone).
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers/admin';

test('an admin finds their coupon change in the audit log with its values @phone', async ({ page, isMobile }) => {
  const tokens = await signInAsAdmin(page);
  const code = `AUD${Date.now().toString(36).slice(-6)}`.toUpperCase();
  const now = Date.now();
  const res = await page.request.post('/api/Admin/coupons', {
    headers: { authorization: `Bearer ${tokens.AccessToken}` },
    data: {
      Code: code,
      Kind: 'Flat',
      Value: 250,
      MinCartValue: 1000,
      StartsAt: new Date(now).toISOString(),
      EndsAt: new Date(now + 7 * 86_400_000).toISOString(),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);

  if (isMobile) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Audit log' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('More', { exact: true }).click();
    await nav.getByRole('link', { name: 'Audit log' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Coupon' }).click();
  const row = page.getByRole('row').filter({ hasText: `Created the coupon ${code}` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Coupon');
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Created the coupon ${code}` });
  // A new coupon: nothing before, its values after.
  await expect(dialog.getByRole('row', { name: 'Value — 250', exact: true })).toBeVisible();
  await expect(dialog.getByRole('row', { name: 'MinCartValue — 1000', exact: true })).toBeVisible();
});
