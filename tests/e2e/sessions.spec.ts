// A shopper with the shop open in two tabs stays signed in when both renew the session at the same
// moment (docs/accounts-and-security.md): tabs of one browser take turns and share the new tokens,
// and two browsers holding the same tokens (a copied profile, a restored session) are both answered
// with the same new pair by the server's short grace window.
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { signInAsNewUser } from './helpers/admin';

const REFRESH = '/api/auth/refresh-token';

/** The access token with its expiry an hour ago, as a tab that was left open finds it: the app renews it as it starts. */
function expired(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 3600;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/** Signs a new shopper in and leaves an expired access token beside the refresh token, as after a night away. */
async function shopperAwayOvernight(page: Page) {
  const { tokens } = await signInAsNewUser(page, 'Nila', 'Iyer');
  await page.evaluate((token) => localStorage.setItem('swara.accessToken', token), expired(tokens.AccessToken));
  return tokens;
}

/** Every refresh call a context sends, with the refresh token it carried. */
function refreshCalls(context: BrowserContext): Request[] {
  const calls: Request[] = [];
  context.on('request', (req) => {
    if (new URL(req.url()).pathname === REFRESH) calls.push(req);
  });
  return calls;
}

const sentToken = (req: Request) => (req.postDataJSON() as { refreshToken: string }).refreshToken;

/** The tab shows the signed-in account page, and the server takes the tokens the tab now holds. */
async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('heading', { name: 'Hello, Nila' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'account menu' })).toBeVisible();
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/Account/Profile', { headers: { authorization: `Bearer ${localStorage.getItem('swara.accessToken')}` } });
    return res.status;
  });
  expect(status).toBe(200);
}

test.describe('two tabs renewing the session at once', () => {
  test('two tabs of one browser: one renews, the other takes its tokens, and both stay signed in', async ({ page, context }) => {
    const tokens = await shopperAwayOvernight(page);
    const calls = refreshCalls(context);
    const second = await context.newPage();
    await Promise.all([page.goto('/user-profile'), second.goto('/user-profile')]);
    await expectSignedIn(page);
    await expectSignedIn(second);
    // The tabs took turns: the refresh token was exchanged once, not once per tab.
    expect(calls.map(sentToken)).toEqual([tokens.RefreshToken]);
    const stored = (p: Page) => p.evaluate(() => localStorage.getItem('swara.refreshToken'));
    expect(await stored(page)).toBe(await stored(second));
    expect(await stored(page)).not.toBe(tokens.RefreshToken);
  });

  test('two browsers with the same stored session renewing at once are both answered, and both stay signed in', async ({ page, browser }) => {
    const tokens = await shopperAwayOvernight(page);
    const storageState = await page.context().storageState();
    // The first tab leaves, so that only the two browsers below renew the session.
    await page.goto('about:blank');
    const baseURL = test.info().project.use.baseURL;
    const one = await browser.newContext({ storageState, baseURL });
    const two = await browser.newContext({ storageState, baseURL });
    try {
      const calls = [one, two].map(refreshCalls);
      const [a, b] = await Promise.all([one.newPage(), two.newPage()]);
      await Promise.all([a.goto('/user-profile'), b.goto('/user-profile')]);
      await expectSignedIn(a);
      await expectSignedIn(b);
      // Nothing shared between them: each exchanged the same refresh token, and both were answered with the same new pair.
      expect(calls.map((c) => c.map(sentToken))).toEqual([[tokens.RefreshToken], [tokens.RefreshToken]]);
      const answers = await Promise.all(calls.map(async ([call]) => (await call!.response())!.json()));
      expect(answers[0]).toEqual(answers[1]);
      // And the login goes on: a tab reloaded later is still signed in.
      await a.reload();
      await expectSignedIn(a);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
