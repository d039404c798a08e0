import { expect, test } from '@playwright/test';
import { text, useEnglish } from '../support';

test('a visitor sends a message after correcting the form', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: text('contact.send') }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(text('contact.errors.summary'));
  await expect(
    summary.getByRole('link', { name: text('contact.errors.emailRequired') }),
  ).toBeVisible();
  await expect(page.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/Topic/).selectOption('points');
  await page.getByLabel(/Email address/).fill('player@example');
  await page.getByLabel(/Message/).fill('Too short');
  await expect(page.getByText(text('contact.errors.emailInvalid')).first()).toBeVisible();
  await expect(page.getByText(text('contact.errors.messageShort')).first()).toBeVisible();

  await page.getByLabel(/Email address/).fill('player@example.com');
  await page.getByLabel(/Game user ID/).fill('US-EFS-100002');
  await page.getByLabel(/Message/).fill('My spring cup points have not arrived yet.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The re-click guard of the first attempt holds the button for 3 s.
  await expect(page.getByRole('button', { name: text('contact.send') })).toBeEnabled({
    timeout: 5000,
  });
  await page.getByRole('button', { name: text('contact.send') }).click();

  await expect(page).toHaveURL(/\/contact\/done$/);
  await expect(page.getByText(text('contact.doneTitle'))).toBeVisible();
  // A short reference a person can read out over the phone.
  await expect(page.locator('code.reference')).toHaveText(
    /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
  );
});
