import type { ConsoleRoute } from '../../lib/console-route';
import { LotteryCampaignPage } from './pages/lottery-campaign-page';
import { LotteryEditPage } from './pages/lottery-edit-page';
import { LotteryListPage } from './pages/lottery-list-page';

/** Lotteries and their campaigns: each lottery's form, its draw and its winners. */
export const routes: ConsoleRoute[] = [
  { path: 'lotteries', element: <LotteryListPage />, nav: { label: 'nav', order: 23 } },
  { path: 'lotteries/new', element: <LotteryEditPage /> },
  { path: 'lotteries/campaigns/new', element: <LotteryCampaignPage /> },
  { path: 'lotteries/campaigns/:id', element: <LotteryCampaignPage /> },
  { path: 'lotteries/:id', element: <LotteryEditPage /> },
];
