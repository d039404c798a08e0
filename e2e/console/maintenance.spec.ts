import { expect, test } from '@playwright/test';
import { axeViolations, signInToConsole } from './support';

test('op-viewer reads the audit log and the maintenance state but cannot switch it', async ({
  page,
}) => {
  await signInToConsole(page, 'op-viewer', '/console/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance mode' })).toBeVisible();
  await expect(page.getByText('Only an admin can switch maintenance.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Turn maintenance/ })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page.getByRole('table', { name: 'Console writes, newest first' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('op-admin puts the site in maintenance for players, and takes it out again', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, 'op-admin', '/console/maintenance');
  const turnOn = page.getByRole('button', { name: 'Turn maintenance on' });
  await turnOn.click();
  // No reason, no switch: the message says why, beside the field.
  await expect(page.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Reason').fill('e2e: stadium network upgrade');
  await turnOn.click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Maintenance is ON: players see the maintenance page.'),
  ).toBeVisible();

  const player = await browser.newPage();
  try {
    // A fresh page load asks the site's configuration again (it is cached 30 s by the browser).
    await expect(async () => {
      await player.goto('/items', { waitUntil: 'networkidle' });
      await expect(player).toHaveURL(/\/maintain$/, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await page.getByLabel('Reason').fill('e2e: upgrade finished');
    await page.getByRole('button', { name: 'Turn maintenance off' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Maintenance is off: the site is open to players.')).toBeVisible();
    await player.close();
  }

  await page.getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Console writes, newest first' });
  await expect(table.getByRole('row').filter({ hasText: 'maintenance.on' })).toContainText(
    'e2e: stadium network upgrade',
  );
  await expect(table.getByRole('row').filter({ hasText: 'maintenance.off' }).first()).toContainText(
    'Ada Admin',
  );
});
