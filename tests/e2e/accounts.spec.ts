// Accounts through the screens. Every test makes its own user (the database lives for the
// whole run); OTPs come from the SMS outbox (docs/accounts-and-security.md). A phone may get one OTP a minute (docs/accounts-and-security.md), so the
// tests that need a second one wait for the screen's own countdown.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, freshPhone, otpCount, readOtp, registerUser, signIn, signOut } from './helpers/accounts';

const ACCESS_KEY = 'swara.accessToken';
const REFRESH_KEY = 'swara.refreshToken';

/** Waits out the 60-second rule on the screen: the button counts down, then comes back. */
async function sendOtpWhenAllowed(page: Page, phone: string): Promise<string> {
  const button = page.getByRole('button', { name: /^(Send OTP|Resend in \d+s)$/ });
  await expect(button).toHaveText('Send OTP', { timeout: 75_000 });
  await expect(button).toBeEnabled();
  const seen = otpCount(phone);
  await button.click();
  const sent = page.getByText('OTP sent successfully');
  const wait = page.getByText(/^Please wait \d+ seconds before requesting another OTP$/);
  await expect(sent.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    // Sent from another screen less than a minute ago: the button shows the server's count.
    await expect(button).toHaveText(/^Resend in \d+s$/);
    await expect(button).toBeDisabled();
    return sendOtpWhenAllowed(page, phone);
  }
  await expect(button).toHaveText(/^Resend in (60|59|58)s$/);
  await expect(button).toBeDisabled();
  return readOtp(phone, seen);
}

interface AddressValues {
  title: string;
  state: string;
  city: string;
  pin: string;
}

async function fillAddress(dialog: Locator, page: Page, a: AddressValues) {
  await dialog.getByLabel('First Name').fill('Lakshmi');
  await dialog.getByLabel('Last Name').fill('Narayanan');
  await dialog.getByLabel('Phone Number').fill('9443012345');
  await dialog.getByLabel('Address Title').fill(a.title);
  await dialog.getByLabel('Address Line 1').fill('14, Officers Line');
  await dialog.getByLabel('Taluk').fill(a.city);
  await dialog.getByLabel('State').fill(a.state);
  await page.getByRole('option', { name: a.state, exact: true }).click();
  await dialog.getByLabel('City').fill(a.city);
  await page.getByRole('option', { name: a.city, exact: true }).click();
  await dialog.getByLabel('Pin Code').fill(a.pin);
}

/** A token the app can read (it only decodes the claims) but the server never signed. */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.${'x'.repeat(43)}`;
}

test.describe('accounts', () => {
  test('register with the OTP from the outbox, sign in by password, sign out @phone', async ({ page }) => {
    const user = await registerUser(page);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/account\/signin$/);
    await signIn(page, user.phone, user.password);
    await expect(page).toHaveURL(/\/$/);

    // Sign out clears the tokens and the cart (a guest cart id the app loaded at start).
    await page.evaluate(() => localStorage.setItem('swara.cartId', '00000000-0000-4000-8000-000000000000'));
    await page.reload();
    await signOut(page);
    expect(
      await page.evaluate(([a, r]) => [localStorage.getItem(a), localStorage.getItem(r), localStorage.getItem('swara.cartId')], [ACCESS_KEY, REFRESH_KEY]),
    ).toEqual([null, null, null]);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await signIn(page, user.phone, user.password);
  });

  test('sign-in failures and validation show in the form', async ({ page }) => {
    await page.goto('/account/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please provide phone number')).toBeVisible();
    await expect(page.getByText('Please send OTP first')).toBeVisible();
    await page.getByLabel('Phone Number').fill('12345abc');
    await expect(page.getByLabel('Phone Number')).toHaveValue('12345');

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Phone Number').fill('5123456789');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Phone number must be 10 digits and start with 6-9')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('Phone Number').fill(freshPhone());
    await page.getByLabel('Password', { exact: true }).fill('Not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();

    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Phone Number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This phone number is not registered. Please sign up first.' })).toBeVisible();
  });

  test('sign in by OTP, with the 60-second resend countdown', async ({ page }) => {
    // The demo admin's phone gets no other OTP in the suite, so no wait for the 60-second rule
    // (unless this test is retried within the minute: then the countdown is waited out).
    test.setTimeout(150_000);
    await page.goto('/account/signin');
    await page.getByLabel('Phone Number').fill(DEMO_ADMIN.phone);
    const otp = await sendOtpWhenAllowed(page, DEMO_ADMIN.phone);
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent successfully' })).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // An admin with no page in mind lands on the dashboard (docs/dashboard.md).
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' })).toBeVisible();
  });

  test('reset the password by OTP, then change it', async ({ page }) => {
    test.setTimeout(180_000);
    const user = await registerUser(page);
    await page.goto('/account/reset-password');
    await expect(page.getByLabel('OTP', { exact: true })).toHaveCount(0);
    await page.getByLabel('Phone Number').fill(user.phone);
    const otp = await sendOtpWhenAllowed(page, user.phone);
    // Sent: the phone is locked and the OTP field appears.
    await expect(page.getByLabel('Phone Number')).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill('Reset@2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Reset@2027');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByText('Please provide OTP')).toBeVisible();
    await page.getByLabel('Confirm Password', { exact: true }).fill('Reset@2026');
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await signIn(page, user.phone, 'Reset@2026');

    await page.goto('/account/change-password');
    const current = page.getByLabel('Current Password', { exact: true });
    await current.fill('Reset@2026');
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show current password' }).click();
    await expect(current).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide current password' }).click();
    await expect(current).toHaveAttribute('type', 'password');
    await page.getByLabel('New Password', { exact: true }).fill('Change@2026');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Change@2025');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Change@2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully!')).toBeVisible();

    await signOut(page);
    await signIn(page, user.phone, 'Change@2026');
  });

  test('edit the profile with an OTP, then land on sign-in', async ({ page }) => {
    const user = await registerUser(page, { firstName: 'Ravi', lastName: 'Kumar' });
    await signIn(page, user.phone, user.password);
    await page.goto('/account/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Ravi');
    await expect(page.getByLabel('Phone Number')).toHaveValue(user.phone);

    const newPhone = freshPhone();
    await page.getByLabel('First Name').fill('Ravindra');
    await page.getByLabel('Email (optional)').fill('ravindra@example.in');
    await page.getByLabel('Phone Number').fill(newPhone);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please send OTP first')).toBeVisible();
    const otp = await sendOtpWhenAllowed(page, newPhone);
    const [oldAccess, oldRefresh] = await page.evaluate(([a, r]) => [localStorage.getItem(a)!, localStorage.getItem(r)!], [ACCESS_KEY, REFRESH_KEY]);
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/account\/signin$/);
    await expect(page.getByText('Your profile has been updated. Please sign in again.')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY)).toBeNull();
    // The old tokens no longer work on the server either.
    expect((await page.request.get('/api/Account/Profile', { headers: { authorization: `Bearer ${oldAccess}` } })).status()).toBe(401);
    expect((await page.request.post('/api/auth/refresh-token', { data: { accessToken: oldAccess, refreshToken: oldRefresh } })).status()).toBe(401);
    await signIn(page, newPhone, user.password);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText('Ravindra Kumar')).toBeVisible();
  });

  test('add 5 addresses, be refused the 6th and an invalid pin code @phone', async ({ page }) => {
    test.setTimeout(120_000);
    const user = await registerUser(page);
    await signIn(page, user.phone, user.password);
    await page.goto('/account/addresses');
    await expect(page.getByText('No addresses found')).toBeVisible();

    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog.getByText('Please provide first name')).toBeVisible();
    await expect(dialog.getByText('Please select state')).toBeVisible();
    await expect(dialog.getByText('Please provide pin code')).toBeVisible();

    // 999999 is no pin code; 560001 is Karnataka's, not Tamil Nadu's.
    await fillAddress(dialog, page, { title: 'Home', state: 'Tamil Nadu', city: 'Vellore', pin: '999999' });
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid Pin Code' })).toBeVisible();
    await dialog.getByLabel('Pin Code').fill('560001');
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid Pin Code' })).toBeVisible();

    // The city belongs to the state: another state clears it.
    await dialog.getByLabel('State').fill('Karnataka');
    await page.getByRole('option', { name: 'Karnataka', exact: true }).click();
    await expect(dialog.getByLabel('City')).toHaveValue('');
    await dialog.getByLabel('City').fill('Bangalore');
    await page.getByRole('option', { name: 'Bangalore', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('address-card')).toHaveCount(1);

    const more: AddressValues[] = [
      { title: 'Parents', state: 'Tamil Nadu', city: 'Vellore', pin: '632001' },
      { title: 'Office', state: 'Telangana', city: 'Hyderabad', pin: '500001' },
      { title: 'Delhi flat', state: 'Delhi', city: 'Central Delhi', pin: '110001' },
      { title: 'Leh camp', state: 'Ladakh', city: 'Leh', pin: '194101' },
    ];
    for (const [i, a] of more.entries()) {
      await page.getByRole('button', { name: 'Add Address' }).click();
      await fillAddress(page.getByRole('dialog'), page, a);
      await page.getByRole('dialog').getByRole('button', { name: 'Add Address' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('address-card')).toHaveCount(i + 2);
    }
    await expect(page.getByText('5 of 5 saved.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Address Leh camp' })).toContainText('Ladakh - 194101');

    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can add only 5 addresses.' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Deleting one makes room again.
    await page.getByRole('button', { name: 'Delete address Leh camp' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('address-card')).toHaveCount(4);
  });

  test('a visitor is sent to sign-in from /account/profile and back after; a shopper may not open admin screens', async ({ page }) => {
    const user = await registerUser(page, { firstName: 'Nila', lastName: 'Raj' });
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/account\/signin$/);
    await signIn(page, user.phone, user.password);
    await expect(page).toHaveURL(/\/account\/profile$/);
    await expect(page.getByLabel('First Name')).toHaveValue('Nila');

    // Signed in, but without an admin role: the Unauthorized page.
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/account\/unauthorized$/);
    await expect(page.getByRole('heading', { name: '401 Unauthorized Access' })).toBeVisible();
  });

  test('an expired token is refreshed at startup; a 401 refreshes once; a dead session goes to sign-in', async ({ page }) => {
    const user = await registerUser(page, { firstName: 'Tara', lastName: 'Bose' });
    await signIn(page, user.phone, user.password);
    const claims = await page.evaluate(
      (k) => JSON.parse(atob(localStorage.getItem(k)!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>,
      ACCESS_KEY,
    );
    const now = Math.floor(Date.now() / 1000);

    // At startup, an expired access token is traded for a new one with the refresh token.
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [ACCESS_KEY, unsignedToken({ ...claims, exp: now - 60 })]);
    await page.goto('/account/addresses');
    await expect(page.getByText('No addresses found')).toBeVisible();
    const refreshed = await page.evaluate((k) => localStorage.getItem(k)!, ACCESS_KEY);
    expect(refreshed.endsWith('x'.repeat(43))).toBe(false);

    // A token the server refuses (401): one refresh, the call is retried and succeeds.
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [ACCESS_KEY, unsignedToken({ ...claims, exp: now + 600 })]);
    await page.goto('/account/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Tara');

    // No usable refresh token: the tokens go and the visitor is sent to sign in, then brought back.
    await page.evaluate(
      ([a, r, t]) => {
        localStorage.setItem(a, t);
        localStorage.setItem(r, 'not-a-refresh-token');
      },
      [ACCESS_KEY, REFRESH_KEY, unsignedToken({ ...claims, exp: now + 600 })],
    );
    await page.goto('/account/addresses');
    await expect(page).toHaveURL(/\/account\/signin$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), ACCESS_KEY)).toBeNull();
    await signIn(page, user.phone, user.password);
    await expect(page).toHaveURL(/\/account\/addresses$/);
  });

  test('sign-up checks its fields and shows Sign Up only after the OTP is validated', async ({ page }) => {
    await page.goto('/account/signup');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please provide phone number')).toBeVisible();
    const phone = freshPhone();
    await page.getByLabel('Phone Number').fill(phone);
    const seen = otpCount(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    await page.getByLabel('OTP', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Validate OTP' }).click();
    await expect(page.getByText('OTP must be 6 digits')).toBeVisible();
    const otp = await readOtp(phone, seen);
    await page.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Validate OTP' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid OTP' })).toBeVisible();
    await page.getByLabel('OTP', { exact: true }).fill(otp);
    await page.getByRole('button', { name: 'Validate OTP' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please provide first name')).toBeVisible();
    await expect(page.getByText('Please provide last name')).toBeVisible();
    // The password is optional: left blank, it is not asked for.
    await expect(page.getByText('Please provide password')).toHaveCount(0);
    await page.getByLabel('Email (optional)').fill('not-an-email');
    await page.getByLabel('Password (optional)', { exact: true }).fill('Swara@2026');
    await page.getByLabel('Confirm Password (optional)', { exact: true }).fill('Swara@2025');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please provide a valid email')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    // Once either field is filled, both are checked.
    await page.getByLabel('Password (optional)', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please provide password')).toBeVisible();
  });

  test('sign up without a password, then sign in by OTP', async ({ page }) => {
    // The sign-in OTP waits out the minute since the sign-up OTP.
    test.setTimeout(150_000);
    const user = await registerUser(page, { withPassword: false });
    await expect(page.getByText('with an OTP sent to your phone')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/account\/signin$/);

    // No password was set: the Password tab answers the usual refusal.
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Phone Number').fill(user.phone);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid phone number or password' })).toBeVisible();

    await page.getByRole('tab', { name: 'OTP' }).click();
    await page.getByLabel('Phone Number').fill(user.phone);
    await page.getByLabel('OTP', { exact: true }).fill(await sendOtpWhenAllowed(page, user.phone));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/account/profile');
    await expect(page.getByLabel('Phone Number')).toHaveValue(user.phone);
  });
});
