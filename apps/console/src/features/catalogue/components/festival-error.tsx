import { useTranslation } from 'react-i18next';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';

const REFUSALS = ['already_drawn', 'pre_registration_not_started'] as const;
type Refusal = (typeof REFUSALS)[number];

const isRefusal = (reason: string | undefined): reason is Refusal =>
  (REFUSALS as readonly (string | undefined)[]).includes(reason);

/** A failed festival write: the festival's own refusals in words, any other failure as usual. */
export function FestivalError({ error }: { error: unknown }) {
  const { t } = useTranslation('catalogue');
  if (error instanceof ConsoleApiError && isRefusal(error.reason)) {
    return <StatusMessage kind="error">{t(`festival.refusals.${error.reason}`)}</StatusMessage>;
  }
  return <ErrorMessage error={error} />;
}
