import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { okEnvelope, paginatedEnvelope } from '../envelope';
import { LOTTERY_ID_PATTERN, PRIZE_DELIVERIES, PRIZE_STATUSES } from '../lottery';
import { byLanguage, Instant, text } from './catalogue';
import { ConsolePageQuery, OperatorReason, RowVersion, SQL_INT_MAX } from './paging';

// The console's lottery screens: campaigns, lotteries with their prizes, entries, the draw's
// proof, winners (shipping export, marking shipped). Field names are the API's (snake_case).

const LotteryId = z
  .string()
  .trim()
  .regex(LOTTERY_ID_PATTERN, 'lower-case letters, digits and dashes, at most 40');

export const LotteryCampaignTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  description: text(2000),
});

/** A lottery campaign as an operator (or the demo) writes it. */
export const LotteryCampaignInput = z.object({
  id: LotteryId,
  sort_order: z.number().int().min(0).max(1_000_000),
  published: z.boolean(),
  image: text(300),
  texts: byLanguage(LotteryCampaignTextsInput),
  version: RowVersion.nullable(),
  reason: OperatorReason.optional(),
});
export type LotteryCampaignInput = z.infer<typeof LotteryCampaignInput>;
export type LotteryCampaignInputForm = z.input<typeof LotteryCampaignInput>;

/** A lottery campaign as the console lists and edits it. */
export const ConsoleLotteryCampaign = z.object({
  id: z.string(),
  sort_order: z.number().int(),
  published: z.boolean(),
  image: z.string(),
  texts: z.partialRecord(z.enum(LANGUAGES), LotteryCampaignTextsInput),
  version: z.number().int(),
  lottery_count: z.number().int(),
  /** Its lotteries' first entry start and last result day; null while it has none. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type ConsoleLotteryCampaign = z.infer<typeof ConsoleLotteryCampaign>;
export const ConsoleLotteryCampaignResponse = okEnvelope(ConsoleLotteryCampaign);
export const ConsoleLotteryCampaignsResponse = okEnvelope(z.array(ConsoleLotteryCampaign));

export const PrizeTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  details: text(2000),
});

export const PrizeInput = z
  .object({
    quantity: z.number().int().min(1).max(100_000),
    delivery: z.enum(PRIZE_DELIVERIES),
    /** An in-game prize: the game's content id and the item the platform delivers. */
    game: text(40).nullable(),
    game_item: text(80).nullable(),
    image: text(300),
    texts: byLanguage(PrizeTextsInput),
  })
  .refine((prize) => (prize.delivery === 'in_game') === Boolean(prize.game && prize.game_item), {
    message: 'an in-game prize needs its game and item; a shipped prize has neither',
    path: ['game'],
  });
export type PrizeInput = z.infer<typeof PrizeInput>;

export const LotteryTextsInput = z.object({
  name: text(120).min(1, 'a name is required'),
  description: text(4000),
});

/** Each time at or after the one before it: [later, earlier, message]. */
const LOTTERY_TIME_ORDER = [
  ['entry_to', 'entry_from', 'must be after the entry start'],
  ['selection_at', 'entry_to', 'must be at or after the entry end'],
  ['result_from', 'selection_at', 'must be at or after the selection'],
  ['result_to', 'result_from', 'must be after the announcement'],
  ['address_deadline', 'result_from', 'must be after the announcement'],
] as const;

/**
 * A lottery as an operator (or the demo) writes it, with its prizes in order. `version` is the
 * one read (null to create). The seed is never written: the server draws it on creation.
 */
export const LotteryInput = z
  .object({
    id: LotteryId,
    campaign_id: LotteryId,
    sort_order: z.number().int().min(0).max(1_000_000),
    points_per_entry: z.number().int().min(1).max(1_000_000),
    entry_limit: z.number().int().min(1).max(1000),
    entry_from: Instant,
    entry_to: Instant,
    selection_at: Instant,
    result_from: Instant,
    result_to: Instant,
    address_deadline: Instant,
    image: text(300),
    texts: byLanguage(LotteryTextsInput),
    prizes: z.array(PrizeInput).min(1, 'at least one prize').max(20),
    version: RowVersion.nullable(),
    reason: OperatorReason.optional(),
  })
  .superRefine((lottery, context) => {
    for (const [later, earlier, message] of LOTTERY_TIME_ORDER) {
      const strict = later === 'entry_to' || later === 'result_to' || later === 'address_deadline';
      const gap = Date.parse(lottery[later]) - Date.parse(lottery[earlier]);
      if (strict ? gap <= 0 : gap < 0) context.addIssue({ code: 'custom', message, path: [later] });
    }
  });
export type LotteryInput = z.infer<typeof LotteryInput>;
export type LotteryInputForm = z.input<typeof LotteryInput>;

export const ConsoleLotteryParams = z.object({ id: LotteryId });

/** A lottery in the console's list. */
export const ConsoleLotterySummary = z.object({
  id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  points_per_entry: z.number().int(),
  entry_from: z.string(),
  entry_to: z.string(),
  selection_at: z.string(),
  total_entries: z.number().int(),
  players: z.number().int(),
  drawn: z.boolean(),
});
export type ConsoleLotterySummary = z.infer<typeof ConsoleLotterySummary>;
export const LotteryListQuery = ConsolePageQuery.extend({
  q: z.string().trim().max(80).optional(),
});
export type LotteryListQuery = z.infer<typeof LotteryListQuery>;
export const LotteryListResponse = paginatedEnvelope(z.array(ConsoleLotterySummary));

export const ConsoleLotteryWinner = z.object({
  slot: z.number().int(),
  prize_position: z.number().int(),
  ticket: z.number().int(),
  player_id: z.string(),
  nickname: z.string(),
  status: z.enum(PRIZE_STATUSES),
  confirmed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
});
export type ConsoleLotteryWinner = z.infer<typeof ConsoleLotteryWinner>;

/** One lottery as the console edits and watches it. */
export const ConsoleLottery = z.object({
  lottery: z.object({
    id: z.string(),
    campaign_id: z.string(),
    sort_order: z.number().int(),
    points_per_entry: z.number().int(),
    entry_limit: z.number().int(),
    entry_from: z.string(),
    entry_to: z.string(),
    selection_at: z.string(),
    result_from: z.string(),
    result_to: z.string(),
    address_deadline: z.string(),
    image: z.string(),
    texts: z.partialRecord(z.enum(LANGUAGES), LotteryTextsInput),
    prizes: z.array(
      z.object({
        quantity: z.number().int(),
        delivery: z.enum(PRIZE_DELIVERIES),
        game: z.string().nullable(),
        game_item: z.string().nullable(),
        image: z.string(),
        texts: z.partialRecord(z.enum(LANGUAGES), PrizeTextsInput),
      }),
    ),
    version: z.number().int(),
  }),
  total_entries: z.number().int(),
  players: z.number().int(),
  commitment: z.string(),
  draw: z
    .object({ ticket_list_hash: z.string(), ticket_count: z.number().int(), drawn_at: z.string() })
    .nullable(),
  winners: z.array(ConsoleLotteryWinner),
});
export type ConsoleLottery = z.infer<typeof ConsoleLottery>;
export const ConsoleLotteryResponse = okEnvelope(ConsoleLottery);

/** Marks a won prize shipped. */
export const MarkShippedBody = z.object({
  slot: z.number().int().min(0).max(SQL_INT_MAX),
  reason: OperatorReason.optional(),
});
export type MarkShippedBody = z.infer<typeof MarkShippedBody>;
export const MarkShippedResponse = okEnvelope(
  z.object({ slot: z.number().int(), shipped_at: z.string() }),
);
