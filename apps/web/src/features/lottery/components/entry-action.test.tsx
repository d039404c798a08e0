import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LotteryView } from '@points/contracts';
import { polyfillDialog } from '../../../test/dialog';
import { initTestI18n } from '../../../test/i18n';
import { EntryAction } from './entry-action';

beforeAll(async () => {
  await initTestI18n('en');
  polyfillDialog();
});

const lottery = {
  id: 'ball',
  name: 'Signed ball',
  points_per_entry: 50,
  entry_limit: 10,
  entries_left: 7,
  entry_from: '2026-01-01T00:00:00.000Z',
  state: 'open',
} as unknown as LotteryView;

function renderEntry(balance = 10_000) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EntryAction lottery={lottery} balance={balance} signedIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.queryByLabelText('Number of entries') as HTMLInputElement | null;
}

describe('the number of entries', () => {
  it('is one number, checked: what is typed is never silently changed', () => {
    const count = renderEntry()!;
    // Plural rules, not "1 entries": 7 left here.
    expect(screen.getByText('You can make 7 more entries.')).toBeTruthy();
    fireEvent.input(count, { target: { value: '3' } });
    expect(screen.getByRole('button', { name: 'Enter for 150 pts' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const typed of ['8', '0', '-2', '', '2.5']) {
      fireEvent.input(count, { target: { value: typed } });
      expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 1 to 7.');
      expect(count.getAttribute('aria-invalid')).toBe('true');
      expect(count.value).toBe(typed);
      // No price for a number that is not one; the button sends the player back to the field.
      const button = screen.getByRole('button', { name: 'Enter the lottery' });
      fireEvent.click(button);
      expect(document.activeElement).toBe(count);
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    fireEvent.input(count, { target: { value: '7' } });
    expect(screen.getByRole('button', { name: 'Enter for 350 pts' })).toBeTruthy();
  });

  it('says how many points a player who cannot afford one entry still needs, and where to earn them', () => {
    expect(renderEntry(30)).toBeNull();
    expect(screen.getByRole('button', { name: 'Not enough points' })).toBeTruthy();
    expect(screen.getByText(/You need another 20 pts\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ways to earn points' }).getAttribute('href')).toBe(
      '/campaigns',
    );
    // One point short: the singular.
    cleanup();
    renderEntry(49);
    expect(screen.getByText(/You need another 1 pt\./)).toBeTruthy();
  });

  it('speaks of one entry in the singular', () => {
    cleanup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <EntryAction lottery={{ ...lottery, entries_left: 1 }} balance={10_000} signedIn />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('You can make 1 more entry.')).toBeTruthy();
  });
});
