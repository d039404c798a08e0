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

const CONTENT_ID_COOKIE = /^([a-z0-9]+)_contents_id=(.+)$/i;

/** A `{product}_contents_id` cookie: the site was opened from inside a game app. */
export function hasContentIdCookie(cookies = document.cookie): boolean {
  return contentIdHint(cookies) !== undefined;
}

/**
 * The game account the game app named when it opened the site (its `{product}_contents_id`
 * cookie), as `{product}:{contents id}`: the item page's sign-in passes it as the provider's
 * `login_hint` (SPEC.md §7), so the provider can offer that game's account. None outside a game.
 */
export function contentIdHint(cookies = document.cookie): string | undefined {
  for (const cookie of cookies.split('; ')) {
    const match = CONTENT_ID_COOKIE.exec(cookie);
    if (!match) continue;
    try {
      return `${match[1]!.toLowerCase()}:${decodeURIComponent(match[2]!)}`;
    } catch {
      // A value that is not URI-encoded is no hint.
    }
  }
  return undefined;
}
