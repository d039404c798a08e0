import type { GameAppLink } from '@points/contracts';
import type { GameAccountStatus, GamePlatformGateway } from './types';

export interface GameAccountCache {
  /**
   * The status of each linked game account, as far as the platform answered in time (while every
   * answer is known and fresh, the same map for the same list of accounts: it is not to be changed).
   */
  statuses(apps: readonly GameAppLink[]): Promise<ReadonlyMap<string, GameAccountStatus>>;
}

export const gameAccountKey = (app: Pick<GameAppLink, 'content_id' | 'game_user_id'>) =>
  `${app.content_id}:${app.game_user_id}`;

/**
 * What the catalogue shows about game accounts (the country chosen in the game, a deleted
 * account) comes from the platform, kept for `ttlMs` per account on each node: a page costs no
 * call for a player seen a moment ago, and a slow or failing platform costs a page at most
 * `timeoutMs` (the state then says nothing of the game account). An exchange always asks afresh.
 */
export function createGameAccountCache(
  gateway: GamePlatformGateway,
  options: { ttlMs: number; timeoutMs: number; maxEntries: number },
): GameAccountCache {
  interface Entry {
    at: number;
    status: Promise<GameAccountStatus | null>;
    /** The answer once it came (a page then needs no timer to wait for it). */
    known?: GameAccountStatus;
  }
  const entries = new Map<string, Entry>();
  /** The last map answered for a list of accounts, with the entries it was made of. */
  const answered = new WeakMap<
    readonly GameAppLink[],
    { kept: Entry[]; statuses: ReadonlyMap<string, GameAccountStatus> }
  >();

  const lookup = (app: GameAppLink): Promise<GameAccountStatus | null> => {
    const key = gameAccountKey(app);
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at < options.ttlMs) return entry.status;
    const status = gateway.accountStatus(app.content_id, app.game_user_id).catch(() => null);
    // Oldest first in a Map: drop the oldest when full.
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.delete(key);
    const kept: Entry = { at: Date.now(), status };
    entries.set(key, kept);
    // A failure is not kept: the next page asks again.
    void status.then((answer) => {
      if (answer !== null) kept.known = answer;
      else if (entries.get(key)?.status === status) entries.delete(key);
    });
    return status;
  };

  return {
    async statuses(apps) {
      // Every answer already here and fresh (a player seen a moment ago): nothing to wait for,
      // and the map answered last for these accounts while it is made of the same answers.
      const now = Date.now();
      const last = answered.get(apps);
      if (
        last &&
        last.kept.every(
          (entry, index) =>
            now - entry.at < options.ttlMs && entries.get(gameAccountKey(apps[index]!)) === entry,
        )
      ) {
        return last.statuses;
      }
      const kept = apps.map((app) => entries.get(gameAccountKey(app)));
      const known = kept.map((entry) =>
        entry && now - entry.at < options.ttlMs ? entry.known : undefined,
      );
      if (known.every((status) => status !== undefined)) {
        const statuses = new Map(apps.map((app, index) => [gameAccountKey(app), known[index]!]));
        answered.set(apps, { kept: kept as Entry[], statuses });
        return statuses;
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), options.timeoutMs);
      });
      const answers = await Promise.all(
        apps.map(async (app) => {
          const answer = await Promise.race([lookup(app), late]);
          return [gameAccountKey(app), answer === 'late' ? null : answer] as const;
        }),
      );
      clearTimeout(timer);
      return new Map(
        answers.filter((entry): entry is [string, GameAccountStatus] => entry[1] !== null),
      );
    },
  };
}
