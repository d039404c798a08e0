import { useTranslation } from 'react-i18next';
import { pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { PointsLabel } from '../../../components/points-label';
import { usePoint } from '../../../lib/point-api';

function Balance() {
  const { t } = useTranslation();
  const { data: point } = usePoint();
  return (
    <PointsLabel text={typeof point === 'number' ? pointsAmount(point) : t('header.checkPoints')} />
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
