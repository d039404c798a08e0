import { expect, test } from '@playwright/test';
import { signInFromHeader, text, useEnglish } from '../support';

test('signed out, terms and privacy open the provider’s privacy page directly', async ({
  page,
}) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: text('menu.label') });
  await nav.getByRole('button', { name: text('menu.terms') }).click();
  await expect(page).toHaveURL(/:\d+\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
});

test('signed in, terms open the programme terms for this player through the API', async ({
  page,
}) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFromHeader(page, 'player-br');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('LucasGol');
  const hint = page.waitForResponse((response) =>
    response.url().includes('/api/v1/login-hint/point-url'),
  );
  await page
    // The site now speaks the player's language: pt-br.
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('button', { name: 'Termos de uso' })
    .click();
  expect((await hint).status()).toBe(200);
  await expect(page).toHaveURL(/\/terms\?login_hint=demo-0003-br&country=br&lang=pt-br$/);
  // The provider's page speaks the site's language too.
  await expect(page.getByRole('heading', { name: 'Termos do programa de pontos' })).toBeVisible();
});

test('a token without user info is a half session: it is ended on the next page', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await page.goto('/');
  await context.addCookies([{ name: 'ps_token', value: 'x'.repeat(43), url: page.url() }]);
  const logout = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/v1/logout',
  );
  await page
    .getByRole('link', { name: text('menu.contact') })
    .first()
    .click();
  await logout;
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'ps_token'))
    .toBe(false);
});

test('the companion registration page shows the companion notice', async ({ page }) => {
  await useEnglish(page);
  // A guarded page: a session is needed to stay on it.
  await signInFromHeader(page, 'player-us');
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('JordanStriker');
  await page.goto('/campaign-festival-companion/1');
  await expect(page.getByRole('note')).toHaveText(text('header.companionNotice'));
});

test('inside the game on an iPad, the item page hides the header menu (SPEC §2 iOS rule)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 900, height: 1000 },
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  });
  const page = await context.newPage();
  await useEnglish(page);
  await page.goto('/items/coins-100');
  await expect(page.getByRole('button', { name: text('language.button') })).toBeVisible();
  await context.addCookies([{ name: 'efm_contents_id', value: '1', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('100 Match Coins');
  await expect(page.getByRole('button', { name: text('language.button') })).toHaveCount(0);
  await page.goto('/items');
  await expect(page.getByRole('button', { name: text('language.button') })).toBeVisible();
  await context.close();
});
