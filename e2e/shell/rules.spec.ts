import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

test('a guarded route signed out lands on /', async ({ page }) => {
  await useEnglish(page);
  for (const path of ['/mycoupons', '/campaign-festival-visit/1', '/campaign-lotto-infocheck']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('home.heroTitle'));
  }
});

test('an API answering 407 leads to the 407 page and a 60 s stay-away, /general excepted', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  await page.route('**/api/v1/auth/config', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '60' },
      body: JSON.stringify({ status_code: 407 }),
    }),
  );
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.login') })
    .click();

  await expect(page).toHaveURL(/\/error\?code=407$/);
  await expect(page.getByText(text('error.messages.407'))).toBeVisible();
  const flag = (await context.cookies()).find((cookie) => cookie.name === 'acdeToken');
  expect(flag).toBeDefined();
  const secondsLeft = flag!.expires - Date.now() / 1000;
  expect(secondsLeft).toBeGreaterThan(50);
  expect(secondsLeft).toBeLessThanOrEqual(61);

  for (const path of ['/', '/news', '/contact']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\?code=407$/);
  }
  await page.goto('/general');
  await expect(page).toHaveURL(/\/general$/);

  // Once the flag has expired, the site is open again.
  await context.clearCookies({ name: 'acdeToken' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('the maintenance flag sends every page but /maintain, /general and /token to /maintain', async ({
  page,
}) => {
  await useEnglish(page);
  await page.route('**/api/v1/site-config', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status_code: 200,
        data: { maintenance: true, what_is_point_url: '', privacy_url: 'http://localhost/privacy' },
      }),
    }),
  );
  await page.goto('/news');
  await expect(page).toHaveURL(/\/maintain$/);
  await expect(page.getByText(text('maintain.title'))).toBeVisible();
  await page.goto('/general');
  await expect(page).toHaveURL(/\/general$/);
});

test('a fixed campaign opened as a campaign detail redirects to its own page', async ({ page }) => {
  await useEnglish(page);
  const fixed = '63b40eb9-9c69-5e42-9613-f6e24ee5df15';
  await page.goto(`/campaign-detail/${fixed}`);
  await expect(page).toHaveURL(new RegExp(`/campaigns/${fixed}$`));
  await page.goto('/campaign-detail/12345');
  await expect(page).toHaveURL(/\/campaign-detail\/12345$/);
});

test('the festival-ended page has the stripped layout', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/campaign-festival-ended/spring-festival');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.festivalEnded'));
  await expect(page.getByRole('navigation', { name: text('menu.label') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text('drawer.open') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: text('app.homeLink') })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: text('links.title') })).toHaveCount(0);
});

test('a hash scrolls to its target; other navigation starts at the top', async ({ page }) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/#news');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('link', { name: text('home.moreNews') }).click();
  await expect(page).toHaveURL(/\/news\/?$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the last page is remembered except /error and /token; the landing flag resets off /general', async ({
  page,
}) => {
  await useEnglish(page);
  const visit = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  await visit('/news?page=2#top');
  await visit('/error?code=400');
  expect(await page.evaluate(() => localStorage.getItem('lastURL'))).toBe('/news?page=2#top');
  expect(await page.evaluate(() => localStorage.getItem('isLp'))).toBe('false');
  await page.evaluate(() => localStorage.setItem('isLp', 'true'));
  await visit('/general');
  expect(await page.evaluate(() => localStorage.getItem('isLp'))).toBe('true');
  await visit('/contact');
  expect(await page.evaluate(() => localStorage.getItem('isLp'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('lastURL'))).toBe('/contact');
});
