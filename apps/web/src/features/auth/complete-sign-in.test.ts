import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@points/contracts';
import { getCookie } from '../../lib/cookies';
import { completeSignIn } from './complete-sign-in';

const state = 's'.repeat(32);
const nonce = 'n'.repeat(32);
const verifier = 'v'.repeat(43);

function prepare() {
  localStorage.setItem(STORAGE_KEYS.oauthState, state);
  localStorage.setItem(STORAGE_KEYS.oauthNonce, nonce);
  localStorage.setItem(STORAGE_KEYS.oauthCodeVerifier, verifier);
}

function mockLogin(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = { nickname: 'JordanStriker', country: 'us', language: 'en-us' };

describe('completeSignIn at /token', () => {
  it('exchanges the code with the verifier and nonce, then keeps the session in cookies', async () => {
    prepare();
    const fetchMock = mockLogin({
      status_code: 200,
      data: { token: 't0k3n', user, first_visit: true },
    });
    const outcome = await completeSignIn(`?code=c1&state=${state}&iss=http%3A%2F%2Fidp`);
    expect(outcome).toEqual({
      ok: true,
      data: { token: 't0k3n', user, first_visit: true },
      next: '/',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/api/v1/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      code: 'c1',
      code_verifier: verifier,
      nonce,
      iss: 'http://idp',
    });
    expect(getCookie('ps_token')).toBe('t0k3n');
    // The cookie keeps that this is the first visit, for the greeting.
    expect(JSON.parse(getCookie('user_info')!)).toEqual({ ...user, first_visit: true });
    // State, nonce and verifier are single-use.
    expect(localStorage.getItem(STORAGE_KEYS.oauthState)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.oauthCodeVerifier)).toBeNull();
  });

  it('returns to the last visited page', async () => {
    prepare();
    localStorage.setItem(STORAGE_KEYS.lastUrl, '/items/7?tab=points');
    mockLogin({ status_code: 200, data: { token: 't', user, first_visit: false } });
    const outcome = await completeSignIn(`?code=c2&state=${state}`);
    expect(outcome.ok && outcome.next).toBe('/items/7?tab=points');
  });

  it('never goes to another site after sign-in', async () => {
    prepare();
    localStorage.setItem(STORAGE_KEYS.lastUrl, '//evil.example/steal');
    mockLogin({ status_code: 200, data: { token: 't', user, first_visit: false } });
    const outcome = await completeSignIn(`?code=c3&state=${state}`);
    expect(outcome.ok && outcome.next).toBe('/');
  });

  it('refuses a missing state without calling the API', async () => {
    prepare();
    const fetchMock = mockLogin({
      status_code: 200,
      data: { token: 't', user, first_visit: false },
    });
    expect(await completeSignIn('?code=c4')).toEqual({ ok: false, code: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getCookie('ps_token')).toBeNull();
  });

  it('refuses a wrong state without calling the API', async () => {
    prepare();
    const fetchMock = mockLogin({
      status_code: 200,
      data: { token: 't', user, first_visit: false },
    });
    expect(await completeSignIn(`?code=c5&state=${'x'.repeat(32)}`)).toEqual({
      ok: false,
      code: 401,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges a code once even when the page asks twice', async () => {
    prepare();
    const fetchMock = mockLogin({
      status_code: 200,
      data: { token: 't', user, first_visit: false },
    });
    const search = `?code=c6&state=${state}`;
    const [a, b] = await Promise.all([completeSignIn(search), completeSignIn(search)]);
    expect(a).toBe(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes the API refusal on: 4011 when programme consent is missing', async () => {
    prepare();
    mockLogin({ status_code: 4011 }, 401);
    expect(await completeSignIn(`?code=c7&state=${state}`)).toEqual({ ok: false, code: 4011 });
    expect(getCookie('ps_token')).toBeNull();
  });
});
