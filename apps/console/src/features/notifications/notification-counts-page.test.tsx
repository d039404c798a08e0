import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route } from 'react-router';
import type { NotificationCounts } from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../test/console-page';
import { strings } from './strings';
import { NotificationCountsPage } from './notification-counts-page';

beforeAll(() => initTestI18n({ notifications: strings }));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const counts: NotificationCounts = {
  from: '2026-11-26',
  to: '2026-11-28',
  channels: ['in_app'],
  counts: [
    { day: '2026-11-26', kind: 'lottery_result', channel: 'in_app', count: 1200 },
    { day: '2026-11-26', kind: 'points_expiring', channel: 'in_app', count: 3 },
    { day: '2026-11-28', kind: 'coupon_expiring', channel: 'in_app', count: 2 },
    { day: '2026-11-28', kind: 'points_expiring', channel: 'in_app', count: 5 },
  ],
};

const renderPage = (path = '/notifications') =>
  renderConsolePage(
    'viewer',
    path,
    <Route path="/notifications" element={<NotificationCountsPage />} />,
  );

/** Each row of the table as its cells' texts (header cells included). */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the notification counts page', () => {
  it('shows every day of the range, newest first, a column per kind, with totals', async () => {
    const calls = stubConsoleApi({
      'GET /notifications/counts': { status_code: 200, data: counts },
    });
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Notifications per UTC day from 2026-11-26 to 2026-11-28, newest first',
    });
    expect(cellsOf(table)).toEqual([
      [
        'Day (UTC)',
        'Channel',
        'Points expiring',
        'Lottery result',
        'Festival draw result',
        'Delivery refunded',
        'Coupon expiring',
        'All kinds',
      ],
      ['2026-11-28', 'On the site', '5', '0', '0', '0', '2', '7'],
      ['2026-11-27', 'On the site', '0', '0', '0', '0', '0', '0'],
      ['2026-11-26', 'On the site', '3', '1,200', '0', '0', '0', '1,203'],
      ['All these days', 'On the site', '8', '1,200', '0', '0', '2', '1,210'],
    ]);
    // Every day is a row header, so a screen reader names each count by its day and kind.
    expect(within(table).getByRole('rowheader', { name: '2026-11-27' })).toBeTruthy();
    // No dates chosen: the API's defaults.
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/console/notifications/counts']);
  });

  it('sends the days chosen, and explains a bad range instead of sending it', async () => {
    const calls = stubConsoleApi({
      'GET /notifications/counts': { status_code: 200, data: counts },
    });
    renderPage();
    const form = await screen.findByRole('search', { name: 'Days to count' });
    fireEvent.change(within(form).getByLabelText('From (UTC day)'), {
      target: { value: '2026-11-26' },
    });
    fireEvent.change(within(form).getByLabelText('To (UTC day)'), {
      target: { value: '2026-11-28' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(
        '/api/v1/console/notifications/counts?from=2026-11-26&to=2026-11-28',
      ),
    );

    const sent = calls.length;
    const again = await screen.findByRole('search', { name: 'Days to count' });
    fireEvent.change(within(again).getByLabelText('From (UTC day)'), {
      target: { value: '2026-01-01' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a first day no later than the last, at most 92 days apart, between 2000 and 2100.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(screen.getByRole('search'))
        .getByLabelText('From (UTC day)')
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls).toHaveLength(sent);
  });

  it('reads in Japanese, e-mail as a channel of its own', async () => {
    await i18next.changeLanguage('ja');
    stubConsoleApi({
      'GET /notifications/counts': {
        status_code: 200,
        data: {
          from: '2026-11-28',
          to: '2026-11-28',
          channels: ['in_app', 'email'],
          counts: [
            ...counts.counts.filter((count) => count.day === '2026-11-28'),
            { day: '2026-11-28', kind: 'points_expiring', channel: 'email', count: 4 },
          ],
        },
      },
    });
    renderPage('/notifications?from=2026-11-28&to=2026-11-28');
    const table = await screen.findByRole('table', {
      name: 'UTC の日付ごとの通知件数（2026-11-28〜2026-11-28、新しい順）',
    });
    expect(cellsOf(table).slice(1)).toEqual([
      ['2026-11-28', 'サイト内', '5', '0', '0', '0', '2', '7'],
      ['2026-11-28', 'メール', '4', '0', '0', '0', '0', '4'],
      ['期間の合計', 'サイト内', '5', '0', '0', '0', '2', '7'],
      ['期間の合計', 'メール', '4', '0', '0', '0', '0', '4'],
    ]);
  });
});
