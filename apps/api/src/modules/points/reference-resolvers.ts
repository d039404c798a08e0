import type { HistorySubject, Language } from '@points/contracts';
import type { Database } from '../../db/database';
import type { ReferenceResolver } from './history-registry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id is a UUID: a reference to a record by any other id is not asked for. */
export const isUuid = (id: string): boolean => UUID.test(id);

/** What the points history shows of one thing a reference names, beside its type and id. */
export type SubjectShown = Omit<HistorySubject, 'type' | 'id'>;

/**
 * The resolver of references to what a feature's catalogue holds (a campaign, a lottery): each
 * id the catalogue's current state names, as `subjectOf` shows it (null: leave it unnamed).
 */
export function catalogueReferences<Catalogue>(
  type: string,
  catalogue: () => Promise<Catalogue>,
  subjectOf: (catalogue: Catalogue, id: string, language: Language) => SubjectShown | null,
): ReferenceResolver {
  return {
    type,
    async resolve(_db, { ids, language }) {
      const current = await catalogue();
      const subjects = new Map<string, HistorySubject>();
      for (const id of ids) {
        const shown = subjectOf(current, id, language);
        if (shown) subjects.set(id, { type, id, ...shown });
      }
      return subjects;
    },
  };
}

/**
 * The resolver of references to a player's own records (an exchange, a coupon got), by UUID:
 * the rows of theirs among the ids, each shown with the catalogue it points into (whose current
 * state is read beside the rows) as it is now.
 */
export function playerRecordReferences<Row extends { id: string }, Catalogue>(
  type: string,
  read: {
    rows(db: Database, userId: string, ids: string[]): Promise<Row[]>;
    catalogue(): Promise<Catalogue>;
    subjectOf(row: Row, catalogue: Catalogue, language: Language, now: Date): SubjectShown;
  },
): ReferenceResolver {
  return {
    type,
    async resolve(db, { userId, ids, language }) {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return new Map();
      const now = new Date();
      const [rows, catalogue] = await Promise.all([
        read.rows(db, userId, wanted),
        read.catalogue(),
      ]);
      return new Map(
        rows.map((row) => [
          row.id,
          { type, id: row.id, ...read.subjectOf(row, catalogue, language, now) },
        ]),
      );
    },
  };
}
