import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../route-samples';
import {
  expectAccessible,
  locale,
  signInFromHeader,
  signInInEnglish,
  text,
  useEnglish,
} from '../support';

type Tree = ReturnType<typeof locale>;
const en = locale('en');
const ja = locale('ja');

/** Where screenshots go when asked for (E2E_SCREENSHOTS=<folder>), for a person to look at. */
async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

/** The bell's name, as a pattern: "3 unread notifications", "未読の通知 3 件", or no count. */
function unreadName(tree: Tree): RegExp {
  const pattern = (key: string) =>
    text(key, tree)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\\{\\{count\\}\\}', '\\d+');
  const forms = ['notifications.unread', 'notifications.unread_one', 'notifications.unread_other']
    .filter((key) => {
      try {
        return text(key, tree) !== '';
      } catch {
        return false;
      }
    })
    .map(pattern);
  return new RegExp(`^(${forms.join('|')})$`);
}

const bell = (page: Page) => page.getByRole('banner').getByTestId('notifications-link');
const unreadCount = async (page: Page) => {
  const badge = bell(page).getByTestId('unread-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
};
const listItems = (page: Page) => page.locator('.notifications-list > li');

/** No sideways scroll, and every header item within the header, at these widths. */
async function headerFits(page: Page, widths = [320, 375]): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (extra > 0) problems.push(`${width} px: ${extra} px too wide`);
    const header = await page.evaluate(() => {
      const banner = document.querySelector('header.site-header')!.getBoundingClientRect();
      return [...document.querySelectorAll('header.site-header .site-header__actions > *')]
        .map((node) => node.getBoundingClientRect())
        .filter((box) => box.right > banner.right + 1 || box.left < banner.left - 1).length;
    });
    if (header > 0) problems.push(`${width} px: ${header} header items outside the header`);
  }
  return problems;
}

test('player-jp, in Japanese: the bell, expiring points, the list, marking read, and e-mail settings', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 375, height: 800 });
  // Sign-in switches the site to the account's language: Japanese.
  await signInFromHeader(page, 'player-jp');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

  // The bell names the unread count (the stadium tour win, the festivals, the expiring points).
  await expect(bell(page)).toHaveAccessibleName(unreadName(ja));
  const unread = await unreadCount(page);
  expect(unread).toBeGreaterThanOrEqual(2);
  // Points expiring within 7 days: on the home page, and on a phone's other pages a bar under
  // the header; beside the balance where the header has room.
  await expect(page.getByRole('heading', { name: text('points.expiringTitle', ja) })).toBeVisible();
  expect(await headerFits(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await snap(page, 'ja-375-home');
  await page.setViewportSize({ width: 1280, height: 800 });
  const beside = page.getByRole('banner').getByTestId('expiring-soon-beside');
  await expect(beside).toBeVisible();
  await expect(beside).toHaveAttribute('href', '/point-history');
  await snap(page, 'ja-1280-home');

  // The list: each with its title and a worded unread marker.
  await bell(page).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('pages.notifications', ja) }),
  ).toBeVisible();
  await expect(listItems(page).first()).toBeVisible();
  expect(await listItems(page).count()).toBeGreaterThanOrEqual(unread);
  await expect(
    listItems(page).filter({ hasText: text('notifications.unreadMarker', ja) }),
  ).toHaveCount(unread);
  await expectAccessible(page);
  await snap(page, 'ja-1280-list');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('expiring-soon-bar')).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('expiring-soon-beside')).toBeHidden();
  await expectAccessible(page);
  await snap(page, 'ja-375-list');

  // Opening the lottery's result goes to its page and marks it read: one fewer in the bell.
  const win = listItems(page).filter({
    has: page.locator('a[href^="/campaign-lotto"]'),
  });
  await expect(win.first()).toBeVisible();
  await win.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/campaign-lotto/);
  await expect.poll(() => unreadCount(page)).toBe(unread - 1);
  await page.goBack();
  await expect(
    listItems(page).filter({ hasText: text('notifications.unreadMarker', ja) }),
  ).toHaveCount(unread - 1);

  // Mark all as read: no badge, the bell named plainly.
  await page.getByRole('button', { name: text('notifications.markAll', ja) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text('notifications.allMarked', ja) }),
  ).toBeVisible();
  await expect(bell(page).getByTestId('unread-badge')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName(text('notifications.title', ja));
  await expect(
    listItems(page).filter({ hasText: text('notifications.unreadMarker', ja) }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // E-mail: off until the player opts in; saved, and said so.
  await page.getByRole('link', { name: text('notifications.settingsLink', ja) }).click();
  await expect(page).toHaveURL(/\/notification-settings$/);
  const box = page.getByRole('checkbox', { name: text('notifications.settings.email', ja) });
  await expect(box).not.toBeChecked();
  await expectAccessible(page);
  await snap(page, 'ja-375-settings');
  await box.check();
  await page.getByRole('button', { name: text('notifications.settings.save', ja) }).click();
  await expect(page.getByText(text('notifications.settings.savedOn', ja))).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await snap(page, 'ja-1280-settings');
  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: text('notifications.settings.email', ja) }),
  ).toBeChecked();
});

test('player-us, in English: the lost lottery and the festival not drawn, opened one by one', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInInEnglish(page, 'player-us');
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(unreadName(en));
  const unread = await unreadCount(page);
  expect(unread).toBeGreaterThanOrEqual(2);
  await snap(page, 'en-1280-home');

  await bell(page).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('pages.notifications') }),
  ).toBeVisible();
  await expect(listItems(page).first()).toBeVisible();
  // The festival's result links to its page; the lottery's to the lottery.
  await expect(listItems(page).locator('a[href^="/campaign-festival/"]')).not.toHaveCount(0);
  await expect(listItems(page).locator('a[href^="/campaign-lotto-detail/"]')).not.toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'en-1280-list');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page);
  await snap(page, 'en-375-list');

  await listItems(page).locator('a[href^="/campaign-festival/"]').first().click();
  await expect(page).toHaveURL(/\/campaign-festival\//);
  await expect.poll(() => unreadCount(page)).toBe(unread - 1);
  await bell(page).click();
  await expect(listItems(page).filter({ hasText: text('notifications.unreadMarker') })).toHaveCount(
    unread - 1,
  );

  // Settings in English at 375 px: saving "off" says the e-mails stay off.
  await page.getByRole('link', { name: text('notifications.settingsLink') }).click();
  const box = page.getByRole('checkbox', { name: text('notifications.settings.email') });
  await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: text('notifications.settings.save') }).click();
  await expect(page.getByText(text('notifications.settings.savedOff'))).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'en-375-settings');
});

test('the header keeps the bell and the expiring points within the screen in every language', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await useEnglish(page);
  await signInFromHeader(page, 'player-jp');
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/notifications');
    await expect(listItems(page).first()).toBeVisible();
    await expect(page.getByTestId('expiring-soon-bar')).toBeVisible();
    for (const problem of await headerFits(page)) problems.push(`${language} ${problem}`);
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(page.getByRole('banner').getByTestId('expiring-soon-beside')).toBeVisible();
    for (const problem of await headerFits(page, [600])) problems.push(`${language} ${problem}`);
    if (['th', 'ko', 'ru'].includes(language)) {
      await snap(page, `${language}-600-list`);
      await page.setViewportSize({ width: 320, height: 800 });
      await snap(page, `${language}-320-list`);
      await page.goto('/notification-settings');
      await expect(page.getByRole('checkbox')).toBeVisible();
      await page.setViewportSize({ width: 375, height: 800 });
      await snap(page, `${language}-375-settings`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await snap(page, `${language}-1280-settings`);
    }
  }
  expect(problems).toEqual([]);
});
