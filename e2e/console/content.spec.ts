import { expect, test } from '@playwright/test';
import { signInFromHeader } from '../support';
import { axeViolations, signInToConsole } from './support';

const TITLE_EN = 'Stadium night on Saturday';
const TITLE_JA = '土曜日はスタジアムナイト';

test('op-editor writes a notice in en and ja, previews it as jp, publishes it, and a player sees it', async ({
  page,
  browser,
}) => {
  // A whole journey: 1.0–1.6 min on a loaded CI machine, near the 2-minute default.
  test.setTimeout(300_000);
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

test('op-editor is warned of a link to a lottery that does not exist, saves and schedules all the same', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor', '/console/content/new?kind=notice');
  await page.getByLabel('Public id').fill('e2e-console-links');
  await page.getByLabel('Shown from (UTC)').fill('2099-03-01T09:30');
  await page.getByLabel('Title (en)').fill('Spring draw');
  await page
    .getByLabel('Body (en)')
    .fill('Enter the [spring draw](/campaign-lotto-detail/no-such-draw) now.');
  await page.getByLabel('Title (ja)').fill('春の抽選');
  await page
    .getByLabel('Body (ja)')
    .fill('[春の抽選](/campaign-lotto-detail/no-such-draw)に応募しよう。');
  await page.getByRole('button', { name: 'Set every empty language to fall back' }).click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // Saved all the same, with the warning beside the button and the list at the top.
  await expect(
    page.getByRole('link', {
      name: '1 link leads to a page players cannot use now: see the list at the top.',
    }),
  ).toBeVisible();
  const warnings = page.getByRole('region', {
    name: '1 link leads to a page players cannot use now',
  });
  await expect(warnings).toContainText(
    '/campaign-lotto-detail/no-such-draw: Lottery no-such-draw does not exist or is not published. (in body: en, ja)',
  );
  expect(await axeViolations(page)).toEqual([]);

  // Published ahead of its start: scheduled, not live.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByText('Published and scheduled: players see it from 2099-03-01 09:30 UTC.'),
  ).toBeVisible();
  await expect(page.getByText(/^Status: Scheduled: from 2099-03-01 09:30 UTC/)).toBeVisible();

  await page.getByRole('link', { name: 'Content', exact: true }).click();
  await page.getByLabel('Public id or title').fill('e2e-console-links');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('table', { name: 'Content, newest first' })
    .getByRole('row')
    .filter({ hasText: 'e2e-console-links' });
  await expect(row).toContainText('Scheduled: from 2099-03-01 09:30 UTC');
  await row.getByText('1 link to check').click();
  await expect(row.getByRole('link', { name: 'Lottery no-such-draw' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The audit log shows the publication field by field.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Console writes, newest first' });
  const published = log.getByRole('row').filter({ hasText: 'content.publish' }).first();
  await published.getByText(/^Show change \(\d+ fields?\)$/).click();
  const change = published.getByRole('table', { name: /^What changed in content \d+$/ });
  await expect(change.getByRole('row').filter({ hasText: 'status' }).first()).toContainText(
    /draft\s*published/,
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
