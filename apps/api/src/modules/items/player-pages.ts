import type { Language } from '@points/contracts';
import type { Catalogue } from './catalogue';
import { nextBoundary } from './catalogue-boundary';
import type { Viewer } from './item-view';

/** What a player's catalogue page is rendered from. */
interface PageSource {
  catalogue: Catalogue;
  language: Language;
  viewer: Viewer;
}

interface Page extends PageSource {
  accounts: unknown[];
  from: number;
  until: number;
  bytes: Buffer;
}

const accountsOf = (viewer: Viewer) => [...viewer.gameAccounts.values()];
const sameValues = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Each signed-in player's catalogue page, serialized once and sent as bytes while nothing it is
 * rendered from has changed: the catalogue (a new object when read again), the language, the
 * player's facts (the same objects while player-facts.ts keeps them, new ones once the player
 * wrote), their country and linked apps (the session's), what the platform said of their game
 * accounts, and the time (until a period opens or closes or a limit resets: `nextBoundary`).
 * At most `maxPlayers` pages are kept, the one rendered longest ago going first.
 */
export function createPlayerPages(maxPlayers = 5_000) {
  const pages = new Map<string, Page>();
  return {
    get(userId: string, source: PageSource, now: Date, render: () => string): Buffer {
      const at = now.getTime();
      const { catalogue, language, viewer } = source;
      const accounts = accountsOf(viewer);
      const page = pages.get(userId);
      if (
        page &&
        page.catalogue === catalogue &&
        page.language === language &&
        page.viewer.used === viewer.used &&
        page.viewer.balance === viewer.balance &&
        page.viewer.country === viewer.country &&
        page.viewer.gameApps === viewer.gameApps &&
        sameValues(page.accounts, accounts) &&
        at >= page.from &&
        at < page.until
      ) {
        return page.bytes;
      }
      const bytes = Buffer.from(render());
      pages.delete(userId);
      if (pages.size >= maxPlayers) pages.delete(pages.keys().next().value!);
      pages.set(userId, {
        ...source,
        accounts,
        from: at,
        until: nextBoundary(catalogue, now),
        bytes,
      });
      return bytes;
    },
  };
}
