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
  const cache = createRenderCache<Source, Key, Buffer>(nextChange, maxEntries);
  return {
    get: (source, key, now, render) =>
      cache.get(source, key, now, () => Buffer.from(JSON.stringify(render()))),
  };
}

export interface RenderCache<Source, Key, Value> {
  get(source: Source, key: Key, now: Date, build: () => Value): Value;
}

/**
 * The mechanism under the visitor cache, for any value built from a source: kept per key until
 * the source is replaced or a moment passes at which the value changes by itself, at most
 * `maxEntries` keys. (Signed-in pages keep their pieces ready this way and only join them.)
 */
export function createRenderCache<Source extends object, Key, Value>(
  nextChange: (source: Source, now: Date) => number,
  maxEntries = 2_000,
): RenderCache<Source, Key, Value> {
  const entries = new Map<Key, { source: Source; from: number; until: number; value: Value }>();
  return {
    get(source, key, now, build) {
      const entry = entries.get(key);
      const at = now.getTime();
      if (entry && entry.source === source && at >= entry.from && at < entry.until) {
        return entry.value;
      }
      const value = build();
      if (!entry && entries.size >= maxEntries) entries.delete(entries.keys().next().value as Key);
      entries.delete(key);
      entries.set(key, { source, from: at, until: nextChange(source, now), value });
      return value;
    },
  };
}

const pairs = new WeakMap<object, WeakMap<object, { first: object; second: object }>>();

/**
 * One object for each pair of sources, the same while both are: a cache that follows one source
 * object then follows both (a catalogue and the facts read beside it).
 */
export function pairOf<A extends object, B extends object>(
  first: A,
  second: B,
): { first: A; second: B } {
  let bySecond = pairs.get(first);
  if (!bySecond) pairs.set(first, (bySecond = new WeakMap()));
  let pair = bySecond.get(second);
  if (!pair) bySecond.set(second, (pair = { first, second }));
  return pair as { first: A; second: B };
}

/**
 * The first of `moments` after `now` (a render cache's `nextChange`: the next time a period opens
 * or closes); none: +Infinity.
 */
export function firstAfter(now: Date, moments: Iterable<Date | null | undefined>): number {
  const at = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const moment of moments) {
    const time = moment?.getTime();
    if (time !== undefined && time > at && time < next) next = time;
  }
  return next;
}
