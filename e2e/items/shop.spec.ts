import { expect, test } from '@playwright/test';
import { expectAccessible, pointsIn, signInInEnglish, text, useEnglish } from '../support';

const signIn = signInInEnglish;

test('player-us exchanges an item, the balance drops and the history shows it delivered', async ({
  page,
}) => {
  // A whole journey: 1.0–1.6 min on a loaded CI machine, near the 2-minute default.
  test.setTimeout(300_000);
  await signIn(page, 'player-us');
  await page.goto('/usepoint');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/items');
  await page.getByRole('tab', { name: text('items.tabs.item') }).click();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Stamina Recovery Drink/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stamina Recovery Drink');
  const before = await pointsIn(page);

  await page.getByRole('button', { name: 'Exchange for 100 pts' }).click();
  const confirm = page.getByRole('dialog', { name: text('items.confirm.title') });
  await expect(confirm).toContainText('Exchange 100 pts for Stamina Recovery Drink?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: text('items.confirm.ok') }).click();

  const success = page.getByRole('dialog', { name: text('items.success.title') });
  await expect(success).toContainText('Stamina Recovery Drink will arrive in your in-game inbox');
  // Centred in the window, not pinned to its top edge by the page's own spacing rules.
  const box = await success.boundingBox();
  const { height } = page.viewportSize()!;
  expect(Math.abs(box!.y + box!.height / 2 - height / 2)).toBeLessThanOrEqual(2);
  await expect.poll(() => pointsIn(page)).toBe(before - 100);
  await expectAccessible(page);
  await success.getByRole('button', { name: text('common.ok') }).click();

  await page.getByRole('button', { name: text('drawer.open') }).click();
  await page
    .getByRole('dialog', { name: text('drawer.title') })
    .getByRole('button', { name: text('drawer.checkPoints') })
    .click();
  await expect(page).toHaveURL(/\/point-history$/);
  const entry = page.getByRole('listitem').filter({ hasText: 'Stamina Recovery Drink' }).first();
  await expect(entry).toContainText(text('reasons.item_exchange'));
  await expect(entry).toContainText('-100 pts');
  // Delivery happens in the background, a moment after the exchange.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByRole('listitem')
          .filter({ hasText: 'Stamina Recovery Drink' })
          .first()
          .innerText();
      },
      { timeout: 20_000 },
    )
    .toContain(text('history.status.delivered'));
  // What the points were for links to its page.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Stamina Recovery Drink' })
      .first()
      .getByRole('link', { name: 'Stamina Recovery Drink' }),
  ).toHaveAttribute('href', '/items/stamina-drink');
  await expectAccessible(page);
});

test('player-nolink sees the app-not-linked state and the game-link warning', async ({ page }) => {
  await signIn(page, 'player-nolink');
  await page.goto('/items/coins-100');
  const button = page.getByRole('button', { name: text('items.states.app_not_linked') });
  await expect(button).toBeVisible();
  await button.click();
  const warning = page.getByRole('dialog', { name: text('items.gameLink.title') });
  await expect(warning).toContainText(text('items.gameLink.text'));
  // What to do, step by step, and where to read more.
  await expect(warning.getByRole('listitem')).toHaveText([
    text('items.gameLink.step1'),
    text('items.gameLink.step2'),
    text('items.gameLink.step3'),
  ]);
  const guide = warning.getByRole('link', { name: new RegExp(text('items.gameLink.guide')) });
  await expect(guide).toHaveAttribute('href', /\/guide\/link-game\/en$/);
  await expect(guide).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await page.goto('/items');
  await expect(page.getByRole('link', { name: /100 Match Coins/ })).toContainText(
    text('items.states.app_not_linked'),
  );
});

test('player-br cannot afford a 3,000-point item and sees not-enough-points', async ({ page }) => {
  await signIn(page, 'player-br');
  await page.goto('/items/legends-pack');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legends Player Pack');
  const button = page.getByRole('button', { name: text('items.states.not_enough_points') });
  await expect(button).toBeDisabled();
  await expectAccessible(page);
});

test('the shop pages work at 320 px without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 700 } });
  const page = await context.newPage();
  await signIn(page, 'player-jp');
  for (const path of ['/usepoint', '/items', '/items/scout-ticket', '/point-history']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // player-jp's daily check-ins and weekly rewards expire within 30 days: the history page says so.
  await expect(page.getByText(/^Can be spent until .*: 50 pts$/).first()).toBeVisible();
  await expect(page.getByText(/^Can be spent until .*: 150 pts$/).first()).toBeVisible();
  await context.close();
});

test('an item that does not exist shows page-not-found, not an error', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/items/no-such-item');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('error.notFoundTitle'));
  await expect(page).toHaveURL(/\/items\/no-such-item$/);
});

test('a barred item says so in the list and on its page, which opens normally', async ({
  page,
}) => {
  // Night Stadium Theme is barred where the game's country is Hong Kong.
  await signIn(page, 'player-hk');
  await page.goto('/items');
  const card = page.getByRole('link', { name: /Night Stadium Theme/ });
  await expect(card).toContainText(text('error.messages.4043'));
  await card.click();
  await expect(page).toHaveURL(/\/items\/night-stadium$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Night Stadium Theme');
  await expect(page.getByRole('note')).toHaveText(text('error.messages.4043'));
  await expect(
    page.getByRole('button', { name: text('items.states.cannot_exchange') }),
  ).toBeDisabled();
  await expectAccessible(page);
});

test('an item barred in the account’s country, and one for another platform, say why', async ({
  page,
}) => {
  // player-jp plays on iOS: Retro Home Kit is barred for Japanese accounts, and the Golden Match
  // Ball is made for Steam only.
  await signIn(page, 'player-jp');
  await page.goto('/items/retro-kit');
  await expect(page).toHaveURL(/\/items\/retro-kit$/);
  await expect(page.getByRole('note')).toHaveText(text('error.messages.4042'));
  await page.goto('/items/golden-ball');
  await expect(page.getByRole('note')).toHaveText(
    text('items.unavailable.wrong_platform').replace(
      '{{platforms}}',
      text('items.platforms.steam'),
    ),
  );
  await expect(page.getByRole('button', { name: text('items.states.app_not_linked') })).toHaveCount(
    0,
  );
});
