import { ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import { checkDraft, draftColumns } from './check-draft';
import type { ContentDraftInput } from './content-model';
import { ContentConflictError } from './create-content';

/**
 * Replaces the content `id` with the draft, keeping its state (a published notice stays
 * published). With `expectedVersion`, refuses if someone changed it since it was read.
 */
export async function updateContent(
  db: Queryable,
  id: number,
  input: ContentDraftInput,
  expectedVersion?: number,
): Promise<{ version: number }> {
  const draft = checkDraft(input);
  const { rows } = await db.query<{ version: number; kind: string }>(
    `UPDATE contents
        SET reason_id = $2, public_start_date = $3, public_end_date = $4, target_countries = $5,
            target_country_flag = $6, sort_order = $7, texts = $8, attributes = $9,
            version = version + 1, updated_at = now()
      WHERE kind = $1 AND id = $10 AND ($11::int IS NULL OR version = $11)
      RETURNING version, kind`,
    [...draftColumns(draft), id, expectedVersion ?? null],
  );
  if (rows[0]) return { version: rows[0].version };
  const { rows: existing } = await db.query('SELECT 1 FROM contents WHERE id = $1', [id]);
  if (existing.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');
  throw new ContentConflictError(`content ${id} changed since version ${expectedVersion}`);
}
