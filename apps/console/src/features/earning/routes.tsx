import type { ConsoleRoute } from '../../lib/console-route';
import { EarningEditPage } from './pages/earning-edit-page';
import { EarningListPage } from './pages/earning-list-page';

/** The campaigns players earn points with: their list and each one's form and preview. */
export const routes: ConsoleRoute[] = [
  { path: 'earning/campaigns', element: <EarningListPage />, nav: { label: 'nav', order: 22 } },
  { path: 'earning/campaigns/new', element: <EarningEditPage /> },
  { path: 'earning/campaigns/:id', element: <EarningEditPage /> },
];
