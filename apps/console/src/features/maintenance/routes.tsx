import type { ConsoleRoute } from '../../lib/console-route';
import { MaintenancePage } from './maintenance-page';

/** The maintenance switch. */
export const routes: ConsoleRoute[] = [
  { path: 'maintenance', element: <MaintenancePage />, nav: { label: 'nav', order: 80 } },
];
