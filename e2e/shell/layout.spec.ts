import { expect, test } from '@playwright/test';
import { LANGUAGES } from '../route-samples';
import { signInFromHeader, signInInEnglish, useEnglish } from '../support';
import { goInApp } from './layout-sweep';

// A test per language: the 17 in one test took 1.7 min on a loaded CI machine.
for (const language of LANGUAGES) {
  test(`the desktop menu fits one row at 1280 px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
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
    expect([...new Set(tops)], 'the rows the menu items sit on').toHaveLength(1);
  });
}

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

test('at 1280 px, the game banner spans the content, “More” sits beside its heading and nothing touches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInInEnglish(page, 'player-jp');
  await page.goto('/');
  const banner = page.getByTestId('game-banner');
  await expect(banner).toBeVisible();
  const visual = await page.locator('.main-visual').boundingBox();
  const strip = await banner.locator('img').boundingBox();
  expect(Math.abs(strip!.x - visual!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(strip!.width - visual!.width)).toBeLessThanOrEqual(1);
  // Each “More” link: centred on its heading's line, and clear of the cards below.
  for (const name of ['Topics', 'Latest news']) {
    const section = page.getByRole('region', { name });
    await expect(section.getByRole('link', { name: /^More/ })).toBeVisible();
    const [heading, more, below] = await Promise.all([
      section.getByRole('heading', { name }).boundingBox(),
      section.getByRole('link', { name: /^More/ }).boundingBox(),
      section.locator('.section__head + *').boundingBox(),
    ]);
    const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(middle(more!) - middle(heading!)), name).toBeLessThanOrEqual(2);
    expect(below!.y - (more!.y + more!.height), name).toBeGreaterThanOrEqual(8);
  }
  // The balance under the campaigns' tabs, and a lottery campaign's head over its cards.
  await page.goto('/campaigns');
  const tabs = await page.getByRole('tablist').boundingBox();
  const balance = await page.getByText(/^Your balance:/).boundingBox();
  expect(balance!.y - (tabs!.y + tabs!.height)).toBeGreaterThanOrEqual(8);
  await page.goto('/campaign-lotto');
  const head = await page.locator('.coupon-campaign-head').first().boundingBox();
  const cards = await page
    .locator('.coupon-campaign-head + .coupon-campaigns')
    .first()
    .boundingBox();
  expect(cards!.y - (head!.y + head!.height)).toBeGreaterThanOrEqual(8);
});
