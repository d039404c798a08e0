import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Signs an operator in to the console through the dev provider, in English. */
export async function signInToConsole(
  page: Page,
  loginId: string,
  path = '/console/',
): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('pp-console-language'))
      localStorage.setItem('pp-console-language', 'en');
  });
  await page.goto(path);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: /Sign in to your publisher account/ }),
  ).toBeVisible();
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/^Signed in as /)).toBeVisible();
}

/** Axe's violations on the page as it is now: none expected. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`);
}
