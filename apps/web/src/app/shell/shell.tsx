import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoadBoundary } from '../../components/page-load-boundary';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { getCookie } from '../../lib/cookies';
import { hasContentIdCookie, isIosLike, useMediaQuery } from '../../lib/platform';
import { siteConfig } from '../../lib/site-config';
import { useUi } from '../../lib/ui-store';
import { useSession } from '../../lib/use-session';
import { redirectFor } from '../route-rules';
import { matchRoute } from '../route-table';
import { Footer } from './footer';
import { Header, HeaderExtras } from './header';
import { LinksSection } from './links-section';
import { ScrollTopButton } from './scroll-top-button';
import { useRouteEffects } from './use-route-effects';
import { Loading } from '../../components/loading';
import './shell.css';

// Parts shown only on demand load on first use, not with the page.
const Drawer = lazy(async () => ({ default: (await import('./drawer')).Drawer }));
const LanguageDialog = lazy(async () => ({
  default: (await import('./language-dialog')).LanguageDialog,
}));
const AlertHost = lazy(async () => ({
  default: (await import('../../components/alert-host')).AlertHost,
}));

/** True from the first time `value` is true: a part loaded on demand then stays mounted. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** The frame every page lives in (SPEC.md §2, Shell), and the rules of SPEC.md §4 around it. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const ui = useUi();
  const drawerLoaded = useOnceTrue(ui.isDrawerVisible);
  const languagesLoaded = useOnceTrue(languagesOpen);
  const alertsLoaded = useOnceTrue(ui.alerts.length > 0);
  const { meta } = matchRoute(location.pathname);
  const stripped = meta.layout === 'stripped';
  const midWidth = useMediaQuery('(min-width: 500px) and (max-width: 1199px)');
  useRouteEffects();

  // The festival-ended page never shows anyone as signed in (SPEC.md §4).
  const shownSession = stripped ? { ...session, signedIn: false } : session;
  const compact = meta.page === 'itemDetail' && midWidth && isIosLike() && hasContentIdCookie();

  const redirect = redirectFor({
    pathname: location.pathname,
    meta,
    overloaded: getCookie(STORAGE_KEYS.overloadCookie) !== null,
    maintenance: siteConfig().maintenance,
    hasToken: session.token !== null,
  });
  if (redirect && redirect !== location.pathname + location.search) {
    return <Navigate to={redirect} replace />;
  }

  return (
    <div className={stripped ? 'site site--stripped' : 'site'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header
        meta={meta}
        session={shownSession}
        compact={compact}
        onOpenLanguages={() => setLanguagesOpen(true)}
      />
      <main id="main" tabIndex={-1} className="site-main">
        <HeaderExtras meta={meta} session={shownSession} />
        <PageLoadBoundary key={location.pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      {!stripped && <LinksSection />}
      <Footer stripped={stripped} />
      {!stripped && <ScrollTopButton />}
      <Suspense fallback={null}>
        {!stripped && drawerLoaded && (
          <Drawer session={shownSession} onOpenLanguages={() => setLanguagesOpen(true)} />
        )}
        {languagesLoaded && (
          <LanguageDialog open={languagesOpen} onClose={() => setLanguagesOpen(false)} />
        )}
        {alertsLoaded && <AlertHost />}
      </Suspense>
    </div>
  );
}
