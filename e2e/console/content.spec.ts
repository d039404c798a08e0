import { expect, test } from '@playwright/test';
import { signInFromHeader } from '../support';
import { axeViolations, signInToConsole } from './support';

const TITLE_EN = 'Stadium night on Saturday';
const TITLE_JA = '土曜日はスタジアムナイト';

test('op-editor writes a notice in en and ja, previews it as jp, publishes it, and a player sees it', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, 'op-editor', '/console/content/new?kind=notice');
  await page.getByLabel('Public id').fill('e2e-console-notice');
  await page.getByLabel('Title (en)').fill(TITLE_EN);
  await page.getByLabel('Body (en)').fill('Join us **live** at the stadium.');
  await page.getByLabel('Title (ja)').fill(TITLE_JA);
  await page.getByLabel('Body (ja)').fill('スタジアムで**ライブ**観戦しよう。');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Fifteen languages are neither written nor set to fall back: publishing is refused.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/Publishing refused: these languages/)).toBeVisible();
  await page.getByRole('button', { name: 'Set every empty language to fall back' }).click();
  await expect(page.getByText('Every language is written or falls back.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The site's own page, as a signed-in player in Japan reading Japanese.
  await page.getByLabel('Country').selectOption('jp');
  await page.getByLabel('Language', { exact: true }).selectOption('ja');
  await page.getByRole('radio', { name: 'Signed-in player' }).check();
  await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.getByText('This viewer would not see it on the site now:')).toContainText(
    'it is not published',
  );
  const preview = page.frameLocator('iframe[title^="Preview of e2e-console-notice"]');
  await expect(preview.getByRole('heading', { name: TITLE_JA })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: players see it while its window is open.')).toBeVisible();

  // player-jp finds it first in the home page's news, in Japanese.
  const context = await browser.newContext();
  const player = await context.newPage();
  try {
    await player.goto('/');
    await signInFromHeader(player, 'player-jp');
    await expect(async () => {
      await player.goto('/');
      await expect(
        player.getByRole('region', { name: /お知らせ|News/ }).getByText(TITLE_JA),
      ).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await context.close();
  }

  await page.getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Console writes, newest first' });
  await expect(table.getByRole('row').filter({ hasText: 'content.publish' })).toContainText(
    'Eddie Editor',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('op-viewer reads content but cannot save it', async ({ page }) => {
  await signInToConsole(page, 'op-viewer', '/console/content');
  const table = page.getByRole('table', { name: 'Content, newest first' });
  await expect(table).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await table.getByRole('link').first().click();
  await expect(page.getByText('Your role can read content but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
});
