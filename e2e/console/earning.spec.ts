import { expect, test } from '@playwright/test';
import { axeViolations, signInToConsole } from './support';

test('op-editor creates a draft campaign, previews it as a player, publishes it and players see it', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor', '/console/earning/campaigns');
  const list = page.getByRole('table', { name: 'Campaigns players earn points with' });
  await expect(list.getByRole('row').filter({ hasText: 'daily-login' })).toContainText('Published');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'New campaign' }).click();
  await page.getByLabel('ID', { exact: true }).fill('e2e-card-gift');
  await page.getByLabel('Starts (UTC)').fill('2026-01-01T00:00');
  await page.getByLabel('Ends (UTC)').fill('2099-01-01T00:00');
  await page.getByLabel('Reward (points)').fill('120');
  await page.getByLabel('Image path').fill('/content/campaigns/welcome.svg');
  await page.getByLabel('Linked games needed').selectOption({ label: 'This game' });
  // A rule without its game is refused in the form, in words.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Name the games the rule needs/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Champion Squads' }).check();
  await page
    .getByRole('group', { name: 'Texts in English · en' })
    .getByLabel('Name')
    .fill('Card gift');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/console\/earning\/campaigns\/e2e-card-gift$/);
  await expect(
    page.getByText('Campaign saved. Players see it within a few seconds.'),
  ).toBeVisible();

  // A draft: players get 404; the preview shows it as player-us would see it.
  expect((await page.request.get('/api/v1/campaign-measure/e2e-card-gift')).status()).toBe(404);
  const preview = page.getByRole('region', { name: 'Preview as a player' });
  await preview.getByLabel('Player').fill('JordanStriker');
  await preview.getByRole('button', { name: 'Show' }).click();
  await expect(preview).toContainText('Not eligible · games not linked');
  await expect(preview).toContainText('Champion Squads');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Published').check();
  await page.getByLabel('Reason (optional)').fill('e2e: ready');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Version 2, updated /)).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/api/v1/campaign-measure/e2e-card-gift')).status(), {
      timeout: 10_000,
    })
    .toBe(200);
});
