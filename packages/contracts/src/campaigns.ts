import { z } from 'zod';
import { GAME_NAMES, LANGUAGES, type GameName } from './constants';
import { RichText } from './content';
import { okEnvelope } from './envelope';

/**
 * Which linked games a campaign asks of a player (SPEC.md §6): none, one named game, any of
 * several, all of several, or at least two of several. Games are named as `GAME_OF_CONTENT`
 * names them (`efootball`, `efcs`, `jcc`), so a game linked on any platform counts.
 */
export const LINKED_GAME_RULES = ['none', 'one', 'any', 'all', 'at_least_two'] as const;
export const LinkedGameRule = z.enum(LINKED_GAME_RULES);
export type LinkedGameRule = z.infer<typeof LinkedGameRule>;

export const GameNameSchema = z.enum(GAME_NAMES as [GameName, ...GameName[]]);

/**
 * The three ways to earn: `claim` (an eligible player claims a fixed reward once a period),
 * `join_app` (link another of the publisher's games and earn once per game), `goal` (reach an
 * in-game goal the game platform counts, then claim once a period).
 */
export const CAMPAIGN_KINDS = ['claim', 'join_app', 'goal'] as const;
export const CampaignKind = z.enum(CAMPAIGN_KINDS);
export type CampaignKind = z.infer<typeof CampaignKind>;

/** How often a campaign's reward can be earned again: once, or once a day, week or month (UTC). */
export const CAMPAIGN_REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export const CampaignRepeat = z.enum(CAMPAIGN_REPEATS);
export type CampaignRepeat = z.infer<typeof CampaignRepeat>;

/** What the game platform counts for a goal, per player and period. */
export const GOAL_METRICS = ['matches_played', 'matches_won', 'goals_scored'] as const;
export const GoalMetric = z.enum(GOAL_METRICS);
export type GoalMetric = z.infer<typeof GoalMetric>;

/**
 * A campaign as one player (or a visitor) sees it: `ended` and `not_started` by its dates,
 * `not_eligible` (with a reason) when something of the player's stands in the way, `claimed` when
 * this period's reward is theirs (for join-app: every game's), `partly_claimed` when a join-app
 * campaign rewarded every game the player has linked but others of its games are still to link,
 * `in_progress` while a goal is not reached, else `claimable`.
 */
export const CAMPAIGN_STATES = [
  'claimable',
  'claimed',
  'partly_claimed',
  'in_progress',
  'not_eligible',
  'not_started',
  'ended',
] as const;
export const CampaignState = z.enum(CAMPAIGN_STATES);
export type CampaignState = z.infer<typeof CampaignState>;

/**
 * Why a player is not eligible, in the order they are checked: not signed in, no consent to the
 * programme (4011), the account's country (406), the country chosen in the game (406), a game
 * the rule needs is not linked (4041).
 */
export const CAMPAIGN_INELIGIBLE_REASONS = [
  'sign_in',
  'consent',
  'account_country',
  'game_country',
  'linked_games',
] as const;
export const CampaignIneligibleReason = z.enum(CAMPAIGN_INELIGIBLE_REASONS);
export type CampaignIneligibleReason = z.infer<typeof CampaignIneligibleReason>;

/**
 * Why a claim was refused beside 4049: the period has not started or has ended, this period's
 * reward was claimed already, the goal is not reached yet, or the request does not apply to this
 * campaign (SPEC.md §8 "not applied to this campaign": a join-app request for another kind of
 * campaign, or no newly linked game to reward).
 */
export const CAMPAIGN_REFUSALS = [
  'not_started',
  'ended',
  'already_claimed',
  'goal_not_reached',
  'not_applied',
] as const;
export const CampaignRefusal = z.enum(CAMPAIGN_REFUSALS);
export type CampaignRefusal = z.infer<typeof CampaignRefusal>;

export const CAMPAIGN_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const CampaignId = z.string().regex(CAMPAIGN_ID_PATTERN);

export const CampaignMeasureQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  /** `claimable`: only what the player can claim now. */
  filter: z.enum(['all', 'claimable']).default('all'),
});
export type CampaignMeasureQuery = z.input<typeof CampaignMeasureQuery>;

export const CampaignParams = z.object({ id: CampaignId });
export const CampaignQuery = z.object({ lang: z.enum(LANGUAGES).optional() });

export const LinkedGameRequirement = z.object({
  rule: LinkedGameRule,
  games: z.array(GameNameSchema),
});
export type LinkedGameRequirement = z.infer<typeof LinkedGameRequirement>;

export const CampaignView = z.object({
  id: CampaignId,
  kind: CampaignKind,
  name: z.string(),
  summary: z.string(),
  image: z.string(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  repeat: CampaignRepeat,
  /** When the running period ends and the reward can be earned again; null without repeats. */
  period_ends_at: z.iso.datetime().nullable(),
  /** Points per claim (per game for join-app), and the days they stay spendable. */
  reward: z.object({
    points: z.number().int().positive(),
    expires_in_days: z.number().int().positive(),
  }),
  requirement: z.object({ linked_games: LinkedGameRequirement, consent: z.boolean() }),
  state: CampaignState,
  reason: CampaignIneligibleReason.nullable(),
  /** The named games the player still lacks, and how many of them they must link. */
  missing_games: z.array(GameNameSchema),
  still_needed: z.number().int().nonnegative(),
  /** A goal's progress this period; null for other kinds, or when the platform did not answer. */
  progress: z
    .object({
      metric: GoalMetric,
      value: z.number().int().nonnegative(),
      target: z.number().int().positive(),
    })
    .nullable(),
  /** A join-app campaign's games: linked by the player, and already rewarded. */
  join_apps: z
    .array(z.object({ game: GameNameSchema, linked: z.boolean(), rewarded: z.boolean() }))
    .nullable(),
  /** When this period's reward was claimed (the last game's, for join-app). */
  claimed_at: z.iso.datetime().nullable(),
});
export type CampaignView = z.infer<typeof CampaignView>;

export const CampaignDetailView = CampaignView.extend({
  description: RichText,
  rules: RichText,
});
export type CampaignDetailView = z.infer<typeof CampaignDetailView>;

export const CampaignMeasuresResponse = okEnvelope(
  z.object({ campaigns: z.array(CampaignView), point: z.number().int().nullable() }),
);
export type CampaignMeasuresResponse = z.infer<typeof CampaignMeasuresResponse>;
export const CampaignMeasureResponse = okEnvelope(
  z.object({ campaign: CampaignDetailView, point: z.number().int().nullable() }),
);
export type CampaignMeasureResponse = z.infer<typeof CampaignMeasureResponse>;

/** `POST /campaign-measure-check` and `POST /campaign-join-app` (Idempotency-Key required). */
export const CampaignClaimBody = z.object({ campaign_measure_id: CampaignId });
export type CampaignClaimBody = z.infer<typeof CampaignClaimBody>;
export const CampaignClaimData = z.object({
  campaign_measure_id: CampaignId,
  /** Points credited by this claim in all. */
  points: z.number().int().positive(),
  /** The games rewarded by a join-app claim; empty for other kinds. */
  games: z.array(GameNameSchema),
  expires_at: z.iso.datetime(),
  /** The balance after the credit. */
  point: z.number().int().nonnegative(),
});
export type CampaignClaimData = z.infer<typeof CampaignClaimData>;
export const CampaignClaimResponse = okEnvelope(CampaignClaimData);

/**
 * A fixed campaign page (SPEC.md §2, /campaigns/{uuid}): typed blocks per language, so 25 pages
 * are data, not components.
 */
export const CAMPAIGN_PAGE_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A path on this site: one leading slash (`//host` would leave the site). */
const Path = z.string().regex(/^\/(?!\/)[A-Za-z0-9/_?=&.-]*$/, 'a path on this site');
export const PageBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    title: z.string().min(1),
    subtitle: z.string(),
    art: z.enum(['pitch', 'trophy', 'stadium', 'boots', 'calendar', 'cards']),
  }),
  z.object({ type: z.literal('text'), title: z.string(), body: RichText }),
  z.object({ type: z.literal('rules'), title: z.string(), items: z.array(z.string()).min(1) }),
  z.object({
    type: z.literal('steps'),
    title: z.string(),
    steps: z.array(z.object({ title: z.string(), body: z.string() })).min(1),
  }),
  z.object({
    type: z.literal('reward'),
    title: z.string(),
    points: z.number().int().positive(),
    note: z.string(),
  }),
  z.object({ type: z.literal('cta'), label: z.string().min(1), path: Path }),
  z.object({
    type: z.literal('faq'),
    title: z.string(),
    items: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  }),
]);
export type PageBlock = z.infer<typeof PageBlock>;
export const CampaignPageParams = z.object({ id: z.string().regex(CAMPAIGN_PAGE_ID_PATTERN) });
export const CampaignPageResponse = okEnvelope(
  z.object({
    page: z.object({
      id: z.string(),
      game_banner: z.boolean(),
      /** The language the blocks are in (the one asked for, or its fallback). */
      language: z.enum(LANGUAGES),
      title: z.string(),
      blocks: z.array(PageBlock),
    }),
  }),
);
export type CampaignPageResponse = z.infer<typeof CampaignPageResponse>;

/** A fixed page as an operator (or the demo) writes it: blocks per language. */
export const CampaignPageInput = z.object({
  id: z.string().regex(CAMPAIGN_PAGE_ID_PATTERN),
  game_banner: z.boolean(),
  texts: z
    .partialRecord(
      z.enum(LANGUAGES),
      z.object({
        title: z.string().trim().min(1).max(160),
        blocks: z.array(PageBlock).min(1).max(40),
      }),
    )
    .refine((texts) => texts.en !== undefined || texts.ja !== undefined, {
      message: 'English or Japanese texts are required',
    }),
});
export type CampaignPageInput = z.infer<typeof CampaignPageInput>;
