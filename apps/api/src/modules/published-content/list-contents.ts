import type { ContentListQuery } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { containing } from '../../db/text-search';
import { CONTENT_RECORD_COLUMNS, type ContentRecordRow } from './read-content';

type Filter = Omit<ContentListQuery, 'page' | 'per_page'> & { page: number; per_page: number };

/**
 * A page of content in any state, newest first, filtered by kind, status, a text (in the public
 * id or any language's title) and the country it would be shown in; with the total matched. The
 * rows come with their parsed bodies, whose links the console checks.
 */
export async function listContents(
  db: Queryable,
  query: Filter,
): Promise<{ rows: ContentRecordRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (index: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(params.length));
  };
  if (query.kind) add((i) => `kind = $${i}`, query.kind);
  if (query.status) add((i) => `status = $${i}`, query.status);
  if (query.q) {
    // A literal text: the operator's % and _ match themselves.
    const pattern = containing(query.q);
    add(
      (i) => `(reason_id ILIKE $${i} OR EXISTS (
                SELECT 1 FROM jsonb_each(texts) AS t(language, text)
                 WHERE t.text->>'title' ILIKE $${i} OR t.text->>'alt' ILIKE $${i}))`,
      pattern,
    );
  }
  if (query.country) {
    // As `targetsCountry` decides: unrestricted content reaches every country.
    add((i) => `(target_country_flag = 0 OR $${i} = ANY(target_countries))`, query.country);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const [page, count] = await Promise.all([
    db.query<ContentRecordRow>(
      `SELECT ${CONTENT_RECORD_COLUMNS}, parsed_bodies FROM contents ${where}
        ORDER BY public_start_date DESC, id DESC
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`,
      params,
    ),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM contents ${where}`, params),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]!.total) };
}
