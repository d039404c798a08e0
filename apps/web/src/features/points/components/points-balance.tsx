import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { PointsLabel } from '../../../components/points-label';
import { usePoint } from '../../../lib/point-api';

function Balance() {
  const { t } = useTranslation();
  const { data: point } = usePoint();
  const formatted = typeof point === 'number' ? formatPoints(point) : null;
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
