import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../console/support';
import { expectAccessible, pointsIn, signInInEnglish, text } from '../support';

/** The console's maintenance switch, flipped by an admin with a reason. */
async function switchMaintenance(console: Page, on: boolean): Promise<void> {
  await console.getByLabel('Reason').fill(on ? 'e2e: open tab test' : 'e2e: open tab test done');
  await console
    .getByRole('button', { name: on ? 'Turn maintenance on' : 'Turn maintenance off' })
    .click();
  await console.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    console.getByText(
      on
        ? 'Maintenance is ON: players see the maintenance page.'
        : 'Maintenance is off: the site is open to players.',
    ),
  ).toBeVisible();
}

test('a tab opened before maintenance lands on /maintain at its next action, spending nothing', async ({
  page,
  browser,
}) => {
  // Two sign-ins (a player, an operator) and the switch twice.
  test.setTimeout(120_000);
  await signInInEnglish(page, 'player-us');
  await page.goto('/items');
  await page.getByRole('tab', { name: text('items.tabs.item') }).click();
  await page.getByRole('link', { name: /Stamina Recovery Drink/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stamina Recovery Drink');
  const before = await pointsIn(page);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'ps_token')!;

  const operator = await (await browser.newContext()).newPage();
  await signInToConsole(operator, 'op-admin', '/console/maintenance');
  await switchMaintenance(operator, true);
  try {
    // The tab loaded its site configuration before the switch: it still shows the item.
    await page.getByRole('button', { name: 'Exchange for 100 pts' }).click();
    const confirm = page.getByRole('dialog', { name: text('items.confirm.title') });
    const refused = page.waitForResponse((response) =>
      response.url().includes('/api/v1/item-withdraw/'),
    );
    await confirm.getByRole('button', { name: text('items.confirm.ok') }).click();
    expect(await (await refused).json()).toEqual({
      status_code: 503,
      reason: 'site_maintenance',
    });

    await expect(page).toHaveURL(/\/maintain$/);
    await expect(page.getByText(text('maintain.title'))).toBeVisible();
    await expect(page.getByRole('dialog', { name: text('items.confirm.title') })).toHaveCount(0);
    await expectAccessible(page);
    // Every other page of this tab leads there too now.
    await page
      .getByRole('navigation', { name: text('menu.label') })
      .getByRole('link', { name: text('menu.news') })
      .click();
    await expect(page).toHaveURL(/\/maintain$/);

    // Nothing was spent: reads go on during maintenance, and the balance is what it was.
    const point = await page.request.get('/api/v1/point', {
      headers: { authorization: `Bearer ${token.value}` },
    });
    expect((await point.json()).data.point).toBe(before);
  } finally {
    await switchMaintenance(operator, false);
    await operator.context().close();
  }
});
