import type { ConsoleRoute } from '../../lib/console-route';
import { CampaignListPage } from './pages/campaign-list-page';
import { CampaignPage } from './pages/campaign-page';
import { CouponPage } from './pages/coupon-page';
import './coupons.css';

/** Coupon campaigns, their coupons and each coupon's code pool. */
export const routes: ConsoleRoute[] = [
  { path: 'catalogue/campaigns', element: <CampaignListPage />, nav: { label: 'nav', order: 21 } },
  { path: 'catalogue/campaigns/new', element: <CampaignPage /> },
  { path: 'catalogue/campaigns/:id', element: <CampaignPage /> },
  { path: 'catalogue/coupons/new', element: <CouponPage /> },
  { path: 'catalogue/coupons/:id', element: <CouponPage /> },
];
