import {
  ERROR_CODES,
  gameOfContent,
  type CampaignIneligibleReason,
  type CampaignRefusal,
  type CampaignState,
  type GameAppLink,
  type GameName,
} from '@points/contracts';
import { AppError } from '../../errors';
import { barsCountry } from '../targeting/country-targeting';
import { firstBlock, firstBlockAsking, type Rules } from '../eligibility/rules';
import { periodStart, nextResetAt } from '../periods/periods';
import type { Campaign } from './campaign-catalogue';
import { checkLinkedGames, type LinkedGameCheck } from './linked-game-rule';

/** Why a player cannot claim a campaign now, one per rule, in the order they are checked. */
export type CampaignBlock =
  | { rule: 'not_started' | 'ended' | 'already_claimed' | 'partly_claimed' | 'goal_not_reached' }
  | { rule: CampaignIneligibleReason };

/** What is known about the player when deciding. */
export interface CampaignFacts {
  signedIn: boolean;
  consent: boolean;
  country: string | null;
  gameApps: readonly GameAppLink[];
  /**
   * The countries chosen in the game on the player's accounts of the campaign's games (null
   * where unknown); absent where nobody asked the platform.
   */
  gameCountries?: readonly (string | null)[];
  /** The parts granted this period (`''` for a claim, games for join-app); absent where unknown. */
  granted?: ReadonlySet<string>;
  /** What the game counted for a goal this period; absent where nobody asked, null when it did not answer. */
  progress?: number | null;
}

/** The games whose accounts count for a campaign: those it names, or the football game. */
function gamesOf(campaign: Campaign): GameName[] {
  return campaign.linkedGames.length > 0 ? campaign.linkedGames : ['efootball'];
}

/** The player's linked apps of the campaign's games (any platform). */
export function appsFor(campaign: Campaign, gameApps: readonly GameAppLink[]): GameAppLink[] {
  const games = new Set<string>(gamesOf(campaign));
  return gameApps.filter((app) => games.has(gameOfContent(app.content_id)));
}

/** The games a join-app campaign rewards that the player has linked. */
export function linkedJoinGames(campaign: Campaign, gameApps: readonly GameAppLink[]): GameName[] {
  const linked = new Set(gameApps.map((app) => gameOfContent(app.content_id)));
  return campaign.linkedGames.filter((game) => linked.has(game));
}

export function linkedGamesCheck(campaign: Campaign, facts: CampaignFacts): LinkedGameCheck {
  return checkLinkedGames(
    { rule: campaign.linkedRule, games: campaign.linkedGames },
    facts.gameApps,
  );
}

/** Whether everything the campaign gives this period is the player's already (every game's). */
function allGranted(campaign: Campaign, facts: CampaignFacts): boolean {
  const granted = facts.granted!;
  if (campaign.kind !== 'join_app') return granted.has('');
  return campaign.linkedGames.length > 0 && campaign.linkedGames.every((game) => granted.has(game));
}

/** A join-app campaign that rewarded every game linked so far, with others still to link. */
function partlyGranted(campaign: Campaign, facts: CampaignFacts): boolean {
  const granted = facts.granted!;
  return (
    granted.size > 0 && linkedJoinGames(campaign, facts.gameApps).every((game) => granted.has(game))
  );
}

/**
 * The rules of a claim, in order: the dates, then the player (signed in, consent 4011, the
 * account's country 406, the game's country 406, the linked games 4041), then this period's
 * grant and a goal's progress (4049). The list's state and the claim's refusal both read this
 * one list, so they cannot disagree.
 */
const RULES: Rules<Campaign, CampaignFacts, CampaignBlock['rule']> = [
  { block: 'not_started', fails: (campaign, _facts, now) => now < campaign.startsAt },
  { block: 'ended', fails: (campaign, _facts, now) => now >= campaign.endsAt },
  { block: 'sign_in', fails: (_campaign, facts) => !facts.signedIn },
  // Points are earned only under the programme's terms (SPEC.md §6); sign-in asks for consent.
  { block: 'consent', fails: (_campaign, facts) => !facts.consent },
  {
    block: 'account_country',
    fails: (campaign, facts) => barsCountry(campaign.barredAccountCountries, facts.country),
  },
  {
    block: 'game_country',
    needs: 'gameCountries',
    // Nothing to bar: the platform is not asked (a slow one would slow every claim).
    applies: (campaign) => campaign.barredGameCountries.length > 0,
    fails: (campaign, facts) =>
      facts.gameCountries!.some((country) => barsCountry(campaign.barredGameCountries, country)),
  },
  { block: 'linked_games', fails: (campaign, facts) => !linkedGamesCheck(campaign, facts).met },
  { block: 'already_claimed', needs: 'granted', fails: allGranted },
  {
    block: 'partly_claimed',
    needs: 'granted',
    applies: (campaign) => campaign.kind === 'join_app',
    fails: partlyGranted,
  },
  {
    block: 'goal_not_reached',
    needs: 'progress',
    applies: (campaign) => campaign.goal !== null,
    // Written to fail closed: a progress that is not a number (NaN) never reaches the target.
    fails: (campaign, facts) =>
      campaign.goal !== null && !((facts.progress ?? 0) >= campaign.goal.target),
  },
];

/** The first rule the player fails; rules whose facts are absent are passed over. */
export function campaignBlock(
  campaign: Campaign,
  facts: CampaignFacts,
  now: Date,
): CampaignBlock['rule'] | null {
  return firstBlock(RULES, campaign, facts, now);
}

/**
 * The same rules for a claim about to happen, asking the platform only when a rule needs it;
 * this period's grant is left to the earning, which checks it under the account lock.
 */
export function claimBlock(
  campaign: Campaign,
  facts: Omit<CampaignFacts, 'gameCountries' | 'granted' | 'progress'>,
  now: Date,
  ask: { gameCountries: () => Promise<(string | null)[]>; progress: () => Promise<number> },
): Promise<CampaignBlock['rule'] | null> {
  return firstBlockAsking(RULES, campaign, facts, now, { ...ask, granted: 'later' });
}

/** The state a block shows as, and why when the player is not eligible. */
export function stateOf(block: CampaignBlock['rule'] | null): {
  state: CampaignState;
  reason: CampaignIneligibleReason | null;
} {
  switch (block) {
    case null:
      return { state: 'claimable', reason: null };
    case 'not_started':
    case 'ended':
      return { state: block, reason: null };
    case 'already_claimed':
      return { state: 'claimed', reason: null };
    case 'partly_claimed':
      return { state: 'partly_claimed', reason: null };
    case 'goal_not_reached':
      return { state: 'in_progress', reason: null };
    default:
      return { state: 'not_eligible', reason: block };
  }
}

export function campaignRefusal(reason: CampaignRefusal): AppError {
  return new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });
}

/** The catalogue code (and reason) a refused claim answers with (SPEC.md §8). */
export function blockError(block: CampaignBlock['rule']): AppError {
  switch (block) {
    case 'sign_in':
      return new AppError(ERROR_CODES.UNAUTHENTICATED);
    case 'consent':
      return new AppError(ERROR_CODES.CONSENT_REQUIRED);
    case 'account_country':
    case 'game_country':
      return new AppError(ERROR_CODES.CAMPAIGN_NOT_IN_COUNTRY);
    case 'linked_games':
      return new AppError(ERROR_CODES.GAME_APP_NOT_LINKED);
    // Every game linked so far is rewarded (the earning says so under its lock in a claim).
    case 'partly_claimed':
      return campaignRefusal('already_claimed');
    default:
      return campaignRefusal(block);
  }
}

/** A campaign's period: the same object for every moment within it (it is never changed). */
export type CampaignPeriod = Readonly<{ start: Date; end: Date | null }>;

const WITHOUT_REPEATS: CampaignPeriod = Object.freeze({ start: new Date(0), end: null });
/** Each repeating campaign's last period worked out (pages ask for it on every read). */
const lastPeriods = new WeakMap<Campaign, { start: Date; end: Date }>();

/** The period a reward is earned once in: its start (epoch without repeats) and end. */
export function campaignPeriod(campaign: Campaign, now: Date): CampaignPeriod {
  if (campaign.repeat === 'none') return WITHOUT_REPEATS;
  const at = now.getTime();
  const last = lastPeriods.get(campaign);
  if (last && at >= last.start.getTime() && at < last.end.getTime()) return last;
  const period = {
    start: periodStart(campaign.repeat, 0, now),
    end: nextResetAt(campaign.repeat, 0, now)!,
  };
  lastPeriods.set(campaign, period);
  return period;
}

/** The window a goal counts in: this period, within the campaign's dates. */
export function goalWindow(campaign: Campaign, now: Date): { from: Date; to: Date } {
  const period = campaignPeriod(campaign, now);
  const from = new Date(Math.max(period.start.getTime(), campaign.startsAt.getTime()));
  const to = new Date(
    Math.min(period.end?.getTime() ?? campaign.endsAt.getTime(), campaign.endsAt.getTime()),
  );
  return { from, to };
}
