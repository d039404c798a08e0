import type { PlayerSearchQuery, PlayerSummary } from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { containing } from '../../../db/text-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PlayerRow {
  id: string;
  subject: string;
  nickname: string;
  country: string;
  language: string;
  created_at: Date;
  last_login_at: Date | null;
}

export const PLAYER_COLUMNS = 'id, subject, nickname, country, language, created_at, last_login_at';

export const toPlayerSummary = (row: PlayerRow): PlayerSummary => ({
  id: row.id,
  subject: row.subject,
  nickname: row.nickname,
  country: row.country,
  language: row.language,
  created_at: row.created_at.toISOString(),
  last_login_at: row.last_login_at?.toISOString() ?? null,
});

/**
 * Finds players by nickname (any part, any case), by the users.id uuid or by the provider's
 * subject; without a query, the newest players. Exact id matches come first.
 */
export async function findPlayers(
  db: Queryable,
  query: PlayerSearchQuery,
): Promise<{ players: PlayerSummary[]; total: number }> {
  const q = query.q?.trim() ?? '';
  const params: unknown[] = [];
  let where = '';
  let exactFirst = '';
  if (q) {
    params.push(q, containing(q));
    // Only a uuid-shaped text is compared with users.id, so no other text fails the cast.
    if (UUID.test(q)) params.push(q.toLowerCase());
    const exact = UUID.test(q) ? `(subject = $1 OR id = $3::uuid)` : `subject = $1`;
    where = `WHERE ${exact} OR nickname ILIKE $2`;
    exactFirst = `${exact} DESC,`;
  }
  const offset = (query.page - 1) * query.per_page;
  const [page, count] = await Promise.all([
    db.query<PlayerRow>(
      `SELECT ${PLAYER_COLUMNS} FROM users ${where}
        ORDER BY ${exactFirst} created_at DESC, id
        LIMIT ${query.per_page} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, params),
  ]);
  return { players: page.rows.map(toPlayerSummary), total: count.rows[0]?.total ?? 0 };
}
