import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { GuardedButton } from '../../../components/guarded-button';
import { PageFrame } from '../../../components/page-frame';
import { Pager } from '../../../components/pager';
import { Tabs } from '../../../components/tab-list';
import { pageParam } from '../../../lib/content-requests';
import { currentLanguage } from '../../../lib/i18n';
import { QueryIsland } from '../../../lib/query-client';
import { uiStore, useUi } from '../../../lib/ui-store';
import { useSession } from '../../../lib/use-session';
import { useSignIn } from '../../../lib/use-sign-in';
import {
  COUPON_HISTORY_PAGE_SIZE,
  useCouponHistory,
  useCouponMeasures,
  type CouponHistoryFilter,
} from '../api/coupons-api';
import { CampaignCard, PlayerCouponRow } from '../components/coupon-cards';
import { UseCouponDialogs, useCouponUseFlow } from '../components/use-coupon-flow';
import { Loading } from '../../../components/loading';
import './coupons-page.css';

/** The tabs of SPEC.md §2's coupon list: what can be got, and the player's unused and used. */
export const COUPON_TABS = ['available', 'received', 'used'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

const isTab = (value: string | null): value is CouponTab =>
  (COUPON_TABS as readonly string[]).includes(value ?? '');

/** The query of a tab and page: the page's own tab and page 1 are left out. */
export function couponSearch(tab: CouponTab, page: number, defaultTab: CouponTab): string {
  const params = new URLSearchParams();
  if (tab !== defaultTab) params.set('tab', tab);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The Available tab: the coupon campaigns, each linking to its coupons. */
function AvailableCoupons({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { data } = useCouponMeasures(currentLanguage(), signedIn);
  if (!data) return <Loading />;
  if (data.coupon_measures.length === 0) {
    return <p className="notice-card">{t('coupons.emptyAvailable')}</p>;
  }
  return (
    <ul className="coupon-campaigns">
      {data.coupon_measures.map((campaign) => (
        <li key={campaign.id}>
          <CampaignCard campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}

/** The Received and Used tabs for a visitor: they are the player's own. */
function SignInPrompt() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  return (
    <div className="notice-card">
      <p className="notice-card__title">{t('coupons.signInTitle')}</p>
      <p>{t('coupons.signInText')}</p>
      <GuardedButton className="button button--primary coupon-sign-in" onClick={signIn}>
        {t('header.login')}
      </GuardedButton>
    </div>
  );
}

/** The Received (unused, each with Use) and Used (used and expired) tabs, a page at a time. */
function MyCoupons({
  filter,
  page,
  hrefFor,
}: {
  filter: CouponHistoryFilter;
  page: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useCouponHistory(filter, page, currentLanguage());
  const use = useCouponUseFlow();
  const pages = Math.max(1, Math.ceil((data?.pagination.total ?? 0) / COUPON_HISTORY_PAGE_SIZE));
  const past = data !== undefined && data.pagination.total > 0 && page > pages;

  // A page that emptied (its last coupon used) gives way to the last page there is.
  useEffect(() => {
    if (past) void navigate(hrefFor(pages), { replace: true });
  }, [past, pages, hrefFor, navigate]);

  if (isPending || !data) return <Loading />;
  return (
    <>
      {data.coupons.length === 0 ? (
        <p className="notice-card">
          {t(filter === 'unused' ? 'coupons.emptyReceived' : 'coupons.emptyUsed')}
        </p>
      ) : (
        <ul className="my-coupons">
          {data.coupons.map((coupon) => (
            <PlayerCouponRow
              key={coupon.id}
              coupon={coupon}
              action={
                filter === 'unused' ? (
                  <button
                    type="button"
                    className="button button--accent"
                    aria-label={t('coupons.useNamed', { name: coupon.name })}
                    onClick={() => use.start({ id: coupon.id, name: coupon.name })}
                  >
                    {t('coupons.useButton')}
                  </button>
                ) : undefined
              }
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} label={t('coupons.pages')} hrefFor={hrefFor} />
      <UseCouponDialogs flow={use} />
    </>
  );
}

function Coupons({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const { isCouponTabActive } = useUi();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const defaultTab: CouponTab = mine ? 'received' : 'available';
  const asked = params.get('tab');
  // A "more" button that switched the coupon tab on opens Received (SPEC.md §2).
  const tab: CouponTab = isCouponTabActive ? 'received' : isTab(asked) ? asked : defaultTab;
  const page = tab === 'available' ? 1 : pageParam(`?${params.toString()}`);

  useEffect(() => {
    if (!isCouponTabActive) return;
    uiStore.setCouponTabActive(false);
    setParams(new URLSearchParams(couponSearch('received', 1, defaultTab)), { replace: true });
  }, [isCouponTabActive, setParams, defaultTab]);

  // Each tab is its own address: reload and the back button come back to it.
  const choose = (next: CouponTab) => {
    if (next !== tab) setParams(new URLSearchParams(couponSearch(next, 1, defaultTab)));
  };

  return (
    <PageFrame
      title={t(mine ? 'pages.myCoupons' : 'pages.coupons')}
      crumbs={mine ? [] : [{ label: t('pages.usePoint'), to: '/usepoint' }]}
      wide
    >
      <p className="page__lead">{t('shop.couponsText')}</p>
      <Tabs
        tabs={COUPON_TABS}
        active={tab}
        onChange={choose}
        idPrefix="coupon-tab"
        label={t('coupons.tabsLabel')}
        labelOf={(name) => t(`coupons.tabs.${name}`)}
        panelClassName="tab-panel coupon-panel"
      >
        {tab === 'available' ? (
          <AvailableCoupons signedIn={signedIn} />
        ) : !signedIn ? (
          <SignInPrompt />
        ) : (
          <MyCoupons
            key={tab}
            filter={tab === 'received' ? 'unused' : 'used'}
            page={page}
            hrefFor={(target) => `${pathname}${couponSearch(tab, target, defaultTab)}`}
          />
        )}
      </Tabs>
    </PageFrame>
  );
}

/** /coupons: the coupon campaigns, and the player's received and used coupons, on tabs. */
export function CouponsPage() {
  return (
    <QueryIsland>
      <Coupons mine={false} />
    </QueryIsland>
  );
}

/** /mycoupons (signed in): the same page, opened on the player's received coupons. */
export function MyCouponsPage() {
  return (
    <QueryIsland>
      <Coupons mine />
    </QueryIsland>
  );
}
