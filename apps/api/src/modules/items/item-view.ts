import type { GameAppLink, ItemDetail, ItemView, Language } from '@points/contracts';
import type { GameAccountStatus } from '../../integrations/game-platform/types';
import type { CatalogueItem } from './catalogue';
import { textsIn } from './catalogue';
import { gameAccountKey } from '../../integrations/game-platform/game-accounts';
import { itemRefusal, stateOf } from './item-eligibility';
import { itemLimitScope } from './item-limits';
import { nextResetAt, periodStart } from '../periods/periods';
import { variantFor } from './variants';

/** Who is looking at the catalogue: a visitor, or a player with balance and exchanges made. */
export interface Viewer {
  signedIn: boolean;
  country: string | null;
  gameApps: GameAppLink[];
  balance: number | null;
  /** Spends counted against limits in running periods, keyed by `usedKey`. */
  used: Map<string, number>;
  /** What the platform said of the linked game accounts, keyed by `gameAccountKey`. */
  gameAccounts: ReadonlyMap<string, GameAccountStatus>;
}

export const VISITOR: Viewer = {
  signedIn: false,
  country: null,
  gameApps: [],
  balance: null,
  used: new Map(),
  gameAccounts: new Map(),
};

export function usedKey(scope: string, start: Date): string {
  return `${scope}@${start.getTime()}`;
}

/** How many of the item the player exchanged in the current period. */
function usedThisPeriod(item: CatalogueItem, viewer: Viewer, now: Date): number {
  const start = periodStart(item.reset, item.resetMinute, now);
  return viewer.used.get(usedKey(itemLimitScope(item.id), start)) ?? 0;
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** What depends on the viewer in an item's view: their platform, limit left and state. */
export type ItemPlayerView = Pick<
  ItemView,
  'remaining_count' | 'platform' | 'state' | 'unavailable_reason'
>;
/** What every viewer sees of an item (the same until a date of the catalogue passes). */
export type ItemSharedView = Omit<ItemView, keyof ItemPlayerView>;

export function toItemSharedView(
  item: CatalogueItem,
  language: Language,
  now: Date,
): ItemSharedView {
  const texts = textsIn(item, language);
  return {
    id: item.id,
    group_id: item.groupId,
    name: texts.name,
    description: texts.description,
    image: item.image,
    cost: item.cost,
    trade_point_type: item.tradePointType,
    exchange_limit: item.exchangeLimit,
    reset: item.reset,
    next_reset_at: isoOrNull(nextResetAt(item.reset, item.resetMinute, now)),
    valid_from: isoOrNull(item.validFrom),
    valid_to: isoOrNull(item.validTo),
    platforms: item.variants.map((variant) => variant.platform),
  };
}

export function toItemPlayerView(item: CatalogueItem, viewer: Viewer, now: Date): ItemPlayerView {
  const match = variantFor(item, viewer.gameApps);
  // What the player used this period matters only for a limited item they are signed in to see.
  const limit = viewer.signedIn ? item.exchangeLimit : null;
  const used = limit === null ? 0 : usedThisPeriod(item, viewer, now);
  const account = match ? viewer.gameAccounts.get(gameAccountKey(match.app)) : undefined;
  const refusal = itemRefusal(
    item,
    {
      signedIn: viewer.signedIn,
      country: viewer.country,
      gameApps: viewer.gameApps,
      ...(account ? { account } : {}),
      ...(viewer.signedIn ? { ledger: { used, balance: viewer.balance ?? 0 } } : {}),
    },
    now,
  );
  const { state, reason } = stateOf(item, refusal);
  return {
    remaining_count: limit === null ? null : Math.max(0, limit - used),
    platform: match?.variant.platform ?? null,
    state,
    unavailable_reason: reason,
  };
}

export function toItemView(
  item: CatalogueItem,
  language: Language,
  viewer: Viewer,
  now: Date,
): ItemView {
  return { ...toItemSharedView(item, language, now), ...toItemPlayerView(item, viewer, now) };
}

export function toItemDetail(
  item: CatalogueItem,
  language: Language,
  viewer: Viewer,
  now: Date,
): ItemDetail {
  return { ...toItemView(item, language, viewer, now), details: textsIn(item, language).details };
}
