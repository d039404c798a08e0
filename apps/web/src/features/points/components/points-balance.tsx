import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { htmlLang } from '../../../lib/language';
import { QueryIsland } from '../../../lib/query-client';
import { PointsLabel } from '../../../components/points-label';
import { usePoint } from '../../../lib/point-api';

function Balance() {
  const { t } = useTranslation();
  const { data: point } = usePoint(true);
  const formatted =
    typeof point === 'number'
      ? new Intl.NumberFormat(htmlLang(currentLanguage())).format(point)
      : null;
  return (
    <PointsLabel
      text={
        formatted === null ? t('header.checkPoints') : t('header.points', { points: formatted })
      }
    />
  );
}

/**
 * The balance in the user strip; "Check points" while it is not a number yet (SPEC.md §2).
 */
export function PointsBalance() {
  return (
    <QueryIsland>
      <Balance />
    </QueryIsland>
  );
}
