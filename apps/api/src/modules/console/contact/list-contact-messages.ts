import type { ContactListQuery, ContactMessageSummary } from '@points/contracts';
import type { Queryable } from '../../../db/database';

export interface ContactRow {
  id: string;
  reference: string;
  category: ContactMessageSummary['category'];
  status: ContactMessageSummary['status'];
  email: string;
  game_user_id: string | null;
  language: string | null;
  message: string;
  created_at: Date;
  status_changed_at: Date | null;
}

export const CONTACT_COLUMNS = `id, reference, category, status, email, game_user_id, language,
  message, created_at, status_changed_at`;

const EXCERPT_LENGTH = 140;

export const toContactSummary = (row: ContactRow): ContactMessageSummary => ({
  id: row.id,
  reference: row.reference,
  category: row.category,
  status: row.status,
  email: row.email,
  game_user_id: row.game_user_id,
  language: row.language,
  excerpt:
    row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH)}…` : row.message,
  created_at: row.created_at.toISOString(),
  status_changed_at: row.status_changed_at?.toISOString() ?? null,
});

/** The LIKE pattern of a text to find anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The contact inbox, newest first: filtered by status, category and a text found in the
 * message, the sender's address, the reference or the game user id.
 */
export async function listContactMessages(
  db: Queryable,
  query: ContactListQuery,
): Promise<{ messages: ContactMessageSummary[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    params.push(query.status);
    conditions.push(`status = $${params.length}`);
  }
  if (query.category) {
    params.push(query.category);
    conditions.push(`category = $${params.length}`);
  }
  if (query.q) {
    params.push(containing(query.q));
    const i = params.length;
    conditions.push(
      `(message ILIKE $${i} OR email ILIKE $${i} OR reference ILIKE $${i} OR game_user_id ILIKE $${i})`,
    );
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [page, count] = await Promise.all([
    db.query<ContactRow>(
      `SELECT ${CONTACT_COLUMNS} FROM contact_messages ${where}
        ORDER BY created_at DESC, id
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM contact_messages ${where}`,
      params,
    ),
  ]);
  return { messages: page.rows.map(toContactSummary), total: count.rows[0]?.total ?? 0 };
}
