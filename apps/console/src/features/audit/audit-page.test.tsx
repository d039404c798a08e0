import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { AuditEntry } from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../test/console-page';
import { strings } from './strings';
import { AuditPage } from './audit-page';

beforeAll(() => initTestI18n({ audit: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLAYER = { id: '0b6a3a52-51f6-4a53-9a57-3c8d1f0e2b11', nickname: 'LucasGol' };
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-23T14:05:00.000Z',
  operator_subject: 'op-admin',
  operator_name: 'Ada Admin',
  operator_role: 'admin',
  action: 'players.adjust_points',
  object_type: 'player',
  object_id: PLAYER.id,
  before: { balance: 400 },
  after: { balance: 500, adjustment: { amount: 100 } },
  reason: 'Spring cup prize missing',
  request_id: null,
  player: PLAYER,
  ...overrides,
});

describe('the audit log', () => {
  it('names players by nickname and id, and folds each change field by field', async () => {
    stubConsoleApi({
      'GET /audit': {
        status_code: 200,
        data: [
          entry({}),
          entry({
            id: 2,
            action: 'players.refund_exchange',
            object_type: 'item_exchange',
            object_id: 'f1e2d3c4-0000-4000-8000-000000000001',
            before: { status: 'failing' },
            after: { status: 'refunded' },
          }),
          entry({
            id: 3,
            action: 'maintenance.off',
            object_type: 'site_setting',
            object_id: 'maintenance',
            before: { on: true },
            after: { on: false },
            player: null,
          }),
        ],
        pagination: { total: 3, page: 1, per_page: 25 },
      },
    });
    renderConsolePage('viewer', '/audit', <Route path="/audit" element={<AuditPage />} />);
    await screen.findAllByRole('link', { name: 'LucasGol' });
    const table = screen.getByRole('table', { name: 'Console writes, newest first' });
    // The log's own rows (each change's table inside them has rows of its own).
    const rows = [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
    expect(rows).toHaveLength(3);

    // The player written to: their nickname links to their page, their id beside it.
    const links = within(rows[0]!).getAllByRole('link', { name: 'LucasGol' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/players/${PLAYER.id}`]);
    expect(within(rows[0]!).getByText(PLAYER.id)).toBeTruthy();
    // An exchange: the object, then whose it is.
    expect(within(rows[1]!).getByText('f1e2d3c4-0000-4000-8000-000000000001')).toBeTruthy();
    expect(within(rows[1]!).getByText('Player:')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'LucasGol' })).toBeTruthy();
    // No player for the maintenance switch.
    expect(within(rows[2]!).queryByRole('link')).toBeNull();

    // The change: how many fields, then each one, not the objects whole.
    const summary = within(rows[0]!).getByText('Show change (2 fields)');
    fireEvent.click(summary);
    const change = within(rows[0]!).getByRole('table', {
      name: `What changed in player ${PLAYER.id}`,
    });
    expect(within(change).getByText('balance')).toBeTruthy();
    expect(within(change).getByText('adjustment.amount')).toBeTruthy();
    expect(within(rows[2]!).getByText('Show change (1 field)')).toBeTruthy();
  });
});
