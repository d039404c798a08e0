import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../route-samples';
import { signInFromHeader, useEnglish } from '../support';
import { goInApp } from './layout-sweep';

test('the desktop menu fits one row at 1280 px in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const twoRows: string[] = [];
  for (const language of LANGUAGES) {
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`, 'i'));
    const items = page.locator('.menu--bar .menu__item');
    await expect(items).toHaveCount(8);
    await page.evaluate(() => document.fonts.ready);
    const tops = await items.evaluateAll((nodes) =>
      nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
    );
    if (new Set(tops).size !== 1) twoRows.push(`${language}: rows at ${[...new Set(tops)]}`);
  }
  expect(twoRows).toEqual([]);
});

test('pages use the width of the desktop frame, as the items list does', async ({ page }) => {
  await useEnglish(page);
  await signInFromHeader(page, 'player-us');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/items');
  const frame = await page.locator('main .page').boundingBox();
  expect(frame!.width).toBeGreaterThan(1000);
  for (const path of ['/usepoint', '/items/scout-ticket', '/point-history', '/contact']) {
    await goInApp(page, path);
    // The rightmost edge any content of the page reaches, once its data has arrived.
    const right = () =>
      page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('main .page *')].map(
            (node) => node.getBoundingClientRect().right,
          ),
        ),
      );
    await expect.poll(right, { message: path }).toBeGreaterThan(frame!.x + frame!.width * 0.9);
  }
});

test('on a phone, “What are points?” sits under the main visual, not over its ball', async ({
  page,
}) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const visual = await page.locator('.main-visual').boundingBox();
  const link = await page.getByRole('link', { name: /What are points\?/ }).boundingBox();
  expect(link!.y).toBeGreaterThanOrEqual(visual!.y + visual!.height);
});
