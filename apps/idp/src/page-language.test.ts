import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';
import { STRINGS } from './strings';
import { pkceAuthorizationUrl, useTestIdp } from './test-support';
import { TEST_CLIENT, authorizationUrl, authorize, browser, pageAt } from './testing';

const idp = useTestIdp();

/** The provider's first page for an authorization request, as a browser with these headers sees it. */
async function signInPage(params: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await pageAt(browser(headers), pkceAuthorizationUrl(idp().url, params));
  expect(response.status).toBe(200);
  return response.text();
}

const htmlTag = (html: string) => /<html [^>]*>/.exec(html)?.[0];

describe('the language of the provider’s pages', () => {
  it('follows the site’s ui_locales: Japanese', async () => {
    const html = await signInPage({ ui_locales: 'ja' }, { 'accept-language': 'de-DE,de' });
    expect(htmlTag(html)).toBe('<html lang="ja" dir="ltr">');
    expect(html).toContain(`<h1>${STRINGS.ja.signInHeading}</h1>`);
    expect(html).toContain(`<label for="login-id">${STRINGS.ja.loginId}</label>`);
    expect(html).toContain(`<button type="submit">${STRINGS.ja.signIn}</button>`);
    expect(html).toContain(`${STRINGS.ja.signIn} · ${STRINGS.ja.siteName}</title>`);
  });

  it('takes the first language of ui_locales it speaks: Thai after an unknown one', async () => {
    const html = await signInPage({ ui_locales: 'xx-YY th' });
    expect(htmlTag(html)).toBe('<html lang="th" dir="ltr">');
    expect(html).toContain(`<h1>${STRINGS.th.signInHeading}</h1>`);
    expect(html).toContain(STRINGS.th.createAccount);
  });

  it('falls back to the browser’s Accept-Language, in order of preference', async () => {
    const html = await signInPage({}, { 'accept-language': 'xx;q=0.9, pt-BR;q=0.8, fr;q=0.5' });
    expect(htmlTag(html)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(html).toContain(`<h1>${STRINGS['pt-br'].signInHeading}</h1>`);
  });

  it('falls back to English when neither names a language it speaks', async () => {
    const html = await signInPage({ ui_locales: 'xx' }, { 'accept-language': 'nl-NL, *;q=0.1' });
    expect(htmlTag(html)).toBe('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Sign in to your publisher account</h1>');
  });

  it('shows the error page in the site’s language too', async () => {
    const response = await fetch(
      authorizationUrl(idp().url, { redirect_uri: 'https://evil.example/token', ui_locales: 'de' }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(htmlTag(html)).toBe('<html lang="de" dir="ltr">');
    expect(html).toContain(`<h1>${STRINGS.de.errorTitle}</h1>`);
  });

  it('shows the sign-out page in the language of the end-session request’s ui_locales', async () => {
    const person = browser({ 'accept-language': 'en' });
    await authorize(idp().url, { loginId: 'player-us', browser: person });
    const endSession = (uiLocales: string) => {
      const url = new URL('/session/end', idp().url);
      url.search = new URLSearchParams({
        client_id: TEST_CLIENT.clientId,
        post_logout_redirect_uri: TEST_CLIENT.postLogoutRedirectUri!,
        ui_locales: uiLocales,
      }).toString();
      return url.toString();
    };
    const html = await (await person(endSession('ko'))).text();
    expect(htmlTag(html)).toBe('<html lang="ko" dir="ltr">');
    expect(html).toContain(`<h1>${STRINGS.ko.signingOutHeading}</h1>`);
    expect(html).toContain(`>${STRINGS.ko.signOut}</button>`);
    const brazilian = await (await person(endSession('pt-BR'))).text();
    expect(htmlTag(brazilian)).toBe('<html lang="pt-BR" dir="ltr">');
    expect(brazilian).toContain(`<h1>${STRINGS['pt-br'].signingOutHeading}</h1>`);
  });

  it('reads the language the site puts in its links to the provider’s own pages', async () => {
    const guide = await (await fetch(new URL('/guide/link-game/zh-tw', idp().url))).text();
    expect(htmlTag(guide)).toBe('<html lang="zh-TW" dir="ltr">');
    expect(guide).toContain(`<h1>${STRINGS['zh-tw'].linkHeading}</h1>`);
    const terms = await (await fetch(new URL('/terms?lang=ko', idp().url))).text();
    expect(terms).toContain(`<h1>${STRINGS.ko.termsTitle}</h1>`);
  });
});

describe('pageLanguage', () => {
  it('maps regional and script tags to the site’s languages', () => {
    const from = (acceptLanguage: string) => pageLanguage({ acceptLanguage });
    expect(from('zh-Hant')).toBe('zh-tw');
    expect(from('zh-HK')).toBe('zh-tw');
    expect(from('zh')).toBe('zh-cn');
    expect(from('pt')).toBe('pt-pt');
    expect(from('es-419')).toBe('es-mx');
    expect(from('en-GB')).toBe('en');
    expect(from('en-US')).toBe('en-us');
    expect(from('')).toBe('en');
  });
});
