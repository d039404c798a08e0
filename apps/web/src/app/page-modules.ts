/**
 * The lazily loaded pages' modules, by the route pattern that shows them (route-table.tsx takes
 * its lazy pages from here). This module goes with the first script (the `boot` chunk), which
 * asks for the opened page's module at once (`preloadPage`), beside the application rather than
 * after it has rendered: on a slow phone the page's code, its libraries and its data then arrive
 * together instead of one round trip after another (issue 28 §5).
 */
const campaignsPage = () => import('../features/campaigns/pages/campaigns-page');
const couponsPage = () => import('../features/coupons/pages/coupons-page');
const contentListPage = () => import('../features/news/pages/content-list-page');
const contentDetailPage = () => import('../features/news/pages/content-detail-page');
const lotteryCampaignsPage = () => import('../features/lottery/pages/lottery-campaigns-page');

/** In the route table's order, most specific first (a static segment before a parameter). */
export const PAGE_MODULES = {
  '/campaigns': campaignsPage,
  '/campaigns/:id': () => import('../features/campaigns/pages/fixed-campaign-page'),
  '/campaign-detail/:id': () => import('../features/campaigns/pages/campaign-detail-page'),
  '/coupons': couponsPage,
  '/coupons/:id': () => import('../features/coupons/pages/coupon-page'),
  '/mycoupons': couponsPage,
  '/contact/done': () => import('../features/contact/contact-done-page'),
  '/contact': () => import('../features/contact/contact-page'),
  '/topic/news/list': contentListPage,
  '/topic/news/:id': contentDetailPage,
  '/news': contentListPage,
  '/news/:id': contentDetailPage,
  '/token': () => import('../features/auth/pages/token-page'),
  '/usepoint': () => import('../features/items/pages/use-point-page'),
  '/items': () => import('../features/items/pages/items-page'),
  '/items/:id': () => import('../features/items/pages/item-detail-page'),
  '/general': () => import('../features/general/general-page'),
  '/maintain': () => import('../features/maintenance/maintain-page'),
  '/campaign-lotto': lotteryCampaignsPage,
  '/campaign-lotto/:id': lotteryCampaignsPage,
  '/campaign-lotto-detail/:id': () => import('../features/lottery/pages/lottery-page'),
  '/campaign-lotto-infocheck': () => import('../features/lottery/pages/address-check-page'),
  '/campaign-lotto-proof/:id': () => import('../features/lottery/pages/lottery-proof-page'),
  '/campaign-festival/:id': () => import('../features/festival/pages/festival-page'),
  '/campaign-festival-visit/:id': () => import('../features/festival/pages/festival-visit-page'),
  '/campaign-festival-companion/:id': () =>
    import('../features/festival/pages/festival-companion-page'),
  '/campaign-festival-reward/:id': () => import('../features/festival/pages/festival-reward-page'),
  '/campaign-festival-ended/:id': () => import('../features/festival/pages/festival-ended-page'),
  '/point-history': () => import('../features/history/pages/point-history-page'),
  '/notification-settings': () =>
    import('../features/notifications/pages/notification-settings-page'),
  '/notifications': () => import('../features/notifications/pages/notifications-page'),
  '/error': () => import('../features/errors/error-page'),
} as const;

export type PagePattern = keyof typeof PAGE_MODULES;

/**
 * The module of the page a path opens, as the router matches it (a `:name` segment stands for
 * any one segment; case and trailing slashes do not matter); undefined for the home page (part
 * of the application itself) and for a path no page has.
 */
export function pageModuleOf(pathname: string): (() => Promise<unknown>) | undefined {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  for (const [pattern, load] of Object.entries(PAGE_MODULES)) {
    const parts = pattern.split('/').filter(Boolean);
    if (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    ) {
      return load;
    }
  }
  return undefined;
}

/** Starts loading the opened page's module (and what it imports); the router takes it later. */
export function preloadPage(pathname: string): void {
  // A failed load is the router's to report, when it asks for the module itself.
  pageModuleOf(pathname)?.().catch(() => {});
}
