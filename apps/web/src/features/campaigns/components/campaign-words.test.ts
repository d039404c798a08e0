import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignView } from '@points/contracts';
import { i18n } from '../../../lib/i18n';
import { campaignView } from '../../../test/campaign-view';
import { initTestI18n } from '../../../test/i18n';
import { requirementText, stateText } from './campaign-words';

beforeAll(async () => {
  await initTestI18n('en');
});

const view = campaignView;
const t = i18n.t.bind(i18n);

describe('what stands in the way, in words', () => {
  it('names the games to link, for each rule', () => {
    const rule = (
      r: CampaignView['requirement']['linked_games']['rule'],
      games: CampaignView['missing_games'],
      still: number,
    ) =>
      stateText(
        view({
          state: 'not_eligible',
          reason: 'linked_games',
          requirement: {
            linked_games: { rule: r, games: ['efootball', 'efcs', 'jcc'] },
            consent: true,
          },
          missing_games: games,
          still_needed: still,
        }),
        'en',
        t,
      );
    expect(rule('one', ['efcs'], 1)).toBe('Link Champion Squads to take part.');
    expect(rule('all', ['efootball', 'efcs'], 2)).toBe(
      'Link Pitch Legends and Champion Squads to take part.',
    );
    expect(rule('any', ['efcs', 'jcc'], 1)).toBe(
      'Link Champion Squads or League Club Manager to take part.',
    );
    expect(rule('at_least_two', ['efootball', 'efcs', 'jcc'], 2)).toBe(
      'Link 2 more of Pitch Legends, Champion Squads, or League Club Manager to take part.',
    );
    expect(rule('at_least_two', ['efcs', 'jcc'], 1)).toBe(
      'Link Champion Squads or League Club Manager to take part.',
    );
  });

  it('says when, for the dates and a claimed repeat', () => {
    expect(stateText(view({ state: 'not_started' }), 'en', t)).toBe('Starts on 1 Nov 2026');
    expect(stateText(view({ state: 'claimable' }), 'en', t)).toBeNull();
    expect(
      stateText(
        view({ state: 'claimed', repeat: 'daily', period_ends_at: '2026-11-25T00:00:00.000Z' }),
        'en',
        t,
      ),
    ).toBe('Claimed. You can claim again from 25 Nov 2026.');
    expect(
      stateText(
        view({ state: 'in_progress', progress: { metric: 'goals_scored', value: 2, target: 5 } }),
        'en',
        t,
      ),
    ).toBe('2 of 5 goals scored');
    expect(stateText(view({ state: 'not_eligible', reason: 'account_country' }), 'en', t)).toBe(
      "This campaign is not available in your account's country or region.",
    );
  });

  it('says what a join-app campaign still gives once some of its games are rewarded', () => {
    const joinApp = (apps: NonNullable<CampaignView['join_apps']>) =>
      stateText(
        view({
          kind: 'join_app',
          state: 'partly_claimed',
          reward: { points: 300, expires_in_days: 180 },
          join_apps: apps,
        }),
        'en',
        t,
      );
    expect(
      joinApp([
        { game: 'efcs', linked: true, rewarded: true },
        { game: 'jcc', linked: false, rewarded: false },
      ]),
    ).toBe('Claimed for Champion Squads. Link League Club Manager to earn 300 pts more.');
    expect(
      joinApp([
        { game: 'efootball', linked: true, rewarded: true },
        { game: 'efcs', linked: false, rewarded: false },
        { game: 'jcc', linked: false, rewarded: false },
      ]),
    ).toBe(
      'Claimed for Pitch Legends. Link Champion Squads and League Club Manager to earn 600 pts more.',
    );
  });

  it('says what a campaign needs in general', () => {
    const needs = (
      rule: CampaignView['requirement']['linked_games']['rule'],
      games: CampaignView['missing_games'],
    ) =>
      requirementText(
        view({ requirement: { linked_games: { rule, games }, consent: true } }),
        'en',
        t,
      );
    expect(needs('none', [])).toBe('No game link needed');
    expect(needs('any', ['efcs', 'jcc'])).toBe(
      'Champion Squads or League Club Manager linked to your account',
    );
    expect(needs('at_least_two', ['efootball', 'efcs', 'jcc'])).toBe(
      'At least two of Pitch Legends, Champion Squads, and League Club Manager linked to your account',
    );
  });
});
