import type { Operator } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';

/** Who made a console write, and the request it came with. */
export interface Actor extends Operator {
  requestId: string | null;
}

/** What one console write did: the object, its state before and after, and why. */
export interface AuditRecord {
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/** Records one console write; call it in the write's own transaction so both happen or neither. */
export async function recordAudit(tx: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.query(
    `INSERT INTO console_audit (operator_subject, operator_name, operator_role, action,
                                object_type, object_id, before, after, reason, request_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10)`,
    [
      actor.subject,
      actor.name,
      actor.role,
      record.action,
      record.objectType,
      record.objectId,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
      record.reason ?? null,
      actor.requestId,
    ],
  );
}

/** What an audited write returns: its result and the audit record of what it changed. */
export interface AuditedOutcome<T> {
  result: T;
  audit: AuditRecord;
}

/**
 * Runs a console write and records it in the audit log in one transaction: a write that fails
 * leaves no row, and no write happens without its row. Every console write goes through here (or
 * calls `recordAudit` in its own transaction).
 */
export function audited<T>(
  db: Database,
  actor: Actor,
  work: (tx: Queryable) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    await recordAudit(tx, actor, audit);
    return result;
  });
}
