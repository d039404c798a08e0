import { expect, test } from '@playwright/test';
import { text } from '../support';

test('a chosen language persists across reloads and sets <html lang>', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: text('language.button') }).click();
  const dialog = page.getByRole('dialog', { name: text('language.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Français' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jouez. Gagnez des points. Décrochez des récompenses.',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Se connecter' }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

  // Japanese writes dates year first; the page title follows the language too.
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '日本語' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'ログイン' })).toBeVisible();
});

test('without a stored choice the browser language is used', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await context.close();
});
