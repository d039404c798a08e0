import { z } from 'zod';
import {
  CAMPAIGN_ID_PATTERN,
  CampaignDetailView,
  CampaignKind,
  CampaignRepeat,
  GameNameSchema,
  GoalMetric,
  LinkedGameRule,
} from '../campaigns';
import { LANGUAGES, MARKDOWN_LIMITS } from '../constants';
import { WindowedInstant } from '../dates';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { CountryCode } from './catalogue';
import { ConsolePageQuery, OperatorReason, RowVersion } from './paging';

// The earning screens of the console: campaigns players earn points with. Field names are the
// API's (snake_case); the demo seed, the console's forms and the API all check with these schemas.

const text = (max: number) => z.string().trim().max(max);
const Instant = WindowedInstant;
const countries = z
  .array(CountryCode)
  .max(250)
  .refine((list) => new Set(list).size === list.length, { message: 'a country is listed twice' });

export const EarningCampaignId = z
  .string()
  .trim()
  .regex(CAMPAIGN_ID_PATTERN, 'lower-case letters, digits and dashes, at most 64');

/** A campaign's texts in one language; the two bodies in the content subset of Markdown. */
export const EarningTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  summary: text(300),
  description: text(MARKDOWN_LIMITS.campaignBody),
  rules: text(MARKDOWN_LIMITS.campaignBody),
});
export type EarningTextsInput = z.infer<typeof EarningTextsInput>;

const earningFields = {
  id: EarningCampaignId,
  kind: CampaignKind,
  sort_order: z.number().int().min(0).max(1_000_000),
  published: z.boolean(),
  starts_at: Instant,
  ends_at: Instant,
  repeat: CampaignRepeat,
  barred_account_countries: countries,
  barred_game_countries: countries,
  linked_rule: LinkedGameRule,
  linked_games: z
    .array(GameNameSchema)
    .max(10)
    .refine((list) => new Set(list).size === list.length, { message: 'a game is listed twice' }),
  reward_points: z.number().int().min(1).max(1_000_000),
  reward_expiry_days: z.number().int().min(1).max(3650),
  goal: z.object({ metric: GoalMetric, target: z.number().int().min(1).max(100_000) }).nullable(),
  image: text(300).min(1, 'required'),
  texts: z
    .partialRecord(z.enum(LANGUAGES), EarningTextsInput)
    .refine((texts) => texts.en !== undefined || texts.ja !== undefined, {
      message: 'English or Japanese texts are required',
    }),
};

type EarningRules = Pick<
  z.infer<z.ZodObject<typeof earningFields>>,
  'kind' | 'starts_at' | 'ends_at' | 'linked_rule' | 'linked_games' | 'goal'
>;
/** The rules between fields: the same for the console's form, the demo and the API. */
const earningRules = (c: EarningRules, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (Date.parse(c.ends_at) <= Date.parse(c.starts_at)) issue('ends_at', 'must be after the start');
  if ((c.kind === 'goal') !== (c.goal !== null)) {
    issue(
      'goal',
      c.kind === 'goal' ? 'a goal campaign needs its goal' : 'only a goal campaign has a goal',
    );
  }
  const games = c.linked_games.length;
  if (c.linked_rule === 'none' && games > 0) issue('linked_games', 'the rule "none" names no game');
  if (c.linked_rule !== 'none' && games === 0) issue('linked_games', 'name the games of the rule');
  if (c.linked_rule === 'one' && games > 1) issue('linked_games', 'the rule "one" names one game');
  if (c.linked_rule === 'at_least_two' && games === 1) {
    issue('linked_games', 'the rule "at least two" names two games or more');
  }
  if ((c.kind === 'goal' || c.kind === 'join_app') && games === 0) {
    issue('linked_games', 'name the game this kind of campaign is about');
  }
};

/** A campaign as an operator (or the demo) writes it: `version` is the one read (null: new). */
export const EarningCampaignInput = z
  .object({
    ...earningFields,
    version: RowVersion.nullable(),
    reason: OperatorReason.optional(),
  })
  .superRefine(earningRules);
export type EarningCampaignInput = z.infer<typeof EarningCampaignInput>;
export type EarningCampaignInputForm = z.input<typeof EarningCampaignInput>;

/** What players earned with a campaign: claims (grants) and the points they brought. */
export const EarningCounts = z.object({
  claims: z.number().int().nonnegative(),
  players: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
});
export type EarningCounts = z.infer<typeof EarningCounts>;

export const ConsoleEarningCampaign = z.object({
  ...earningFields,
  texts: z.partialRecord(z.enum(LANGUAGES), EarningTextsInput),
  version: z.number().int(),
  updated_at: z.string(),
  counts: EarningCounts,
});
export type ConsoleEarningCampaign = z.infer<typeof ConsoleEarningCampaign>;
export const ConsoleEarningCampaignResponse = okEnvelope(ConsoleEarningCampaign);

export const EarningCampaignSummary = z.object({
  id: z.string(),
  kind: CampaignKind,
  /** In English, else Japanese. */
  name: z.string(),
  published: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  reward_points: z.number().int(),
  counts: EarningCounts,
  updated_at: z.string(),
});
export type EarningCampaignSummary = z.infer<typeof EarningCampaignSummary>;

export const EarningCampaignListQuery = ConsolePageQuery.extend({
  kind: CampaignKind.optional(),
  /** Part of the id or of a name in any language. */
  q: z.string().trim().max(100).optional(),
});
export type EarningCampaignListQuery = z.infer<typeof EarningCampaignListQuery>;
export const EarningCampaignListResponse = paginatedEnvelope(z.array(EarningCampaignSummary));

export const EarningCampaignParams = z.object({ id: EarningCampaignId });

/** Preview as a player: the campaign as that player would see it now (drafts too). */
export const EarningPreviewQuery = z.object({
  /** The player's login subject or nickname, as the players screen finds them. */
  player: z.string().trim().min(1).max(100),
  lang: z.enum(LANGUAGES).default('en'),
});
export type EarningPreviewQuery = z.infer<typeof EarningPreviewQuery>;
export const EarningPreviewResponse = okEnvelope(
  z.object({
    player: z.object({ id: z.uuid(), nickname: z.string(), country: z.string() }),
    campaign: CampaignDetailView,
  }),
);
export type EarningPreviewResponse = z.infer<typeof EarningPreviewResponse>;
