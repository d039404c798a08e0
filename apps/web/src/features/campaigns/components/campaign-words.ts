import type { TFunction } from 'i18next';
import type { CampaignView, GameName, Language } from '@points/contracts';
import { GAMES } from '@points/contracts/constants';
import { formatStart } from '../../../lib/dates';
import { pointsAmount } from '../../../lib/i18n';

/** A game's name on this site (the games' own names, the same in every language). */
export const gameName = (game: GameName): string => GAMES[game].name;

/** Names joined as the language joins a list ("A, B and C"; "A、B、C"). */
export function listOf(
  names: readonly string[],
  language: Language,
  type: 'conjunction' | 'disjunction',
) {
  return new Intl.ListFormat(language, { style: 'long', type }).format(names);
}

/**
 * Why the player cannot claim, or what comes next, in words: "Link Champion Squads to take
 * part", "Starts on 3/12/2026", "Claimed: again from 24/11/2026". Null when claimable.
 */
export function stateText(campaign: CampaignView, language: Language, t: TFunction): string | null {
  switch (campaign.state) {
    case 'claimable':
      return null;
    case 'not_started':
      return t('campaigns.state.startsOn', { date: formatStart(campaign.starts_at, language) });
    case 'ended':
      return t('campaigns.state.ended');
    case 'claimed':
      return campaign.period_ends_at && campaign.period_ends_at < campaign.ends_at
        ? t('campaigns.state.claimedUntil', {
            date: formatStart(campaign.period_ends_at, language),
          })
        : t('campaigns.state.claimed');
    case 'partly_claimed':
      return partlyClaimedText(campaign, language, t);
    case 'in_progress':
      return campaign.progress
        ? t(`campaigns.goal.${campaign.progress.metric}`, {
            value: campaign.progress.value,
            target: campaign.progress.target,
            count: campaign.progress.target,
          })
        : t('campaigns.goal.unknown');
    case 'not_eligible':
      return ineligibleText(campaign, language, t);
  }
}

/** A join-app campaign half-way: the games rewarded, and what linking the others would earn. */
function partlyClaimedText(campaign: CampaignView, language: Language, t: TFunction): string {
  const apps = campaign.join_apps ?? [];
  const rewarded = apps.filter((app) => app.rewarded).map((app) => gameName(app.game));
  const toLink = apps
    .filter((app) => !app.linked && !app.rewarded)
    .map((app) => gameName(app.game));
  return t('campaigns.state.partlyClaimed', {
    claimed: listOf(rewarded, language, 'conjunction'),
    games: listOf(toLink, language, 'conjunction'),
    points: pointsAmount(campaign.reward.points * toLink.length),
  });
}

function ineligibleText(campaign: CampaignView, language: Language, t: TFunction): string {
  if (campaign.reason !== 'linked_games')
    return t(`campaigns.reason.${campaign.reason ?? 'sign_in'}`);
  const missing = campaign.missing_games.map(gameName);
  const { rule } = campaign.requirement.linked_games;
  if (rule === 'any' || (rule === 'at_least_two' && campaign.still_needed === 1)) {
    return t('campaigns.link.oneOf', { games: listOf(missing, language, 'disjunction') });
  }
  if (rule === 'at_least_two') {
    return t('campaigns.link.countOf', {
      count: campaign.still_needed,
      games: listOf(missing, language, 'disjunction'),
    });
  }
  return t('campaigns.link.all', { games: listOf(missing, language, 'conjunction') });
}

/** What the campaign asks of the player in general, for its detail page ("Needs Pitch Legends"). */
export function requirementText(campaign: CampaignView, language: Language, t: TFunction): string {
  const { rule, games } = campaign.requirement.linked_games;
  const names = games.map(gameName);
  switch (rule) {
    case 'none':
      return t('campaigns.needs.none');
    case 'one':
    case 'all':
      return t('campaigns.needs.all', { games: listOf(names, language, 'conjunction') });
    case 'any':
      return t('campaigns.needs.any', { games: listOf(names, language, 'disjunction') });
    case 'at_least_two':
      return t('campaigns.needs.atLeastTwo', { games: listOf(names, language, 'conjunction') });
  }
}
