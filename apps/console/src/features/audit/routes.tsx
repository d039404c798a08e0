import type { ConsoleRoute } from '../../lib/console-route';
import { AuditPage } from './audit-page';

/** The audit log. */
export const routes: ConsoleRoute[] = [
  { path: 'audit', element: <AuditPage />, nav: { label: 'nav', order: 90 } },
];
