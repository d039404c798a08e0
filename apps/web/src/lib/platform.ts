import { useSyncExternalStore } from 'react';

/** iPhone, iPod, or an iPad (which presents itself as a Mac with touch). */
export function isIosLike(
  nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator,
): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
  );
}

/** True while the viewport matches the media query. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A `{product}_contents_id` cookie: the site was opened from inside a game app. */
export function hasContentIdCookie(cookies = document.cookie): boolean {
  return cookies.split('; ').some((cookie) => /^[a-z0-9]+_contents_id=./i.test(cookie));
}
