import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onSessionEnded } from './api-client';
import { checkSession } from './check-session';
import { queryClient } from './query-client';
import { sessionStore } from './session';
import { endSessionInPlace } from './session-ended';
import { uiStore } from './ui-store';

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

// As the app does when it starts (app/mount.tsx).
beforeAll(() => onSessionEnded(endSessionInPlace));

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.clear();
  for (const alert of uiStore.getSnapshot().alerts) uiStore.dismissAlert(alert.id);
});

const signIn = () => sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });

describe('the login check before /mycoupons', () => {
  it('passes when the server still knows the token, asking it afresh each time', async () => {
    signIn();
    const fetchMock = answer({ status_code: 200, data: { point: 40, unread_notifications: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkSession()).toBe(true);
    expect(await checkSession()).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/v1/point');
  });

  it('fails on a 401: the session ends in place and the player is told', async () => {
    signIn();
    vi.stubGlobal('fetch', answer({ status_code: 401 }, 401));
    expect(await checkSession()).toBe(false);
    expect(sessionStore.getSnapshot().token).toBeNull();
    expect(uiStore.getSnapshot().alerts).toHaveLength(1);
  });

  it('fails without asking when the cookies are gone (another tab logged out)', async () => {
    const fetchMock = answer({ status_code: 200, data: { point: 40, unread_notifications: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    expect(await checkSession()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
