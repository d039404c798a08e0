import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { STORAGE_KEYS } from '@points/contracts/constants';
import { postLogout } from '../../lib/auth-api';
import { getCookie } from '../../lib/cookies';
import { sessionStore } from '../../lib/session';

/** How long a hash waits for its target to appear. */
const HASH_WAIT_MS = 5_000;

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

    const halfSessionToken = getCookie(STORAGE_KEYS.tokenCookie);
    if (halfSessionToken && !getCookie(STORAGE_KEYS.userInfoCookie)) {
      // The logout carries the token read here: the session ends on the server too, although
      // the browser forgets it at once.
      void postLogout(halfSessionToken).catch(() => {});
      sessionStore.clear();
    }

    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!hash) return;
    // The target may arrive with the page's content (the home page's news loads after its
    // hero): wait for it a little, then scroll smoothly to it.
    const id = decodeURIComponent(hash.slice(1));
    const scrollTo = (target: HTMLElement) =>
      target.scrollIntoView({
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    const present = document.getElementById(id);
    if (present) {
      scrollTo(present);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      observer.disconnect();
      clearTimeout(giveUp);
      // Once the content around it has laid out.
      requestAnimationFrame(() => scrollTo(target));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [location]);
}
