import { expect, test, type Page } from '@playwright/test';
import { axeViolations, signInToConsole } from './support';

/** What the shop answers a visitor for an item's cost, read the way the site reads it. */
async function shopCost(page: Page, itemId: string): Promise<number | undefined> {
  const answer = (await (await page.request.get('/api/v1/group-item?lang=en')).json()) as {
    data: { groups: Array<{ items: Array<{ id: string; cost: number }> }> };
  };
  return answer.data.groups.flatMap((group) => group.items).find((item) => item.id === itemId)
    ?.cost;
}

test('op-editor changes an item’s cost and the shop answers the new cost', async ({ page }) => {
  await signInToConsole(page, 'op-editor', '/console/catalogue/items/gp-50000');
  const cost = page.getByLabel('Cost (points)');
  await expect(cost).toHaveValue('300');
  await cost.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A whole number from 1 to 10,000,000.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await cost.fill('320');
  await page.getByLabel('Reason (optional)').fill('e2e: weekend price');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Item saved. Players see it within a few seconds.')).toBeVisible();
  await expect.poll(() => shopCost(page, 'gp-50000'), { timeout: 10_000 }).toBe(320);
});

test('op-editor imports coupon codes: a file with bad lines is refused line by line, a clean one imports', async ({
  page,
}) => {
  await signInToConsole(page, 'op-editor', '/console/catalogue/coupons/store-10-percent');
  const pool = page.getByRole('region', { name: 'Code pool' });
  // All codes: the issue limit (5) may withhold new ones from "codes left".
  const total = pool.getByRole('definition').nth(3);
  const before = Number((await total.innerText()).replace(/\D/g, ''));
  const file = pool.getByLabel('CSV file', { exact: true });
  const importButton = pool.getByRole('button', { name: /^Import \d+ codes$/ });

  await file.setInputFiles({
    name: 'codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code\nE2E-OK-1\nE2E OK 2\nE2E-OK-1\n\n'),
  });
  await expect(
    pool.getByText('The file is refused: 2 lines must be fixed before it can be imported.'),
  ).toBeVisible();
  const errors = pool.getByRole('table', { name: 'Lines of the file that cannot be imported' });
  await expect(errors.getByRole('row').filter({ hasText: 'E2E OK 2' })).toContainText(
    'Characters other than letters, digits and dashes',
  );
  await expect(errors.getByRole('row').filter({ hasText: 'Repeated in the file' })).toHaveCount(1);
  // A refused file offers nothing to import.
  await expect(importButton).toHaveCount(0);
  await expect(pool.getByText(/codes can be imported/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await file.setInputFiles({
    name: 'codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code\nE2E-OK-1\nE2E-OK-2\nE2E-OK-3\n'),
  });
  await expect(pool.getByText('3 codes can be imported.')).toBeVisible();
  await importButton.click();
  await expect(pool.getByText('3 codes imported.')).toBeVisible();
  // The file and its check are gone: only what was done stays.
  await expect(pool.getByText('3 codes can be imported.')).toHaveCount(0);
  await expect(importButton).toHaveCount(0);
  await expect(total).toHaveText(String(before + 3));
  expect(await axeViolations(page)).toEqual([]);
});
