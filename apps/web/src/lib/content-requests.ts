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

/**
 * On the home page, the first script asks for the carousel, topics and news at once: the content
 * arrives while the page's code is still downloading, not after it.
 */
export function requestHomeContentEarly(language: Language): void {
  const { token, user } = sessionStore.getSnapshot();
  const country = token && user ? user.country.toLowerCase() : undefined;
  for (const request of [
    noticesRequest(1, CONTENT_LIMITS.homeNews, language, country),
    topicsRequest(1, CONTENT_LIMITS.homeTopics, language, country),
    carouselRequest(language, country),
  ]) {
    requestEarly(request.path, request.query);
  }
}
