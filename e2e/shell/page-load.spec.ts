import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

test('a page whose code cannot be fetched keeps the frame, says so and offers a retry that works', async ({
  page,
}) => {
  await useEnglish(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The connection drops: the campaigns page's code cannot be fetched.
  await page.route(/\/assets\/campaigns-page-[^/]+\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: text('menu.label') })
    .getByRole('link', { name: text('menu.getPoints') })
    .click();
  await expect(page.getByRole('heading', { name: text('error.pageLoadTitle') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // The connection is back: retrying loads the page.
  await page.unroute(/\/assets\/campaigns-page-[^/]+\.js$/);
  await page.getByRole('button', { name: text('error.retry') }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text('error.pageLoadTitle'));
  await expect(page.locator('.campaign-card').first()).toBeVisible();
});

test('a page waiting for its data says it is loading, then shows it', async ({ page }) => {
  await useEnglish(page);
  // A slow network (issue 30 §3: the coupon page showed only its title for seconds): the
  // campaign's answer is held until the page has been seen waiting.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const campaign = /\/api\/v1\/coupon-measure\/stadium-partners\/coupon-measure-item/;
  await page.route(campaign, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/coupons/stadium-partners');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(text('pages.coupon'));
  await expect(main.getByRole('status')).toHaveText(text('common.loading'));
  await expect(main.locator('[aria-busy="true"]')).toBeVisible();
  release();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Stadium day partners');
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.getByRole('status')).toHaveCount(0);
});
