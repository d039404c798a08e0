import { firstAfter } from '../page-cache/visitor-cache';
import type { Catalogue } from './catalogue';
import { nextResetAt } from '../periods/periods';

/**
 * The first moment after `now` at which anything a visitor sees can change without the catalogue
 * changing: a period opening or closing, or a limit resetting (which moves `next_reset_at`).
 */
export function nextBoundary(catalogue: Catalogue, now: Date): number {
  return firstAfter(
    now,
    catalogue.items.flatMap((item) => [
      nextResetAt(item.reset, item.resetMinute, now),
      item.validFrom,
      item.validTo,
    ]),
  );
}
