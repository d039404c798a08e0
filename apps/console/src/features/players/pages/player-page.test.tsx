import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import type {
  OperatorRole,
  PlayerDetail,
  PlayerExchange,
  PlayerNotification,
} from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../../test/console-page';
import { strings } from '../strings';
import { PlayerPage } from './player-page';

beforeAll(() => initTestI18n({ players: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '5049a886-10b0-4223-9f29-9697bd7669e2';
const player: PlayerDetail = {
  id: ID,
  subject: 'demo-0003-br',
  nickname: 'LucasGol',
  country: 'br',
  language: 'pt-br',
  created_at: '2026-11-23T10:00:00.000Z',
  last_login_at: null,
  game_apps: [{ content_id: 'efm', platform: 'android', game_user_id: 'BR-EFM-100003' }],
  program_consent: true,
  point_available: true,
  balance: 300,
};
const failing: PlayerExchange = {
  id: '2282251d-ea4a-4e69-9b7e-720020330b68',
  item_id: 'coins-100',
  item_name: '100 Match Coins',
  cost: 50,
  platform: 'mobile',
  content_id: 'efm',
  game_user_id: 'BR-EFM-100003',
  status: 'queued',
  delivery: {
    state: 'failing',
    attempts: 1,
    last_error: 'platform temporarily unavailable',
    next_attempt_at: '2026-11-23T10:05:00.000Z',
  },
  can_retry: true,
  can_refund: true,
  created_at: '2026-11-23T10:00:00.000Z',
  settled_at: null,
};
const notifications: PlayerNotification[] = [
  {
    id: 'a5f2c1d0-3b4e-4f5a-8b6c-7d8e9f0a1b2c',
    kind: 'lottery_result',
    title: 'You won a lottery prize!',
    body: 'You won a prize in “Stadium tour”. Confirm your address to receive it.',
    created_at: '2026-11-24T09:00:00.000Z',
    read_at: null,
    channels: [{ channel: 'in_app', status: 'sent', at: '2026-11-24T09:00:00.000Z' }],
  },
  {
    id: 'b6a3d2e1-4c5f-4a6b-9c7d-8e9f0a1b2c3d',
    kind: 'points_expiring',
    title: 'Points expiring soon',
    body: '',
    created_at: '2026-11-23T00:00:00.000Z',
    read_at: '2026-11-23T08:15:00.000Z',
    channels: [
      { channel: 'in_app', status: 'sent', at: '2026-11-23T00:00:00.000Z' },
      { channel: 'email', status: 'failed', at: null },
    ],
  },
];
const page = (data: unknown[]) => ({
  status_code: 200,
  data,
  pagination: { total: data.length, page: 1, per_page: 20 },
});

function renderPage(role: OperatorRole, path = `/players/${ID}`) {
  return renderConsolePage(role, path, <Route path="/players/:id" element={<PlayerPage />} />);
}

const base = {
  [`GET /players/${ID}`]: { status_code: 200, data: player },
  [`GET /players/${ID}/history`]: page([]),
  [`GET /players/${ID}/exchanges`]: page([failing]),
  [`GET /players/${ID}/coupons`]: page([]),
  [`GET /players/${ID}/notifications`]: page(notifications),
};

describe('the player page', () => {
  it('checks the adjustment beside each field, confirms it, and sends one key with it', async () => {
    const calls = stubConsoleApi({
      ...base,
      [`POST /players/${ID}/adjustments`]: {
        status_code: 200,
        data: {
          id: '0b7a1c4e-9d0f-4d7e-8d1f-3f0d2a7c9b11',
          user_id: ID,
          entry_id: 12,
          amount: -120,
          balance_after: 180,
          reason: 'Duplicate spring cup reward',
          operator_subject: 'op',
          operator_name: 'Op',
          created_at: '2026-11-23T10:00:00.000Z',
        },
      },
    });
    renderPage('admin');
    const form = await screen.findByRole('form', { name: 'Adjust points' });
    fireEvent.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    const amount = await within(form).findByLabelText('Points');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Enter a whole number from 1 to 1,000,000.')).toBeTruthy();
    expect(within(form).getByText('Give a reason of 3 to 500 characters.')).toBeTruthy();
    expect(amount.getAttribute('aria-describedby')).toContain('adjust-amount-error');

    fireEvent.click(within(form).getByLabelText('Debit (remove points)'));
    fireEvent.change(amount, { target: { value: '120' } });
    fireEvent.change(within(form).getByLabelText('Reason'), {
      target: { value: 'Duplicate spring cup reward' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Review adjustment' }));
    const confirm = await within(form).findByRole('alertdialog');
    expect(confirm.textContent).toContain('Remove 120 points from LucasGol? Balance now: 300.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await within(form).findByText('Points adjusted: the balance is now 180.');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      direction: 'debit',
      amount: 120,
      reason: 'Duplicate spring cup reward',
    });
    expect((posts[0]!.headers as Record<string, string>)['idempotency-key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it('shows a viewer no adjustment and no delivery actions', async () => {
    stubConsoleApi(base);
    renderPage('viewer', `/players/${ID}?tab=exchanges`);
    await screen.findByText('Failing, will retry');
    expect(screen.queryByRole('form', { name: 'Adjust points' })).toBeNull();
    expect(screen.getByText('Only an admin can adjust points.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry delivery/ })).toBeNull();
  });

  it('moves between the record tabs with the arrow keys', async () => {
    stubConsoleApi(base);
    renderPage('admin');
    const history = await screen.findByRole('tab', { name: 'Points history' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(history, { key: 'ArrowRight' });
    const exchanges = await screen.findByRole('tab', { name: 'Item exchanges' });
    await waitFor(() => expect(exchanges.getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(exchanges);
    await screen.findByRole('table', { name: 'Item exchanges with their delivery, newest first' });
  });

  it('lists what the player was told: kind, title, time, read, channel', async () => {
    const calls = stubConsoleApi(base);
    renderPage('viewer');
    const history = await screen.findByRole('tab', { name: 'Points history' });
    fireEvent.keyDown(history, { key: 'End' });
    const tab = await screen.findByRole('tab', { name: 'Notifications' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const table = await screen.findByRole('table', {
      name: 'Notifications the player was sent, newest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Sent', 'Kind', 'Notification', 'Read', 'Channel'],
      [
        '2026-11-24 09:00 UTC',
        'Lottery result',
        'You won a lottery prize!You won a prize in “Stadium tour”. Confirm your address to receive it.',
        'Unread',
        'On the site',
      ],
      [
        '2026-11-23 00:00 UTC',
        'Points expiring',
        'Points expiring soon',
        '2026-11-23 08:15 UTC',
        'On the siteE-mail · refused for good',
      ],
    ]);
    // In the operator's language.
    expect(calls.at(-1)!.url).toBe(
      `/api/v1/console/players/${ID}/notifications?page=1&per_page=20&lang=en`,
    );
  });

  it('explains a refused refund with its reason', async () => {
    stubConsoleApi({
      ...base,
      [`POST /players/${ID}/exchanges/${failing.id}/refund`]: {
        status_code: 4049,
        reason: 'delivered_on_platform',
      },
    });
    renderPage('admin', `/players/${ID}?tab=exchanges`);
    fireEvent.click(await screen.findByRole('button', { name: /^Refund: 100 Match Coins/ }));
    const form = await screen.findByRole('form', { name: 'Refund 100 Match Coins (50 points)' });
    fireEvent.change(within(form).getByLabelText('Reason'), {
      target: { value: 'Support ticket K7F2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    await within(form).findByText(
      'The game platform says it did arrive. Retry the delivery to record it instead.',
    );
  });
});
