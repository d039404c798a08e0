import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

const CODES = [
  400, 401, 4011, 402, 403, 404, 406, 407, 500, 503, 504, 4041, 4042, 4043, 4044, 4045, 4047, 4048,
  4049, 4061,
];

test('every error code renders its own title and message, with its extra line and way on', async ({
  page,
}) => {
  await useEnglish(page);
  const seen = new Set<string>();
  for (const code of CODES) {
    await page.goto(`/error?code=${code}`);
    const main = page.getByRole('main');
    const title = text(`error.titles.${code}`);
    const message = text(`error.messages.${code}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Pitch Points`);
    await expect(main.getByText(message, { exact: true })).toBeVisible();
    await expect(main.getByText(`Error code: ${code}`)).toBeVisible();
    seen.add(message);
    if ([4044, 407].includes(code)) {
      await expect(main.getByText(text(`error.extra.${code}`))).toBeVisible();
    }
    if (code === 401) {
      // The session ended: the way on is to log in again (or home).
      await expect(main.getByRole('button', { name: text('error.login') })).toBeVisible();
    }
    if (code === 4011) {
      await expect(main.getByRole('button', { name: text('error.login') })).toBeVisible();
      await expect(main.getByRole('link', { name: text('error.backHome') })).toHaveCount(0);
    } else {
      await expect(main.getByRole('link', { name: text('error.backHome') })).toHaveAttribute(
        'href',
        '/',
      );
    }
  }
  expect(seen.size).toBe(CODES.length);
});

test('an unknown code and an unknown path show page-not-found', async ({ page }) => {
  await useEnglish(page);
  for (const path of ['/error?code=9999', '/error?code=abc', '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('error.notFoundTitle'));
  }
});
