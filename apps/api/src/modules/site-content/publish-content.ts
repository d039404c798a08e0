import { ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';

async function setStatus(
  db: Queryable,
  id: number,
  status: 'published' | 'unpublished',
): Promise<void> {
  const { rows } = await db.query(
    `UPDATE contents
        SET status = $2, version = version + 1, updated_at = now(),
            published_at = CASE WHEN $2 = 'published' THEN now() ELSE published_at END
      WHERE id = $1
      RETURNING id`,
    [id, status],
  );
  if (rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');
}

/** Makes content public: players see it while its window is open (every node within the bound). */
export function publishContent(db: Queryable, id: number): Promise<void> {
  return setStatus(db, id, 'published');
}

/** Withdraws published content: players no longer see it, whatever its window says. */
export function unpublishContent(db: Queryable, id: number): Promise<void> {
  return setStatus(db, id, 'unpublished');
}
