import type { ConsoleRoute } from '../../lib/console-route';
import { NotificationCountsPage } from './notification-counts-page';
import './notifications.css';

/** What players were told, in numbers: the notifications per day, kind and channel. */
export const routes: ConsoleRoute[] = [
  { path: 'notifications', element: <NotificationCountsPage />, nav: { label: 'nav', order: 31 } },
];
