import {
  CHANGED_SINCE_READ,
  ERROR_CODES,
  type ContactMessageDetail,
  type ContactStatusRequest,
} from '@points/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import { audited, type Actor } from '../../operator-actions/audited';
import { readContactMessage } from './read-contact-message';

/**
 * Moves a contact message to a status (new, in progress, answered), audited. When the operator
 * says which status they saw and someone changed it meanwhile, the change is refused (4049,
 * changed_since_read) rather than silently overwriting theirs.
 */
export async function setContactStatus(
  db: Database,
  actor: Actor,
  request: ContactStatusRequest & { id: string; now: Date },
): Promise<ContactMessageDetail> {
  return audited(db, actor, async (tx) => {
    const before = await readContactMessage(tx, request.id, { lock: true });
    if (request.expected_status && request.expected_status !== before.status) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, 'the status changed since it was read', {
        details: { reason: CHANGED_SINCE_READ },
      });
    }
    await tx.query(
      `UPDATE contact_messages SET status = $2, status_changed_at = $3 WHERE id = $1`,
      [request.id, request.status, request.now],
    );
    const after = await readContactMessage(tx, request.id);
    return {
      result: after,
      audit: {
        action: 'contact.set_status',
        objectType: 'contact_message',
        objectId: request.id,
        before: { status: before.status },
        after: { status: after.status },
        reason: request.reason ?? null,
      },
    };
  });
}
