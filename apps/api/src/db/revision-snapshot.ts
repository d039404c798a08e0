import type { ChangeNotices } from './change-notices';
import type { Database } from './database';

/** A snapshot of rarely changing rows, tagged with the revision it was read at. */
export interface Revisioned {
  revision: string;
}

export interface RevisionSnapshot<T extends Revisioned> {
  /** The rows as last read, at most `refreshMs` behind the database. */
  current(): Promise<T>;
  /** Asks for the revision at the next call: this node just changed the rows. */
  invalidate(): void;
}

/**
 * Rows kept in memory on each node, read again only when they change. A trigger bumps a
 * one-row revision table on every change; a node asks for the revision at most once per
 * `refreshMs`, and the request that finds it changed waits for the new read. So no node serves
 * rows older than `refreshMs` (plus one read), and between changes a request costs no database
 * work. With change notices (Redis), the node that changed the rows tells the others, which check
 * at their next request instead. When the database cannot be reached, the last snapshot is served.
 */
export function createRevisionSnapshot<T extends Revisioned>(
  db: Database,
  options: {
    revisionTable: string;
    load: (db: Database) => Promise<T>;
    refreshMs: number;
    /** With Redis, a change made on any node is checked for at once on every node. */
    notices?: ChangeNotices | undefined;
  },
): RevisionSnapshot<T> {
  const revisionQuery = `SELECT revision::text AS revision FROM ${options.revisionTable}`;
  let snapshot: Promise<T> | undefined;
  let checkedAt = 0;
  let checking: Promise<T> | undefined;

  const reload = () => {
    const next = options.load(db);
    snapshot = next;
    next.catch(() => {
      if (snapshot === next) snapshot = undefined;
    });
    return next;
  };

  const check = async (): Promise<T> => {
    const current = await snapshot!;
    let revision: string | undefined;
    try {
      const { rows } = await db.query<{ revision: string }>(revisionQuery);
      revision = rows[0]?.revision;
    } catch {
      // The database is unreachable: keep serving what we have, and ask again next time.
      checkedAt = 0;
      return current;
    }
    if (revision === current.revision) return current;
    return reload().catch(() => {
      checkedAt = 0;
      return current;
    });
  };

  options.notices?.subscribe(options.revisionTable, () => {
    checkedAt = 0;
  });

  return {
    current() {
      const now = Date.now();
      if (!snapshot) {
        checkedAt = now;
        return reload();
      }
      if (now - checkedAt < options.refreshMs) return snapshot;
      if (!checking) {
        checkedAt = now;
        checking = check().finally(() => {
          checking = undefined;
        });
      }
      return checking;
    },
    invalidate() {
      checkedAt = 0;
      options.notices?.publish(options.revisionTable);
    },
  };
}

/** How a node keeps a snapshot: how often it may ask for the revision, and the change notices. */
export interface SnapshotOptions {
  refreshMs: number;
  notices?: ChangeNotices | undefined;
}

/** A store of the rows `load` reads, followed by `revisionTable`: `(db, options) => snapshot`. */
export function revisionSnapshotOf<T extends Revisioned>(
  revisionTable: string,
  load: (db: Database) => Promise<T>,
): (db: Database, options: SnapshotOptions) => RevisionSnapshot<T> {
  return (db, options) => createRevisionSnapshot(db, { revisionTable, load, ...options });
}
