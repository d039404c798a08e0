import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { COUPON_ID_PATTERN } from '../coupons';
import { WindowedInstant } from '../dates';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { DELIVERY_PLATFORMS, ITEM_RESETS, TRADE_POINT_TYPES } from '../items';
import { ConsolePageQuery, OperatorReason, RowVersion } from './paging';

// The catalogue screens of the console: items, coupon campaigns, coupons and their code pools.
// Field names are the API's (snake_case); the console's forms use these schemas as they are.

/** Ids of items, groups, campaigns and coupons: what their tables' CHECKs accept. */
export const CATALOGUE_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
const CatalogueId = z
  .string()
  .trim()
  .regex(CATALOGUE_ID_PATTERN, 'lower-case letters, digits and dashes, at most 40');

export const text = (max: number) => z.string().trim().max(max);
/** An ISO instant with its offset, as the console sends what an operator typed in UTC. */
export const Instant = WindowedInstant;
/** A country as the catalogue stores it: two lower-case letters. */
export const CountryCode = z
  .string()
  .trim()
  .regex(/^[a-z]{2}$/, 'two lower-case letters, e.g. jp');

/** Texts per language: any of the 17, with English or Japanese (every language falls back to them). */
export const byLanguage = <T extends z.ZodType>(schema: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), schema)
    .refine((texts) => texts.en !== undefined || texts.ja !== undefined, {
      message: 'English or Japanese texts are required',
    });

const uniqueCountries = z
  .array(CountryCode)
  .max(250)
  .refine((list) => new Set(list).size === list.length, { message: 'a country is listed twice' });

// ---------------------------------------------------------------------------------------------
// Items

export const ItemTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  description: text(2000),
  details: text(4000),
});
export type ItemTextsInput = z.infer<typeof ItemTextsInput>;

/** How an item reaches a game: one per platform. */
export const ItemVariantInput = z.object({
  platform: z.enum(DELIVERY_PLATFORMS),
  content_id: text(40).min(1, 'required'),
  sku: text(100).min(1, 'required'),
});
export type ItemVariantInput = z.infer<typeof ItemVariantInput>;

const itemFields = {
  id: CatalogueId,
  group_id: CatalogueId,
  sort_order: z.number().int().min(0).max(1_000_000),
  cost: z.number().int().min(1).max(10_000_000),
  trade_point_type: z.enum(TRADE_POINT_TYPES),
  image: text(300).min(1, 'required'),
  /** Exchanges a player may make per period; null: unlimited. */
  exchange_limit: z.number().int().min(1).max(1_000_000).nullable(),
  reset: z.enum(ITEM_RESETS),
  /** When the period turns over, in minutes after midnight UTC. */
  reset_minute: z.number().int().min(0).max(1439),
  valid_from: Instant.nullable(),
  valid_to: Instant.nullable(),
  barred_account_countries: uniqueCountries,
  barred_game_countries: uniqueCountries,
  texts: byLanguage(ItemTextsInput),
  variants: z
    .array(ItemVariantInput)
    .min(1, 'at least one platform')
    .max(DELIVERY_PLATFORMS.length)
    .refine((list) => new Set(list.map((v) => v.platform)).size === list.length, {
      message: 'one variant per platform',
    }),
};

type ItemRules = {
  exchange_limit: number | null;
  reset: string;
  valid_from: string | null;
  valid_to: string | null;
};
// The rules between fields, the same for the console's form and the API.
const itemRules = (item: ItemRules, ctx: z.RefinementCtx) => {
  if (
    item.valid_from &&
    item.valid_to &&
    Date.parse(item.valid_to) <= Date.parse(item.valid_from)
  ) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'must be after the start' });
  }
  if (item.reset !== 'none' && item.exchange_limit === null) {
    ctx.addIssue({ code: 'custom', path: ['reset'], message: 'a reset needs an exchange limit' });
  }
};

/** An item as an operator writes it: `version` is the one read (null to create a new item). */
export const ItemInput = z
  .object({
    ...itemFields,
    version: RowVersion.nullable(),
    reason: OperatorReason.optional(),
  })
  .superRefine(itemRules);
export type ItemInput = z.infer<typeof ItemInput>;
export type ItemInputForm = z.input<typeof ItemInput>;

/** An item as the console reads it back. */
export const ConsoleItem = z.object({
  ...itemFields,
  texts: z.partialRecord(z.enum(LANGUAGES), ItemTextsInput),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ConsoleItem = z.infer<typeof ConsoleItem>;
export const ConsoleItemResponse = okEnvelope(ConsoleItem);

/** A line of the item list. */
export const ConsoleItemSummary = z.object({
  id: z.string(),
  group_id: z.string(),
  sort_order: z.number().int(),
  /** In English, else Japanese. */
  name: z.string(),
  cost: z.number().int(),
  trade_point_type: z.enum(TRADE_POINT_TYPES),
  exchange_limit: z.number().int().nullable(),
  reset: z.enum(ITEM_RESETS),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  platforms: z.array(z.enum(DELIVERY_PLATFORMS)),
  version: z.number().int(),
  updated_at: z.string(),
});
export type ConsoleItemSummary = z.infer<typeof ConsoleItemSummary>;

export const ItemListQuery = ConsolePageQuery.extend({
  group: CatalogueId.optional(),
  /** Part of the id or of a name in any language. */
  q: z.string().trim().max(100).optional(),
});
export type ItemListQuery = z.infer<typeof ItemListQuery>;
export const ItemListResponse = paginatedEnvelope(z.array(ConsoleItemSummary));

export const ConsoleItemParams = z.object({ id: CatalogueId });

export const ConsoleItemGroup = z.object({
  id: z.string(),
  sort_order: z.number().int(),
  name: z.string(),
});
export type ConsoleItemGroup = z.infer<typeof ConsoleItemGroup>;
export const ItemGroupListResponse = okEnvelope(z.array(ConsoleItemGroup));

// ---------------------------------------------------------------------------------------------
// Coupon campaigns and coupons

const CouponId = z
  .string()
  .trim()
  .regex(COUPON_ID_PATTERN, 'lower-case letters, digits and dashes, at most 40');

export const CampaignTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  description: text(1000),
});

const campaignFields = {
  id: CouponId,
  sort_order: z.number().int().min(0).max(1_000_000),
  image: text(300).min(1, 'required'),
  texts: byLanguage(CampaignTextsInput),
};

/** A coupon campaign as an operator writes it. */
export const CampaignInput = z.object({ ...campaignFields, reason: OperatorReason.optional() });
export type CampaignInput = z.infer<typeof CampaignInput>;
export type CampaignInputForm = z.input<typeof CampaignInput>;

/** How a coupon's codes stand: issued to players, free to get, withheld by the issue limit. */
export const CodeCounts = z.object({
  issued: z.number().int(),
  /** Codes left: free to get now. */
  free: z.number().int(),
  /** Held back until the issue limit allows them. */
  withheld: z.number().int(),
  total: z.number().int(),
});
export type CodeCounts = z.infer<typeof CodeCounts>;

export const CouponTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  terms: text(4000),
  notes: text(4000),
});

const couponFields = {
  id: CouponId,
  campaign_id: CouponId,
  sort_order: z.number().int().min(0).max(1_000_000),
  cost: z.number().int().min(1).max(10_000_000),
  valid_from: Instant,
  valid_to: Instant,
  issue_limit: z.number().int().min(1).max(10_000_000),
  holding_limit: z.number().int().min(1).max(1000),
  issuing: z.boolean(),
  image: text(300).min(1, 'required'),
  texts: byLanguage(CouponTextsInput),
};

/** A coupon as an operator writes it: `version` is the one read (null to create a new coupon). */
export const CouponInput = z
  .object({
    ...couponFields,
    version: RowVersion.nullable(),
    reason: OperatorReason.optional(),
  })
  .refine((coupon) => Date.parse(coupon.valid_to) > Date.parse(coupon.valid_from), {
    message: 'must be after the start',
    path: ['valid_to'],
  });
export type CouponInput = z.infer<typeof CouponInput>;
export type CouponInputForm = z.input<typeof CouponInput>;

export const ConsoleCoupon = z.object({
  ...couponFields,
  texts: z.partialRecord(z.enum(LANGUAGES), CouponTextsInput),
  version: z.number().int(),
  updated_at: z.string(),
  codes: CodeCounts,
});
export type ConsoleCoupon = z.infer<typeof ConsoleCoupon>;
export const ConsoleCouponResponse = okEnvelope(ConsoleCoupon);

/** A line of a campaign's coupon list. */
export const ConsoleCouponSummary = z.object({
  id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  cost: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  issue_limit: z.number().int(),
  holding_limit: z.number().int(),
  issuing: z.boolean(),
  version: z.number().int(),
  codes: CodeCounts,
});
export type ConsoleCouponSummary = z.infer<typeof ConsoleCouponSummary>;

/** A line of the campaign list, with its coupons' counts added up. */
export const ConsoleCampaignSummary = z.object({
  id: z.string(),
  sort_order: z.number().int(),
  name: z.string(),
  coupon_count: z.number().int(),
  codes: CodeCounts,
  updated_at: z.string(),
});
export type ConsoleCampaignSummary = z.infer<typeof ConsoleCampaignSummary>;
export const CampaignListQuery = ConsolePageQuery.extend({
  q: z.string().trim().max(100).optional(),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuery>;
export const CampaignListResponse = paginatedEnvelope(z.array(ConsoleCampaignSummary));

export const ConsoleCampaign = z.object({
  ...campaignFields,
  texts: z.partialRecord(z.enum(LANGUAGES), CampaignTextsInput),
  updated_at: z.string(),
  coupons: z.array(ConsoleCouponSummary),
});
export type ConsoleCampaign = z.infer<typeof ConsoleCampaign>;
export const ConsoleCampaignResponse = okEnvelope(ConsoleCampaign);

export const ConsoleCampaignParams = z.object({ id: CouponId });
export const ConsoleCouponParams = z.object({ id: CouponId });

// ---------------------------------------------------------------------------------------------
// Code pools

/** The most characters a code may have (what a game or a shop can take). */
export const CODE_MAX_LENGTH = 64;
/** The largest CSV file the console sends, in characters. */
export const CODES_CSV_MAX_CHARS = 5_000_000;
/** Line errors listed in an answer at most; `error_count` says how many there are. */
export const CODE_ERRORS_LISTED = 1000;

/** Why a line of a codes file is refused. */
export const CODE_LINE_PROBLEMS = [
  'empty',
  'too_long',
  'bad_characters',
  'duplicate_in_file',
  'already_in_pool',
] as const;
export const CodeLineProblem = z.enum(CODE_LINE_PROBLEMS);
export type CodeLineProblem = z.infer<typeof CodeLineProblem>;

export const CodeLineError = z.object({
  /** 1-based line of the file. */
  line: z.number().int(),
  value: z.string(),
  reason: CodeLineProblem,
});
export type CodeLineError = z.infer<typeof CodeLineError>;

/** A codes file as the console uploads it: the CSV's text, one code per line (first column). */
export const CodesCsvRequest = z.object({
  csv: z.string().min(1).max(CODES_CSV_MAX_CHARS),
  reason: OperatorReason.optional(),
});
export type CodesCsvRequest = z.infer<typeof CodesCsvRequest>;

/** What importing the file would do: the good codes, and each bad line. */
export const CodesPreview = z.object({
  good: z.number().int(),
  error_count: z.number().int(),
  /** The first CODE_ERRORS_LISTED bad lines, in file order. */
  errors: z.array(CodeLineError),
});
export type CodesPreview = z.infer<typeof CodesPreview>;
export const CodesPreviewResponse = okEnvelope(CodesPreview);

/** Why an import was refused beside its code (4049): some lines are bad; nothing was imported. */
export const CSV_HAS_ERRORS = 'csv_has_errors';
/** The refusal's body: `{ status_code: 4049, reason: 'csv_has_errors', good, error_count, errors }`. */
export const CodesImportRefusal = z.object({
  status_code: z.literal(4049),
  reason: z.literal(CSV_HAS_ERRORS),
  good: z.number().int(),
  error_count: z.number().int(),
  errors: z.array(CodeLineError),
});

export const CodesAdded = z.object({ added: z.number().int(), codes: CodeCounts });
export type CodesAdded = z.infer<typeof CodesAdded>;
export const CodesAddedResponse = okEnvelope(CodesAdded);

export const GenerateCodesRequest = z.object({
  count: z.number().int().min(1).max(100_000),
  reason: OperatorReason.optional(),
});
export type GenerateCodesRequest = z.infer<typeof GenerateCodesRequest>;

/** Why a save was refused beside 4049: an item or coupon with this id exists already. */
export const ALREADY_EXISTS = 'already_exists';
