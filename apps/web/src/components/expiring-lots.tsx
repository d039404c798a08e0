import { useTranslation } from 'react-i18next';
import type { ExpiringPoints } from '@points/contracts';
import { formatEnd } from '../lib/dates';
import { currentLanguage, pointsAmount } from '../lib/i18n';

/**
 * Lots of points that expire, as the home page and the points history list them: each amount with
 * the last moment it can be spent.
 */
export function ExpiringLots({ lots, className }: { lots: ExpiringPoints[]; className: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <ul className={className}>
      {lots.map((lot) => (
        <li key={lot.expires_at}>
          {t('history.spendUntil', {
            points: pointsAmount(lot.amount),
            date: formatEnd(lot.expires_at, language),
          })}
        </li>
      ))}
    </ul>
  );
}
