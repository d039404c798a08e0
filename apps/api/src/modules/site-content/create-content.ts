import type { Queryable } from '../../db/database';
import { checkDraft, draftColumns } from './check-draft';
import type { ContentDraftInput } from './content-model';

/** Creates content as a draft, not yet public; returns its id. A used `reason_id` is refused. */
export async function createContent(db: Queryable, input: ContentDraftInput): Promise<number> {
  const draft = checkDraft(input);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO contents (kind, reason_id, public_start_date, public_end_date, target_countries,
                           target_country_flag, sort_order, texts, attributes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (kind, reason_id) DO NOTHING
     RETURNING id`,
    draftColumns(draft),
  );
  if (!rows[0]) throw new ContentConflictError(`${draft.kind} ${draft.reason_id} exists`);
  return rows[0].id;
}

/** The content changed since it was read, or its public id is taken. */
export class ContentConflictError extends Error {
  override name = 'ContentConflictError';
}
