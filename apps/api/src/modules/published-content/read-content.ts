import {
  ERROR_CODES,
  missingLanguages,
  type ContentDetail,
  type ContentSummary,
  type Language,
  type LinkWarning,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { AppError } from '../../errors';
import type { ParsedBodies } from '../texts/parsed-bodies';

/** A `contents` row as the console reads it, whatever its state. */
export interface ContentRecordRow {
  id: number;
  kind: ContentDetail['kind'];
  reason_id: string;
  status: ContentDetail['status'];
  version: number;
  public_start_date: Date;
  public_end_date: Date | null;
  target_countries: string[];
  target_country_flag: number;
  sort_order: number;
  texts: ContentDetail['texts'];
  attributes: Record<string, unknown>;
  fallback_languages: Language[] | null;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
  /** The bodies' blocks as parsed when written: read for one row (the preview shows them). */
  parsed_bodies?: ParsedBodies | null;
}

export const CONTENT_RECORD_COLUMNS = `id, kind, reason_id, status, version, public_start_date,
  public_end_date, target_countries, target_country_flag, sort_order, texts, attributes,
  fallback_languages, created_at, updated_at, published_at`;

/** The row as the console shows it (and the audit log keeps it, before and after a write). */
export function toContentDetail(row: ContentRecordRow): ContentDetail {
  return {
    id: row.id,
    kind: row.kind,
    reason_id: row.reason_id,
    status: row.status,
    version: row.version,
    public_start_date: row.public_start_date.toISOString(),
    public_end_date: row.public_end_date?.toISOString() ?? null,
    target_countries: row.target_countries,
    target_country_flag: row.target_country_flag === 1 ? 1 : 0,
    sort_order: row.sort_order,
    texts: row.texts,
    attributes: row.attributes,
    fallback_languages: row.fallback_languages,
    missing_languages: missingLanguages(row.texts, row.fallback_languages),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    published_at: row.published_at?.toISOString() ?? null,
  };
}

/** The title a list shows: English, else Japanese, else any language's; the public id at worst. */
function titleOf(row: ContentRecordRow): string {
  const texts = row.texts;
  const text = texts.en ?? texts.ja ?? Object.values(texts).find(Boolean);
  return text?.title ?? text?.alt ?? row.reason_id;
}

/** The row as the console lists it, with what the console found wrong with its links. */
export function toContentSummary(
  row: ContentRecordRow,
  linkWarnings: LinkWarning[],
): ContentSummary {
  const detail = toContentDetail(row);
  return {
    id: detail.id,
    kind: detail.kind,
    reason_id: detail.reason_id,
    title: titleOf(row),
    status: detail.status,
    public_start_date: detail.public_start_date,
    public_end_date: detail.public_end_date,
    target_countries: detail.target_countries,
    target_country_flag: detail.target_country_flag,
    languages: (Object.keys(row.texts) as Language[]).filter((language) => row.texts[language]),
    missing_languages: detail.missing_languages,
    version: detail.version,
    updated_at: detail.updated_at,
    link_warnings: linkWarnings,
  };
}

/** The content `id` in any state, as stored; 404 when there is none. */
export async function readContentRow(db: Queryable, id: number): Promise<ContentRecordRow> {
  const { rows } = await db.query<ContentRecordRow>(
    `SELECT ${CONTENT_RECORD_COLUMNS}, parsed_bodies FROM contents WHERE id = $1`,
    [id],
  );
  if (!rows[0]) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such content');
  return rows[0];
}

/** One content in any state, with its texts in every language, as the console edits it. */
export async function readContent(db: Queryable, id: number): Promise<ContentDetail> {
  return toContentDetail(await readContentRow(db, id));
}
