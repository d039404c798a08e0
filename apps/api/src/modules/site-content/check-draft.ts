import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../errors';
import { parseRichText, RichTextError } from '../content/rich-text';
import { ContentDraft, type ContentDraftInput } from './content-model';

/** A draft as written, checked: its shape for its kind and every body's Markdown; else 400. */
export function checkDraft(input: ContentDraftInput): ContentDraft {
  const parsed = ContentDraft.safeParse(input);
  if (!parsed.success) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, parsed.error.message);
  }
  for (const [language, text] of Object.entries(parsed.data.texts)) {
    if (!text || !('body' in text)) continue;
    try {
      parseRichText(text.body);
    } catch (error) {
      if (!(error instanceof RichTextError)) throw error;
      throw new AppError(ERROR_CODES.INVALID_PARAMETER, `${language} body: ${error.message}`);
    }
  }
  return parsed.data;
}

/**
 * A checked draft as the values of `contents`' columns, in this order: kind, reason_id,
 * public_start_date, public_end_date, target_countries, target_country_flag, sort_order, texts,
 * attributes. Creating and updating write the same columns from it.
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
  ];
}
