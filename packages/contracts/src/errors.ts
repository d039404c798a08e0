/** The error catalogue of SPEC.md §8: every non-200 `status_code` the API may answer. */
export const ERROR_CODES = {
  INVALID_PARAMETER: 400,
  UNAUTHENTICATED: 401,
  CONSENT_REQUIRED: 4011,
  INSUFFICIENT_POINTS: 402,
  USER_INFO_UNAVAILABLE: 403,
  USER_NOT_FOUND: 404,
  CAMPAIGN_NOT_IN_COUNTRY: 406,
  OVERLOADED: 407,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
  HIGH_TRAFFIC: 504,
  GAME_APP_NOT_LINKED: 4041,
  ITEM_NOT_IN_ACCOUNT_COUNTRY: 4042,
  ITEM_NOT_IN_GAME_COUNTRY: 4043,
  FEATURE_UNAVAILABLE_FOR_GAME_ACCOUNT: 4044,
  GAME_MAINTENANCE: 4045,
  NOT_DRAWN_FOR_VISIT: 4047,
  COMPANION_CODE_USED: 4048,
  GENERIC_ERROR: 4049,
  NOT_IN_REGION: 4061,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];
export type StatusCode = 200 | ErrorCode;

export const ALL_ERROR_CODES: readonly ErrorCode[] = Object.values(ERROR_CODES);

export function isErrorCode(value: number): value is ErrorCode {
  return (ALL_ERROR_CODES as readonly number[]).includes(value);
}

/**
 * The HTTP status that carries a catalogue code: the code itself where it is an HTTP status,
 * otherwise its first three digits (4011 → 401, 4041 → 404, 4061 → 406).
 *
 * One exception, 407: Chromium refuses any 407 that does not come from a proxy
 * (net::ERR_UNEXPECTED_PROXY_AUTH), so `fetch` rejects and the page can read neither the body nor
 * a cookie. Shedding therefore answers 503 with `Retry-After`, the status load balancers and
 * browsers understand, while the body keeps `status_code: 407` for the SPA's heavy-traffic page.
 */
export function httpStatusOf(code: StatusCode): number {
  if (code === ERROR_CODES.OVERLOADED) return 503;
  return code < 1000 ? code : Math.trunc(code / 10);
}

/**
 * `reason` of the answer `{status_code: 503, reason}` that refuses a player's write while the
 * site is in maintenance (the console's switch, or MAINTENANCE=true). Other 503s (a node draining,
 * the database or the sign-in provider unreachable) carry no such reason: only this one sends the
 * SPA to /maintain instead of the error page.
 */
export const SITE_MAINTENANCE_REASON = 'site_maintenance';
