import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router';
import { fixedCampaignPage } from '@points/contracts/constants';
import { withinChunkTimeout } from '../lib/chunk-timeout';
import { HomePage } from '../features/home/home-page';
import type { PageKey } from '../lib/pages';
import { PAGE_MODULES } from './page-modules';

export type { PageKey };

/** A page's module, fetched the first time someone opens it (page-modules.ts). */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async () => ({ default: (await withinChunkTimeout(load()))[name] as ComponentType }));
}

/** /campaign-lotto and /campaign-lotto/{id}: one page for all lottery campaigns, or one. */
const lotteryCampaigns = page(PAGE_MODULES['/campaign-lotto'], 'LotteryCampaignsPage');

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
  route('campaigns', '/campaigns', page(PAGE_MODULES['/campaigns'], 'CampaignsPage'), {
    mainVisual: true,
    gameBanner: true,
  }),
  route('campaign', '/campaigns/:id', page(PAGE_MODULES['/campaigns/:id'], 'FixedCampaignPage'), {
    gameBanner: true,
  }),
  route(
    'campaignDetail',
    '/campaign-detail/:id',
    page(PAGE_MODULES['/campaign-detail/:id'], 'CampaignDetailPage'),
  ),
  route('coupons', '/coupons', page(PAGE_MODULES['/coupons'], 'CouponsPage'), { gameBanner: true }),
  route('coupon', '/coupons/:id', page(PAGE_MODULES['/coupons/:id'], 'CouponPage'), {
    gameBanner: true,
  }),
  route('myCoupons', '/mycoupons', page(PAGE_MODULES['/mycoupons'], 'MyCouponsPage'), {
    guarded: true,
  }),
  route('contactDone', '/contact/done', page(PAGE_MODULES['/contact/done'], 'ContactDonePage')),
  route('contact', '/contact', page(PAGE_MODULES['/contact'], 'ContactPage'), {
    gameBanner: true,
  }),
  route('topics', '/topic/news/list', page(PAGE_MODULES['/topic/news/list'], 'TopicListPage')),
  route('topic', '/topic/news/:id', page(PAGE_MODULES['/topic/news/:id'], 'TopicDetailPage'), {
    gameBanner: true,
  }),
  route('news', '/news', page(PAGE_MODULES['/news'], 'NewsListPage'), { gameBanner: true }),
  route('newsDetail', '/news/:id', page(PAGE_MODULES['/news/:id'], 'NewsDetailPage'), {
    gameBanner: true,
  }),
  route('token', '/token', page(PAGE_MODULES['/token'], 'TokenPage')),
  route('usePoint', '/usepoint', page(PAGE_MODULES['/usepoint'], 'UsePointPage'), {
    mainVisual: true,
    appName: true,
  }),
  route('items', '/items', page(PAGE_MODULES['/items'], 'ItemsPage'), {
    gameBanner: true,
  }),
  route('itemDetail', '/items/:id', page(PAGE_MODULES['/items/:id'], 'ItemDetailPage')),
  route('general', '/general', page(PAGE_MODULES['/general'], 'GeneralPage')),
  route('maintain', '/maintain', page(PAGE_MODULES['/maintain'], 'MaintainPage'), {
    gameBanner: true,
  }),
  route('lottoAll', '/campaign-lotto', lotteryCampaigns, { gameBanner: true }),
  route('lottoList', '/campaign-lotto/:id', lotteryCampaigns, { gameBanner: true }),
  route(
    'lottoDetail',
    '/campaign-lotto-detail/:id',
    page(PAGE_MODULES['/campaign-lotto-detail/:id'], 'LotteryPage'),
    { gameBanner: true },
  ),
  route(
    'lottoInfoCheck',
    '/campaign-lotto-infocheck',
    page(PAGE_MODULES['/campaign-lotto-infocheck'], 'AddressCheckPage'),
    { guarded: true },
  ),
  route(
    'lottoProof',
    '/campaign-lotto-proof/:id',
    page(PAGE_MODULES['/campaign-lotto-proof/:id'], 'LotteryProofPage'),
  ),
  route(
    'festival',
    '/campaign-festival/:id',
    page(PAGE_MODULES['/campaign-festival/:id'], 'FestivalPage'),
    { gameBanner: true },
  ),
  route(
    'festivalVisit',
    '/campaign-festival-visit/:id',
    page(PAGE_MODULES['/campaign-festival-visit/:id'], 'FestivalVisitPage'),
    { gameBanner: true, guarded: true },
  ),
  route(
    'festivalCompanion',
    '/campaign-festival-companion/:id',
    page(PAGE_MODULES['/campaign-festival-companion/:id'], 'FestivalCompanionPage'),
    { gameBanner: true, guarded: true, companionNotice: true },
  ),
  route(
    'festivalReward',
    '/campaign-festival-reward/:id',
    page(PAGE_MODULES['/campaign-festival-reward/:id'], 'FestivalRewardPage'),
    { gameBanner: true, guarded: true },
  ),
  route(
    'festivalEnded',
    '/campaign-festival-ended/:id',
    page(PAGE_MODULES['/campaign-festival-ended/:id'], 'FestivalEndedPage'),
    {
      layout: 'stripped',
    },
  ),
  route(
    'pointHistory',
    '/point-history',
    page(PAGE_MODULES['/point-history'], 'PointHistoryPage'),
    { guarded: true },
  ),
  route(
    'notificationSettings',
    '/notification-settings',
    page(PAGE_MODULES['/notification-settings'], 'NotificationSettingsPage'),
    { guarded: true },
  ),
  route(
    'notifications',
    '/notifications',
    page(PAGE_MODULES['/notifications'], 'NotificationsPage'),
    { guarded: true },
  ),
  route('error', '/error', page(PAGE_MODULES['/error'], 'ErrorPage')),
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
