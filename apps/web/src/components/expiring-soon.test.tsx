import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { fakeApi, ok } from '../test/fake-api';
import { initTestI18n } from '../test/i18n';
import { ExpiringSoonHeader, ExpiringSoonNotice } from './expiring-soon';

beforeAll(async () => {
  await initTestI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  queryClient.clear();
  sessionStore.clear();
});

const NOW = Date.parse('2026-11-28T06:00:00.000Z');

function renderWith(expiring: { amount: number; expires_at: string }[], notice = false) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  sessionStore.signIn('tok', { nickname: 'Kai', country: 'us', language: 'en' });
  const api = fakeApi({ 'GET /point-expiry': () => ok({ expiring }) });
  render(<MemoryRouter>{notice ? <ExpiringSoonNotice /> : <ExpiringSoonHeader />}</MemoryRouter>);
  return api;
}

describe('points expiring soon', () => {
  it('show in the header: the soonest amount and the last day to spend it, to the history', async () => {
    renderWith([
      { amount: 800, expires_at: '2026-12-05T00:00:00.000Z' },
      { amount: 300, expires_at: '2026-12-20T00:00:00.000Z' },
    ]);
    const link = await screen.findByRole('link', { name: 'Use 800 pts by 4 Dec 2026' });
    expect(link.getAttribute('href')).toBe('/point-history');
  });

  it('show nothing when nothing expires within 7 days', async () => {
    const { calls } = renderWith([{ amount: 300, expires_at: '2026-12-06T00:00:00.000Z' }]);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('expiring-soon-beside')).toBeNull();
  });

  it('show on the home page the soonest 3 lots within 7 days', async () => {
    renderWith(
      [1, 2, 3, 4, 5].map((day) => ({
        amount: day * 10,
        expires_at: `2026-12-0${day}T00:00:00.000Z`,
      })),
      true,
    );
    await screen.findByRole('heading', { name: 'Points expiring soon' });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Can be spent until 30 Nov 2026 23:59 UTC: 10 pts',
      'Can be spent until 1 Dec 2026 23:59 UTC: 20 pts',
      'Can be spent until 2 Dec 2026 23:59 UTC: 30 pts',
    ]);
  });

  it('show on the home page each lot within 7 days, with its last moment in UTC', async () => {
    renderWith(
      [
        { amount: 800, expires_at: '2026-12-05T00:00:00.000Z' },
        { amount: 1, expires_at: '2026-11-29T00:00:00.000Z' },
        { amount: 300, expires_at: '2026-12-20T00:00:00.000Z' },
      ],
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Points expiring soon' })).toBeTruthy();
    expect(screen.getByText('Can be spent until 4 Dec 2026 23:59 UTC: 800 pts')).toBeTruthy();
    expect(screen.getByText('Can be spent until 28 Nov 2026 23:59 UTC: 1 pt')).toBeTruthy();
    expect(screen.queryByText(/300 pts/)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Points history' }).getAttribute('href')).toBe(
      '/point-history',
    );
  });
});
