import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases';
import { demoClaims, providerSignIn, providerSuite } from '../../../test/sign-in';

const jp = demoClaims('player-jp');

/**
 * Where the address e-mail goes to comes from: the provider's `email` claim at sign-in, kept with
 * the session while it lives and in the settings only for a player who opted in.
 */
describeEachDatabase('the e-mail address from the provider', ({ db }) => {
  const { app, idp, tamper } = providerSuite(db);

  const signIn = async () => {
    const { response } = await providerSignIn(app, idp.url, 'player-jp');
    const body = response.json() as { status_code: number; data: { token: string } };
    expect(body.status_code).toBe(200);
    return body.data.token;
  };
  const settings = async (token: string, email?: boolean) =>
    (
      await app.inject({
        method: email === undefined ? 'GET' : 'PUT',
        url: '/api/v1/notification-settings',
        headers: { authorization: `Bearer ${token}` },
        ...(email === undefined ? {} : { payload: { email } }),
      })
    ).json() as { data: { email: boolean; address_known: boolean } };
  const stored = async () =>
    (
      await db().query<{ email: string | null }>(
        `SELECT s.email FROM notification_settings s JOIN users u ON u.id = s.user_id
          WHERE u.subject = $1`,
        [jp.sub],
      )
    ).rows[0]?.email ?? null;
  const sessionAddresses = async () =>
    (
      await db().query<{ email: string | null; revoked: boolean }>(
        `SELECT s.email, s.revoked_at IS NOT NULL AS revoked
           FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE u.subject = $1 ORDER BY s.created_at`,
        [jp.sub],
      )
    ).rows;

  it('keeps no address for a player who has not opted in, and takes the claim on opting in', async () => {
    expect(jp.email).toBe('player-jp@example.com');
    const token = await signIn();
    // Not opted in: nothing in the settings (no row at all), the claim only with the session.
    expect(await stored()).toBeNull();
    expect((await sessionAddresses()).at(-1)).toEqual({ email: jp.email, revoked: false });
    expect((await settings(token)).data).toEqual({ email: false, address_known: false });

    expect((await settings(token, true)).data).toEqual({ email: true, address_known: true });
    expect(await stored()).toBe(jp.email);

    // Opting out forgets it.
    expect((await settings(token, false)).data).toEqual({ email: false, address_known: false });
    expect(await stored()).toBeNull();

    // Signing out forgets the session's copy.
    await app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await sessionAddresses()).every((s) => !s.revoked || s.email === null)).toBe(true);
  });

  it('refreshes the address of an opted-in player at every sign-in, and drops an unverified one', async () => {
    const token = await signIn();
    await settings(token, true);
    expect(await stored()).toBe(jp.email);

    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, email: 'new@mail.example' }) });
    await signIn();
    expect(await stored()).toBe('new@mail.example');

    // The provider no longer vouches for it: nothing is sent to it.
    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, email_verified: false }) });
    const unverified = await signIn();
    expect(await stored()).toBeNull();
    expect((await sessionAddresses()).at(-1)!.email).toBeNull();
    expect((await settings(unverified)).data).toEqual({ email: true, address_known: false });

    // An account without an address signs in as before; opted in, still none known.
    tamper({
      kind: 'userinfo',
      change: ({ email: _e, email_verified: _v, ...claims }) => claims,
    });
    const without = await signIn();
    expect((await settings(without, true)).data).toEqual({ email: true, address_known: false });
    // A malformed one is no address either, and no refusal.
    tamper({ kind: 'userinfo', change: (claims) => ({ ...claims, email: 'not an address' }) });
    await signIn();
    expect(await stored()).toBeNull();
    await settings(await signIn(), false);
  });
});
