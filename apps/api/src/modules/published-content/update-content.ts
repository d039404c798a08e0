import { CHANGED_SINCE_READ, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import { checkDraft, draftColumns, reasonIdTaken } from './check-draft';
import type { ContentDraftInput } from './content-model';

/**
 * Replaces the content `id` with the draft, keeping its state (a published notice stays
 * published). With `expectedVersion`, refuses (4049 `changed_since_read`) if someone changed it
 * since it was read. Its kind never changes: a draft of another kind is 400.
 */
export async function updateContent(
  db: Queryable,
  id: number,
  input: ContentDraftInput,
  expectedVersion?: number,
): Promise<{ version: number }> {
  const checked = checkDraft(input);
  const { draft } = checked;
  let rows: Array<{ version: number }>;
  try {
    ({ rows } = await db.query<{ version: number }>(
      `UPDATE contents
          SET reason_id = $2, public_start_date = $3, public_end_date = $4, target_countries = $5,
              target_country_flag = $6, sort_order = $7, texts = $8, attributes = $9,
              fallback_languages = $10, parsed_bodies = $11, version = version + 1,
              updated_at = now()
        WHERE kind = $1 AND id = $12 AND ($13::int IS NULL OR version = $13)
        RETURNING version`,
      [...draftColumns(checked), id, expectedVersion ?? null],
    ));
  } catch (error) {
    throw reasonIdTaken(error, draft) ?? error;
  }
  if (rows[0]) return { version: rows[0].version };
  const { rows: existing } = await db.query<{ kind: string }>(
    'SELECT kind FROM contents WHERE id = $1',
    [id],
  );
  if (!existing[0]) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');
  if (existing[0].kind !== draft.kind) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'the kind of content never changes', {
      details: { reason: 'invalid_draft', field: 'kind' },
    });
  }
  throw new AppError(ERROR_CODES.GENERIC_ERROR, `content ${id} changed since ${expectedVersion}`, {
    details: { reason: CHANGED_SINCE_READ },
  });
}
