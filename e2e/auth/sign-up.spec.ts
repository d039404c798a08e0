import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, text, useEnglish, withoutPopups } from '../support';

test('a visitor signs up from the header, agrees to the terms and is back signed in', async ({
  page,
}) => {
  await useEnglish(page);
  await withoutPopups(page);
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('header.signup') })
    .click();
  await expect(page.getByRole('heading', { name: 'Create your publisher account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nickname').fill('Newcomer7');
  await page.getByLabel('Login ID').fill(`new-${randomUUID().slice(0, 8)}`);
  await page.getByLabel('Password').fill('long-enough-9');
  await page.getByLabel('Country or region').selectOption('jp');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('banner').getByTestId('nickname')).toHaveText('Newcomer7');
});

test('on a phone, sign-up is in the menu, beside log in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await useEnglish(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: text('header.login') })).toBeVisible();
  await expect(banner.getByRole('button', { name: text('header.signup') })).toBeHidden();
  await page.getByRole('button', { name: text('drawer.open') }).click();
  await page
    .getByRole('dialog', { name: text('drawer.title') })
    .getByRole('button', { name: text('header.signup') })
    .click();
  await expect(page.getByRole('heading', { name: 'Create your publisher account' })).toBeVisible();
});
