import type { ConsoleRoute } from '../../lib/console-route';
import { PlayerPage } from './pages/player-page';
import { PlayerSearchPage } from './pages/player-search-page';
import './players.css';

/** The players screens: find a player; their profile, history, exchanges, coupons, adjustments. */
export const routes: ConsoleRoute[] = [
  { path: 'players', element: <PlayerSearchPage />, nav: { label: 'nav', order: 30 } },
  { path: 'players/:id', element: <PlayerPage /> },
];
