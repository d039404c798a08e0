import { CONTENT_ID_PATTERN, CONTENT_LIMITS, type Language } from '@points/contracts/constants';
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

/** `GET /notice/{id}` or `GET /new/{id}`: one notice or topic. */
export const articleRequest = (
  kind: 'notice' | 'new',
  id: string,
  language: Language,
  country: string | undefined,
): ContentRequest => ({
  path: `/${kind}/${encodeURIComponent(id)}`,
  query: { lang: language, target_country: country },
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

/** The article pages' paths: /news/{id} (a notice) and /topic/news/{id} (a topic). */
const ARTICLE_PATH = /^\/(news|topic\/news)\/([^/]+)$/;

/**
 * An article's picture is the largest thing on its page: fetched (at high priority) as soon as the
 * early answer names it, while the page's code is still downloading, not once the page renders.
 * The answer is read from a copy; the page's own call reads the original.
 */
function preloadArticleImage(
  answer: Promise<Response>,
  kind: 'notice' | 'new',
  language: Language,
) {
  const prefix = kind === 'notice' ? 'notice' : 'news';
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((json: { data?: Record<string, Record<string, unknown> | undefined> } | null) => {
      const article = json?.data?.[prefix];
      const image = article?.[`${prefix}_thumbnail_path_${language === 'ja' ? 'jp' : 'en'}_url`];
      if (typeof image !== 'string' || image.length === 0) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = image;
      document.head.append(link);
    })
    .catch(() => {});
}

/**
 * On a news or topic page (a list or an article) the content is the largest thing: its answer
 * is parsed with the content schemas (zod with them), which load here, beside the page's code,
 * rather than once the page's query runs, a round trip later.
 */
function preloadSchemas() {
  import('./content-schemas').catch(() => {});
}

/**
 * The content calls a page will make, by its path: the home page's carousel, topics and news, a
 * news or topic list's page, a notice or a topic (and its picture). The first script makes them at
 * once, so the content arrives while the page's code is still downloading, not after it.
 */
export function requestPageContentEarly(
  pathname: string,
  search: string,
  language: Language,
): void {
  const { token, user } = sessionStore.getSnapshot();
  const country = token && user ? user.country.toLowerCase() : undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const article = path === '/topic/news/list' ? null : ARTICLE_PATH.exec(path);
  if (article) {
    const kind = article[1] === 'news' ? 'notice' : 'new';
    // A content id needs no decoding: anything else is not asked for (the page says not found).
    const id = article[2]!;
    if (!CONTENT_ID_PATTERN.test(id)) return;
    const request = articleRequest(kind, id, language, country);
    preloadArticleImage(requestEarly(request.path, request.query), kind, language);
    preloadSchemas();
    return;
  }
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
  // The home page's largest element is its banner, which no answer feeds: there the schemas load
  // with the content below it, and leave the network to what the banner needs.
  if (path !== '/' && requests.length > 0) preloadSchemas();
}
