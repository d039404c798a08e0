import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorMessage, StatusMessage } from '../status-message';
import { formatUtc } from '../../lib/format';

/** A record's version as the console reads it, and when it was saved where the API says. */
export interface RecordVersion {
  version: number;
  updated_at?: string;
}

/**
 * The head of a record's edit page: the record's version and when it was saved, "saved" right
 * after a create (the create navigates here with `state.saved`), and, while the record loads,
 * that it loads or why it failed.
 */
export function RecordStatus({
  record,
  savedText,
  pending,
  error,
}: {
  record?: RecordVersion | undefined;
  savedText: string;
  pending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('records');
  const location = useLocation();
  const justCreated = (location.state as { saved?: boolean } | null)?.saved === true;
  return (
    <>
      {record ? (
        <p className="field__hint">
          {record.updated_at === undefined
            ? t('versionOnly', { version: record.version })
            : t('version', { version: record.version, at: formatUtc(record.updated_at) })}
        </p>
      ) : null}
      {justCreated ? <StatusMessage kind="success">{savedText}</StatusMessage> : null}
      {error ? <ErrorMessage error={error} /> : null}
      {pending && !error ? <p role="status">{t('actions.loading', { ns: 'common' })}</p> : null}
    </>
  );
}
