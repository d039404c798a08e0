import { LANGUAGES, type ContentDraftInput, type Language } from '@points/contracts';
import type { Queryable } from '../../../db/database';
import { createContent } from '../../published-content/create-content';

let counter = 0;
/** A public id no other test content has. */
export const uniqueReasonId = (prefix = 'console') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A notice draft written in `languages` (en and ja by default), the others left to fall back. */
export function noticeDraft(
  overrides: Partial<Extract<ContentDraftInput, { kind: 'notice' }>> = {},
  languages: Language[] = ['en', 'ja'],
): Extract<ContentDraftInput, { kind: 'notice' }> {
  return {
    kind: 'notice',
    reason_id: uniqueReasonId(),
    public_start_date: '2026-01-01T00:00:00.000Z',
    public_end_date: null,
    target_countries: [],
    target_country_flag: 0,
    texts: Object.fromEntries(
      languages.map((language) => [
        language,
        { title: `Title ${language}`, body: `Body **${language}**` },
      ]),
    ),
    attributes: { thumbnail_ja: null, thumbnail_en: null },
    fallback_languages: LANGUAGES.filter((language) => !languages.includes(language)),
    ...overrides,
  };
}

/** Creates a draft notice for a test; returns its id. */
export const createTestNotice = (
  db: Queryable,
  overrides: Parameters<typeof noticeDraft>[0] = {},
  languages?: Language[],
) => createContent(db, noticeDraft(overrides, languages));
