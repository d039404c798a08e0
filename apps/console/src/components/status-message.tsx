import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_FORBIDDEN, ERROR_CODES, RICH_TEXT_RULES } from '@points/contracts';
import { ConsoleApiError } from '../lib/api';

/** A message for the operator: a success (polite) or a failure (an alert). */
export function StatusMessage({
  kind,
  children,
}: {
  kind: 'success' | 'error' | 'info' | 'warning';
  children: ReactNode;
}) {
  return (
    <div className={`status status--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** What a failed console call means to the operator, in their language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!(error instanceof ConsoleApiError)) return t('errors.network');
    if (error.statusCode === CONSOLE_FORBIDDEN) return t('errors.forbidden');
    if (error.statusCode === ERROR_CODES.USER_NOT_FOUND) return t('errors.notFound');
    if (error.statusCode === ERROR_CODES.INVALID_PARAMETER) {
      // A Markdown text the site refuses: which one, and the rule it breaks.
      const { field, rule } = error.body;
      if (typeof field === 'string' && (RICH_TEXT_RULES as readonly unknown[]).includes(rule)) {
        return t('errors.markdown', { field, rule: t(`markdown.${String(rule)}`) });
      }
      return t('errors.invalid');
    }
    if (error.reason === 'changed_since_read') return t('errors.conflict');
    return t('errors.generic', { code: error.reason ?? error.statusCode });
  };
}

/** A failed call, shown as an alert. */
export function ErrorMessage({ error }: { error: unknown }) {
  const text = useErrorText();
  return <StatusMessage kind="error">{text(error)}</StatusMessage>;
}
