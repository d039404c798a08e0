import type { GameAppLink, ItemDetail, ItemState, ItemView, Language } from '@points/contracts';
import { platformServes } from '../../integrations/game-platform/gateway';
import type { CatalogueItem, CatalogueVariant } from './catalogue';
import { textsIn } from './catalogue';
import { nextResetAt, periodStart } from './periods';

/** Who is looking at the catalogue: a visitor, or a player with balance and exchanges made. */
export interface Viewer {
  signedIn: boolean;
  country: string | null;
  gameApps: GameAppLink[];
  balance: number | null;
  /** Exchanges made per item in each period, keyed `itemId@periodStartMillis`. */
  used: Map<string, number>;
}

export const VISITOR: Viewer = {
  signedIn: false,
  country: null,
  gameApps: [],
  balance: null,
  used: new Map(),
};

/** The variant the player would receive, and the linked game app it goes to. */
export function variantFor(
  item: CatalogueItem,
  gameApps: GameAppLink[],
): { variant: CatalogueVariant; app: GameAppLink } | null {
  for (const variant of item.variants) {
    const app = gameApps.find(
      (candidate) =>
        candidate.content_id === variant.contentId &&
        platformServes(variant.platform, candidate.platform),
    );
    if (app) return { variant, app };
  }
  return null;
}

export function usedKey(itemId: string, start: Date): string {
  return `${itemId}@${start.getTime()}`;
}

/** How many of the item the player exchanged in the current period. */
function usedThisPeriod(item: CatalogueItem, viewer: Viewer, now: Date): number {
  return viewer.used.get(usedKey(item.id, periodStart(item.reset, item.resetMinute, now))) ?? 0;
}

export function inPeriod(item: CatalogueItem, now: Date): 'open' | 'not_started' | 'ended' {
  if (item.validFrom && now < item.validFrom) return 'not_started';
  if (item.validTo && now >= item.validTo) return 'ended';
  return 'open';
}

/**
 * The item's button state for this viewer (SPEC.md §4), most decisive reason first. `linked`: the
 * player has a game app the item goes to; `used`: what they exchanged this period (limited items).
 */
function itemState(
  item: CatalogueItem,
  viewer: Viewer,
  now: Date,
  { linked, used }: { linked: boolean; used: number },
): ItemState {
  if (inPeriod(item, now) !== 'open') return 'cannot_exchange';
  if (viewer.country && item.barredAccountCountries.includes(viewer.country)) {
    return 'cannot_exchange';
  }
  // A visitor sees what they could exchange; the button asks them to log in first.
  if (!viewer.signedIn) return 'exchangeable';
  if (!linked) return 'app_not_linked';
  if (item.exchangeLimit !== null && used >= item.exchangeLimit) {
    return item.exchangeLimit === 1 ? 'exchanged' : 'limit_reached';
  }
  if ((viewer.balance ?? 0) < item.cost) return 'not_enough_points';
  return 'exchangeable';
}

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toItemView(
  item: CatalogueItem,
  language: Language,
  viewer: Viewer,
  now: Date,
): ItemView {
  const texts = textsIn(item, language);
  const match = variantFor(item, viewer.gameApps);
  // What the player used this period matters only for a limited item they are signed in to see.
  const limit = viewer.signedIn ? item.exchangeLimit : null;
  const used = limit === null ? 0 : usedThisPeriod(item, viewer, now);
  const remaining = limit === null ? null : Math.max(0, limit - used);
  return {
    id: item.id,
    group_id: item.groupId,
    name: texts.name,
    description: texts.description,
    image: item.image,
    cost: item.cost,
    trade_point_type: item.tradePointType,
    exchange_limit: item.exchangeLimit,
    remaining_count: remaining,
    reset: item.reset,
    next_reset_at: isoOrNull(nextResetAt(item.reset, item.resetMinute, now)),
    valid_from: isoOrNull(item.validFrom),
    valid_to: isoOrNull(item.validTo),
    platforms: item.variants.map((variant) => variant.platform),
    platform: match?.variant.platform ?? null,
    state: itemState(item, viewer, now, { linked: match !== null, used }),
  };
}

export function toItemDetail(
  item: CatalogueItem,
  language: Language,
  viewer: Viewer,
  now: Date,
): ItemDetail {
  return { ...toItemView(item, language, viewer, now), details: textsIn(item, language).details };
}
