import { afterEach, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { getCookie, setCookie } from '../../lib/cookies';
import { sessionStore } from '../../lib/session';
import { useRouteEffects } from './use-route-effects';

function Page() {
  useRouteEffects();
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('ends a half session (a token without user info) on the server too, with its token', async () => {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ status_code: 200, data: { end_session_url: null } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('scrollTo', () => {});
  setCookie('ps_token', 'half-session-token-0123456789', 60);
  sessionStore.refresh();

  render(
    <MemoryRouter initialEntries={['/items']}>
      <Page />
    </MemoryRouter>,
  );

  // Forgotten in the browser at once …
  expect(getCookie('ps_token')).toBeNull();
  expect(sessionStore.getSnapshot().token).toBeNull();
  // … and the logout call still carries the token, so the server ends the session.
  // The call waits for the API schemas' module, which a busy machine may take a while to load.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
  expect(url.pathname).toBe('/api/v1/logout');
  expect(init.method).toBe('POST');
  expect(new Headers(init.headers).get('authorization')).toBe(
    'Bearer half-session-token-0123456789',
  );
});
