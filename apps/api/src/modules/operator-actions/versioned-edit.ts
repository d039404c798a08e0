import { ALREADY_EXISTS, CHANGED_SINCE_READ, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditedOutcome } from './audited';

/**
 * The tables whose rows operators edit, each with what its row is called in messages and its
 * object type in the audit log. A row is saved at the version the operator read, except in a
 * table without versions, where an update is of whatever is there.
 */
const EDITED = {
  campaigns: { noun: 'campaign', objectType: 'campaign', versioned: true },
  coupons: { noun: 'coupon', objectType: 'coupon', versioned: true },
  coupon_campaigns: { noun: 'coupon campaign', objectType: 'coupon_campaign', versioned: false },
  festivals: { noun: 'festival', objectType: 'festival', versioned: true },
  items: { noun: 'item', objectType: 'item', versioned: true },
  lotteries: { noun: 'lottery', objectType: 'lottery', versioned: true },
  lottery_campaigns: { noun: 'lottery campaign', objectType: 'lottery_campaign', versioned: true },
} as const;

export type EditedTable = keyof typeof EDITED;

/**
 * What the operator read of one row: nothing (`version` null, a create), the version they read,
 * or, for a table without versions, the row whatever it holds (`'any'`).
 */
export interface EditTarget {
  id: string;
  version: number | null | 'any';
  reason?: string | null | undefined;
}

const article = (noun: string) => (/^[aeiou]/.test(noun) ? 'an' : 'a');

/**
 * Locks the row an operator is about to save and checks what they read: a create (`version`
 * null) is refused when the id exists, an update when the row is gone (404) or another save came
 * first (4049 `changed_since_read`). The row lock orders two saves of one row, so the second sees
 * the first's version. Answers whether the row existed.
 */
async function lockForEdit(tx: Queryable, table: EditedTable, edit: EditTarget): Promise<boolean> {
  const { noun, versioned } = EDITED[table];
  if (versioned && edit.version === 'any') throw new Error(`${table} are saved at a version read`);
  const { rows } = await tx.query<{ version: number | null }>(
    `SELECT ${versioned ? 'version' : 'NULL'} AS version FROM ${table} WHERE id = $1 FOR UPDATE`,
    [edit.id],
  );
  const current = rows[0];
  if (edit.version === null) {
    if (current) {
      throw new AppError(
        ERROR_CODES.GENERIC_ERROR,
        `${article(noun)} ${noun} with this id exists`,
        {
          details: { reason: ALREADY_EXISTS },
        },
      );
    }
    return false;
  }
  if (!current) throw new AppError(ERROR_CODES.USER_NOT_FOUND, `no such ${noun}`);
  if (edit.version !== 'any' && current.version !== edit.version) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, `the ${noun} changed since it was read`, {
      details: { reason: CHANGED_SINCE_READ },
    });
  }
  return true;
}

/** How one kind of row is read, saved and audited. */
export interface EditSteps<T> {
  /** The row as the console shows it, null when there is none. */
  read: () => Promise<T | null>;
  /** Writes the input; `before` is the row as it was (null for a create), for checks of its own. */
  save: (before: T | null) => Promise<unknown>;
  /** What the audit log keeps of the row (the whole row unless said). */
  snapshot?: (row: T) => unknown;
  /** The action's verb when it is more than create or update (publishing, say). */
  verb?: (before: T, after: T) => string | undefined;
}

/**
 * The versioned edit every console save of a catalogue row goes through: the row locked and
 * what the operator read checked (`lockForEdit`), the row before, the save, the row after, and
 * the audit record of the change (`<object type>.create`, `.update` or the verb), for `audited`.
 */
export async function editVersioned<T>(
  tx: Queryable,
  table: EditedTable,
  edit: EditTarget,
  steps: EditSteps<T>,
): Promise<AuditedOutcome<T>> {
  const { objectType } = EDITED[table];
  const exists = await lockForEdit(tx, table, edit);
  const before = exists ? await steps.read() : null;
  await steps.save(before);
  const after = (await steps.read())!;
  const snapshot = steps.snapshot ?? ((row: T) => row);
  const verb = before ? (steps.verb?.(before, after) ?? 'update') : 'create';
  return {
    result: after,
    audit: {
      action: `${objectType}.${verb}`,
      objectType,
      objectId: edit.id,
      before: before === null ? null : snapshot(before),
      after: snapshot(after),
      reason: edit.reason ?? null,
    },
  };
}
