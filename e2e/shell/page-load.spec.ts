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
