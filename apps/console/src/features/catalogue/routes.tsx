import type { ConsoleRoute } from '../../lib/console-route';
import './catalogue.css';
import { CampaignListPage } from './pages/campaign-list-page';
import { CampaignPage } from './pages/campaign-page';
import { CouponPage } from './pages/coupon-page';
import { EarningEditPage } from './pages/earning-edit-page';
import { EarningListPage } from './pages/earning-list-page';
import { FestivalCheckInPage } from './pages/festival-check-in-page';
import { FestivalEditPage } from './pages/festival-edit-page';
import { FestivalListPage } from './pages/festival-list-page';
import { FestivalPage } from './pages/festival-page';
import { ItemEditPage } from './pages/item-edit-page';
import { ItemListPage } from './pages/item-list-page';
import { LotteryCampaignPage } from './pages/lottery-campaign-page';
import { LotteryEditPage } from './pages/lottery-edit-page';
import { LotteryListPage } from './pages/lottery-list-page';

/**
 * The catalogue screens: items, coupon campaigns, coupons and their code pools, earning
 * campaigns, lotteries, festivals (settings, the visitor draw, lists, the check-in).
 */
export const routes: ConsoleRoute[] = [
  { path: 'catalogue/items', element: <ItemListPage />, nav: { label: 'nav.items', order: 20 } },
  { path: 'catalogue/items/new', element: <ItemEditPage /> },
  { path: 'catalogue/items/:id', element: <ItemEditPage /> },
  {
    path: 'catalogue/campaigns',
    element: <CampaignListPage />,
    nav: { label: 'nav.coupons', order: 21 },
  },
  { path: 'catalogue/campaigns/new', element: <CampaignPage /> },
  { path: 'catalogue/campaigns/:id', element: <CampaignPage /> },
  { path: 'catalogue/coupons/new', element: <CouponPage /> },
  { path: 'catalogue/coupons/:id', element: <CouponPage /> },
  {
    path: 'earning/campaigns',
    element: <EarningListPage />,
    nav: { label: 'nav.earning', order: 22 },
  },
  { path: 'earning/campaigns/new', element: <EarningEditPage /> },
  { path: 'earning/campaigns/:id', element: <EarningEditPage /> },
  { path: 'lotteries', element: <LotteryListPage />, nav: { label: 'nav.lotteries', order: 23 } },
  { path: 'lotteries/new', element: <LotteryEditPage /> },
  { path: 'lotteries/campaigns/new', element: <LotteryCampaignPage /> },
  { path: 'lotteries/campaigns/:id', element: <LotteryCampaignPage /> },
  { path: 'lotteries/:id', element: <LotteryEditPage /> },
  { path: 'festivals', element: <FestivalListPage />, nav: { label: 'nav.festivals', order: 24 } },
  { path: 'festivals/new', element: <FestivalEditPage /> },
  { path: 'festivals/:id', element: <FestivalPage /> },
  { path: 'festivals/:id/edit', element: <FestivalEditPage /> },
  { path: 'festivals/:id/check-in', element: <FestivalCheckInPage /> },
];
