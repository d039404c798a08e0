import { z } from 'zod';
import { DRAW_ALGORITHM, LANGUAGES } from './constants';
import { okEnvelope } from './envelope';
import { PostalAddress } from './identity';

/** Ids of lottery campaigns and lotteries. */
export const LOTTERY_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
const LotteryIdText = z.string().regex(LOTTERY_ID_PATTERN);

/**
 * A lottery as one player (or a visitor) sees it (SPEC.md §4): `upcoming` (entry not open yet),
 * `open` (open for entry), `closed` (entry closed, awaiting results), then once the result is
 * announced `won` or `lost` for a player who entered, `announced` for anyone else.
 */
export const LOTTERY_STATES = ['upcoming', 'open', 'closed', 'won', 'lost', 'announced'] as const;
export const LotteryState = z.enum(LOTTERY_STATES);
export type LotteryState = z.infer<typeof LotteryState>;

/** How a prize reaches its winner: shipped to their address, or delivered in a game. */
export const PRIZE_DELIVERIES = ['shipped', 'in_game'] as const;
export const PrizeDelivery = z.enum(PRIZE_DELIVERIES);
export type PrizeDelivery = z.infer<typeof PrizeDelivery>;

/**
 * Where a won prize stands (SPEC.md §4): a shipped prize needs the address confirmed before the
 * deadline (`address_needed`), then awaits delivery (`address_confirmed`) until `shipped`;
 * `address_missed` once the deadline passed unconfirmed. An in-game prize is `delivering`, then
 * `delivered` (or `delivery_failed`, which an operator follows up).
 */
export const PRIZE_STATUSES = [
  'address_needed',
  'address_confirmed',
  'shipped',
  'address_missed',
  'delivering',
  'delivered',
  'delivery_failed',
] as const;
export const PrizeStatus = z.enum(PRIZE_STATUSES);
export type PrizeStatus = z.infer<typeof PrizeStatus>;

/** Why an entry or a confirmation was refused beyond the catalogue code (4049; 402 has none). */
export const LOTTERY_REFUSALS = [
  'entry_limit_reached',
  'entry_closed',
  'not_a_winner',
  'deadline_passed',
  'not_confirmed',
  'address_incomplete',
] as const;
export const LotteryRefusal = z.enum(LOTTERY_REFUSALS);
export type LotteryRefusal = z.infer<typeof LotteryRefusal>;

/** The most entries one request may buy (the lottery's own limit may be lower). */
export const MAX_ENTRIES_PER_REQUEST = 100;

const iso = z.iso.datetime();
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);

export const LotteryQuery = z.object({ lang: z.enum(LANGUAGES).optional() });
export type LotteryQuery = z.infer<typeof LotteryQuery>;
export const LotteryParams = z.object({ id: LotteryIdText });

export const PrizeView = z.object({
  position: z.number().int().nonnegative(),
  name: z.string(),
  details: z.string(),
  image: z.string(),
  quantity: z.number().int().positive(),
  delivery: PrizeDelivery,
  /** For an in-game prize: the game it arrives in. */
  game: z.string().nullable(),
});
export type PrizeView = z.infer<typeof PrizeView>;

/**
 * Why a change to a draw's subject was refused once its entries opened: the commitment binds the
 * prize slots and the entry period (4049, with the `field`).
 */
export const COMMITMENT_FIXED = 'commitment_fixed';

/** One prize of a draw as the commitment binds it: its place in the order and how many units. */
export const DrawPrizeSlots = z.object({
  position: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
export type DrawPrizeSlots = z.infer<typeof DrawPrizeSlots>;

/**
 * What a draw's commitment binds, published before the first entry: the algorithm, the subject
 * (`lottery:<id>`, `festival:<id>`), SHA-256 of the secret seed, the prizes' slots in order and
 * the entry period (for the festival, its pre-registration).
 */
export const DrawCommitted = z.object({
  algorithm: z.literal(DRAW_ALGORITHM),
  subject: z.string().regex(/^(lottery|festival):[a-z0-9][a-z0-9-]{0,39}$/),
  seed_hash: hex64,
  prizes: z.array(DrawPrizeSlots),
  entry_from: iso,
  entry_to: iso,
});
export type DrawCommitted = z.infer<typeof DrawCommitted>;

/**
 * The draw's proof as it stands: from the moment the lottery is shown, the commitment and all it
 * binds (see `DrawCommitted`); the seed, the ticket list's SHA-256 and the winning tickets once
 * the result is announced.
 */
export const DrawProofSummary = DrawCommitted.extend({
  commitment: hex64,
  seed: hex64.nullable(),
  ticket_list_hash: hex64.nullable(),
  ticket_count: z.number().int().nonnegative().nullable(),
  drawn_at: iso.nullable(),
  winning_tickets: z.array(z.number().int().positive()).nullable(),
});
export type DrawProofSummary = z.infer<typeof DrawProofSummary>;

/** One lottery (SPEC's campaign-lottery-item) as this player sees it. */
export const LotteryView = z.object({
  id: z.string(),
  campaign_id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  points_per_entry: z.number().int().positive(),
  entry_limit: z.number().int().positive(),
  /** This player's entries (0 signed out) and how many more they may make (null signed out). */
  entry_count: z.number().int().nonnegative(),
  entries_left: z.number().int().nonnegative().nullable(),
  total_entries: z.number().int().nonnegative(),
  entry_from: iso,
  entry_to: iso,
  selection_at: iso,
  /** When the result is announced, and until when it is shown. */
  result_from: iso,
  result_to: iso,
  /** Winners of a shipped prize confirm their address before this. */
  address_deadline: iso,
  state: LotteryState,
  prizes: z.array(PrizeView),
  proof: DrawProofSummary,
});
export type LotteryView = z.infer<typeof LotteryView>;

/** A lottery campaign (SPEC's campaign-lottery) with its lotteries. */
export const LotteryCampaignView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The earliest entry opening and the latest result of its lotteries. */
  entry_from: iso,
  result_to: iso,
  /** Whether any of its lotteries takes entries now. */
  open: z.boolean(),
  lotteries: z.array(LotteryView),
});
export type LotteryCampaignView = z.infer<typeof LotteryCampaignView>;

/** `GET /campaign-lottery`: the lottery campaigns. */
export const LotteryCampaignsData = z.object({
  campaigns: z.array(LotteryCampaignView),
  point: z.number().int().nonnegative().nullable(),
});
export type LotteryCampaignsData = z.infer<typeof LotteryCampaignsData>;
export const LotteryCampaignsResponse = okEnvelope(LotteryCampaignsData);

/** `GET /campaign-lottery/{id}`: one lottery campaign. */
export const LotteryCampaignData = z.object({
  campaign: LotteryCampaignView,
  point: z.number().int().nonnegative().nullable(),
});
export type LotteryCampaignData = z.infer<typeof LotteryCampaignData>;
export const LotteryCampaignResponse = okEnvelope(LotteryCampaignData);

/** What the player won, and where the prize stands. */
export const WonPrizeView = z.object({
  prize_position: z.number().int().nonnegative(),
  ticket: z.number().int().positive(),
  status: PrizeStatus,
  confirmed_at: iso.nullable(),
  shipped_at: iso.nullable(),
});
export type WonPrizeView = z.infer<typeof WonPrizeView>;

/** `GET /campaign-lottery-item/{id}`: a lottery, with this player's tickets and result. */
export const LotteryItemData = z.object({
  lottery: LotteryView,
  campaign_name: z.string(),
  /**
   * The player's ticket numbers within the lottery, 1..n, given by the draw when it freezes the
   * list (empty signed out, and before the draw: `lottery.entry_count` says how many they hold).
   */
  tickets: z.array(z.number().int().positive()),
  /** The player's pseudonym in the published ticket list, once the list is published. */
  holder: z.string().nullable(),
  /** Set once the result is announced and the player won. */
  won: WonPrizeView.nullable(),
  point: z.number().int().nonnegative().nullable(),
});
export type LotteryItemData = z.infer<typeof LotteryItemData>;
export const LotteryItemResponse = okEnvelope(LotteryItemData);

/** `POST /campaign-lottery-item/{id}`: buy `count` entries (Idempotency-Key required). */
export const LotteryEntryBody = z.object({
  count: z.number().int().min(1).max(MAX_ENTRIES_PER_REQUEST),
});
export type LotteryEntryBody = z.infer<typeof LotteryEntryBody>;
export const LotteryEntryData = z.object({
  lottery_id: z.string(),
  count: z.number().int().positive(),
  points_spent: z.number().int().positive(),
  point: z.number().int().nonnegative(),
});
export type LotteryEntryData = z.infer<typeof LotteryEntryData>;
export const LotteryEntryResponse = okEnvelope(LotteryEntryData);

/** The winner's shipping information as the publisher profile holds it (SPEC.md §3). */
export const ShippingInfo = PostalAddress.extend({ phone: z.string() });
export type ShippingInfo = z.infer<typeof ShippingInfo>;

/** `GET /campaign-lottery-item/{id}/address`: step 1, the winner checks their shipping info. */
export const WinnerAddressData = z.object({
  lottery_id: z.string(),
  lottery_name: z.string(),
  prize_name: z.string(),
  status: PrizeStatus,
  address_deadline: iso,
  /** From the publisher profile; null fields are missing there (correct them at the provider). */
  shipping: ShippingInfo.nullable(),
  /** Whether every field a parcel needs is present. */
  complete: z.boolean(),
  confirmed_at: iso.nullable(),
});
export type WinnerAddressData = z.infer<typeof WinnerAddressData>;
export const WinnerAddressResponse = okEnvelope(WinnerAddressData);

/** `POST /campaign-lottery-item/{id}/confirm-address`: step 2, with the tick. */
export const ConfirmAddressBody = z.object({ confirmed: z.boolean() });
export type ConfirmAddressBody = z.infer<typeof ConfirmAddressBody>;
export const ConfirmAddressData = z.object({
  lottery_id: z.string(),
  status: z.literal('address_confirmed'),
  confirmed_at: iso,
});
export type ConfirmAddressData = z.infer<typeof ConfirmAddressData>;
export const ConfirmAddressResponse = okEnvelope(ConfirmAddressData);

/** One ticket of the published list: its number and its holder's pseudonym. */
export const PublishedTicket = z.tuple([z.number().int().positive(), z.string()]);

export const PublishedWinner = z.object({
  slot: z.number().int().nonnegative(),
  prize_position: z.number().int().nonnegative(),
  ticket: z.number().int().positive(),
  holder: z.string(),
});
export type PublishedWinner = z.infer<typeof PublishedWinner>;

/**
 * `GET /campaign-lottery-item/{id}/proof`: everything needed to recompute the draw without us,
 * once the result is announced (before, only the commitment): `npm run verify-draw` reads it.
 * The festival's visitor draw publishes the same document. The committed fields (subject, seed
 * hash, prize slots in order, entry period, algorithm) rebuild the commitment; the prize slots
 * are also what the draw hands out (slot k is the k-th unit of the list).
 */
export const DrawProof = DrawCommitted.extend({
  /** SHA-256 of `commitmentText` of the committed fields: what was published before any entry. */
  commitment: hex64,
  seed: hex64,
  ticket_list_hash: hex64,
  tickets: z.array(PublishedTicket),
  winners: z.array(PublishedWinner),
  drawn_at: iso,
});
export type DrawProof = z.infer<typeof DrawProof>;
export const DrawProofResponse = okEnvelope(DrawProof);
