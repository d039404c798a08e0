import type { CampaignDetailView, CampaignView, GameName, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../db/statement';
import { balanceChangesAt, balanceOf } from '../points/ledger';
import type { PlayerFacts } from '../users/player-facts';
import {
  gameAccountKey,
  type GameAccountCache,
} from '../../integrations/game-platform/game-accounts';
import type { GameAccountStatus } from '../../integrations/game-platform/types';
import type { User } from '../users/user-repository';
import { campaignTextsIn, type Campaign } from './campaign-catalogue';
import {
  appsFor,
  campaignBlock,
  campaignPeriod,
  linkedGamesCheck,
  linkedJoinGames,
  stateOf,
  type CampaignBlock,
  type CampaignFacts,
} from './campaign-eligibility';
import type { GoalProgressReader } from './goal-progress';

/** Slowest the platform may be before a page is shown without what it would have said. */
const PLATFORM_WAIT_MS = 800;

interface Grant {
  periodStart: number;
  part: string;
  grantedAt: Date;
}

/** A visitor, or a signed-in player with what they earned from campaigns. */
export type CampaignViewer =
  | { signedIn: false }
  | {
      signedIn: true;
      user: User;
      /** The player's points now. */
      balance: number;
      /** By campaign id. */
      grants: Map<string, Grant[]>;
      /** The status of each linked account (the country chosen in the game), where the platform answered. */
      accounts: ReadonlyMap<string, GameAccountStatus>;
    };

export const VISITOR: CampaignViewer = { signedIn: false };

/** The player's balance and grants of campaigns (claims, rewards): one statement. */
async function readCampaignFacts(db: Database, userId: string, now: Date) {
  const { rows } = await run<{ balance: number; changes_at: number | null; grants: unknown }>(
    db,
    sql`SELECT ${balanceOf(userId, now)} AS balance,
               ${balanceChangesAt(userId, now)} AS changes_at, ${jsonRows(
                 sql`SELECT scope, period_start, part, granted_at FROM point_grants
                      WHERE user_id = ${userId} AND scope LIKE 'campaign:%'`,
               )} AS grants`,
  );
  const { balance, changes_at, grants } = rows[0]!;
  const byCampaign = new Map<string, Grant[]>();
  for (const row of fromJsonRows<{
    scope: string;
    period_start: string;
    part: string;
    granted_at: string;
  }>(grants)) {
    const id = row.scope.slice('campaign:'.length);
    byCampaign.set(id, [
      ...(byCampaign.get(id) ?? []),
      {
        periodStart: new Date(row.period_start).getTime(),
        part: row.part,
        grantedAt: new Date(row.granted_at),
      },
    ]);
  }
  return { value: { balance, grants: byCampaign }, validUntil: changes_at ?? undefined };
}

/**
 * The viewer of the campaigns: a visitor, or the player with their balance and grants (kept per
 * player while they write nothing, when `facts` is given: player-facts.ts) and the countries of
 * their game accounts.
 */
export async function loadCampaignViewer(
  deps: { db: Database; gameAccounts: GameAccountCache; facts?: PlayerFacts | undefined },
  user: User | null,
  now: Date,
): Promise<CampaignViewer> {
  if (!user) return VISITOR;
  const read = () => readCampaignFacts(deps.db, user.id, now);
  const [facts, accounts] = await Promise.all([
    deps.facts ? deps.facts.get(user.id, 'campaigns', now, read) : read().then((f) => f.value),
    deps.gameAccounts.statuses(user.gameApps),
  ]);
  return { signedIn: true, user, balance: facts.balance, grants: facts.grants, accounts };
}

/** The facts the rules read, from what the viewer knows (no platform question here). */
function factsOf(
  campaign: Campaign,
  viewer: CampaignViewer,
  now: Date,
): CampaignFacts & { grants: Grant[] } {
  if (!viewer.signedIn) {
    return { signedIn: false, consent: false, country: null, gameApps: [], grants: [] };
  }
  const { user } = viewer;
  const start = campaignPeriod(campaign, now).start.getTime();
  const grants = (viewer.grants.get(campaign.id) ?? []).filter((g) => g.periodStart === start);
  return {
    signedIn: true,
    consent: user.programConsent,
    country: user.country,
    gameApps: user.gameApps,
    gameCountries: appsFor(campaign, user.gameApps).map(
      (app) => viewer.accounts.get(gameAccountKey(app))?.country ?? null,
    ),
    granted: new Set(grants.map((grant) => grant.part)),
    grants,
  };
}

/**
 * Each goal's progress for a page (undefined where not asked): asked only when everything before
 * the goal passes, read at once where the reader knows it, and otherwise waited for together
 * (one timer for the page) and shown as unknown (null) when the platform is slow or failing,
 * never holding the page. `blocks` are the rules' answers without the progress.
 */
async function progressOf(
  reader: GoalProgressReader,
  campaigns: readonly Campaign[],
  viewer: CampaignViewer,
  blocks: readonly (CampaignBlock['rule'] | null)[],
  now: Date,
): Promise<(number | null | undefined)[]> {
  const values: (number | null | undefined)[] = [];
  let pending: number[] | undefined;
  for (const [index, campaign] of campaigns.entries()) {
    if (!campaign.goal || !viewer.signedIn || blocks[index] !== null) {
      values.push(undefined);
      continue;
    }
    const known = reader.known(campaign, viewer.user.gameApps, now);
    values.push(known);
    if (known === undefined) (pending ??= []).push(index);
  }
  if (!pending || !viewer.signedIn) return values;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PLATFORM_WAIT_MS);
  });
  const { gameApps } = viewer.user;
  try {
    const answers = await Promise.all(
      pending.map(async (index) => {
        try {
          return await Promise.race([reader.read(campaigns[index]!, gameApps, now), late]);
        } catch {
          return null;
        }
      }),
    );
    for (const [at, index] of pending.entries()) values[index] = answers[at]!;
    return values;
  } finally {
    clearTimeout(timer);
  }
}

/** What every viewer sees of a campaign at `now` (the same until a date of the catalogue passes). */
export type CampaignSharedView = Pick<
  CampaignView,
  | 'id'
  | 'kind'
  | 'name'
  | 'summary'
  | 'image'
  | 'starts_at'
  | 'ends_at'
  | 'repeat'
  | 'period_ends_at'
  | 'reward'
  | 'requirement'
>;
/** What depends on the viewer: their state, what they still need, their progress and claims. */
export type CampaignPlayerView = Omit<CampaignView, keyof CampaignSharedView>;

export function toCampaignSharedView(
  campaign: Campaign,
  language: Language,
  now: Date,
): CampaignSharedView {
  const texts = campaignTextsIn(campaign, language);
  return {
    id: campaign.id,
    kind: campaign.kind,
    name: texts.name,
    summary: texts.summary,
    image: campaign.image,
    starts_at: campaign.startsAt.toISOString(),
    ends_at: campaign.endsAt.toISOString(),
    repeat: campaign.repeat,
    period_ends_at: campaignPeriod(campaign, now).end?.toISOString() ?? null,
    reward: { points: campaign.rewardPoints, expires_in_days: campaign.rewardExpiryDays },
    requirement: {
      linked_games: { rule: campaign.linkedRule, games: campaign.linkedGames },
      consent: true,
    },
  };
}

export function toCampaignPlayerView(
  campaign: Campaign,
  viewer: CampaignViewer,
  facts: CampaignFacts & { grants: Grant[] },
  progress: number | null | undefined,
  now: Date,
  /** The rules' answer without the progress, when already known. */
  before?: CampaignBlock['rule'] | null,
): CampaignPlayerView {
  // A rule before the goal's that fails fails with or without the progress.
  const block =
    before !== undefined && (before !== null || progress === undefined)
      ? before
      : campaignBlock(campaign, progress === undefined ? facts : { ...facts, progress }, now);
  let { state, reason } = stateOf(block);
  // A goal whose progress is unknown is shown as under way, not as claimable.
  if (state === 'claimable' && campaign.goal && progress === null) state = 'in_progress';
  const check = linkedGamesCheck(campaign, facts);
  const granted = facts.granted ?? new Set<string>();
  const linked = viewer.signedIn ? new Set(linkedJoinGames(campaign, facts.gameApps)) : new Set();
  const lastGrant = facts.grants.map((g) => g.grantedAt.getTime()).sort((a, b) => b - a)[0];
  if (state !== 'not_eligible') reason = null;
  return {
    state,
    reason,
    missing_games: viewer.signedIn ? (check.missing as GameName[]) : [],
    still_needed: viewer.signedIn ? check.stillNeeded : 0,
    progress:
      campaign.goal === null || (viewer.signedIn && progress === null)
        ? null
        : {
            metric: campaign.goal.metric,
            value: Math.min(progress ?? 0, campaign.goal.target),
            target: campaign.goal.target,
          },
    join_apps:
      campaign.kind === 'join_app'
        ? campaign.linkedGames.map((game) => ({
            game,
            linked: linked.has(game),
            rewarded: granted.has(game),
          }))
        : null,
    claimed_at: lastGrant === undefined ? null : new Date(lastGrant).toISOString(),
  };
}

/** The detail adds the campaign's description and rules. */
export function toCampaignDetail(
  view: CampaignView,
  campaign: Campaign,
  language: Language,
): CampaignDetailView {
  const texts = campaignTextsIn(campaign, language);
  return { ...view, description: texts.description, rules: texts.rules };
}

/** A campaign as the viewer sees it now: their facts, a goal's progress, then the view. */
export async function viewCampaign(
  progress: GoalProgressReader,
  request: { campaign: Campaign; viewer: CampaignViewer; language: Language; now: Date },
): Promise<CampaignView> {
  const { campaign, viewer, language, now } = request;
  return {
    ...toCampaignSharedView(campaign, language, now),
    ...(await viewCampaignAsPlayer(progress, { campaign, viewer, now })),
  };
}

/** The viewer's part of a campaign now: their facts, a goal's progress, then the view. */
export async function viewCampaignAsPlayer(
  progress: GoalProgressReader,
  request: { campaign: Campaign; viewer: CampaignViewer; now: Date },
): Promise<CampaignPlayerView> {
  const { campaign, viewer, now } = request;
  return (await viewCampaignsAsPlayer(progress, { campaigns: [campaign], viewer, now }))[0]!;
}

/**
 * The viewer's part of each campaign now (a list): their facts, the goals' progress (waited for
 * only where the reader does not know it already), then the views.
 */
export async function viewCampaignsAsPlayer(
  progress: GoalProgressReader,
  request: { campaigns: readonly Campaign[]; viewer: CampaignViewer; now: Date },
): Promise<CampaignPlayerView[]> {
  const { campaigns, viewer, now } = request;
  const facts = campaigns.map((campaign) => factsOf(campaign, viewer, now));
  const blocks = campaigns.map((campaign, index) => campaignBlock(campaign, facts[index]!, now));
  const values = await progressOf(progress, campaigns, viewer, blocks, now);
  return campaigns.map((campaign, index) =>
    toCampaignPlayerView(campaign, viewer, facts[index]!, values[index], now, blocks[index]),
  );
}
