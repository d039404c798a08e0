import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { fakeApi, ok } from '../../test/fake-api';
import { initTestI18n } from '../../test/i18n';
import { i18n } from '../../lib/i18n';
import { NotificationsLink } from './notifications-link';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(async () => {
  // Unmounted first: a query still watched would fetch again once the cache is cleared.
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStore.clear();
  await i18n.changeLanguage('en');
});

function renderWith(unread: number) {
  sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });
  const api = fakeApi({ 'GET /point': () => ok({ point: 1200, unread_notifications: unread }) });
  render(
    <MemoryRouter>
      <NotificationsLink />
    </MemoryRouter>,
  );
  return api;
}

describe('the header’s notification control', () => {
  it('names the unread count for screen readers and shows it in a badge', async () => {
    renderWith(3);
    const link = await screen.findByRole('link', { name: '3 unread notifications' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
  });

  it('says one in the singular', async () => {
    renderWith(1);
    expect(await screen.findByRole('link', { name: '1 unread notification' })).toBeTruthy();
  });

  it('has no badge when everything is read, and is then named "Notifications"', async () => {
    const { calls } = renderWith(0);
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/point'))).toBe(true),
    );
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('caps the badge at 99+, the name keeps the number', async () => {
    renderWith(140);
    expect(await screen.findByRole('link', { name: '140 unread notifications' })).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('99+');
  });

  it('speaks the player’s language', async () => {
    await i18n.changeLanguage('ja');
    renderWith(2);
    expect(await screen.findByRole('link', { name: '未読の通知 2 件' })).toBeTruthy();
  });

  it('asks nothing but /point: the count comes with the balance', async () => {
    const { calls } = renderWith(2);
    await screen.findByRole('link', { name: '2 unread notifications' });
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/v1/point']);
  });
});
