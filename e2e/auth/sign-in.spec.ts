import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  locale,
  logOutFromDrawer,
  signInAtProvider,
  startSignIn,
  text,
  useEnglish,
} from '../support';

test('a person signs in as player-us, sees the nickname, and signs out', async ({
  page,
  context,
}) => {
  await startSignIn(page);
  await signInAtProvider(page, 'player-us');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('JordanStriker');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('JordanStriker');
  await expect(page.getByRole('banner').getByTestId('points')).toHaveText('1,200 pts');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'ps_token')?.value).toMatch(
    /^[A-Za-z0-9_-]{43}$/,
  );
  const userInfo = cookies.find((cookie) => cookie.name === 'user_info');
  expect(JSON.parse(decodeURIComponent(userInfo!.value))).toMatchObject({
    nickname: 'JordanStriker',
    country: 'us',
    language: 'en-us',
  });
  expect(await page.evaluate(() => localStorage.getItem('oauthState'))).toBeNull();

  const token = cookies.find((cookie) => cookie.name === 'ps_token')!.value;
  const logout = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/logout',
  );
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  // The page reloads at once, so only the status can be read; the API suite checks the body.
  expect((await logout).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  const after = await context.cookies();
  expect(after.find((cookie) => cookie.name === 'ps_token')).toBeUndefined();
  expect(after.find((cookie) => cookie.name === 'user_info')).toBeUndefined();
  // The session ended on the server too: the old token no longer opens anything.
  const reused = await page.request.get('/api/v1/point', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reused.status()).toBe(401);
});

test('player-jp signs in and the site switches to Japanese', async ({ page }) => {
  await startSignIn(page);
  await signInAtProvider(page, 'player-jp');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('Sakura10');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('banner').getByTestId('points')).toHaveText('5,000 pt');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
});

test('player-nolink signs in: the account works without a linked game app', async ({ page }) => {
  await startSignIn(page);
  await signInAtProvider(page, 'player-nolink');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('OliverFC');
});

test('player-hk and player-br sign in, each greeted in their language as a first visit', async ({
  browser,
}) => {
  for (const [loginId, nickname, language] of [
    ['player-hk', 'KaMing7', 'zh-tw'],
    ['player-br', 'LucasGol', 'pt-br'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await startSignIn(page);
    await signInAtProvider(page, loginId);
    await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText(nickname);
    // Their first sign-in in this run (the demo content created them; they never signed in).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('home.welcome', locale(language)).replace('{{nickname}}', nickname),
    );
    await context.close();
  }
});

// The provider's terms page, in the site's language: English as the browser's en-US writes it.
const PROGRAMME_TERMS = /^Points program(me)? terms$/;

test('player-noconsent: declining the terms leads to 4011, agreeing signs in', async ({ page }) => {
  await startSignIn(page);
  await signInAtProvider(page, 'player-noconsent');
  await expect(page.getByRole('heading', { name: PROGRAMME_TERMS })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();

  await expect(page).toHaveURL(/\/error\?code=4011$/);
  await expect(page.getByText('Error code: 4011')).toBeVisible();
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'ps_token'),
  ).toBeUndefined();

  await page
    .getByRole('main')
    .getByRole('button', { name: /Log in|Se connecter|Connexion/ })
    .click();
  await expect(page.getByRole('heading', { name: PROGRAMME_TERMS })).toBeVisible();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('CamilleBleu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a sign-in response with a state this browser never sent is refused', async ({ page }) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/login')) loginCalls.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('oauthState', 'a'.repeat(32));
    localStorage.setItem('oauthNonce', 'b'.repeat(32));
    localStorage.setItem('oauthCodeVerifier', 'c'.repeat(43));
  });
  await page.goto(`/token?code=stolen-code&state=${'z'.repeat(32)}`);
  await expect(page).toHaveURL(/\/error\?code=401$/);
  await page.goto('/token?code=stolen-code');
  await expect(page).toHaveURL(/\/error\?code=401$/);
  expect(loginCalls).toEqual([]);
});

test('the sign-in provider pages have no accessibility violations', async ({ page }) => {
  await startSignIn(page);
  await expect(page.getByLabel('Login ID')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByLabel('Login ID').fill('nobody');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The Login ID or password is incorrect.');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test('log out signs out at the provider too, so the next log in can be another account', async ({
  page,
}) => {
  await useEnglish(page);
  await startSignIn(page);
  await signInAtProvider(page, 'player-us');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('JordanStriker');
  // Signed in before in this run: welcomed back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('home.welcomeBack').replace('{{nickname}}', 'JordanStriker'),
  );
  // Through the provider's sign-out and back to the site.
  await logOutFromDrawer(page);

  // The provider asks who is signing in: another account can be used.
  await startSignIn(page);
  await signInAtProvider(page, 'player-br');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('LucasGol');
});

test('a session that ended leaves the player on a public page as a visitor, told so', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await startSignIn(page);
  await signInAtProvider(page, 'player-us');
  await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
  // The session ends on the server (another device logged out, or it expired) while no page of
  // the site is open: a page still open would meet the 401 itself, before the one opened next.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'ps_token')!.value;
  await page.goto('about:blank');
  await page.request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });

  await page.goto('/items');
  const notice = page.getByRole('dialog', { name: text('session.endedTitle') });
  await expect(notice).toContainText(text('session.endedText'));
  await expect(page).toHaveURL(/\/items$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('header.login') }),
  ).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'ps_token')).toBeUndefined();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // Its button signs in again (the provider still knows the player, so no form this time).
  await notice.getByRole('button', { name: text('header.login') }).click();
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('JordanStriker');
});

test('opened from a game app, the item page signs in with that game account as the login_hint', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await page.goto('/');
  await context.addCookies([
    { name: 'efm_contents_id', value: 'JP-EFM-100001', url: new URL(page.url()).origin },
  ]);
  await page.goto('/items/scout-ticket');
  await page.getByRole('button', { name: text('items.loginToExchange') }).click();
  await expect(
    page.getByRole('heading', { name: /Sign in to your publisher account/ }),
  ).toBeVisible();
  // The provider was asked with the hint, and offers the account that game is linked to.
  await expect(page.getByLabel('Login ID')).toHaveValue('player-jp');
  await expect(page.getByLabel('Password')).toBeFocused();
});
