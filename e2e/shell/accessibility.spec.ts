import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { text, useEnglish } from '../support';

/**
 * Each page or state checked on its own (its own test and time budget): one test walking them
 * all took 1.9–2.1 min on a loaded machine, at its 2-minute limit.
 */
const STATES: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  ...['/', '/error?code=4011', '/error?code=407', '/contact', '/news', '/maintain'].map((path) => ({
    name: path,
    open: async (page: Page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  })),
  {
    name: '/contact with errors',
    open: async (page) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: text('contact.send') }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'the open drawer',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: text('drawer.open') }).click();
      await expect(page.getByRole('dialog', { name: text('drawer.title') })).toBeVisible();
    },
  },
  {
    name: 'the language dialog',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: text('language.button') }).click();
      await expect(page.getByRole('dialog', { name: text('language.title') })).toBeVisible();
    },
  },
];

for (const width of [375, 1280]) {
  for (const state of STATES) {
    test(`axe finds no violations on ${state.name} at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await useEnglish(page);
      await state.open(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((violation) => `${violation.id} ${violation.nodes[0]?.target}`),
      ).toEqual([]);
      await context.close();
    });
  }
}
