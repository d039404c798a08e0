import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { NotificationView } from '@points/contracts';
import { pointQuery } from '../../../lib/point-api';
import { queryClient } from '../../../lib/query-client';
import { fakeApi, ok } from '../../../test/fake-api';
import { pageTestHooks, signInTestPlayer } from '../../../test/page-hooks';
import { NotificationsPage } from './notifications-page';

pageTestHooks();

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const notification = (n: number, extra: Partial<NotificationView> = {}): NotificationView => ({
  id: uuid(n),
  kind: 'points_expiring',
  title: `Title ${n}`,
  body: `Body ${n}`,
  link: '/point-history',
  created_at: '2026-11-20T08:30:00.000Z',
  read_at: null,
  ...extra,
});

/** The fake API for `all` notifications, newest first, 20 a page, as the API pages them. */
function api(all: NotificationView[]) {
  const read = new Set(all.filter((n) => n.read_at).map((n) => n.id));
  const view = (n: NotificationView) =>
    read.has(n.id) ? { ...n, read_at: n.read_at ?? '2026-11-28T00:00:00.000Z' } : n;
  const unread = () => all.filter((n) => !read.has(n.id)).length;
  return fakeApi({
    'GET /notifications': (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return ok(
        {
          notifications: all.slice((page - 1) * perPage, page * perPage).map(view),
          unread: unread(),
          total: all.length,
        },
        { pagination: { total: all.length, page, per_page: perPage } },
      );
    },
    'POST /notifications/read': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { ids?: string[]; all?: true };
      for (const id of body.all ? all.map((n) => n.id) : (body.ids ?? [])) read.add(id);
      return ok({ unread: unread() });
    },
    'GET /point': () => ok({ point: 100, unread_notifications: unread() }),
  });
}

function renderPage() {
  signInTestPlayer();
  return render(
    <MemoryRouter initialEntries={['/notifications']}>
      <Routes>
        <Route path="/notifications" element={<NotificationsPage />} />
        <Route path="/point-history" element={<p>history page</p>} />
        <Route path="/campaign-lotto-detail/:id" element={<p>lottery page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const items = () =>
  within(document.querySelector<HTMLElement>('.notifications-list')!).getAllByRole('listitem');

describe('/notifications', () => {
  it('lists them newest first with title, body, time in UTC and a worded unread marker', async () => {
    api([
      notification(1, { title: 'Points expire soon' }),
      notification(2, { title: 'You won', read_at: '2026-11-21T00:00:00.000Z' }),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Points expire soon' });
    const [first, second] = items();
    expect(within(first!).getByRole('link', { name: 'Points expire soon' })).toBeTruthy();
    expect(within(first!).getByText('Unread')).toBeTruthy();
    expect(within(first!).getByText('Body 1')).toBeTruthy();
    expect(within(first!).getByText('20 Nov 2026 08:30 UTC')).toBeTruthy();
    expect(within(second!).queryByText('Unread')).toBeNull();
    expect(first!.className).toContain('notification--unread');
    expect(second!.className).not.toContain('notification--unread');
  });

  it('marks one read when it is opened, on the way to its page, and counts again', async () => {
    const { calls } = api([
      notification(1),
      notification(2, { title: 'You won', link: '/campaign-lotto-detail/stadium-tour' }),
    ]);
    await queryClient.fetchQuery(pointQuery);
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'You won' }));
    expect(await screen.findByText('lottery page')).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { ids: [uuid(2)] },
      ]),
    );
    // The header's count (`/point`) is stale now, and fetched again when next watched.
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(pointQuery.queryKey)?.isInvalidated).toBe(true),
    );
  });

  it('does not mark again one already read', async () => {
    const { calls } = api([notification(1, { read_at: '2026-11-21T00:00:00.000Z' })]);
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Title 1' }));
    expect(await screen.findByText('history page')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('marks all read with one button, then says so and offers it no more', async () => {
    const { calls } = api([notification(1), notification(2)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ all: true }]);
    await vi.waitFor(() => expect(screen.queryAllByText('Unread')).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows 20 at a time, and the next 20 under them with "More"', async () => {
    const { calls } = api(Array.from({ length: 25 }, (_, n) => notification(n + 1)));
    renderPage();
    await screen.findByRole('link', { name: 'Title 1' });
    expect(items()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'More notifications' }));
    expect(await screen.findByRole('link', { name: 'Title 25' })).toBeTruthy();
    expect(items()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'More notifications' })).toBeNull();
    expect(
      calls
        .filter((c) => c.url.pathname.endsWith('/notifications'))
        .map((c) => c.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('says so when there is nothing yet, with no button to mark', async () => {
    api([]);
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByRole('link', { name: 'E-mail settings' }).getAttribute('href')).toBe(
      '/notification-settings',
    );
  });
});
