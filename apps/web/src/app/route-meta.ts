import { matchPath } from 'react-router';
import { fixedCampaign } from '../content/fixed-campaigns';

export type PageKey =
  | 'home'
  | 'campaigns'
  | 'campaign'
  | 'campaignDetail'
  | 'coupons'
  | 'coupon'
  | 'myCoupons'
  | 'contact'
  | 'contactDone'
  | 'topics'
  | 'topic'
  | 'news'
  | 'newsDetail'
  | 'token'
  | 'usePoint'
  | 'items'
  | 'itemDetail'
  | 'general'
  | 'maintain'
  | 'lottoList'
  | 'lottoDetail'
  | 'lottoInfoCheck'
  | 'festival'
  | 'festivalVisit'
  | 'festivalCompanion'
  | 'festivalReward'
  | 'festivalEnded'
  | 'pointHistory'
  | 'error'
  | 'notFound';

/** What the shell shows around a page (SPEC.md §2, route metadata). */
export interface RouteMeta {
  page: PageKey;
  /** React Router pattern. */
  path: string;
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
  flags: Partial<Omit<RouteMeta, 'page' | 'path'>> = {},
): RouteMeta => ({
  page,
  path,
  mainVisual: false,
  gameBanner: false,
  appName: false,
  guarded: false,
  layout: 'default',
  companionNotice: false,
  ...flags,
});

/** Every route of SPEC.md §2, most specific first. */
export const ROUTES: readonly RouteMeta[] = [
  route('home', '/', { mainVisual: true, gameBanner: true }),
  route('campaigns', '/campaigns', { mainVisual: true, gameBanner: true }),
  route('campaign', '/campaigns/:id', { gameBanner: true }),
  route('campaignDetail', '/campaign-detail/:id'),
  route('coupons', '/coupons', { gameBanner: true }),
  route('coupon', '/coupons/:id', { gameBanner: true }),
  route('myCoupons', '/mycoupons', { guarded: true }),
  route('contactDone', '/contact/done'),
  route('contact', '/contact', { gameBanner: true }),
  route('topics', '/topic/news/list'),
  route('topic', '/topic/news/:id', { gameBanner: true }),
  route('news', '/news', { gameBanner: true }),
  route('newsDetail', '/news/:id', { gameBanner: true }),
  route('token', '/token'),
  route('usePoint', '/usepoint', { mainVisual: true, appName: true }),
  route('items', '/items', { gameBanner: true }),
  route('itemDetail', '/items/:id'),
  route('general', '/general'),
  route('maintain', '/maintain', { gameBanner: true }),
  route('lottoList', '/campaign-lotto/:id', { gameBanner: true }),
  route('lottoDetail', '/campaign-lotto-detail/:id', { gameBanner: true }),
  route('lottoInfoCheck', '/campaign-lotto-infocheck', { guarded: true }),
  route('festival', '/campaign-festival/:id', { gameBanner: true }),
  route('festivalVisit', '/campaign-festival-visit/:id', { gameBanner: true, guarded: true }),
  route('festivalCompanion', '/campaign-festival-companion/:id', {
    gameBanner: true,
    guarded: true,
    companionNotice: true,
  }),
  route('festivalReward', '/campaign-festival-reward/:id', { gameBanner: true, guarded: true }),
  route('festivalEnded', '/campaign-festival-ended/:id', { layout: 'stripped' }),
  route('pointHistory', '/point-history', { guarded: true }),
  route('error', '/error'),
];

export const NOT_FOUND: RouteMeta = route('notFound', '*');

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
        meta: { ...meta, gameBanner: fixedCampaign(match.params.id)?.gameBanner ?? false },
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
