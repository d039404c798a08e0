import {
  CHANGED_SINCE_READ,
  CONTENT_REFUSALS,
  ERROR_CODES,
  missingLanguages,
  type Language,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';

async function setStatus(
  db: Queryable,
  id: number,
  status: 'published' | 'unpublished',
  expectedVersion: number | undefined,
): Promise<{ version: number }> {
  const { rows: current } = await db.query<{
    version: number;
    texts: Partial<Record<Language, unknown>>;
    fallback_languages: Language[] | null;
  }>('SELECT version, texts, fallback_languages FROM contents WHERE id = $1 FOR UPDATE', [id]);
  const row = current[0];
  if (!row) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');
  if (expectedVersion !== undefined && row.version !== expectedVersion) {
    throw new AppError(
      ERROR_CODES.GENERIC_ERROR,
      `content ${id} changed since ${expectedVersion}`,
      {
        details: { reason: CHANGED_SINCE_READ },
      },
    );
  }
  if (status === 'published') {
    // Every language is either written or deliberately left to the fallback: a missing one is
    // more often forgotten than meant.
    const missing = missingLanguages(row.texts, row.fallback_languages);
    if (missing.length > 0) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, `languages missing: ${missing.join(', ')}`, {
        details: {
          reason: CONTENT_REFUSALS.languagesMissing,
          missing_languages: missing.join(','),
        },
      });
    }
  }
  const { rows } = await db.query<{ version: number }>(
    `UPDATE contents
        SET status = $2, version = version + 1, updated_at = now(),
            published_at = CASE WHEN $2 = 'published' THEN now() ELSE published_at END
      WHERE id = $1
      RETURNING version`,
    [id, status],
  );
  return { version: rows[0]!.version };
}

/**
 * Makes content public: players see it while its window is open (every node within the bound).
 * Refused (4049 `languages_missing`) while a language is neither written nor set to fall back.
 */
export function publishContent(
  db: Queryable,
  id: number,
  expectedVersion?: number,
): Promise<{ version: number }> {
  return setStatus(db, id, 'published', expectedVersion);
}

/** Withdraws published content: players no longer see it, whatever its window says. */
export function unpublishContent(
  db: Queryable,
  id: number,
  expectedVersion?: number,
): Promise<{ version: number }> {
  return setStatus(db, id, 'unpublished', expectedVersion);
}
