import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { postLogout } from '../../lib/auth-api';
import { getCookie } from '../../lib/cookies';
import { sessionStore } from '../../lib/session';

/** Pages not worth returning to after sign-in (SPEC.md §4). */
const NOT_REMEMBERED = ['/error', '/token'];

/**
 * What SPEC.md §4 does on every route change: remember the last URL, reset the landing flag,
 * end a half session (a token without user info), and scroll to the hash or to the top.
 */
export function useRouteEffects(): void {
  const location = useLocation();

  useEffect(() => {
    const { pathname, search, hash } = location;
    if (!NOT_REMEMBERED.includes(pathname)) {
      localStorage.setItem(STORAGE_KEYS.lastUrl, pathname + search + hash);
    }
    if (!pathname.startsWith('/general')) localStorage.setItem(STORAGE_KEYS.isLp, 'false');

    if (getCookie(STORAGE_KEYS.tokenCookie) && !getCookie(STORAGE_KEYS.userInfoCookie)) {
      void postLogout().catch(() => {});
      sessionStore.clear();
    }

    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView({
          behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
            ? 'auto'
            : 'smooth',
        });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
}
