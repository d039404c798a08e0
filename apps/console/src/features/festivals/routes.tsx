import type { ConsoleRoute } from '../../lib/console-route';
import { FestivalCheckInPage } from './pages/festival-check-in-page';
import { FestivalEditPage } from './pages/festival-edit-page';
import { FestivalListPage } from './pages/festival-list-page';
import { FestivalPage } from './pages/festival-page';
import './festivals.css';

/** Festivals: settings, the visitor draw, the lists of people and the check-in. */
export const routes: ConsoleRoute[] = [
  { path: 'festivals', element: <FestivalListPage />, nav: { label: 'nav', order: 24 } },
  { path: 'festivals/new', element: <FestivalEditPage /> },
  { path: 'festivals/:id', element: <FestivalPage /> },
  { path: 'festivals/:id/edit', element: <FestivalEditPage /> },
  { path: 'festivals/:id/check-in', element: <FestivalCheckInPage /> },
];
