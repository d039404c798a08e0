import { createHash, randomUUID } from 'node:crypto';
import type { PointAdjustment, PointAdjustmentRequest } from '@points/contracts';
import type { Database } from '../../../db/database';
import { runIdempotent, type Answer, type IdempotentCall } from '../../idempotency/run-idempotent';
import type { Ledger } from '../../points/ledger';
import { recordAudit, type Actor } from '../../operator-actions/audited';

/**
 * The operator's key in the player's key space: keys are kept per player, and an operator's must
 * never meet the player's own (or another operator's) key for the same player.
 */
export function operatorCall(call: IdempotentCall, actor: Actor): IdempotentCall {
  const digest = createHash('sha256').update(`${actor.subject}\n${call.key}`).digest('hex');
  return { ...call, key: `console:${digest}` };
}

/**
 * Credits or debits a player's points as an operator's adjustment, at most once per key: the
 * ledger entry (reason support_adjustment, reference adjustment:<id>), the adjustment's row
 * naming the operator and the reason, and the audit row commit together. A debit beyond the
 * balance is refused with 402 and changes nothing; the refusal is the key's answer too.
 */
export async function adjustPoints(
  deps: { db: Database; ledger: Ledger },
  actor: Actor,
  call: IdempotentCall,
  request: PointAdjustmentRequest & { userId: string; now: Date },
): Promise<Answer> {
  const { userId, direction, amount, reason, now } = request;
  return runIdempotent(deps.db, operatorCall(call, actor), async (tx) => {
    const id = randomUUID();
    const signed = direction === 'credit' ? amount : -amount;
    const entry = await deps.ledger.adjust(tx, {
      userId,
      amount: signed,
      reason: 'support_adjustment',
      reference: `adjustment:${id}`,
      now,
    });
    await tx.query(
      `INSERT INTO point_adjustments (id, user_id, entry_id, operator_subject, operator_name,
                                      reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, entry.id, actor.subject, actor.name, reason, now],
    );
    const data: PointAdjustment = {
      id,
      user_id: userId,
      entry_id: Number(entry.id),
      amount: signed,
      balance_after: Number(entry.balanceAfter),
      reason,
      operator_subject: actor.subject,
      operator_name: actor.name,
      created_at: now.toISOString(),
    };
    await recordAudit(tx, actor, {
      action: 'players.adjust_points',
      objectType: 'player',
      objectId: userId,
      before: { balance: data.balance_after - signed },
      after: {
        balance: data.balance_after,
        adjustment: { id, entry_id: data.entry_id, amount: signed },
      },
      reason,
    });
    return { status_code: 200, data };
  });
}
