import { ALREADY_EXISTS, CHANGED_SINCE_READ, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';

/** The tables whose rows operators edit at the version they read. */
type VersionedTable = 'campaigns' | 'coupons' | 'festivals' | 'lotteries' | 'lottery_campaigns';

/**
 * Locks the row an operator is about to save and checks what they read: a create (`version`
 * null) is refused when the id exists, an update when the row is gone (404) or another save came
 * first (4049 `changed_since_read`). The row lock orders two saves of one row, so the second sees
 * the first's version. Answers whether the row existed.
 */
export async function lockForEdit(
  tx: Queryable,
  edit: { table: VersionedTable; id: string; version: number | null; noun: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ version: number }>(
    `SELECT version FROM ${edit.table} WHERE id = $1 FOR UPDATE`,
    [edit.id],
  );
  const current = rows[0];
  if (edit.version === null) {
    if (current) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, `a ${edit.noun} with this id exists`, {
        details: { reason: ALREADY_EXISTS },
      });
    }
    return false;
  }
  if (!current) throw new AppError(ERROR_CODES.USER_NOT_FOUND, `no such ${edit.noun}`);
  if (current.version !== edit.version) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, `the ${edit.noun} changed since it was read`, {
      details: { reason: CHANGED_SINCE_READ },
    });
  }
  return true;
}
