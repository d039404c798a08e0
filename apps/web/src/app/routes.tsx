import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/home/home-page';
import type { PageKey } from './route-meta';
import { Shell } from './shell/shell';

/** A page's module, fetched the first time someone opens it. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const TokenPage = page(() => import('../features/auth/pages/token-page'), 'TokenPage');
const ErrorPage = page(() => import('../features/errors/error-page'), 'ErrorPage');
const NotFoundPage = page(() => import('../components/not-found'), 'NotFoundPage');
const ContactPage = page(() => import('../features/contact/contact-page'), 'ContactPage');
const ContactDonePage = page(
  () => import('../features/contact/contact-done-page'),
  'ContactDonePage',
);
const MaintainPage = page(() => import('../features/maintenance/maintain-page'), 'MaintainPage');
const CampaignDetailPage = page(
  () => import('../features/campaigns/campaign-detail-page'),
  'CampaignDetailPage',
);
const UsePointPage = page(() => import('../features/items/pages/use-point-page'), 'UsePointPage');
const ItemsPage = page(() => import('../features/items/pages/items-page'), 'ItemsPage');
const ItemDetailPage = page(
  () => import('../features/items/pages/item-detail-page'),
  'ItemDetailPage',
);
const PointHistoryPage = page(
  () => import('../features/history/pages/point-history-page'),
  'PointHistoryPage',
);
const LazyComingSoon = lazy(async () => ({
  default: (await import('../features/placeholders/coming-soon-page')).ComingSoonPage,
}));
const soon = (name: PageKey) => <LazyComingSoon page={name} />;

/** Every route of SPEC.md §2 (their metadata lives in route-meta.ts). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<HomePage />} />
        <Route path="campaigns" element={soon('campaigns')} />
        <Route path="campaigns/:id" element={soon('campaign')} />
        <Route path="campaign-detail/:id" element={<CampaignDetailPage />} />
        <Route path="coupons" element={soon('coupons')} />
        <Route path="coupons/:id" element={soon('coupon')} />
        <Route path="mycoupons" element={soon('myCoupons')} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="contact/done" element={<ContactDonePage />} />
        <Route path="topic/news/list" element={soon('topics')} />
        <Route path="topic/news/:id" element={soon('topic')} />
        <Route path="news" element={soon('news')} />
        <Route path="news/:id" element={soon('newsDetail')} />
        <Route path="token" element={<TokenPage />} />
        <Route path="usepoint" element={<UsePointPage />} />
        <Route path="items" element={<ItemsPage />} />
        <Route path="items/:id" element={<ItemDetailPage />} />
        <Route path="point-history" element={<PointHistoryPage />} />
        <Route path="general" element={soon('general')} />
        <Route path="maintain" element={<MaintainPage />} />
        <Route path="campaign-lotto/:id" element={soon('lottoList')} />
        <Route path="campaign-lotto-detail/:id" element={soon('lottoDetail')} />
        <Route path="campaign-lotto-infocheck" element={soon('lottoInfoCheck')} />
        <Route path="campaign-festival/:id" element={soon('festival')} />
        <Route path="campaign-festival-visit/:id" element={soon('festivalVisit')} />
        <Route path="campaign-festival-companion/:id" element={soon('festivalCompanion')} />
        <Route path="campaign-festival-reward/:id" element={soon('festivalReward')} />
        <Route path="campaign-festival-ended/:id" element={soon('festivalEnded')} />
        <Route path="error" element={<ErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
