import type { Catalogue } from './catalogue';
import { nextResetAt } from '../periods/periods';

/**
 * The first moment after `now` at which anything a visitor sees can change without the catalogue
 * changing: a period opening or closing, or a limit resetting (which moves `next_reset_at`).
 */
export function nextBoundary(catalogue: Catalogue, now: Date): number {
  let until = Number.POSITIVE_INFINITY;
  for (const item of catalogue.items) {
    const reset = nextResetAt(item.reset, item.resetMinute, now);
    if (reset) until = Math.min(until, reset.getTime());
    if (item.validFrom && item.validFrom > now) until = Math.min(until, item.validFrom.getTime());
    if (item.validTo && item.validTo > now) until = Math.min(until, item.validTo.getTime());
  }
  return until;
}
