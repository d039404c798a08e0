import { describe, expect, it } from 'vitest';
import { createGameSimulator } from '../../integrations/game-platform/simulator';
import { PlatformFailure } from '../../integrations/game-platform/platform-failure';
import type { Campaign } from './campaign-catalogue';
import { claimBlock } from './campaign-eligibility';
import { createGoalProgressReader } from './goal-progress';

const NOW = new Date('2026-11-23T10:00:00Z');

const goalCampaign: Campaign = {
  id: 'goal',
  kind: 'goal',
  sortOrder: 0,
  published: true,
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  repeat: 'none',
  barredAccountCountries: [],
  barredGameCountries: [],
  linkedRule: 'one',
  linkedGames: ['efootball'],
  rewardPoints: 150,
  rewardExpiryDays: 30,
  goal: { metric: 'matches_played', target: 10 },
  image: '',
  texts: {} as Campaign['texts'],
  version: 1,
};
const apps = [
  { content_id: 'efm', platform: 'ios' as const, game_user_id: 'US-EFM-1' },
  { content_id: 'efs', platform: 'steam' as const, game_user_id: 'US-EFS-1' },
];

/**
 * Defence in depth at the use: whatever a gateway answers (the HTTP gateway and the app's check
 * refuse these first), a goal's progress that is not a whole non-negative number never reaches
 * the target, a page or a credit.
 */
describe('goal progress at its use', () => {
  for (const value of [Number.NaN, -1, 0.5, Infinity, Number.MAX_SAFE_INTEGER]) {
    it(`refuses a sum that is not a count (${value} from one account)`, async () => {
      const gateway = createGameSimulator();
      gateway.setProgress('US-EFM-1', 'matches_played', value);
      gateway.setProgress('US-EFS-1', 'matches_played', 10);
      const reader = createGoalProgressReader(gateway, { ttlMs: 0, maxEntries: 10 });
      await expect(reader.read(goalCampaign, apps, NOW, true)).rejects.toBeInstanceOf(
        PlatformFailure,
      );
    });
  }

  it('never counts NaN as a reached goal', async () => {
    const block = await claimBlock(
      goalCampaign,
      { signedIn: true, consent: true, country: 'us', gameApps: apps },
      NOW,
      { gameCountries: async () => [], progress: async () => Number.NaN },
    );
    expect(block).toBe('goal_not_reached');
  });
});

describe('what the reader knows without asking', () => {
  it('knows a count once its answer came, until its lifetime passes; never a failure', async () => {
    const gateway = createGameSimulator();
    gateway.setProgress('US-EFM-1', 'matches_played', 3);
    gateway.setProgress('US-EFS-1', 'matches_played', 4);
    let asked = 0;
    const ask = gateway.goalProgress.bind(gateway);
    gateway.goalProgress = (request) => {
      asked++;
      return ask(request);
    };
    const reader = createGoalProgressReader(gateway, { ttlMs: 60_000, maxEntries: 10 });
    expect(reader.known(goalCampaign, apps, NOW)).toBeUndefined();
    const reading = reader.read(goalCampaign, apps, NOW);
    // Asked, not answered yet: a page still waits for it.
    expect(reader.known(goalCampaign, apps, NOW)).toBeUndefined();
    expect(await reading).toBe(7);
    expect(reader.known(goalCampaign, apps, NOW)).toBe(7);
    expect(asked).toBe(2);
    // Another player's accounts are another count.
    expect(reader.known(goalCampaign, apps.slice(0, 1), NOW)).toBeUndefined();

    const expired = createGoalProgressReader(gateway, { ttlMs: 0, maxEntries: 10 });
    await expired.read(goalCampaign, apps, NOW);
    expect(expired.known(goalCampaign, apps, NOW)).toBeUndefined();

    gateway.goalProgress = () => Promise.reject(new Error('platform down'));
    const failing = createGoalProgressReader(gateway, { ttlMs: 60_000, maxEntries: 10 });
    await expect(failing.read(goalCampaign, apps, NOW)).rejects.toThrow('platform down');
    expect(failing.known(goalCampaign, apps, NOW)).toBeUndefined();
  });
});
