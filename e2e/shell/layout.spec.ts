import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, ROUTE_SAMPLES } from '../route-samples';
import { signInFromHeader, useEnglish } from '../support';

const PATHS = Object.values(ROUTE_SAMPLES).filter(Boolean);

/** Opens a path the way the SPA's own links do (history and popstate): no page load. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The page's code and data have arrived, and the fonts it shows with.
  await page.waitForFunction(
    () =>
      document.querySelector('main h1, main [role="status"]') !== null &&
      document.querySelector('[aria-busy="true"]') === null,
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/** How far the page reaches past the screen's right edge, at the current width. */
const overflow = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ),
      ),
  );

/**
 * Every route, in every language, at 320 and 375 px: nothing reaches past the screen's edge, so
 * no page scrolls sideways (the phone header used to push /usepoint to 424 px in French).
 */
async function checkEveryPage(page: Page): Promise<string[]> {
  const wide: string[] = [];
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /./);
    for (const path of PATHS) {
      await goInApp(page, path);
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 });
        const extra = await overflow(page);
        if (extra > 0) wide.push(`${language} ${path} at ${width} px: ${extra} px too wide`);
      }
    }
  }
  return wide;
}

test('no page scrolls sideways at 320 or 375 px in any language, signed out', async ({ page }) => {
  test.setTimeout(600_000);
  await page.goto('/');
  expect(await checkEveryPage(page)).toEqual([]);
});

test('no page scrolls sideways at 320 or 375 px in any language, as player-us', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await useEnglish(page);
  await signInFromHeader(page, 'player-us');
  expect(await checkEveryPage(page)).toEqual([]);
});

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
