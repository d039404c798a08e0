import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };

/** The site's English strings, so specs check real messages, not copies of them. */
const en = JSON.parse(
  readFileSync(new URL('../apps/web/src/i18n/locales/en.json', import.meta.url), 'utf8'),
) as Tree;

/** A locale file of the site, to check a page shown in another language. */
export const locale = (language: string): Tree =>
  JSON.parse(
    readFileSync(new URL(`../apps/web/src/i18n/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Tree;

export function text(path: string, tree: Tree = en): string {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no English string at ${path}`);
  return value;
}

/** Pins the interface to English whatever the browser says, like a person who chose it. */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
}

/**
 * Signs in at the provider's form. Unless `keepPopups`, the browser is given no home popup (the
 * popup call answers "none"), so a spec about something else is not covered by one and the
 * account's popups stay unseen for the popup specs.
 */
export async function signInAtProvider(
  page: Page,
  loginId: string,
  options: { keepPopups?: boolean } = {},
): Promise<void> {
  if (!options.keepPopups) await withoutPopups(page);
  await expect(
    page.getByRole('heading', { name: /Sign in to your publisher account/ }),
  ).toBeVisible();
  await page.getByLabel('Login ID').fill(loginId);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The popup call answers that there is none, for this page's browser context. */
export async function withoutPopups(page: Page): Promise<void> {
  await page
    .context()
    .route(/\/api\/v1\/popup(\?|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { status_code: 200, data: { popup: null } } })
        : route.continue(),
    );
}

/** Opens the home page and presses the header's log-in button: the provider's page opens. */
export async function startSignIn(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.login') })
    .click();
}

/** Signs in from the home page's header with a demo account, back on the site when it returns. */
export async function signInFromHeader(page: Page, loginId: string): Promise<void> {
  await startSignIn(page);
  await signInAtProvider(page, loginId);
  await expect(page.getByRole('banner').getByTestId('nickname')).toBeVisible();
}

/** Signs in from the header and reads the site in English (sign-in switches to the account's language). */
export async function signInInEnglish(page: Page, loginId: string): Promise<void> {
  await useEnglish(page);
  await signInFromHeader(page, loginId);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
}

/**
 * Logs out from the drawer, through the provider's sign-out and back to the site. The site forgets
 * the session before it leaves for the provider, so the page looks signed out at once: the round
 * trip is awaited (away to the provider, then home again), or a next step could cut it short and
 * leave the provider's session standing.
 */
export async function logOutFromDrawer(page: Page): Promise<void> {
  const site = new URL(page.url()).origin;
  const atProvider = page.waitForURL((url) => url.origin !== site);
  await page.getByRole('button', { name: text('drawer.open') }).click();
  await page
    .getByRole('dialog', { name: text('drawer.title') })
    .getByRole('button', { name: text('header.logout') })
    .click();
  await atProvider;
  await page.waitForURL((url) => url.origin === site && url.pathname === '/');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('header.login') }),
  ).toBeVisible();
}

/** axe finds no violations on the page as it is now (dialogs included). */
export const expectAccessible = async (page: Page): Promise<void> =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

/** The balance the header shows, once it is a number. */
export async function pointsIn(page: Page): Promise<number> {
  const label = page.getByRole('banner').getByTestId('points');
  await expect(label).toHaveText(/\d/);
  return Number((await label.innerText()).replace(/[^\d]/g, ''));
}
