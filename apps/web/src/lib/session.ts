import type { UserInfo } from '@points/contracts';
import {
  STORAGE_KEYS,
  TOKEN_COOKIE_MAX_AGE_SECONDS,
  isLanguage,
} from '@points/contracts/constants';
import { getCookie, removeCookie, setCookie } from './cookies';

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionState = read();

function read(): SessionState {
  const token = getCookie(STORAGE_KEYS.tokenCookie);
  const raw = getCookie(STORAGE_KEYS.userInfoCookie);
  let user: UserInfo | null = null;
  if (raw) {
    try {
      user = asUserInfo(JSON.parse(raw));
    } catch {
      user = null;
    }
  }
  return { token, user };
}

/** The `user_info` cookie, checked by hand (a cookie is input like any other). */
function asUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { nickname, country, language, first_visit } = value as Record<string, unknown>;
  if (typeof nickname !== 'string' || typeof country !== 'string' || !isLanguage(language)) {
    return null;
  }
  return { nickname, country, language, ...(first_visit === true ? { first_visit } : {}) };
}

function emit(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

/** The signed-in state kept in the `ps_token` and `user_info` cookies (SPEC.md §3, §4). */
export const sessionStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SessionState => snapshot,
  /** Re-reads the cookies, e.g. after another tab changed them. */
  refresh: emit,

  signIn(token: string, user: UserInfo): void {
    setCookie(STORAGE_KEYS.tokenCookie, token, TOKEN_COOKIE_MAX_AGE_SECONDS);
    setCookie(STORAGE_KEYS.userInfoCookie, JSON.stringify(user), TOKEN_COOKIE_MAX_AGE_SECONDS);
    emit();
  },

  /** Replaces the bearer token with the `new_token` of an answer. */
  renewToken(token: string): void {
    if (!getCookie(STORAGE_KEYS.tokenCookie)) return;
    setCookie(STORAGE_KEYS.tokenCookie, token, TOKEN_COOKIE_MAX_AGE_SECONDS);
    emit();
  },

  /** Forgets the session and the sign-in leftovers, as logout and a 401 or 4011 do. */
  clear(): void {
    removeCookie(STORAGE_KEYS.tokenCookie);
    removeCookie(STORAGE_KEYS.userInfoCookie);
    removeCookie(STORAGE_KEYS.ehtagCookie);
    for (const key of [
      STORAGE_KEYS.oauthState,
      STORAGE_KEYS.oauthNonce,
      STORAGE_KEYS.oauthCodeVerifier,
      STORAGE_KEYS.lastUrlLotteryItem,
    ]) {
      localStorage.removeItem(key);
    }
    emit();
  },
};
