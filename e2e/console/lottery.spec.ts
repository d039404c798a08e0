import { expect, test } from '@playwright/test';
import { axeViolations, signInToConsole } from './support';

test('op-admin sees the drawn lottery, its proof and winner, and exports the shipping list', async ({
  page,
}) => {
  await signInToConsole(page, 'op-admin', '/console/lotteries');
  const list = page.getByRole('table', { name: 'Lotteries players enter with points' });
  await expect(list.getByRole('row').filter({ hasText: 'stadium-tour' })).toContainText('Drawn');
  expect(await axeViolations(page)).toEqual([]);

  await list.getByRole('link', { name: 'stadium-tour' }).click();
  const draw = page.getByRole('region', { name: 'Entries and draw' });
  await expect(draw.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
  const winners = draw.getByRole('table', { name: 'Winners' });
  await expect(winners.getByRole('row')).toHaveCount(2);
  await expect(winners).toContainText('Sakura10');
  await expect(page.getByText('This lottery is drawn: it can no longer change.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await draw.getByRole('button', { name: 'Export shipping list (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('shipping-stadium-tour.csv');
});

test('op-editor creates a lottery with a prize, and players see it with its commitment', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor', '/console/lotteries');
  await page.getByRole('link', { name: 'New lottery', exact: true }).click();
  await page.getByLabel('ID', { exact: true }).fill('e2e-scarf');
  await page.getByLabel('Campaign').selectOption({ label: 'Winter Giveaway' });
  await page.getByLabel('Points per entry').fill('30');
  await page.getByLabel('Entries per player').fill('4');
  await page.getByLabel('Entry opens').fill('2026-01-01T00:00');
  await page.getByLabel('Entry closes').fill('2099-01-01T00:00');
  await page.getByLabel('Draw', { exact: true }).fill('2099-01-02T00:00');
  // Out of order: refused in the form, in words.
  await page.getByLabel('Result announced').fill('2098-01-01T00:00');
  await page.getByLabel('Result shown until').fill('2099-02-01T00:00');
  await page.getByLabel('Address deadline').fill('2099-01-20T00:00');
  await page.getByLabel('Name (en)').fill('Club scarf');
  await page
    .getByRole('group', { name: 'Texts in English · en' })
    .getByLabel('Name')
    .fill('Scarf draw');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a date and time, in the order of the periods.')).toBeVisible();
  await page.getByLabel('Result announced').fill('2099-01-03T00:00');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/console\/lotteries\/e2e-scarf$/);
  await expect(page.getByText('Version 1')).toBeVisible();

  await expect
    .poll(
      async () => (await page.request.get('/api/v1/campaign-lottery-item/e2e-scarf')).status(),
      { timeout: 10_000 },
    )
    .toBe(200);
  const seen = await (await page.request.get('/api/v1/campaign-lottery-item/e2e-scarf')).json();
  expect(seen.data.lottery).toMatchObject({
    name: 'Scarf draw',
    points_per_entry: 30,
    state: 'open',
  });
  const commitment = page
    .getByRole('region', { name: 'Entries and draw' })
    .getByText(/^[0-9a-f]{64}$/);
  await expect(commitment).toHaveText(seen.data.lottery.proof.commitment);
});
