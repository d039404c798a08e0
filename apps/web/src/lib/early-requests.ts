import { sessionStore } from './session';

export type QueryValues = Record<string, string | number | boolean | undefined>;

/** The URL of an API call, built in one place so an early request matches its call exactly. */
export function apiUrl(path: string, query: QueryValues = {}): URL {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** How long an early answer may wait for the call it stands in for. */
const EARLY_TTL_MS = 10_000;

const early = new Map<string, { at: number; response: Promise<Response> }>();
const keyOf = (url: URL, token: string | null) => `${url.href} ${token ?? ''}`;

/**
 * Sends a GET the page will make anyway, from the first script, before the code that makes it
 * has arrived: the page's own call then takes this answer instead of asking again.
 */
export function requestEarly(path: string, query: QueryValues): Promise<Response> {
  const url = apiUrl(path, query);
  const token = sessionStore.getSnapshot().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers, credentials: 'same-origin' });
  response.catch(() => {});
  early.set(keyOf(url, token), { at: Date.now(), response });
  return response;
}

/** The early answer for this call, once, if it is fresh. */
export function takeEarly(url: URL, token: string | null): Promise<Response> | undefined {
  const key = keyOf(url, token);
  const entry = early.get(key);
  early.delete(key);
  return entry && Date.now() - entry.at < EARLY_TTL_MS ? entry.response : undefined;
}
