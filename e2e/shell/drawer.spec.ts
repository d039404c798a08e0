import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

test('the drawer works by keyboard alone, keeping focus inside while open', async ({ page }) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: text('drawer.open') });
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: text('drawer.title') });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    expect(inside, `focus left the drawer after ${i + 1} tabs`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  // Opening a page from the drawer closes it.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: text('menu.contact') }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('pages.contact'));
});

test('menus highlight the section of the page', async ({ page }) => {
  await useEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.getByRole('navigation', { name: text('menu.label') });
  for (const [path, entry] of [
    ['/', 'menu.top'],
    ['/news/3', 'menu.news'],
    ['/campaign-detail/9', 'menu.getPoints'],
    ['/items/training-boost', 'menu.usePoints'],
    ['/campaign-lotto/stadium-draw', 'menu.usePoints'],
  ] as const) {
    await page.goto(path);
    await expect(nav.getByRole('link', { name: text(entry) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  await page.goto('/topic/news/1');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});
