import type { ChangeNotices } from '../../db/change-notices';
import type { Job } from '../../jobs/job';

/** The change notice a node sends when a player's own facts changed (keyed by user id). */
export const PLAYER_FACTS_NOTICE = 'player-facts';

/**
 * The key under which facts every player sees are kept as if they were one player's (a lottery's
 * entry totals and winning tickets): a write that changes them forgets them with
 * `changed(SHARED_FACTS)`, and `changedAll` forgets them with everyone's. No player's id is `*`
 * (players' ids are UUIDs).
 */
export const SHARED_FACTS = '*';

/** Facts as read from the database, and until when they hold on the app's clock. */
export interface Fresh<T> {
  value: T;
  /** The clock's time (ms) at which they change by themselves (a lot expiring); none: never. */
  validUntil?: number | undefined;
}

/**
 * What a signed-in page reads about the player (balance, spends against limits, claims, entries,
 * read marks), kept in memory for a few seconds per player and kind, so that a signed-in read
 * asks the database nothing while its player is changing nothing. The database stays the truth:
 * - every write a player makes through the API forgets that player's facts on this node before
 *   its answer leaves (`app.ts` calls `changed` for every write route), so the player's next read
 *   on this node reads them again; every other node hears it through the change notices (Redis)
 *   and, without Redis, follows within `ttlMs`;
 * - a fact read while the player's facts were being forgotten is not kept (the row read may
 *   predate the write);
 * - an entry is kept no longer than `ttlMs`, nor past the clock's `validUntil` (the next lot to
 *   expire), nor used at a clock time before it was read (tests move their clock back);
 * - writes made by no request of the player are told too: a finished job forgets the player it
 *   names, or everyone (`forgetPlayersOf`), and a console write forgets everyone (`app.ts`).
 */
export interface PlayerFacts {
  /** The player's facts of `kind` at `now`: kept ones while fresh, else `load`'s, then kept. */
  get<T>(userId: string, kind: string, now: Date, load: () => Promise<Fresh<T>>): Promise<T>;
  /** The player's facts changed: every node forgets them. */
  changed(userId: string): void;
  /** Facts of players not named changed (a draw, an operator's edit): every node forgets all. */
  changedAll(): void;
}

interface Entry {
  value: unknown;
  /** Monotonic time after which the entry is not used. */
  freshUntil: number;
  /** The clock's times between which it holds. */
  from: number;
  validUntil: number;
}

export function createPlayerFacts(options: {
  /** How long an entry is trusted; 0 turns the cache off (every read asks the database). */
  ttlMs: number;
  /** Players kept at most (the one kept longest ago goes first). */
  maxPlayers: number;
  notices?: ChangeNotices | undefined;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}): PlayerFacts {
  const { ttlMs, maxPlayers, notices } = options;
  const now = options.now ?? (() => performance.now());
  const players = new Map<string, Map<string, Entry>>();
  // Each forgetting takes the next number; a read that began before a player's last forgetting
  // (or before `floor`, when everyone was forgotten) is not kept.
  let counter = 0;
  let floor = 0;
  const forgottenAt = new Map<string, number>();

  const forget = (userId: string) => {
    players.delete(userId);
    // The map of forgettings stays bounded: past it, every read under way counts as stale.
    if (forgottenAt.size >= maxPlayers) {
      forgottenAt.clear();
      floor = counter + 1;
    }
    forgottenAt.set(userId, ++counter);
  };
  const forgetAll = () => {
    players.clear();
    forgottenAt.clear();
    floor = ++counter;
  };
  notices?.subscribe(PLAYER_FACTS_NOTICE, (userId) => {
    // A notice without a key (from a node that did not say whose) forgets everyone.
    if (userId !== undefined) return forget(userId);
    forgetAll();
  });

  return {
    async get<T>(userId: string, kind: string, at: Date, load: () => Promise<Fresh<T>>) {
      if (ttlMs <= 0) return (await load()).value;
      const clock = at.getTime();
      const entry = players.get(userId)?.get(kind);
      if (entry && entry.freshUntil > now() && clock >= entry.from && clock < entry.validUntil) {
        return entry.value as T;
      }
      const ticket = counter;
      const fresh = await load();
      const validUntil = fresh.validUntil ?? Number.POSITIVE_INFINITY;
      if (ticket >= floor && ticket >= (forgottenAt.get(userId) ?? 0) && clock < validUntil) {
        let kinds = players.get(userId);
        if (kinds) players.delete(userId);
        else kinds = new Map();
        // The player kept longest ago makes room (a Map iterates in insertion order).
        if (players.size >= maxPlayers) players.delete(players.keys().next().value!);
        players.set(userId, kinds);
        kinds.set(kind, { value: fresh.value, freshUntil: now() + ttlMs, from: clock, validUntil });
      }
      return fresh.value;
    },
    changed(userId) {
      forget(userId);
      notices?.publish(PLAYER_FACTS_NOTICE, userId);
    },
    changedAll() {
      forgetAll();
      notices?.publish(PLAYER_FACTS_NOTICE);
    },
  };
}

/**
 * Makes every node read again the facts of the players that finished jobs concern: the player a
 * job names (`user_id`: an item's delivery, or its refund), or every player for a job that may
 * concern many (a draw, an expiry); the `upkeep` kinds concern none.
 */
export function forgetPlayersOf(
  jobs: readonly Job<unknown>[],
  facts: PlayerFacts,
  upkeep: ReadonlySet<string>,
): void {
  const players = new Set<string>();
  for (const job of jobs) {
    if (upkeep.has(job.kind)) continue;
    const named = (job.payload as { user_id?: unknown } | null)?.user_id;
    if (typeof named !== 'string') return facts.changedAll();
    players.add(named);
  }
  for (const player of players) facts.changed(player);
}
