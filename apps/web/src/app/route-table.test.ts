import { describe, expect, it } from 'vitest';
import { FIXED_CAMPAIGN_PAGES as FIXED_CAMPAIGNS } from '@points/contracts/constants';
import { activeMenu, matchRoute, ROUTES } from './route-table';
import { redirectFor } from './route-rules';

describe('route metadata', () => {
  it.each([
    ['/', 'home', { mainVisual: true, gameBanner: true }],
    ['/campaigns', 'campaigns', { gameBanner: true }],
    ['/campaigns/', 'campaigns', { gameBanner: true }],
    ['/campaign-detail/42', 'campaignDetail', { gameBanner: false }],
    ['/coupons', 'coupons', { gameBanner: true }],
    ['/coupons/7', 'coupon', { gameBanner: true }],
    ['/mycoupons', 'myCoupons', { guarded: true }],
    ['/contact', 'contact', { gameBanner: true }],
    ['/contact/done', 'contactDone', { gameBanner: false }],
    ['/topic/news/list', 'topics', { gameBanner: false }],
    ['/topic/news/3', 'topic', { gameBanner: true }],
    ['/news', 'news', { gameBanner: true }],
    ['/news/9', 'newsDetail', { gameBanner: true }],
    ['/token', 'token', { gameBanner: false }],
    ['/usepoint', 'usePoint', { appName: true }],
    ['/items', 'items', { gameBanner: true }],
    ['/items/5', 'itemDetail', { gameBanner: false }],
    ['/general', 'general', { guarded: false }],
    ['/general/', 'general', { guarded: false }],
    ['/maintain', 'maintain', { gameBanner: true }],
    ['/campaign-lotto', 'lottoAll', { gameBanner: true }],
    ['/campaign-lotto/1', 'lottoList', { gameBanner: true }],
    ['/campaign-lotto-proof/1', 'lottoProof', { gameBanner: false }],
    ['/campaign-lotto-detail/1', 'lottoDetail', { gameBanner: true }],
    ['/campaign-lotto-infocheck', 'lottoInfoCheck', { gameBanner: false }],
    ['/campaign-festival/1', 'festival', { gameBanner: true }],
    ['/campaign-festival-visit/1', 'festivalVisit', { gameBanner: true }],
    ['/campaign-festival-companion/1', 'festivalCompanion', { companionNotice: true }],
    ['/campaign-festival-reward/1', 'festivalReward', { gameBanner: true }],
    ['/campaign-festival-ended/1', 'festivalEnded', { layout: 'stripped', gameBanner: false }],
    ['/error', 'error', {}],
    ['/no/such/page', 'notFound', {}],
    ['/newsletter', 'notFound', {}],
  ] as const)('%s is %s', (path, page, flags) => {
    const { meta } = matchRoute(path);
    expect(meta.page).toBe(page);
    expect(meta).toMatchObject(flags);
  });

  it('shows the game banner on exactly two of the 25 fixed campaign pages', () => {
    expect(FIXED_CAMPAIGNS).toHaveLength(25);
    const withBanner = FIXED_CAMPAIGNS.filter(
      (c) => matchRoute(`/campaigns/${c.id}`).meta.gameBanner,
    );
    expect(withBanner).toHaveLength(2);
    expect(matchRoute('/campaigns/not-a-fixed-one').meta.gameBanner).toBe(false);
  });

  it.each([
    ['/', 'top'],
    ['/news', 'news'],
    ['/news/12', 'news'],
    ['/topic/news/list', null],
    ['/topic/news/4', null],
    ['/campaigns/', 'getPoints'],
    ['/campaign-detail/3', 'getPoints'],
    ['/usepoint/', 'usePoints'],
    ['/items', 'usePoints'],
    ['/items/3', 'usePoints'],
    ['/coupons', 'usePoints'],
    ['/campaign-lotto/2', 'usePoints'],
    ['/campaign-lotto-detail/2', 'usePoints'],
    ['/contact', 'contact'],
    ['/mycoupons', null],
  ] as const)('%s highlights %s', (path, menu) => {
    expect(activeMenu(path)).toBe(menu);
  });
});

describe('route rules (SPEC.md §4)', () => {
  const at = (
    pathname: string,
    state: Partial<{ overloaded: boolean; maintenance: boolean; hasToken: boolean }>,
  ) =>
    redirectFor({
      pathname,
      meta: matchRoute(pathname).meta,
      overloaded: false,
      maintenance: false,
      hasToken: false,
      ...state,
    });

  it('sends guarded routes to / without a token', () => {
    expect(at('/mycoupons', {})).toBe('/');
    expect(at('/mycoupons', { hasToken: true })).toBeNull();
    expect(at('/campaign-festival-visit/1', {})).toBe('/');
    expect(at('/news', {})).toBeNull();
  });

  it('sends every page but /general to the 407 page while the overload flag is up', () => {
    expect(at('/', { overloaded: true })).toBe('/error?code=407');
    expect(at('/items/3', { overloaded: true, hasToken: true })).toBe('/error?code=407');
    expect(at('/general', { overloaded: true })).toBeNull();
    expect(at('/general/', { overloaded: true })).toBeNull();
    expect(at('/error', { overloaded: true })).toBeNull();
  });

  it('sends every page but /maintain, /general and /token to /maintain in maintenance', () => {
    expect(at('/', { maintenance: true })).toBe('/maintain');
    expect(at('/contact', { maintenance: true })).toBe('/maintain');
    for (const path of ['/maintain', '/general', '/token']) {
      expect(at(path, { maintenance: true })).toBeNull();
    }
  });

  it('lets the overload flag win over maintenance, so the two never send a player back and forth', () => {
    const both = { overloaded: true, maintenance: true };
    expect(at('/', both)).toBe('/error?code=407');
    expect(at('/maintain', both)).toBe('/error?code=407');
    expect(at('/error', both)).toBeNull();
    expect(at('/general', both)).toBeNull();
    // Every page lands, within one redirect, on a page that keeps it.
    for (const start of ['/', '/maintain', '/token', '/contact', '/error', '/general']) {
      const next = at(start, both);
      if (next) expect(at(next.split('?')[0]!, both)).toBeNull();
    }
  });
});

describe('the browser suite’s sample paths', () => {
  it('cover every route of the table, and each sample lands on its own route', async () => {
    const { ROUTE_SAMPLES } = await import('../../../../e2e/route-samples');
    expect(Object.keys(ROUTE_SAMPLES).sort()).toEqual(
      [...ROUTES.map((route) => route.path), '*'].sort(),
    );
    for (const [pattern, sample] of Object.entries(ROUTE_SAMPLES)) {
      if (!sample) continue;
      const { meta } = matchRoute(sample.split('?')[0]!);
      expect(meta.path, sample).toBe(pattern);
    }
  });
});
