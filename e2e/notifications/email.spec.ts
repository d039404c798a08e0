import { expect, test } from '@playwright/test';
import { expectAccessible, signInInEnglish } from '../support';

/** The mail catcher `npm start` runs beside this server (playwright.config.ts gives its ports). */
const CATCHER = `http://localhost:${Number(process.env.E2E_PORT ?? 18080) + 3}`;
const ADDRESS = 'player-jp@example.com';

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  list_unsubscribe: string | null;
  list_unsubscribe_post: string | null;
}

/**
 * E-mail end to end (issue 31): player-jp opts in, the running server sends the day's e-mail over
 * SMTP to the local catcher, where it is read; its one-click unsubscribe link opens the site's
 * page, which unsubscribes without signing in; after that the settings say no e-mail and no
 * address, and the outbox sends player-jp nothing more.
 */
test('an opted-in player’s e-mail arrives in the catcher over SMTP and stops after unsubscribing', async ({
  page,
  request,
}) => {
  await signInInEnglish(page, 'player-jp');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'ps_token')!;
  const auth = { authorization: `Bearer ${token.value}` };
  // The settings page is the SPA's; this is the call it makes.
  const optIn = await request.put('/api/v1/notification-settings', {
    headers: auth,
    data: { email: true },
  });
  expect(await optIn.json()).toEqual({
    status_code: 200,
    data: { email: true, address_known: true },
  });

  const caught = async (): Promise<CaughtMail[]> => {
    const { messages } = (await (await request.get(`${CATCHER}/messages.json`)).json()) as {
      messages: CaughtMail[];
    };
    return messages.filter((mail) => mail.to.includes(ADDRESS));
  };
  await expect.poll(async () => (await caught()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await caught();
  // In the player's language (ja), with the nickname and the demo's notices, links to the site.
  expect(mail!.subject).toBe('Pitch Pointsからのお知らせ');
  expect(mail!.text).toContain('Sakura10さん、こんにちは。');
  expect(mail!.text).toContain('ポイントの失効が近づいています');
  expect(mail!.text).toContain(`${new URL(page.url()).origin}/point-history`);
  expect(mail!.list_unsubscribe_post).toBe('List-Unsubscribe=One-Click');
  expect(mail!.list_unsubscribe).toMatch(
    /^<http:\/\/localhost:\d+\/api\/v1\/notification-settings\/unsubscribe\?token=[0-9a-f]{64}&lang=ja>$/,
  );

  // The catcher's page shows it; its unsubscribe link opens the site's page (no sign-in needed).
  await page.context().clearCookies();
  await page.goto(CATCHER);
  await expect(page.getByRole('heading', { name: mail!.subject })).toBeVisible();
  await page
    .getByRole('link', { name: /notification-settings\/unsubscribe\?token=/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'メール通知' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: '配信を停止する' }).click();
  await expect(page.getByRole('status')).toContainText('配信を停止しました');
  await expectAccessible(page);

  // Off, and the address forgotten: the batch makes no e-mail for a player opted out and without
  // an address (email-outbox.test.ts drives it with its own clock; nothing here waits on time).
  const settings = await request.get('/api/v1/notification-settings', { headers: auth });
  expect((await settings.json()).data).toEqual({ email: false, address_known: false });
});
