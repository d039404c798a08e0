import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AckEnvelope, okEnvelope } from '@points/contracts';
import {
  ApiError,
  apiRequest,
  applyFailureSideEffects,
  errorPageCode,
  goToErrorPage,
  leaveIfVisitEnds,
  onSessionEnded,
} from './api-client';
import { getCookie, setCookie } from './cookies';
import { registerNavigate } from './navigation';
import { sessionStore } from './session';
import { loadSiteConfig, siteConfig } from './site-config';

const respond = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigate(null);
});

const user = { nickname: 'n', country: 'us', language: 'en' as const };

describe('apiRequest', () => {
  it('sends the bearer token and returns the parsed envelope', async () => {
    sessionStore.signIn('tok-1', user);
    const fetchMock = respond({ status_code: 200, data: { value: 3 } });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/thing', {
      query: { page: 2, skip: undefined },
      schema: okEnvelope(z.object({ value: z.number() })),
    });
    expect(result.data.value).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname + url.search).toBe('/api/v1/thing?page=2');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('replaces the stored token with new_token', async () => {
    sessionStore.signIn('old', user);
    vi.stubGlobal('fetch', respond({ status_code: 200, new_token: 'renewed' }));
    await apiRequest('/x', { schema: AckEnvelope });
    expect(getCookie('ps_token')).toBe('renewed');
  });

  it('renews the token even on an error answer', async () => {
    sessionStore.signIn('old', user);
    vi.stubGlobal('fetch', respond({ status_code: 402, new_token: 'renewed' }, 402));
    await expect(apiRequest('/x', { schema: AckEnvelope })).rejects.toEqual(new ApiError(402));
    expect(getCookie('ps_token')).toBe('renewed');
  });

  it('throws the status_code of a refusal', async () => {
    vi.stubGlobal('fetch', respond({ status_code: 4041 }, 404));
    await expect(apiRequest('/x', { schema: AckEnvelope })).rejects.toMatchObject({ code: 4041 });
  });

  it('maps a failure without an envelope to its HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('/x', { schema: AckEnvelope })).rejects.toMatchObject({ code: 502 });
    expect(errorPageCode(502)).toBe(503);
  });

  it('counts a network failure as 503, or 407 once the overload flag is up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x', { schema: AckEnvelope })).rejects.toMatchObject({ code: 503 });
    setCookie('acdeToken', '1', 60);
    await expect(apiRequest('/x', { schema: AckEnvelope })).rejects.toMatchObject({ code: 407 });
  });

  it('treats a body that breaks the contract as a server error', async () => {
    vi.stubGlobal('fetch', respond({ status_code: 200, data: { value: 'three' } }));
    await expect(
      apiRequest('/x', { schema: okEnvelope(z.object({ value: z.number() })) }),
    ).rejects.toMatchObject({ code: 500 });
  });
});

describe('failure side effects', () => {
  it('401 and 4011 end the session and forget the OAuth data', () => {
    for (const code of [401, 4011]) {
      sessionStore.signIn('t', user);
      localStorage.setItem('oauthState', 'x');
      applyFailureSideEffects(code);
      expect(getCookie('ps_token')).toBeNull();
      expect(getCookie('user_info')).toBeNull();
      expect(localStorage.getItem('oauthState')).toBeNull();
    }
  });

  it('407 ends the session and raises the overload flag', () => {
    sessionStore.signIn('t', user);
    applyFailureSideEffects(407);
    expect(getCookie('ps_token')).toBeNull();
    expect(getCookie('acdeToken')).toBe('1');
  });

  it('other refusals keep the session', () => {
    sessionStore.signIn('t', user);
    applyFailureSideEffects(402);
    expect(getCookie('ps_token')).toBe('t');
  });

  it('a 401 ends the session in place with the handler the app set, leaving the page be', () => {
    const ended = vi.fn();
    const routed = vi.fn();
    onSessionEnded(ended);
    goToErrorPage(routed, 401);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(routed).not.toHaveBeenCalled();
    // A sign-in that failed is no session ending in place: it shows the 401 page.
    goToErrorPage(routed, 401, { sessionEndsInPlace: false });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(routed.mock.calls[0]?.[0]).toBe('/error?code=401');
  });

  it('shows listed codes as themselves and anything else as 503', () => {
    for (const code of [400, 401, 4011, 402, 403, 404, 406, 407, 500, 503, 504, 4041, 4045, 4061]) {
      expect(errorPageCode(code)).toBe(code);
    }
    for (const code of [418, 429, 502, 4047, 4049, 9999]) expect(errorPageCode(code)).toBe(503);
  });
});

describe('the maintenance answer to a write', () => {
  /** This tab's site configuration as loaded before the switch: not in maintenance. */
  const openSite = async () => {
    vi.stubGlobal('fetch', respond({ status_code: 200, data: { maintenance: false } }));
    await loadSiteConfig();
  };

  it('sends an open tab to /maintain, and keeps it there for every later failure', async () => {
    await openSite();
    const navigate = vi.fn();
    registerNavigate(navigate);
    sessionStore.signIn('t', user);
    vi.stubGlobal('fetch', respond({ status_code: 503, reason: 'site_maintenance' }, 503));
    const refusal = await apiRequest('/item-withdraw/x', {
      method: 'POST',
      schema: AckEnvelope,
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 503, reason: 'site_maintenance' });
    expect(navigate).toHaveBeenCalledWith('/maintain', undefined);
    expect(siteConfig().maintenance).toBe(true);
    // The session stays: maintenance ends nobody's sign-in.
    expect(getCookie('ps_token')).toBe('t');

    // A dialog that handles its own failures leaves for /maintain too, and so does the query
    // client's routing of any 503 while the site is in maintenance.
    navigate.mockClear();
    expect(leaveIfVisitEnds(refusal)).toBe(true);
    const routed = vi.fn();
    goToErrorPage(routed, 503);
    expect(routed).toHaveBeenCalledWith('/maintain', undefined);
  });

  it('is told apart from any other 503, which still shows the error page', async () => {
    await openSite();
    const navigate = vi.fn();
    registerNavigate(navigate);
    vi.stubGlobal('fetch', respond({ status_code: 503 }, 503));
    const failure = await apiRequest('/x', { method: 'POST', schema: AckEnvelope }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 503 });
    expect(navigate).not.toHaveBeenCalled();
    expect(siteConfig().maintenance).toBe(false);
    expect(leaveIfVisitEnds(failure)).toBe(false);
    const routed = vi.fn();
    goToErrorPage(routed, 503);
    expect(routed).toHaveBeenCalledWith('/error?code=503', undefined);
  });

  it('tells the error page where the player was (cp), unless the failure ends the visit', () => {
    window.history.pushState({}, '', '/items/coins-100?tab=points');
    try {
      const routed = vi.fn();
      goToErrorPage(routed, 4045);
      expect(routed).toHaveBeenCalledWith(
        `/error?code=4045&cp=${encodeURIComponent('/items/coins-100?tab=points')}`,
        undefined,
      );
      goToErrorPage(routed, 4011);
      expect(routed).toHaveBeenLastCalledWith('/error?code=4011', undefined);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});
