import type { PlayerFacts } from '../users/player-facts';
import type { Queryable } from '../../db/database';

/**
 * Of `contentIds`, those the player has seen (a notice opened, a popup closed), kept per player
 * while they write nothing (player-facts.ts).
 */
export function keptSeenOf(
  deps: { db: Queryable; facts: PlayerFacts },
  userId: string,
  contentIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (contentIds.length === 0) return Promise.resolve(new Set());
  return deps.facts.get(userId, `seen|${contentIds}`, now, async () => ({
    value: await readSeen(deps.db, userId, contentIds),
  }));
}

async function readSeen(db: Queryable, userId: string, contentIds: number[]) {
  const { rows } = await db.query<{ content_id: number }>(
    'SELECT content_id FROM content_seen WHERE user_id = $1 AND content_id = ANY($2::int[])',
    [userId, contentIds],
  );
  return new Set(rows.map((row) => row.content_id));
}

/** Records that the player saw the content; seeing it again changes nothing. */
export async function recordSeen(db: Queryable, userId: string, contentId: number): Promise<void> {
  await db.query(
    `INSERT INTO content_seen (user_id, content_id) VALUES ($1, $2)
     ON CONFLICT (user_id, content_id) DO NOTHING`,
    [userId, contentId],
  );
}
