/** A player's page as last rendered: what it was rendered from, when, and its bytes. */
interface Page {
  sources: readonly unknown[];
  from: number;
  until: number;
  bytes: Buffer;
}

/** What a render gives: the answer, and whether it may be sent again while its sources hold. */
export interface Rendered {
  text: string;
  /** False when the answer shows something not known yet (a platform that has not answered). */
  keep: boolean;
}

/** Whether two lists hold the same values (`===`), in the same order. */
export const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Each signed-in player's page of one route, serialized once and sent as bytes while nothing it
 * is rendered from has changed. `sources` are compared value by value (`===`): the catalogue (a
 * new object when read again), the language and filters, the player's facts (the same objects
 * while player-facts.ts keeps them, new ones once the player wrote, an operator wrote, a job
 * finished or they aged), what the session says of them (country, consent, linked apps) and what
 * the platform said of their game accounts. The time counts too: a page is used from when it was
 * rendered until `until` (a period opening or closing, a limit resetting). So a page is never
 * older than the facts it shows; a render that shows something not yet known is not kept.
 * At most `maxPlayers` pages are kept, the one rendered longest ago going first.
 */
export function createPlayerPages(maxPlayers = 5_000) {
  const pages = new Map<string, Page>();
  return {
    async get(
      userId: string,
      sources: readonly unknown[],
      now: Date,
      page: { until: () => number; render: () => Rendered | Promise<Rendered> },
    ): Promise<Buffer> {
      const at = now.getTime();
      const kept = pages.get(userId);
      if (kept && at >= kept.from && at < kept.until && sameValues(kept.sources, sources)) {
        return kept.bytes;
      }
      const rendered = await page.render();
      const bytes = Buffer.from(rendered.text);
      pages.delete(userId);
      if (!rendered.keep) return bytes;
      if (pages.size >= maxPlayers) pages.delete(pages.keys().next().value!);
      pages.set(userId, { sources, from: at, until: page.until(), bytes });
      return bytes;
    },
  };
}
