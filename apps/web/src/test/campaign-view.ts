import type { CampaignView } from '@points/contracts';

/**
 * A signed-in player's view of a claim campaign open to everyone and claimable now, with what a
 * test changes in `patch`: the one fixture the campaign tests build their views from.
 */
export function campaignView(patch: Partial<CampaignView> = {}): CampaignView {
  return {
    id: 'c',
    kind: 'claim',
    name: 'C',
    summary: '',
    image: '',
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    repeat: 'none',
    period_ends_at: null,
    reward: { points: 100, expires_in_days: 30 },
    requirement: { linked_games: { rule: 'none', games: [] }, consent: true },
    state: 'claimable',
    reason: null,
    missing_games: [],
    still_needed: 0,
    progress: null,
    join_apps: null,
    claimed_at: null,
    ...patch,
  };
}
