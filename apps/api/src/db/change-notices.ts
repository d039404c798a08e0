import type { Redis } from 'ioredis';

/** The Redis channel every node listens on for "these rows changed". */
export const CHANGES_CHANNEL = 'points:changes';

/**
 * Change notices between API nodes: a node that changed rarely changing rows (content, catalogues,
 * the maintenance switch) says so, and every node drops its snapshot's freshness at once instead
 * of waiting for its next revision check. They are only a shortcut: each snapshot still checks
 * its revision every `refreshMs`, which stays the bound when Redis is away.
 */
export interface ChangeNotices {
  /**
   * Tells every node (this one included) that the rows behind `revisionTable` changed; `key`
   * names which of them when a listener can forget just those (a user's sessions).
   */
  publish(revisionTable: string, key?: string): void;
  /** Calls `onChange` (with the notice's key, if any) whenever a node says `revisionTable` changed. */
  subscribe(revisionTable: string, onChange: (key?: string) => void): void;
  /** Settles once other nodes' notices reach this one (Redis confirmed the subscription). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/** A notice on the wire: the table, then the key after a space when there is one. */
const encode = (table: string, key?: string) => (key === undefined ? table : `${table} ${key}`);
const decode = (message: string): [table: string, key?: string] => {
  const space = message.indexOf(' ');
  return space < 0 ? [message] : [message.slice(0, space), message.slice(space + 1)];
};

/** One node on its own: nothing to tell anyone. */
export const localChangeNotices = (): ChangeNotices => {
  const listeners = new Map<string, Array<(key?: string) => void>>();
  return {
    publish: (table, key) => listeners.get(table)?.forEach((listener) => listener(key)),
    subscribe: (table, onChange) =>
      listeners.set(table, [...(listeners.get(table) ?? []), onChange]),
    listening: async () => {},
    close: async () => {},
  };
};

/**
 * Change notices over Redis pub/sub (a second connection listens). Redis going away never fails
 * a request: a publish that cannot be sent is dropped with a warning (the other nodes catch up at
 * their next revision check), and the listener reconnects on its own.
 */
export function redisChangeNotices(
  redis: Redis,
  options: { warn: (message: string, error?: unknown) => void },
): ChangeNotices {
  const local = localChangeNotices();
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let warned = false;
  const warnOnce = (message: string, error?: unknown) => {
    if (warned) return;
    warned = true;
    options.warn(message, error);
  };
  subscriber.on('error', (error: unknown) =>
    warnOnce('change notices: Redis is unreachable; nodes fall back to polling', error),
  );
  subscriber.on('ready', () => {
    warned = false;
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel === CHANGES_CHANNEL) local.publish(...decode(message));
  });
  // While Redis is away the subscription waits in the offline queue, and is made on connecting.
  const listening = subscriber.subscribe(CHANGES_CHANNEL).then(
    () => undefined,
    (error: unknown) => {
      warnOnce('change notices: could not subscribe; nodes fall back to polling', error);
    },
  );

  return {
    publish(table, key) {
      // This node at once, the others through Redis (this node hears its own notice again,
      // which costs one more revision check).
      local.publish(table, key);
      redis.publish(CHANGES_CHANNEL, encode(table, key)).catch((error: unknown) => {
        warnOnce('change notices: a notice could not be sent; nodes fall back to polling', error);
      });
    },
    subscribe: local.subscribe,
    listening: () => listening,
    async close() {
      subscriber.disconnect();
    },
  };
}
