import { CONTENT_REFUSALS, ERROR_CODES } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import { checkDraft, draftColumns } from './check-draft';
import type { ContentDraftInput } from './content-model';

/** Creates content as a draft, not yet public; returns its id. A used `reason_id` is 4049. */
export async function createContent(db: Queryable, input: ContentDraftInput): Promise<number> {
  const checked = checkDraft(input);
  const { draft } = checked;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contents (kind, reason_id, public_start_date, public_end_date, target_countries,
                           target_country_flag, sort_order, texts, attributes, fallback_languages,
                           parsed_bodies)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (kind, reason_id) DO NOTHING
     RETURNING id`,
    draftColumns(checked),
  );
  if (!rows[0]) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, `${draft.kind} ${draft.reason_id} exists`, {
      details: { reason: CONTENT_REFUSALS.reasonIdTaken },
    });
  }
  return rows[0].id;
}
