import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts';
import { Header } from './header';

/** Pages not worth returning to after sign-in (SPEC.md §4). */
const NOT_REMEMBERED = ['/error', '/token'];

/** The frame of every page; the full shell (menus, drawer, footer) grows here. */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  useEffect(() => {
    if (!NOT_REMEMBERED.includes(location.pathname)) {
      localStorage.setItem(
        STORAGE_KEYS.lastUrl,
        location.pathname + location.search + location.hash,
      );
    }
  }, [location]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="site-footer">
        <p>
          © {new Date().getUTCFullYear()} {t('app.name')}
        </p>
      </footer>
    </>
  );
}
