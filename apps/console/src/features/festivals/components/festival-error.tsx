import { useTranslation } from 'react-i18next';
import type { FESTIVAL_CONSOLE_REFUSALS } from '@points/contracts';
import { ErrorMessage, StatusMessage } from '../../../components/status-message';
import { ConsoleApiError } from '../../../lib/api';
import { formatUtc } from '../../../lib/format';

const REFUSALS = [
  'already_drawn',
  'pre_registration_not_started',
  'pre_registration_open',
  'commitment_fixed',
] as const satisfies ReadonlyArray<(typeof FESTIVAL_CONSOLE_REFUSALS)[number]>;
type Refusal = (typeof REFUSALS)[number];

const isRefusal = (reason: string | undefined): reason is Refusal =>
  (REFUSALS as readonly (string | undefined)[]).includes(reason);

/** A failed festival write: the festival's own refusals in words, any other failure as usual. */
export function FestivalError({ error }: { error: unknown }) {
  const { t } = useTranslation('festivals');
  if (error instanceof ConsoleApiError && isRefusal(error.reason)) {
    const { closes_at: closesAt, field } = error.body;
    return (
      <StatusMessage kind="error">
        {t(`refusals.${error.reason}`, {
          at: typeof closesAt === 'string' ? formatUtc(closesAt) : '',
          field: typeof field === 'string' ? t(`fields.${field}`) : '',
        })}
      </StatusMessage>
    );
  }
  return <ErrorMessage error={error} />;
}
