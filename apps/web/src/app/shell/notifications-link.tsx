import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons';
import './notifications-link.css';

// The count comes with the balance (`/point`), in the balance's module: no request of its own.
const UnreadNotifications = lazy(async () => ({
  default: (await import('../../features/points/components/points-balance')).UnreadNotifications,
}));

/**
 * The signed-in player's notification control in the header: a bell linking to their
 * notifications, with the unread count as a badge (none when all are read) and in its name for
 * screen readers ("3 unread notifications").
 */
export function NotificationsLink() {
  const { t } = useTranslation();
  return (
    <Link to="/notifications" className="notifications-link" data-testid="notifications-link">
      <BellIcon />
      <Suspense fallback={<span className="visually-hidden">{t('notifications.title')}</span>}>
        <UnreadNotifications />
      </Suspense>
    </Link>
  );
}
