import type { SpendLimit } from '../spending/spend';
import type { CatalogueItem } from './catalogue';
import { periodStart } from '../periods/periods';

/** The scope an item's per-player limit is counted under (`spend_counters.scope`). */
export const itemLimitScope = (itemId: string) => `item:${itemId}`;

/** The item's limit for the period running at `now`; undefined when the item has none. */
export function itemLimit(item: CatalogueItem, now: Date): SpendLimit | undefined {
  if (item.exchangeLimit === null) return undefined;
  return {
    scope: itemLimitScope(item.id),
    periodStart: periodStart(item.reset, item.resetMinute, now),
    max: item.exchangeLimit,
  };
}
