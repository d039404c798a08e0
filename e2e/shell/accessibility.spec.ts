import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

for (const width of [375, 1280]) {
  test(`axe finds no violations on home, error, contact and the open drawer at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await useEnglish(page);
    const check = async (label: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${label}: ${violation.id} ${violation.nodes[0]?.target}`,
        ),
      ).toEqual([]);
    };
    for (const path of [
      '/',
      '/error?code=4011',
      '/error?code=407',
      '/contact',
      '/news',
      '/maintain',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(path);
    }
    await page.goto('/contact');
    await page.getByRole('button', { name: text('contact.send') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('/contact with errors');

    await page.goto('/');
    await page.getByRole('button', { name: text('drawer.open') }).click();
    await expect(page.getByRole('dialog', { name: text('drawer.title') })).toBeVisible();
    await check('drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: text('language.button') }).click();
    await expect(page.getByRole('dialog', { name: text('language.title') })).toBeVisible();
    await check('language dialog');
    await context.close();
  });
}
