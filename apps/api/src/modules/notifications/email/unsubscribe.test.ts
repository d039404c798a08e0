import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases';
import { testLedger as ledger } from '../../../test/ledger';
import { buildTestApp } from '../../../test/test-app';
import { asPlayer, createTestUser, type TestUser } from '../../../test/users';

const URL_PATH = '/api/v1/notification-settings/unsubscribe';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The one-click unsubscribe of an e-mail's link (RFC 8058): no sign-in, the token alone. */
describeEachDatabase('one-click unsubscribe', ({ db }) => {
  let app: FastifyInstance;
  let player: TestUser;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp({ db: db(), extra: { ledger } });
    player = await createTestUser(db(), { language: 'fr', email: 'fan@mail.example' });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings',
      headers: asPlayer(player),
      payload: { email: true },
    });
    expect(put.json()).toEqual({ status_code: 200, data: { email: true, address_known: true } });
    const { rows } = await db().query<{ unsubscribe_token: string }>(
      `SELECT unsubscribe_token FROM notification_settings WHERE user_id = $1`,
      [player.id],
    );
    token = rows[0]!.unsubscribe_token;
  });
  afterAll(async () => {
    await app?.close();
  });

  const settingsRow = async () =>
    (
      await db().query<{ email_opt_in: boolean; email: string | null }>(
        `SELECT email_opt_in, email FROM notification_settings WHERE user_id = $1`,
        [player.id],
      )
    ).rows[0]!;

  it('shows a page in the player’s language that asks, with a form that posts one click', async () => {
    const page = await app.inject({ url: `${URL_PATH}?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Ne plus recevoir les notifications par e-mail ?');
    expect(page.body).toContain(`<form method="post" action="?token=${token}&amp;lang=fr">`);
    expect(page.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page.body).toContain('<button type="submit">Se désabonner</button>');
    // Showing the page changes nothing: a link scanner that opens it unsubscribes nobody.
    expect(await settingsRow()).toEqual({ email_opt_in: true, email: 'fan@mail.example' });
    // The link's language wins.
    expect((await app.inject({ url: `${URL_PATH}?token=${token}&lang=ja` })).body).toContain(
      '<html lang="ja">',
    );
  });

  it('refuses a malformed token (400) and an unknown one (404), as JSON or as a page', async () => {
    for (const bad of ['', 'abc', token.toUpperCase(), `${token}0`, 'x'.repeat(64)]) {
      const response = await app.inject({
        method: 'POST',
        url: `${URL_PATH}?token=${bad}`,
        headers: FORM,
        payload: ONE_CLICK,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ status_code: 400 });
    }
    const unknown = 'f'.repeat(64);
    const refused = await app.inject({
      method: 'POST',
      url: `${URL_PATH}?token=${unknown}`,
      headers: FORM,
      payload: ONE_CLICK,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ status_code: 404, reason: 'unknown_unsubscribe_token' });
    const page = await app.inject({ url: `${URL_PATH}?token=${unknown}&lang=de` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Dieser Abmeldelink ist ungültig.');
    expect(await settingsRow()).toEqual({ email_opt_in: true, email: 'fan@mail.example' });
  });

  it('unsubscribes with one click, without signing in, and again changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${URL_PATH}?token=${token}`,
      headers: FORM,
      payload: ONE_CLICK,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status_code: 200, data: { email: false } });
    expect(await settingsRow()).toEqual({ email_opt_in: false, email: null });
    const settings = await app.inject({
      url: '/api/v1/notification-settings',
      headers: asPlayer(player),
    });
    expect(settings.json().data).toEqual({ email: false, address_known: false });

    // A replay (the mail client's, or the page's button after the one click): the same answer.
    const again = await app.inject({
      method: 'POST',
      url: `${URL_PATH}?token=${token}`,
      headers: { ...FORM, accept: 'text/html' },
      payload: ONE_CLICK,
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<p role="status">Votre désabonnement est enregistré');
    expect(await settingsRow()).toEqual({ email_opt_in: false, email: null });

    // Opting in again on the site takes the address of this sign-in anew; the old link still works.
    await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings',
      headers: asPlayer(player),
      payload: { email: true },
    });
    expect(await settingsRow()).toEqual({ email_opt_in: true, email: 'fan@mail.example' });
    const json = await app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': 'application/json' },
      payload: { token },
    });
    expect(json.json()).toEqual({ status_code: 200, data: { email: false } });
    expect(await settingsRow()).toEqual({ email_opt_in: false, email: null });
  });

  it('reads forms on this route only: elsewhere a form body is still refused', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/notification-settings',
      headers: { ...asPlayer(player), ...FORM },
      payload: 'email=true',
    });
    expect(response.json()).toEqual({ status_code: 400, reason: 'unsupported_content_type' });
  });
});
