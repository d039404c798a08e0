import type { z } from 'zod';
import {
  OVERLOAD_FLAG_SECONDS,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
} from '@points/contracts/constants';
import { ALL_ERROR_CODES, ERROR_CODES, SITE_MAINTENANCE_REASON } from '@points/contracts/errors';
import { getCookie, setCookie } from './cookies';
import { apiUrl, takeEarly, type QueryValues } from './early-requests';
import { sessionStore } from './session';
import { navigate } from './navigation';
import { enterMaintenance, siteConfig } from './site-config';

/** A call that did not end in `status_code: 200`; `code` is what the error page shows. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: number,
    /** Why, where the answer says more than its code (a refused exchange's `reason`). */
    readonly reason?: string,
    /** The field a refused form names (400's `field`). */
    readonly field?: string,
  ) {
    super(`status_code ${code}`);
  }
}

/** Catalogue codes that the error page does not show as themselves: they show 503. */
const NOT_SHOWN_AS_IS = new Set<number>([
  ERROR_CODES.NOT_DRAWN_FOR_VISIT,
  ERROR_CODES.COMPANION_CODE_USED,
  ERROR_CODES.GENERIC_ERROR,
]);

/** Codes that reach the error page as themselves (SPEC.md §8); any other failure shows 503. */
const SHOWN_AS_IS = new Set<number>(ALL_ERROR_CODES.filter((code) => !NOT_SHOWN_AS_IS.has(code)));

export function errorPageCode(code: number): number {
  return SHOWN_AS_IS.has(code) ? code : ERROR_CODES.MAINTENANCE;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT';
  query?: QueryValues;
  body?: unknown;
  /**
   * Parses `data` of a successful answer; the contracts' schema for the endpoint. A promise of it
   * (the schemas' module still loading) is awaited only once the answer is in, so loading the
   * schemas and the call run side by side.
   */
  schema: S | PromiseLike<S>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** The bearer token to send instead of the session's (one about to be forgotten). */
  token?: string;
}

/**
 * The part of the envelope every answer has (SPEC.md §7), checked by hand: the schemas of
 * `@points/contracts` are loaded with the features that use them, keeping zod out of the first
 * page's JavaScript.
 */
function readEnvelope(json: unknown): { status_code: number; new_token?: string } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { status_code: code, new_token: token } = json as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  if (token !== undefined && typeof token !== 'string') return null;
  return token === undefined ? { status_code: code } : { status_code: code, new_token: token };
}

/** The API's answer to a write while the site is in maintenance (not any other 503). */
const isSiteMaintenance = (code: number, reason: unknown) =>
  code === ERROR_CODES.MAINTENANCE && reason === SITE_MAINTENANCE_REASON;

const overloadFlagged = () => getCookie(STORAGE_KEYS.overloadCookie) !== null;

/**
 * Calls the API under /api/v1 (SPEC.md §7): bearer token when signed in, 16 s timeout, the
 * envelope checked, `new_token` stored, and `data` parsed with the endpoint's schema.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const url = apiUrl(path, options.query);
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? sessionStore.getSnapshot().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    const method = options.method ?? 'GET';
    const early = method === 'GET' ? takeEarly(url, token) : undefined;
    response = await (early ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? null : JSON.stringify(options.body),
        signal,
        credentials: 'same-origin',
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // A request cut off once the overload flag is up counts as heavy traffic (SPEC.md §4).
    throw new ApiError(overloadFlagged() ? ERROR_CODES.OVERLOADED : ERROR_CODES.MAINTENANCE);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ApiError(response.ok ? ERROR_CODES.INTERNAL_ERROR : response.status);
  }
  const envelope = readEnvelope(json);
  if (!envelope) throw new ApiError(response.ok ? ERROR_CODES.INTERNAL_ERROR : response.status);
  if (envelope.new_token) sessionStore.renewToken(envelope.new_token);
  if (envelope.status_code !== 200) {
    const { reason, field } = json as { reason?: unknown; field?: unknown };
    if (isSiteMaintenance(envelope.status_code, reason)) {
      // A tab opened before the switch learns of it here, at its next write: to /maintain.
      enterMaintenance();
      navigate('/maintain');
    }
    throw new ApiError(
      envelope.status_code,
      typeof reason === 'string' ? reason : undefined,
      typeof field === 'string' ? field : undefined,
    );
  }

  const data = (await options.schema).safeParse(json);
  if (!data.success) throw new ApiError(ERROR_CODES.INTERNAL_ERROR);
  return data.data;
}

/**
 * What every failed call does before the error page (SPEC.md §4): 401 and 4011 end the session;
 * 407 ends it too and raises the overload flag for 60 seconds.
 */
export function applyFailureSideEffects(code: number): void {
  if (code === ERROR_CODES.UNAUTHENTICATED || code === ERROR_CODES.CONSENT_REQUIRED) {
    sessionStore.clear();
  } else if (code === ERROR_CODES.OVERLOADED) {
    sessionStore.clear();
    setCookie(STORAGE_KEYS.overloadCookie, '1', OVERLOAD_FLAG_SECONDS);
  }
}

/**
 * What a session the server ended (401) does to the page: the app sets it as it starts
 * (`endSessionInPlace`, lib/session-ended.ts, which offers to sign in again and so calls this
 * client itself). Until then the session is only cleared.
 */
let endSession: () => void = () => sessionStore.clear();

/** Sets what a 401 does to the page (`goToErrorPage`); the app calls it once, as it starts. */
export function onSessionEnded(handler: () => void): void {
  endSession = handler;
}

function errorPagePath(code: number): string {
  const back = returnPathOf(code);
  const path = `/error?code=${errorPageCode(code)}`;
  return back ? `${path}&cp=${encodeURIComponent(back)}` : path;
}

/**
 * The page the player was on, for the error page's way back (`cp`, SPEC.md §2): none when the
 * failure ends the visit (401, 4011, 407), on the home page (the error page offers it anyway),
 * the sign-in return or the error page itself.
 */
function returnPathOf(code: number): string | null {
  if (ENDS_VISIT.has(code)) return null;
  const here = globalThis.location as Location | undefined;
  if (!here) return null;
  const path = here.pathname;
  if (path === '/' || path === '/token' || path.startsWith('/error')) return null;
  return `${path}${here.search}`;
}

/**
 * Leaves for the error page after a failed call: the failure's side effects, then `/error`.
 * `navigate` is the caller's: React Router's, or lib/navigation's outside the router. A session
 * that ended (401) is not a failure of the page: the player stays on it as a visitor and is told
 * (`onSessionEnded`'s handler); only a sign-in that failed (`sessionEndsInPlace: false`) shows the 401
 * page.
 */
export function goToErrorPage(
  navigate: (path: string, options?: { replace?: boolean }) => void,
  code: number,
  options?: { replace?: boolean; sessionEndsInPlace?: boolean },
): void {
  if (code === ERROR_CODES.UNAUTHENTICATED && options?.sessionEndsInPlace !== false) {
    endSession();
    return;
  }
  // In maintenance a 503 is the maintenance page's to tell, not the error page's.
  if (code === ERROR_CODES.MAINTENANCE && siteConfig().maintenance) {
    navigate('/maintain', options);
    return;
  }
  applyFailureSideEffects(code);
  navigate(errorPagePath(code), options);
}

/**
 * Codes that end the visit rather than one request (SPEC.md §8): 401, 4011 and 407; and the
 * maintenance answer to a write.
 */
const ENDS_VISIT = new Set<number>([
  ERROR_CODES.UNAUTHENTICATED,
  ERROR_CODES.CONSENT_REQUIRED,
  ERROR_CODES.OVERLOADED,
]);

/**
 * For a dialog's request that failed: when its code ends the visit, goes to the error page (or
 * ends the session in place) and answers true; otherwise answers false, and the dialog says what
 * failed.
 */
export function leaveIfVisitEnds(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (!ENDS_VISIT.has(error.code) && !isSiteMaintenance(error.code, error.reason)) return false;
  goToErrorPage(navigate, error.code);
  return true;
}
