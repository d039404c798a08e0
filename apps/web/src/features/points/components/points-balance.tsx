import { useTranslation } from 'react-i18next';
import { pointsAmount } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { PointsLabel } from '../../../components/points-label';
import { usePoint, useUnreadNotifications } from '../../../lib/point-api';

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

function UnreadCount() {
  const { t } = useTranslation();
  const { data: unread } = useUnreadNotifications();
  const count = unread ?? 0;
  return (
    <>
      <span className="visually-hidden" data-testid="unread-label">
        {count > 0 ? t('notifications.unread', { count }) : t('notifications.title')}
      </span>
      {count > 0 && (
        <span className="notifications-link__badge" aria-hidden="true" data-testid="unread-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
}

/**
 * The header's notification control's name and badge: how many notifications are unread, read
 * with the balance (`/point` answers both); no badge when none is.
 */
export function UnreadNotifications() {
  return (
    <QueryIsland>
      <UnreadCount />
    </QueryIsland>
  );
}
