import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { fixedCampaignPage } from '@points/contracts/constants';
import { HomePage } from '../features/home/home-page';
import type { PageKey } from '../lib/pages';

export type { PageKey };

/** A page's module, fetched the first time someone opens it. */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** /campaign-lotto and /campaign-lotto/{id}: one page for all lottery campaigns, or one. */
const lotteryCampaigns = page(
  () => import('../features/lottery/pages/lottery-campaigns-page'),
  'LotteryCampaignsPage',
);

/** The festival's five pages: one module. */
const festivalPage = (
  name:
    | 'FestivalPage'
    | 'FestivalVisitPage'
    | 'FestivalCompanionPage'
    | 'FestivalRewardPage'
    | 'FestivalEndedPage',
) => page(() => import('../features/festival/pages/festival-pages'), name);

/** What the shell shows around a page (SPEC.md §2, route metadata). */
export interface RouteMeta {
  page: PageKey;
  /** React Router pattern. */
  path: string;
  /** What the route shows. */
  component: ComponentType;
  mainVisual: boolean;
  gameBanner: boolean;
  /** The app-name style of the use-points shop. */
  appName: boolean;
  /** Needs a signed-in player: without `ps_token` the visitor goes to /. */
  guarded: boolean;
  /** `stripped`: no menus, user strip, banner, links or footer content; the logo is not a link. */
  layout: 'default' | 'stripped';
  companionNotice: boolean;
}

const route = (
  page: PageKey,
  path: string,
  component: ComponentType,
  flags: Partial<Omit<RouteMeta, 'page' | 'path' | 'component'>> = {},
): RouteMeta => ({
  page,
  path,
  component,
  mainVisual: false,
  gameBanner: false,
  appName: false,
  guarded: false,
  layout: 'default',
  companionNotice: false,
  ...flags,
});

/**
 * Every route of SPEC.md §2, most specific first: the one table the router renders and the shell
 * reads (main visual, game banner, guards, layout), so the two cannot drift apart.
 */
export const ROUTES: readonly RouteMeta[] = [
  route('home', '/', HomePage, { mainVisual: true, gameBanner: true }),
  route(
    'campaigns',
    '/campaigns',
    page(() => import('../features/campaigns/pages/campaigns-page'), 'CampaignsPage'),
    { mainVisual: true, gameBanner: true },
  ),
  route(
    'campaign',
    '/campaigns/:id',
    page(() => import('../features/campaigns/pages/fixed-campaign-page'), 'FixedCampaignPage'),
    { gameBanner: true },
  ),
  route(
    'campaignDetail',
    '/campaign-detail/:id',
    page(() => import('../features/campaigns/pages/campaign-detail-page'), 'CampaignDetailPage'),
  ),
  route(
    'coupons',
    '/coupons',
    page(() => import('../features/coupons/pages/coupons-page'), 'CouponsPage'),
    { gameBanner: true },
  ),
  route(
    'coupon',
    '/coupons/:id',
    page(() => import('../features/coupons/pages/coupon-page'), 'CouponPage'),
    { gameBanner: true },
  ),
  route(
    'myCoupons',
    '/mycoupons',
    page(() => import('../features/coupons/pages/coupons-page'), 'MyCouponsPage'),
    { guarded: true },
  ),
  route(
    'contactDone',
    '/contact/done',
    page(() => import('../features/contact/contact-done-page'), 'ContactDonePage'),
  ),
  route(
    'contact',
    '/contact',
    page(() => import('../features/contact/contact-page'), 'ContactPage'),
    {
      gameBanner: true,
    },
  ),
  route(
    'topics',
    '/topic/news/list',
    page(() => import('../features/news/pages/content-list-page'), 'TopicListPage'),
  ),
  route(
    'topic',
    '/topic/news/:id',
    page(() => import('../features/news/pages/content-detail-page'), 'TopicDetailPage'),
    { gameBanner: true },
  ),
  route(
    'news',
    '/news',
    page(() => import('../features/news/pages/content-list-page'), 'NewsListPage'),
    { gameBanner: true },
  ),
  route(
    'newsDetail',
    '/news/:id',
    page(() => import('../features/news/pages/content-detail-page'), 'NewsDetailPage'),
    { gameBanner: true },
  ),
  route(
    'token',
    '/token',
    page(() => import('../features/auth/pages/token-page'), 'TokenPage'),
  ),
  route(
    'usePoint',
    '/usepoint',
    page(() => import('../features/items/pages/use-point-page'), 'UsePointPage'),
    { mainVisual: true, appName: true },
  ),
  route(
    'items',
    '/items',
    page(() => import('../features/items/pages/items-page'), 'ItemsPage'),
    {
      gameBanner: true,
    },
  ),
  route(
    'itemDetail',
    '/items/:id',
    page(() => import('../features/items/pages/item-detail-page'), 'ItemDetailPage'),
  ),
  route(
    'general',
    '/general',
    page(() => import('../features/general/general-page'), 'GeneralPage'),
  ),
  route(
    'maintain',
    '/maintain',
    page(() => import('../features/maintenance/maintain-page'), 'MaintainPage'),
    { gameBanner: true },
  ),
  route('lottoAll', '/campaign-lotto', lotteryCampaigns, { gameBanner: true }),
  route('lottoList', '/campaign-lotto/:id', lotteryCampaigns, { gameBanner: true }),
  route(
    'lottoDetail',
    '/campaign-lotto-detail/:id',
    page(() => import('../features/lottery/pages/lottery-page'), 'LotteryPage'),
    { gameBanner: true },
  ),
  route(
    'lottoInfoCheck',
    '/campaign-lotto-infocheck',
    page(() => import('../features/lottery/pages/address-check-page'), 'AddressCheckPage'),
    { guarded: true },
  ),
  route(
    'lottoProof',
    '/campaign-lotto-proof/:id',
    page(() => import('../features/lottery/pages/lottery-proof-page'), 'LotteryProofPage'),
  ),
  route('festival', '/campaign-festival/:id', festivalPage('FestivalPage'), { gameBanner: true }),
  route('festivalVisit', '/campaign-festival-visit/:id', festivalPage('FestivalVisitPage'), {
    gameBanner: true,
    guarded: true,
  }),
  route(
    'festivalCompanion',
    '/campaign-festival-companion/:id',
    festivalPage('FestivalCompanionPage'),
    { gameBanner: true, guarded: true, companionNotice: true },
  ),
  route('festivalReward', '/campaign-festival-reward/:id', festivalPage('FestivalRewardPage'), {
    gameBanner: true,
    guarded: true,
  }),
  route('festivalEnded', '/campaign-festival-ended/:id', festivalPage('FestivalEndedPage'), {
    layout: 'stripped',
  }),
  route(
    'pointHistory',
    '/point-history',
    page(() => import('../features/history/pages/point-history-page'), 'PointHistoryPage'),
    { guarded: true },
  ),
  route(
    'error',
    '/error',
    page(() => import('../features/errors/error-page'), 'ErrorPage'),
  ),
];

export const NOT_FOUND: RouteMeta = route(
  'notFound',
  '*',
  page(() => import('../components/not-found'), 'NotFoundPage'),
);

export interface MatchedRoute {
  meta: RouteMeta;
  params: Record<string, string | undefined>;
}

/** The route a path belongs to, with the per-page refinements (fixed campaign banners). */
export function matchRoute(pathname: string): MatchedRoute {
  for (const meta of ROUTES) {
    const match = matchPath({ path: meta.path, end: true }, pathname);
    if (!match) continue;
    if (meta.page === 'campaign') {
      // Of the fixed campaign pages, only two show the game banner.
      return {
        meta: { ...meta, gameBanner: fixedCampaignPage(match.params.id)?.gameBanner ?? false },
        params: match.params,
      };
    }
    return { meta, params: match.params };
  }
  return { meta: NOT_FOUND, params: {} };
}

export type MenuKey = 'top' | 'news' | 'getPoints' | 'usePoints' | 'contact';

/**
 * Which menu entry a path highlights (SPEC.md §2): /topic/news/ is not news; /campaigns/ and
 * /campaign-detail/ are get points; /usepoint/, /items, /coupons and /campaign-lotto are use points.
 */
export function activeMenu(pathname: string): MenuKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (path === '/') return 'top';
  if (under('/topic')) return null;
  if (under('/news')) return 'news';
  if (under('/campaigns') || under('/campaign-detail')) return 'getPoints';
  if (
    under('/usepoint') ||
    under('/items') ||
    under('/coupons') ||
    path.startsWith('/campaign-lotto')
  ) {
    return 'usePoints';
  }
  if (under('/contact')) return 'contact';
  return null;
}

/** Paths a signed-out visitor, a maintenance period or the overload flag leave reachable. */
export const MAINTENANCE_EXEMPT = ['/maintain', '/general', '/token'];
export const OVERLOAD_EXEMPT = ['/general', '/error'];
