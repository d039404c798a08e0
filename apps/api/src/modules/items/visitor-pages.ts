import type { Language } from '@points/contracts';
import type { Catalogue } from './catalogue';
import { inPeriod } from './item-view';
import { nextResetAt } from './periods';

/**
 * The first moment after `now` at which anything a visitor sees can change without the catalogue
 * changing: a period opening or closing, or a limit resetting (which moves `next_reset_at`).
 */
export function nextBoundary(catalogue: Catalogue, now: Date): number {
  let until = Number.POSITIVE_INFINITY;
  for (const item of catalogue.items) {
    const reset = nextResetAt(item.reset, item.resetMinute, now);
    if (reset) until = Math.min(until, reset.getTime());
    if (inPeriod(item, now) === 'not_started') until = Math.min(until, item.validFrom!.getTime());
    if (item.validTo && item.validTo > now) until = Math.min(until, item.validTo.getTime());
  }
  return until;
}

interface Page {
  catalogue: Catalogue;
  from: number;
  until: number;
  body: Buffer;
}

/**
 * The catalogue as a visitor sees it, serialized once per language: it is the same for every
 * visitor until the catalogue is read again or a boundary passes, so a visitor's request costs
 * neither database work nor serialization (the bytes are kept, so not even text encoding).
 */
export function createVisitorPages() {
  const pages = new Map<Language, Page>();
  return {
    get(catalogue: Catalogue, language: Language, now: Date, render: () => unknown): Buffer {
      const page = pages.get(language);
      const at = now.getTime();
      if (page && page.catalogue === catalogue && at >= page.from && at < page.until) {
        return page.body;
      }
      const body = Buffer.from(JSON.stringify(render()));
      pages.set(language, { catalogue, from: at, until: nextBoundary(catalogue, now), body });
      return body;
    },
  };
}
