import type { ChangeNotices } from '../../db/change-notices';
import type { AuthenticatedSession } from './session-store';

/** The change notice a node sends when a user's sessions or facts changed (keyed by user id). */
export const SESSIONS_NOTICE = 'sessions';

/**
 * Signed-in sessions kept in memory for a few seconds, keyed by the token's hash, so that a
 * signed-in read does not ask the database who is calling. The database stays the truth:
 * - an entry is kept no longer than `ttlMs`, and never past the moment its token expires, its
 *   session expires or its token is due for renewal (the database says how far off those are);
 * - signing out, and signing in again (new facts about the user), forget the user's entries on
 *   this node at once and on every other node through the change notices (Redis); without Redis
 *   another node follows within `ttlMs`.
 */
export interface SessionCache {
  /** The session behind the token's hash while its entry is fresh. */
  get(tokenHash: string): AuthenticatedSession | null;
  /** Taken before reading a session from the database, and handed to `keep`. */
  ticket(): number;
  /**
   * Keeps the session for at most `freshForMs` (capped by the cache's lifetime), unless some
   * user's sessions were forgotten since `ticket` was taken: the row read may predate that.
   */
  keep(tokenHash: string, session: AuthenticatedSession, freshForMs: number, ticket: number): void;
  /** The user signed out or in: every node forgets their sessions. */
  changed(userId: string): void;
}

interface Entry {
  session: AuthenticatedSession;
  userId: string;
  freshUntil: number;
}

export function createSessionCache(options: {
  /** How long an entry is trusted; 0 turns the cache off (every request asks the database). */
  ttlMs: number;
  maxEntries: number;
  notices?: ChangeNotices | undefined;
  /** Milliseconds on a monotonic clock; tests move it. */
  now?: () => number;
}): SessionCache {
  const { ttlMs, maxEntries, notices } = options;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const tokensOf = new Map<string, Set<string>>();
  /** Counts the forgettings: a row read before one of them may be out of date. */
  let forgettings = 0;

  const drop = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensOf.get(entry.userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOf.delete(entry.userId);
  };
  const forgetUser = (userId: string) => {
    forgettings++;
    for (const tokenHash of tokensOf.get(userId) ?? []) drop(tokenHash);
  };
  notices?.subscribe(SESSIONS_NOTICE, (userId) => {
    // A notice without a key (from a node that did not say whose) forgets everyone.
    if (userId === undefined) {
      forgettings++;
      entries.clear();
      tokensOf.clear();
    } else forgetUser(userId);
  });

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.freshUntil <= now()) {
        drop(tokenHash);
        return null;
      }
      return { sessionId: entry.session.sessionId, user: entry.session.user };
    },
    ticket: () => forgettings,
    keep(tokenHash, session, freshForMs, ticket) {
      const lifetime = Math.min(ttlMs, freshForMs);
      if (lifetime <= 0 || ticket !== forgettings) return;
      drop(tokenHash);
      // The oldest entry makes room (a Map iterates in insertion order).
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      const userId = session.user.id;
      entries.set(tokenHash, {
        session: { sessionId: session.sessionId, user: session.user },
        userId,
        freshUntil: now() + lifetime,
      });
      let tokens = tokensOf.get(userId);
      if (!tokens) tokensOf.set(userId, (tokens = new Set()));
      tokens.add(tokenHash);
    },
    changed(userId) {
      forgetUser(userId);
      notices?.publish(SESSIONS_NOTICE, userId);
    },
  };
}
