/**
 * What visitors see, serialized once per key (a language, a country…) and kept as bytes: it is
 * the same for every visitor until its source is read again (a new `source` object) or a moment
 * passes at which it changes by itself (a period opening, a limit resetting). A visitor's request
 * then costs neither database work nor serialization, not even text encoding.
 */
export interface VisitorCache<Source, Key> {
  get(source: Source, key: Key, now: Date, render: () => unknown): Buffer;
}

export function createVisitorCache<Source extends object, Key>(
  /** The first moment after `now` at which the rendering of `source` changes without it changing. */
  nextChange: (source: Source, now: Date) => number,
  /** Keys kept at most (the oldest rendered goes first), so no caller can fill the memory. */
  maxEntries = 2_000,
): VisitorCache<Source, Key> {
  const pages = new Map<Key, { source: Source; from: number; until: number; body: Buffer }>();
  return {
    get(source, key, now, render) {
      const page = pages.get(key);
      const at = now.getTime();
      if (page && page.source === source && at >= page.from && at < page.until) return page.body;
      const body = Buffer.from(JSON.stringify(render()));
      if (!page && pages.size >= maxEntries) pages.delete(pages.keys().next().value as Key);
      pages.delete(key);
      pages.set(key, { source, from: at, until: nextChange(source, now), body });
      return body;
    },
  };
}
