import { LOTTERY_STATES } from '@points/contracts';
import { describe, expect, it } from 'vitest';
import { writeLotteryPlayerView, type LotteryPlayerView } from './lottery-views';

describe('writeLotteryPlayerView', () => {
  it('writes what JSON.stringify writes, less the opening brace, for every state', () => {
    const views: LotteryPlayerView[] = LOTTERY_STATES.flatMap((state) => [
      { entry_count: 0, entries_left: null, state },
      { entry_count: 3, entries_left: 7, state },
      { entry_count: 12_345, entries_left: 0, state },
    ]);
    for (const view of views) {
      expect(writeLotteryPlayerView(view)).toBe(JSON.stringify(view).slice(1));
      expect(JSON.parse(`{${writeLotteryPlayerView(view)}`)).toEqual(view);
    }
  });
});
