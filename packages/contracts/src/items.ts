import { z } from 'zod';
import { LANGUAGES } from './constants';
import { okEnvelope } from './envelope';
import { TargetCountry } from './site';

/** An item's button state for a player (SPEC.md §4, item button states). */
export const ITEM_STATES = [
  'exchangeable',
  'exchanged',
  'limit_reached',
  'not_enough_points',
  'app_not_linked',
  'cannot_exchange',
] as const;
export const ItemState = z.enum(ITEM_STATES);
export type ItemState = z.infer<typeof ItemState>;

export const TRADE_POINT_TYPES = ['item', 'points'] as const;
export const ITEM_RESETS = ['none', 'daily', 'weekly', 'monthly'] as const;
export const DELIVERY_PLATFORMS = ['steam', 'mobile'] as const;
export const EXCHANGE_STATUSES = ['queued', 'delivered', 'refunded'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** Why an exchange was refused beyond the catalogue code (status_code 4049). */
export const EXCHANGE_REFUSALS = [
  'wrong_platform',
  'period_not_started',
  'period_ended',
  'limit_reached',
] as const;
export type ExchangeRefusal = (typeof EXCHANGE_REFUSALS)[number];

/**
 * Why an item shows `cannot_exchange`, so the page can say it: made for a platform the player does
 * not play on, barred in the account's country (4042) or in the game's country (4043), the game
 * account cannot receive items (4044), or outside its exchange period.
 */
export const ITEM_UNAVAILABLE_REASONS = [
  'wrong_platform',
  'account_country',
  'game_country',
  'game_account_deleted',
  'game_account',
  'period_not_started',
  'period_ended',
] as const;
export const ItemUnavailableReason = z.enum(ITEM_UNAVAILABLE_REASONS);
export type ItemUnavailableReason = z.infer<typeof ItemUnavailableReason>;

const isoOrNull = z.iso.datetime().nullable();

export const ItemView = z.object({
  id: z.string(),
  group_id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  cost: z.number().int().positive(),
  trade_point_type: z.enum(TRADE_POINT_TYPES),
  /** Exchanges allowed per period; null when unlimited. */
  exchange_limit: z.number().int().positive().nullable(),
  /** What this player may still exchange this period; null when unlimited (or signed out). */
  remaining_count: z.number().int().nonnegative().nullable(),
  reset: z.enum(ITEM_RESETS),
  next_reset_at: isoOrNull,
  valid_from: isoOrNull,
  valid_to: isoOrNull,
  /** The platform variants the item exists as. */
  platforms: z.array(z.enum(DELIVERY_PLATFORMS)),
  /** The variant this player would receive, from their linked game apps. */
  platform: z.enum(DELIVERY_PLATFORMS).nullable(),
  state: ItemState,
  /** Why the state is `cannot_exchange`; null for every other state. */
  unavailable_reason: ItemUnavailableReason.nullable(),
});
export type ItemView = z.infer<typeof ItemView>;

export const ItemDetail = ItemView.extend({ details: z.string() });
export type ItemDetail = z.infer<typeof ItemDetail>;

export const ItemGroup = z.object({ id: z.string(), name: z.string(), items: z.array(ItemView) });
export type ItemGroup = z.infer<typeof ItemGroup>;

export const CatalogueQuery = z.object({
  lang: z.enum(LANGUAGES).optional(),
  target_country: TargetCountry.optional(),
});
export type CatalogueQuery = z.infer<typeof CatalogueQuery>;

/** `GET /group-item`: the groups and their items, as this player sees them. */
export const GroupItemsData = z.object({
  groups: z.array(ItemGroup),
  /** The player's balance, or null when signed out. */
  point: z.number().int().nonnegative().nullable(),
});
export const GroupItemsResponse = okEnvelope(GroupItemsData);

/** `GET /item/{id}`: one item, with its longer text. */
export const ItemData = z.object({
  item: ItemDetail,
  point: z.number().int().nonnegative().nullable(),
});
export const ItemResponse = okEnvelope(ItemData);

export const ItemParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/) });

/** `POST /item-withdraw/{id}`: the exchange made, and the balance after it. */
export const ExchangeData = z.object({
  exchange_id: z.uuid(),
  status: z.enum(EXCHANGE_STATUSES),
  point: z.number().int().nonnegative(),
});
export type ExchangeData = z.infer<typeof ExchangeData>;
export const ExchangeResponse = okEnvelope(ExchangeData);
