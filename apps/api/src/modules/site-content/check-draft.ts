import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../errors';
import { parseRichText, RichTextError } from '../content/rich-text';
import { ContentDraft, type ContentDraftInput } from './content-model';

/**
 * A draft as written, checked: its shape for its kind and every body's Markdown; else 400 naming
 * the first field at fault (`field`, a dotted path such as `texts.fr.title`).
 */
export function checkDraft(input: ContentDraftInput): ContentDraft {
  const parsed = ContentDraft.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, parsed.error.message, {
      details: { reason: 'invalid_draft', field: issue ? issue.path.join('.') : '' },
    });
  }
  for (const [language, text] of Object.entries(parsed.data.texts)) {
    if (!text || !('body' in text)) continue;
    try {
      parseRichText(text.body);
    } catch (error) {
      if (!(error instanceof RichTextError)) throw error;
      throw new AppError(ERROR_CODES.INVALID_PARAMETER, `${language} body: ${error.message}`, {
        details: { reason: 'invalid_draft', field: `texts.${language}.body` },
      });
    }
  }
  return parsed.data;
}

/**
 * A checked draft as the values of `contents`' columns, in this order: kind, reason_id,
 * public_start_date, public_end_date, target_countries, target_country_flag, sort_order, texts,
 * attributes, fallback_languages. Creating and updating write the same columns from it.
 */
export function draftColumns(draft: ContentDraft): unknown[] {
  return [
    draft.kind,
    draft.reason_id,
    draft.public_start_date,
    draft.public_end_date,
    draft.target_countries,
    draft.target_country_flag,
    draft.sort_order,
    JSON.stringify(draft.texts),
    JSON.stringify(draft.attributes),
    draft.fallback_languages ?? null,
  ];
}

/** A unique violation on (kind, reason_id), as both drivers report it, answered 4049. */
export function reasonIdTaken(error: unknown, draft: ContentDraft): AppError | null {
  if ((error as { code?: unknown } | null)?.code !== '23505') return null;
  return new AppError(ERROR_CODES.GENERIC_ERROR, `${draft.kind} ${draft.reason_id} exists`, {
    details: { reason: 'reason_id_taken' },
  });
}
