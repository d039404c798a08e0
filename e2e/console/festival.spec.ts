import { expect, test } from '@playwright/test';
import { axeViolations, signInToConsole } from './support';

test('op-editor creates a festival (an out-of-order time refused in words), lists it and draws now once pre-registration closed', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor', '/console/festivals');
  const list = page.getByRole('table', { name: 'Festivals players pre-register for' });
  await expect(list.getByRole('link', { name: 'summer-festival' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'New festival' }).click();
  await page.getByLabel('ID', { exact: true }).fill('e2e-console-fest');
  await page.getByLabel('Visitor places').fill('5');
  await page.getByLabel('Attendance reward (points)').fill('200');
  await page.getByLabel('Reward points spendable for (days)').fill('30');
  await page.getByLabel('Published').check();
  await page.getByLabel('Pre-registration opens', { exact: true }).fill('2026-01-01T00:00');
  // Closed already: the commitment binds the period, so a draw before it closes is refused.
  await page.getByLabel('Pre-registration closes', { exact: true }).fill('2026-01-02T00:00');
  await page.getByLabel('Visitor draw', { exact: true }).fill('2099-01-02T00:00');
  await page.getByLabel('Registration closes', { exact: true }).fill('2099-01-10T00:00');
  // Out of order: the event would start before registration closes.
  await page.getByLabel('Event starts', { exact: true }).fill('2099-01-05T09:00');
  await page.getByLabel('Event ends', { exact: true }).fill('2099-01-20T18:00');
  await page.getByLabel('Reward claimable until', { exact: true }).fill('2099-02-20T00:00');
  const english = page.getByRole('group', { name: 'Texts in English · en' });
  await english.getByLabel('Name').fill('E2E console fest');
  await english.getByLabel('Venue').fill('Hall 1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a date and time, in the order of the periods.')).toBeVisible();
  await expect(page.getByLabel('Event starts', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Event starts', { exact: true }).fill('2099-01-20T09:00');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/console\/festivals\/e2e-console-fest$/);
  await expect(page.getByText('Festival saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Festival E2E console fest' })).toBeVisible();
  const draw = page.getByRole('region', { name: 'Visitor draw' });
  // The commitment and the seed's hash.
  await expect(draw.getByText(/^[0-9a-f]{64}$/)).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // Draw now instead of at the scheduled time, after a confirm step.
  await draw.getByRole('button', { name: 'Draw now' }).click();
  await draw.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(draw.getByText('The visitors are drawn.')).toBeVisible();
  await expect(draw.getByText(/^[0-9a-f]{64}$/)).toHaveCount(4);
  await expect(draw.getByRole('link', { name: 'Public proof of the draw (JSON)' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to festivals' }).click();
  await expect(list.getByRole('row').filter({ hasText: 'e2e-console-fest' })).toContainText(
    'E2E console fest',
  );
});

test('op-admin opens a festival, sees its lists and exports one as CSV', async ({ page }) => {
  await signInToConsole(page, 'op-admin', '/console/festivals');
  await page.getByRole('link', { name: 'summer-festival' }).click();
  await expect(page.getByRole('region', { name: 'Visitor draw' })).toBeVisible();
  for (const name of ['Pre-registrants', 'Visitors', 'Companions']) {
    await expect(page.getByRole('table', { name })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Visitors (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('festival-summer-festival-visitors.csv');

  await page.getByRole('link', { name: 'Edit settings' }).click();
  await expect(
    page.getByRole('heading', { name: 'Festival summer-festival: settings' }),
  ).toBeVisible();
  await expect(page.getByLabel('Visitor draw', { exact: true })).toHaveAttribute('readonly', '');
  expect(await axeViolations(page)).toEqual([]);
});

test('the check-in screen at phone width says when check-in is open, and refuses outside it in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInToConsole(page, 'op-editor', '/console/festivals/summer-festival/check-in');
  const code = page.getByLabel('Ticket code');
  await expect(code).toBeVisible();
  // The demo's next festival is weeks away: its check-in opens 120 minutes before it starts.
  await expect(page.getByText(/^Check-in open from .* UTC to .* UTC\.$/)).toBeVisible();
  await code.fill('zzzz 2222 yyyy');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    /^Check-in is closed: it is open from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC to \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\.$/,
  );
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});
