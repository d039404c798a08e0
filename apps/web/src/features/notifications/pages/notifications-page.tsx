import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationView } from '@points/contracts';
import { BellIcon } from '../../../components/icons';
import { Loading } from '../../../components/loading';
import { PageFrame } from '../../../components/page-frame';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { useReadFailure } from '../../../lib/use-read-failure';
import { useMarkRead, useNotifications } from '../api/notifications-api';
import '../notifications.css';

function Notification({
  notification,
  onOpen,
}: {
  notification: NotificationView;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const unread = notification.read_at === null;
  return (
    <li className={unread ? 'notification notification--unread' : 'notification'}>
      <p className="notification__meta">
        {unread && <span className="notification__marker">{t('notifications.unreadMarker')}</span>}
        <time dateTime={notification.created_at}>
          {formatDateTime(notification.created_at, currentLanguage())}
        </time>
      </p>
      <h2 className="notification__title">
        <Link to={notification.link} onClick={() => unread && onOpen(notification.id)}>
          {notification.title}
        </Link>
      </h2>
      <p className="notification__body">{notification.body}</p>
    </li>
  );
}

function Notifications() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const list = useNotifications(language);
  // Opening one marks it read on the way to its page; a failure leaves it unread, quietly.
  const markOne = useMarkRead({ quiet: true });
  const markAll = useMarkRead();
  const [allRead, setAllRead] = useState(false);
  useReadFailure(list.error, []);

  const pages = list.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const unread = pages.at(-1)?.unread ?? 0;

  return (
    <PageFrame title={t('pages.notifications')} loading={list.isPending}>
      <div className="notifications-toolbar">
        {unread > 0 && (
          <button
            type="button"
            className="button button--primary"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate({ all: true }, { onSuccess: () => setAllRead(true) })}
          >
            {t('notifications.markAll')}
          </button>
        )}
        <Link className="notifications-toolbar__settings" to="/notification-settings">
          {t('notifications.settingsLink')}
        </Link>
      </div>
      <p className="notifications-status" role="status">
        {allRead && unread === 0 ? t('notifications.allMarked') : ''}
      </p>
      {notifications.length === 0 ? (
        <div className="notice-card notifications-empty">
          <BellIcon />
          <p className="notice-card__title">{t('notifications.emptyTitle')}</p>
          <p>{t('notifications.emptyText')}</p>
        </div>
      ) : (
        <ul className="notifications-list" aria-busy={list.isFetching}>
          {notifications.map((notification) => (
            <Notification
              key={notification.id}
              notification={notification}
              onOpen={(id) => markOne.mutate({ ids: [id] })}
            />
          ))}
        </ul>
      )}
      {list.isFetchingNextPage && <Loading lines={2} />}
      {list.hasNextPage && !list.isFetchingNextPage && (
        <div className="notifications-more">
          <button
            type="button"
            className="button button--ghost"
            aria-label={t('notifications.more')}
            onClick={() => void list.fetchNextPage()}
          >
            {t('common.more')}
          </button>
        </div>
      )}
    </PageFrame>
  );
}

/** /notifications: what happened to the player, newest first; opening one marks it read. */
export function NotificationsPage() {
  return (
    <QueryIsland>
      <Notifications />
    </QueryIsland>
  );
}
