import { ALREADY_EXISTS, CHANGED_SINCE_READ, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditedOutcome } from './audited';

/** The tables whose rows operators edit at the version they read. */
type VersionedTable =
  'campaigns' | 'coupons' | 'festivals' | 'items' | 'lotteries' | 'lottery_campaigns';

/** The tables whose rows have no version: an update is of whatever is there. */
const unversioned = ['coupon_campaigns'] as const;
type UnversionedTable = (typeof unversioned)[number];
const isUnversioned = (table: string): table is UnversionedTable =>
  (unversioned as readonly string[]).includes(table);

/**
 * What the operator read of one row: nothing (`version` null, a create), the version they read,
 * or, for a table without versions, the row whatever it holds (`'any'`).
 */
export type EditTarget = { id: string; noun: string } & (
  | { table: VersionedTable; version: number | null }
  | { table: UnversionedTable; version: null | 'any' }
);

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

/**
 * Locks the row an operator is about to save and checks what they read: a create (`version`
 * null) is refused when the id exists, an update when the row is gone (404) or another save came
 * first (4049 `changed_since_read`). The row lock orders two saves of one row, so the second sees
 * the first's version. Answers whether the row existed.
 */
export async function lockForEdit(tx: Queryable, edit: EditTarget): Promise<boolean> {
  const { rows } = await tx.query<{ version: number | null }>(
    `SELECT ${isUnversioned(edit.table) ? 'NULL' : 'version'} AS version
       FROM ${edit.table} WHERE id = $1 FOR UPDATE`,
    [edit.id],
  );
  const current = rows[0];
  if (edit.version === null) {
    if (current) {
      throw new AppError(
        ERROR_CODES.GENERIC_ERROR,
        `${article(edit.noun)} ${edit.noun} with this id exists`,
        { details: { reason: ALREADY_EXISTS } },
      );
    }
    return false;
  }
  if (!current) throw new AppError(ERROR_CODES.USER_NOT_FOUND, `no such ${edit.noun}`);
  if (edit.version !== 'any' && current.version !== edit.version) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, `the ${edit.noun} changed since it was read`, {
      details: { reason: CHANGED_SINCE_READ },
    });
  }
  return true;
}

/** One console save of a row read at a version: how to read it, save it and audit it. */
export type VersionedEdit<T> = EditTarget & {
  /** The audit log's object type; the action is `<objectType>.create` or `.update`. */
  objectType: string;
  reason: string | null | undefined;
  /** The row as the console shows it, null when there is none. */
  read: () => Promise<T | null>;
  /** Writes the input; `before` is the row as it was (null for a create), for checks of its own. */
  save: (before: T | null) => Promise<unknown>;
  /** What the audit log keeps of the row (the whole row unless said). */
  snapshot?: (row: T) => unknown;
  /** The action's verb when it is more than create or update (publishing, say). */
  verb?: (before: T, after: T) => string | undefined;
};

/**
 * The versioned edit every console save of a catalogue row goes through: `lockForEdit`, the row
 * before, the save, the row after, and the audit record of the change, for `audited`.
 */
export async function editVersioned<T>(
  tx: Queryable,
  edit: VersionedEdit<T>,
): Promise<AuditedOutcome<T>> {
  const exists = await lockForEdit(tx, edit);
  const before = exists ? await edit.read() : null;
  await edit.save(before);
  const after = (await edit.read())!;
  const snapshot = edit.snapshot ?? ((row: T) => row);
  const verb = before ? (edit.verb?.(before, after) ?? 'update') : 'create';
  return {
    result: after,
    audit: {
      action: `${edit.objectType}.${verb}`,
      objectType: edit.objectType,
      objectId: edit.id,
      before: before === null ? null : snapshot(before),
      after: snapshot(after),
      reason: edit.reason ?? null,
    },
  };
}
