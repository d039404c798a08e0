import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, ROUTE_SAMPLES } from '../route-samples';
import { signInFromHeader, useEnglish } from '../support';

const PATHS = Object.values(ROUTE_SAMPLES).filter(Boolean);

/** Opens a path the way the SPA's own links do (history and popstate): no page load. */
export async function goInApp(page: Page, path: string): Promise<void> {
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
    { timeout: 20_000 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/**
 * How far the page reaches past the screen's right edge, at the current width. Reading the widths
 * lays the page out at once; no animation frame is awaited (a throttled renderer may never give
 * one, which once hung this sweep until the test timed out).
 */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The boxes that cut what they hold sideways (a word wider than its card, a name ending in "…"),
 * other than those made to scroll or slide: tabs and the carousel.
 */
const cut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((node) => {
        if (node.closest('.visually-hidden, .tabs, .carousel__viewport')) return false;
        const style = getComputedStyle(node);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        return clips && style.display !== 'none' && node.scrollWidth > node.clientWidth + 1;
      })
      .map((node) => `${node.className}: “${node.textContent?.trim().slice(0, 40)}”`),
  );

/**
 * Every route in one language, at 320 and 375 px: nothing reaches past the screen's edge, so no
 * page scrolls sideways (the phone header used to push /usepoint to 424 px in French), and no box
 * cuts its text ("Ausdauer-Regenerationsdri", "JordanStr…").
 */
export async function checkEveryPage(page: Page, language: string): Promise<string[]> {
  const wide: string[] = [];
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
      for (const box of await cut(page))
        wide.push(`${language} ${path} at ${width} px cuts ${box}`);
    }
  }
  return wide;
}

/**
 * The sweep of every page for a third of the languages (`part` 0, 1 or 2), a test per language on
 * one page: signed out, or signed in once as `player`. The sweep is long, so it is shared out over
 * three spec files (the browser suite's shards are planned by file), and each language has its own
 * time budget, so a busy machine slows a test without running a whole sweep out of time.
 */
export function sweepLanguages(part: 0 | 1 | 2, player?: string): void {
  const size = Math.ceil(LANGUAGES.length / 3);
  const languages = LANGUAGES.slice(part * size, (part + 1) * size);
  const who = player ? `as ${player}` : 'signed out';
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    page = await browser.newPage();
    if (player) {
      await useEnglish(page);
      await signInFromHeader(page, player);
    } else {
      await page.goto('/');
    }
  });
  test.afterAll(async () => page?.close());
  for (const language of languages) {
    test(`no page scrolls sideways or cuts its text at 320 or 375 px in ${language}, ${who}`, async () => {
      test.setTimeout(240_000);
      expect(await checkEveryPage(page, language)).toEqual([]);
    });
  }
}
