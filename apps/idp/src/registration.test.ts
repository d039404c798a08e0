import { describe, expect, it } from 'vitest';
import { STRINGS } from './strings';
import { pkceAuthorizationUrl, redeem, useTestIdp } from './test-support';
import { TEST_CLIENT, authorize, browser, pageAt, type ProviderPage } from './testing';

const idp = useTestIdp();
const authUrl = (params: Record<string, string>) => pkceAuthorizationUrl(idp().url, params);

/** Posts a form of the page `html` as the same browser. */
async function submit(
  request: ReturnType<typeof browser>,
  html: string,
  fields: Record<string, string>,
) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  return request(new URL(action, idp().url).toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('creating an account at the provider (prompt=create)', () => {
  it('announces prompt=create in its discovery document', async () => {
    const metadata = (await (
      await fetch(new URL('/.well-known/openid-configuration', idp().url))
    ).json()) as { prompt_values_supported: string[] };
    expect(metadata.prompt_values_supported).toEqual(expect.arrayContaining(['create', 'login']));
  });

  it('shows the registration page, in the site’s language, with labelled fields', async () => {
    const page = await pageAt(browser(), authUrl({ prompt: 'create', ui_locales: 'ja' }));
    const html = await page.text();
    const ja = STRINGS.ja;
    expect(html).toContain(`<h1>${ja.createHeading}</h1>`);
    expect(html).toMatch(/<form method="post" action="\/interaction\/[^/"]+\/register"/);
    for (const [id, label] of [
      ['register-nickname', ja.nickname],
      ['register-login', ja.loginId],
      ['register-password', ja.password],
      ['register-country', ja.country],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    // The first field has the focus; the country is the language's own, preselected.
    expect(html).toMatch(/<input id="register-nickname"[^>]* autofocus/);
    expect(html).toContain('<option value="jp" selected>日本</option>');
    expect(html).toContain(`<button type="submit">${ja.createAccount}</button>`);
  });

  it('says what to correct, field by field, and keeps the answers', async () => {
    const request = browser();
    const first = await (await pageAt(request, authUrl({ prompt: 'create' }))).text();
    const refused = await submit(request, first, {
      nickname: 'Kai',
      login: 'player-jp',
      password: 'short',
      country: 'zz',
    });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toContain(`role="alert">${STRINGS.en.fixFields}`);
    expect(html).toContain(
      `<p id="register-login-error" class="error field-error">${STRINGS.en.loginIdTaken}</p>`,
    );
    expect(html).toContain(STRINGS.en.passwordTooShort);
    expect(html).toContain(STRINGS.en.countryInvalid);
    expect(html).not.toContain(STRINGS.en.nicknameInvalid);
    expect(html).toMatch(
      /<input id="register-login"[^>]* autofocus[^>]* value="player-jp"[^>]* aria-invalid="true"/,
    );
    expect(html).toContain('value="Kai"');
  });

  it('signs the new account in; it agrees to the terms, gets a token, and signs in again later', async () => {
    const pages: ProviderPage[] = [];
    const result = await authorize(idp().url, {
      loginId: 'new-player',
      password: 'a long password',
      register: { nickname: 'Kai', country: 'th' },
      uiLocales: 'th',
      onPage: (page) => pages.push(page),
    });
    // Created with no consent to the programme yet: the terms are asked like any sign-in's.
    expect(pages).toEqual(['register', 'consent']);

    const { access_token: accessToken } = await redeem(idp().url, result);
    const userinfo = await fetch(new URL('/me', idp().url), {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await userinfo.json()).toMatchObject({
      nickname: 'Kai',
      country: 'th',
      language: 'th',
      program_consent: true,
      game_app_user_ids: [],
      point_available: true,
    });

    // Later, like a demo account: Login ID and its own password, and no terms to agree to again.
    pages.length = 0;
    const again = await authorize(idp().url, {
      loginId: 'new-player',
      password: 'a long password',
      onPage: (page) => pages.push(page),
    });
    expect(again.code).toBeTruthy();
    expect(pages).toEqual(['login']);
    await expect(authorize(idp().url, { loginId: 'new-player', password: 'demo' })).rejects.toThrow(
      /login refused/,
    );
  });

  it('lets someone asked to create an account sign in to one they have instead', async () => {
    const request = browser();
    const registration = await (await pageAt(request, authUrl({ prompt: 'create' }))).text();
    const loginLink = /<a href="([^"]+\/login)">/.exec(registration)![1]!;
    const login = await (await pageAt(request, new URL(loginLink, idp().url).toString())).text();
    expect(login).toContain('<h1>Sign in to your publisher account</h1>');
    let response = await submit(request, login, { login: 'player-us', password: 'demo' });
    for (let hop = 0; hop < 10 && response.headers.get('location'); hop++) {
      const location = new URL(response.headers.get('location')!, idp().url);
      if (location.toString().startsWith(TEST_CLIENT.redirectUri)) break;
      response = await request(location.toString());
    }
    const back = new URL(response.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(TEST_CLIENT.redirectUri);
    expect(back.searchParams.get('code')).toBeTruthy();
  });
});
