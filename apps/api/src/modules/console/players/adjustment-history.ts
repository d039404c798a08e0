import type { AdjustmentNote, HistorySubject } from '@points/contracts';
import type { Queryable } from '../../../db/database';
import type { ReferenceResolver } from '../../points/history-registry';
import { isUuid } from '../../points/reference-resolvers';

/** The operator and reason of each of the player's adjustments, by adjustment id. */
export async function adjustmentNotes(
  db: Queryable,
  userId: string,
  ids: string[],
): Promise<Map<string, AdjustmentNote>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const { rows } = await db.query<AdjustmentNote & { id: string }>(
    `SELECT id, operator_subject, operator_name, reason FROM point_adjustments
      WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, wanted],
  );
  return new Map(rows.map(({ id, ...note }) => [id, note]));
}

/**
 * Names an operator's adjustment in the points history by its reason, so the player reads why
 * their points changed. The operator stays off the player's page (the console shows them).
 */
export function adjustmentReferences(): ReferenceResolver {
  return {
    type: 'adjustment',
    async resolve(db, { userId, ids }) {
      const notes = await adjustmentNotes(db, userId, ids);
      return new Map(
        [...notes].map(([id, note]) => {
          const subject: HistorySubject = {
            type: 'adjustment',
            id,
            name: note.reason,
            status: null,
            path: null,
          };
          return [id, subject];
        }),
      );
    },
  };
}
