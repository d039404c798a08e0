import { expect, test } from '@playwright/test';
import { signInToConsole } from '../console/support';
import { logOutFromDrawer, signInAtProvider, signInInEnglish, text, useEnglish } from '../support';
import { startOwnSite } from './own-site';

test('log out after the sign-in provider restarted: back on the site, signed out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const site = await startOwnSite();
  try {
    await useEnglish(page);
    await page.goto(`${site.url}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: text('header.login') })
      .click();
    await signInAtProvider(page, 'player-us');
    await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('JordanStriker');
    const token = (await page.context().cookies(site.url)).find((c) => c.name === 'ps_token')!;

    // The provider restarts: new signing keys, and the ID token kept at sign-in is no longer one
    // it can validate as a logout hint.
    await site.restartProvider();

    await logOutFromDrawer(page);
    expect(new URL(page.url()).origin).toBe(site.url);
    const cookies = await page.context().cookies(site.url);
    expect(cookies.find((cookie) => cookie.name === 'ps_token')).toBeUndefined();
    expect(cookies.find((cookie) => cookie.name === 'user_info')).toBeUndefined();
    const reused = await page.request.get(`${site.url}/api/v1/point`, {
      headers: { authorization: `Bearer ${token.value}` },
    });
    expect(reused.status()).toBe(401);
  } finally {
    await site.stop();
  }
});

test('a half session (token without user info) is ended on the server, not only forgotten', async ({
  page,
  context,
}) => {
  await signInInEnglish(page, 'player-us');
  // Signed in and settled (the return from the provider has done its navigation).
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'ps_token')!.value;
  await context.clearCookies({ name: 'user_info' });

  // The next page finds a token without user info: a half session.
  const logout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/logout',
  );
  await page.goto('/news');
  expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
  await (await logout).response();

  await expect(
    page.getByRole('banner').getByRole('button', { name: text('header.login') }),
  ).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'ps_token')).toBeUndefined();
  const reused = await page.request.get('/api/v1/point', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reused.status()).toBe(401);
});

test('the console’s Sign out ends the provider’s session: the next Sign in asks who signs in', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor');
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Through the provider's sign-out and back to the console's sign-in page.
  await expect(page).toHaveURL(/\/console\/$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: /Sign in to your publisher account/ }),
  ).toBeVisible();
  // Another operator can sign in on the same device.
  await page.getByLabel('Login ID').fill('op-viewer');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Signed in as /)).toContainText('Vera Viewer');
});
