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
