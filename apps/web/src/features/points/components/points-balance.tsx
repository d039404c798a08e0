import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { htmlLang } from '../../../lib/language';
import { usePoint } from '../api/point-api';

/**
 * The balance in the user strip; "Check points" while it is not a number yet (SPEC.md §2). The
 * slot keeps its size either way, so nothing moves when the number arrives.
 */
export function PointsBalance() {
  const { t } = useTranslation();
  const { data: point } = usePoint(true);
  const formatted =
    typeof point === 'number'
      ? new Intl.NumberFormat(htmlLang(currentLanguage())).format(point)
      : null;
  return (
    <span className="points-balance" aria-live="polite">
      <span className="visually-hidden">{t('header.pointsLabel')}: </span>
      <span data-testid="points">
        {formatted === null ? t('header.checkPoints') : t('header.points', { points: formatted })}
      </span>
    </span>
  );
}
