import { useTranslation } from 'react-i18next';
import { get, type FieldErrors } from 'react-hook-form';

/**
 * The message of a form field's error, worded: a key of the content strings' `invalid`, or, for a
 * body the site refuses, the Markdown rule it breaks (worded once, for every form, in the common
 * strings).
 */
export function useFieldMessage(errors: FieldErrors) {
  const { t } = useTranslation('content');
  return (path: string): string | undefined => {
    const found = get(errors, path) as { message?: string } | undefined;
    if (!found) return undefined;
    const message = found.message ?? 'invalid';
    return message.startsWith('markdown.') ? t(message, { ns: 'common' }) : t(`invalid.${message}`);
  };
}
