import { ERROR_CODES, type ContactMessageDetail } from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../errors';
import { CONTACT_COLUMNS, toContactSummary, type ContactRow } from './list-contact-messages';

/** One contact message, whole, with the player who sent it when they were signed in. */
export async function readContactMessage(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ContactMessageDetail> {
  const { rows } = await db.query<ContactRow & { user_id: string | null; nickname: string | null }>(
    `SELECT ${CONTACT_COLUMNS.replace(/(\w+)/g, 'm.$1')}, m.user_id, u.nickname
       FROM contact_messages m LEFT JOIN users u ON u.id = m.user_id
      WHERE m.id = $1${options.lock ? ' FOR UPDATE OF m' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such contact message');
  return {
    ...toContactSummary(row),
    message: row.message,
    player: row.user_id && row.nickname ? { id: row.user_id, nickname: row.nickname } : null,
  };
}
