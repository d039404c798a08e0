import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { okEnvelope } from '../envelope';

/**
 * The operator console's roles, weakest first: a viewer reads everything; an editor also writes
 * content, the catalogue and coupons; an admin also adjusts points, refunds, draws and switches
 * maintenance. The role comes from the sign-in provider, in the `operator_role` claim.
 */
export const OPERATOR_ROLES = ['viewer', 'editor', 'admin'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** Whether `role` may do what needs at least `needed`. */
export function roleAllows(role: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
}

/** The claim that carries an operator's role in the console's ID token. */
export const OPERATOR_ROLE_CLAIM = 'operator_role';

/** What the console's ID token must say about who signed in. */
export const OperatorClaims = z.object({
  sub: z.string().min(1),
  name: z.string().min(1).max(100),
  operator_role: OperatorRole,
});
export type OperatorClaims = z.infer<typeof OperatorClaims>;

/**
 * The claims the console asks for (the OIDC `claims` parameter), read from userinfo at sign-in:
 * the ID token, sent back as the logout's hint, names the operator's account and nothing more.
 */
export const CONSOLE_CLAIMS_REQUEST = {
  userinfo: { name: { essential: true }, [OPERATOR_ROLE_CLAIM]: { essential: true } },
} as const;

/** The scope that releases `name` and `operator_role`. */
export const CONSOLE_OIDC_SCOPE = 'openid operator';

/** 403 in the console: signed in, but the role does not allow the call. */
export const CONSOLE_FORBIDDEN = ERROR_CODES.USER_INFO_UNAVAILABLE;

/** The console's own bearer tokens start with this, so one is never mistaken for a player's. */
export const OPERATOR_TOKEN_PREFIX = 'op_';

export const ConsoleAuthConfigData = z.object({
  authorization_endpoint: z.string().url(),
  client_id: z.string(),
  redirect_uri: z.string().url(),
  scope: z.string(),
  claims: z.record(z.string(), z.unknown()),
});
export const ConsoleAuthConfigResponse = okEnvelope(ConsoleAuthConfigData);
export type ConsoleAuthConfigData = z.infer<typeof ConsoleAuthConfigData>;

export const ConsoleLoginRequest = z.object({
  code: z.string().min(1).max(2048),
  code_verifier: z.string().min(43).max(128),
  nonce: z.string().min(16).max(256),
  iss: z.string().max(2048).optional(),
});
export type ConsoleLoginRequest = z.infer<typeof ConsoleLoginRequest>;

export const Operator = z.object({
  subject: z.string(),
  name: z.string(),
  role: OperatorRole,
});
export type Operator = z.infer<typeof Operator>;

export const ConsoleLoginData = z.object({ token: z.string(), operator: Operator });
export const ConsoleLoginResponse = okEnvelope(ConsoleLoginData);
export type ConsoleLoginData = z.infer<typeof ConsoleLoginData>;

export const ConsoleMeResponse = okEnvelope(z.object({ operator: Operator }));
/**
 * The console's sign-out: where to end the operator's session at the provider too (RP-initiated
 * logout), so the next Sign in asks who signs in (a shared phone at the festival gate); null when
 * the provider cannot be reached or offers no end-session endpoint.
 */
export const ConsoleLogoutData = z.object({ end_session_url: z.url().nullable() });
export type ConsoleLogoutData = z.infer<typeof ConsoleLogoutData>;
export const ConsoleLogoutResponse = okEnvelope(ConsoleLogoutData);
