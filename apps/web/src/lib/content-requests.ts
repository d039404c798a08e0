import { CONTENT_LIMITS, type Language } from '@points/contracts/constants';
import type { QueryValues } from './early-requests';
import { requestEarly } from './early-requests';
import { sessionStore } from './session';

/**
 * The content calls, built in one place: the queries make them, and the first script makes the
 * home page's ahead of its code (`requestHomeContentEarly`).
 */
export interface ContentRequest {
  path: string;
  query: QueryValues;
}

export const noticesRequest = (
  page: number,
  perPage: number,
  language: Language,
  country: string | undefined,
): ContentRequest => ({
  path: '/notice',
  query: { page, per_page: perPage, lang: language, target_country: country },
});

export const topicsRequest = (
  page: number,
  perPage: number,
  language: Language,
  country: string | undefined,
): ContentRequest => ({
  path: '/new',
  query: { page, per_page: perPage, lang: language, target_country: country },
});

export const carouselRequest = (
  language: Language,
  country: string | undefined,
): ContentRequest => ({
  path: '/carousel',
  query: { lang: language, target_country: country },
});

/** The page number of a list's `?page=`, 1 when absent or not a page number. */
export function pageParam(search: string): number {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The content calls a page will make, by its path: the home page's carousel, topics and news, a
 * news or topic list's page. The first script makes them at once, so the content arrives while
 * the page's code is still downloading, not after it.
 */
export function requestPageContentEarly(
  pathname: string,
  search: string,
  language: Language,
): void {
  const { token, user } = sessionStore.getSnapshot();
  const country = token && user ? user.country.toLowerCase() : undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const requests =
    path === '/'
      ? [
          noticesRequest(1, CONTENT_LIMITS.homeNews, language, country),
          topicsRequest(1, CONTENT_LIMITS.homeTopics, language, country),
          carouselRequest(language, country),
        ]
      : path === '/news'
        ? [noticesRequest(pageParam(search), CONTENT_LIMITS.homeNews, language, country)]
        : path === '/topic/news/list'
          ? [topicsRequest(pageParam(search), CONTENT_LIMITS.homeNews, language, country)]
          : [];
  for (const request of requests) requestEarly(request.path, request.query);
}
