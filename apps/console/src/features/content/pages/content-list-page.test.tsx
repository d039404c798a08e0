import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { ContentSummary } from '@points/contracts';
import { initTestI18n, renderConsolePage, stubConsoleApi } from '../../../test/console-page';
import { strings } from '../strings';
import { ContentListPage } from './content-list-page';

beforeAll(() => initTestI18n({ content: strings }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<ContentSummary>): ContentSummary => ({
  id: 1,
  kind: 'carousel',
  reason_id: 'slide-1',
  title: 'Winter Cup Pack',
  status: 'published',
  public_start_date: '2001-01-01T00:00:00.000Z',
  public_end_date: null,
  target_countries: [],
  target_country_flag: 0,
  languages: ['en', 'ja'],
  missing_languages: [],
  version: 1,
  updated_at: '2001-01-01T00:00:00.000Z',
  link_warnings: [],
  ...overrides,
});

describe('the content list', () => {
  it('says what is scheduled, and warns beside a content of its links players cannot use', async () => {
    stubConsoleApi({
      'GET /content': {
        status_code: 200,
        data: [
          row({
            link_warnings: [
              {
                href: '/items/winter-cup-pack',
                fields: ['attributes.link'],
                target: { kind: 'item', id: 'winter-cup-pack' },
                problem: 'ended',
                ended_at: '2026-03-01T00:00:00.000Z',
              },
            ],
          }),
          row({
            id: 2,
            reason_id: 'new-year',
            title: 'New Year',
            public_start_date: '2099-01-01T00:00:00.000Z',
          }),
        ],
        pagination: { total: 2, page: 1, per_page: 20 },
      },
    });
    renderConsolePage(
      'viewer',
      '/content',
      <Route path="/content" element={<ContentListPage />} />,
    );
    await screen.findByRole('link', { name: 'slide-1' });
    const table = screen.getByRole('table', { name: 'Content, newest first' });
    const [first, second] = [...table.querySelectorAll<HTMLElement>(':scope > tbody > tr')];
    expect(within(first!).getByText('Published')).toBeTruthy();
    const summary = within(first!).getByText('1 link to check');
    fireEvent.click(summary);
    expect(within(first!).getByRole('listitem').textContent).toBe(
      '/items/winter-cup-pack: Item winter-cup-pack ended on 2026-03-01 00:00 UTC. (in attributes.link)',
    );
    expect(within(second!).getByText('Scheduled: from 2099-01-01 00:00 UTC')).toBeTruthy();
    expect(within(second!).queryByText(/links? to check/)).toBeNull();
  });
});
