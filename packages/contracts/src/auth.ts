import { z } from 'zod';
import { LANGUAGES, OAUTH_RANDOM_PATTERN } from './constants';
import { okEnvelope } from './envelope';

/** The user as the SPA keeps it in the `user_info` cookie (SPEC.md §3). */
export const UserInfo = z.object({
  nickname: z.string(),
  country: z.string(),
  language: z.enum(LANGUAGES),
  /** This session is the person's first on the site: the greeting welcomes, not welcomes back. */
  first_visit: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** What the SPA needs to send a person to the provider's authorization page. */
export const AuthConfigData = z.object({
  authorization_endpoint: z.url(),
  client_id: z.string(),
  scope: z.string(),
  claims: z.record(z.string(), z.unknown()),
});
export type AuthConfigData = z.infer<typeof AuthConfigData>;
export const AuthConfigResponse = okEnvelope(AuthConfigData);

/**
 * `POST /login`: the authorization code returned to `/token`, with the PKCE verifier and nonce the
 * SPA generated for it, and the `iss` of the authorization response (RFC 9207).
 */
export const LoginRequest = z.object({
  code: z.string().min(1).max(2048),
  code_verifier: z.string().regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'PKCE code verifier of RFC 7636'),
  nonce: z.string().regex(OAUTH_RANDOM_PATTERN),
  iss: z.string().max(2048).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginData = z.object({
  token: z.string(),
  user: UserInfo,
  /** The person signed in to the points site for the first time (greeted, not welcomed back). */
  first_visit: z.boolean(),
});
export type LoginData = z.infer<typeof LoginData>;
export const LoginResponse = okEnvelope(LoginData);

/**
 * `POST /logout?lang=`: the site's language, which the provider's sign-out page speaks. Signing out
 * always works: a value that names none of the 17 languages is no language (the account's is used).
 */
export const LogoutQuery = z.object({ lang: z.string().max(64).optional() });
export type LogoutQuery = z.infer<typeof LogoutQuery>;

/** `POST /logout`: where to send the browser to sign out at the provider too, if anywhere. */
export const LogoutData = z.object({ end_session_url: z.url().nullable() });
export type LogoutData = z.infer<typeof LogoutData>;
export const LogoutResponse = okEnvelope(LogoutData);
