import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LotteryItemData } from '@points/contracts';
import { initTestI18n } from '../../../test/i18n';
import { Tickets } from './lottery-page';

beforeAll(async () => {
  await initTestI18n('en');
});

const data = (entryCount: number, tickets: number[], drawnAt: string | null = null) =>
  ({
    lottery: {
      entry_count: entryCount,
      selection_at: '2026-12-01T06:00:00.000Z',
      proof: { drawn_at: drawnAt },
    },
    tickets,
    holder: null,
    won: null,
  }) as unknown as LotteryItemData;

describe("the player's tickets", () => {
  it('shows no number before the draw: how many, and when they are numbered', () => {
    render(<Tickets data={data(3, [])} />);
    expect(
      screen.getByText(
        'You have 3 tickets. They get their numbers, in the order of entry, when the list is frozen for the draw on 1 Dec 2026 06:00 UTC.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    cleanup();
    render(<Tickets data={data(1, [])} />);
    expect(screen.getByText(/^You have 1 ticket\. It gets its number/)).toBeTruthy();
  });

  it('says the numbers are on their way between a large draw and its numbering', () => {
    cleanup();
    render(<Tickets data={data(3, [], '2026-12-01T06:00:00.000Z')} />);
    expect(
      screen.getByText(
        'You have 3 tickets. The list is frozen for the draw; their numbers are being given and appear here shortly.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/when the list is frozen for the draw on/)).toBeNull();
  });

  it('lists the numbers the draw gave, and says when there are none', () => {
    cleanup();
    render(<Tickets data={data(2, [4, 9])} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#4', '#9']);
    cleanup();
    render(<Tickets data={data(0, [])} />);
    expect(screen.getByText('You have no entries in this lottery yet.')).toBeTruthy();
  });
});
