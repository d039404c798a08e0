import { expect, test } from '@playwright/test';
import { signInFromHeader } from '../support';
import { axeViolations, signInToConsole } from './support';

const REASON = 'Goodwill for the stadium outage';

test('op-admin adjusts player-br’s points, and player-br’s own history shows the reason', async ({
  page,
  browser,
}) => {
  // player-br signs in once, so the programme knows them (300 points from the demo seed).
  const context = await browser.newContext();
  const player = await context.newPage();
  await player.goto('/');
  await signInFromHeader(player, 'player-br');

  await signInToConsole(page, 'op-admin', '/console/players');
  await page.getByLabel('Nickname, player id or provider subject').fill('lucas');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: 'LucasGol' })
    .click();
  await expect(page.getByRole('heading', { name: /LucasGol/ })).toBeVisible();

  // A reason is required, and said so beside the field.
  await page.getByRole('radio', { name: 'Credit (add points)' }).check();
  await page.getByLabel('Points', { exact: true }).fill('250');
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  await expect(page.getByText('Give a reason of 3 to 500 characters.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Reason').fill(REASON);
  await page.getByRole('button', { name: 'Review adjustment' }).click();
  const confirm = page.getByText(/Add 250 points to LucasGol\? Balance now: [\d,]+\./);
  await expect(confirm).toBeVisible();
  // Other specs may have moved player-br's points before this one: the balance is read, not assumed.
  const before = Number(
    (await confirm.innerText()).replace(/^.*Balance now: ([\d,]+)\..*$/s, '$1').replace(/,/g, ''),
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(`Points adjusted: the balance is now ${(before + 250).toLocaleString('en')}.`),
  ).toBeVisible();

  try {
    await player.goto('/point-history');
    await expect(player.getByText(REASON)).toBeVisible();
  } finally {
    await context.close();
  }

  await page.getByRole('link', { name: 'Audit log' }).click();
  const row = page
    .getByRole('table', { name: 'Console writes, newest first' })
    .getByRole('row')
    .filter({ hasText: 'players.adjust_points' })
    .filter({ hasText: REASON })
    .first();
  await expect(row).toContainText(REASON);
  // The player by nickname (their page) and id, not a bare id.
  const nickname = row.getByRole('link', { name: 'LucasGol' });
  await expect(nickname).toHaveAttribute('href', /\/console\/players\/[0-9a-f-]{36}$/);
  // What changed, field by field: the balance before and after.
  await row.getByText(/^Show change \(\d+ fields\)$/).click();
  const change = row.getByRole('table', { name: /^What changed in player / });
  await expect(change.getByRole('row').filter({ hasText: /^balance/ })).toContainText(
    String(before + 250),
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('op-editor sees a player but is not offered the adjustment', async ({ page }) => {
  await signInToConsole(page, 'op-editor', '/console/players');
  const players = page.getByRole('table', { name: /players/i });
  await expect(players).toBeVisible();
  await players.getByRole('link').first().click();
  await expect(page.getByText('Only an admin can adjust points.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review adjustment' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('op-viewer reads what player-jp was told, and how many notifications went out per day', async ({
  page,
}) => {
  await signInToConsole(page, 'op-viewer', '/console/players');
  await page.getByLabel('Nickname, player id or provider subject').fill('sakura');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('table', { name: 'Players found' })
    .getByRole('link', { name: 'Sakura10' })
    .click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  // The demo's draws and expiry scan told player-jp of the stadium tour win and expiring points.
  const told = page.getByRole('table', { name: 'Notifications the player was sent, newest first' });
  await expect(
    told.getByRole('row').filter({ hasText: 'Lottery result' }).filter({ hasText: 'You won' }),
  ).toContainText('On the site');
  await expect(told.getByRole('row').filter({ hasText: 'Points expiring' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  const counts = page.getByRole('table', { name: /^Notifications per UTC day from / });
  // Today's expiry notices (the scan at the first start) are among the last 14 days' counts.
  const total = counts
    .getByRole('row')
    .filter({ hasText: 'All these days' })
    .filter({ hasText: 'On the site' });
  await expect(total.getByRole('cell').last()).not.toHaveText('0');
  // A row a day and channel (on the site, e-mail) over the 14 days, then a total per channel.
  await expect(counts.getByRole('rowheader')).toHaveCount((14 + 1) * 2);
  expect(await axeViolations(page)).toEqual([]);
});
