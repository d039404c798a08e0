import * as client from 'openid-client';
import { ERROR_CODES, IdentityClaims } from '@points/contracts';
import { AppError } from '../../errors';
import { createLogoutHintCheck, type HintVerdict } from './logout-hint';
import type {
  AuthorizationServerInfo,
  CodeExchange,
  IdentityProvider,
  SignedInIdentity,
} from './identity-provider';

export interface OidcIdentityOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Plain-http issuers are accepted only for the local dev provider. */
  allowInsecureRequests?: boolean;
  /** Replaces `fetch` for every call to the provider (tests put a tampering proxy here). */
  fetch?: typeof fetch;
}

/** What a signed-in person's claims must hold, and what the API keeps of them. */
export interface ClaimsSchema<Claims> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: Claims; error?: undefined }
    | { success: false; error: unknown; data?: undefined };
}

/**
 * OpenID Connect through openid-client, as a confidential client: the client secret stays on the
 * server; the ID token's signature, `iss`, `aud`, `exp` and `nonce` are all checked, and so is the
 * PKCE verifier by the provider.
 */
export function createOidcIdentity(options: OidcIdentityOptions): IdentityProvider;
export function createOidcIdentity<Claims>(
  options: OidcIdentityOptions,
  claimsSchema: ClaimsSchema<Claims>,
): IdentityProvider<Claims>;
export function createOidcIdentity(
  options: OidcIdentityOptions,
  claimsSchema: ClaimsSchema<unknown> = IdentityClaims,
): IdentityProvider<unknown> {
  let configuration: Promise<client.Configuration> | undefined;
  let info: AuthorizationServerInfo | undefined;

  const configure = async (): Promise<client.Configuration> => {
    const execute = [client.enableNonRepudiationChecks];
    if (options.allowInsecureRequests) execute.push(client.allowInsecureRequests);
    const config = await client.discovery(
      new URL(options.issuer),
      options.clientId,
      { id_token_signed_response_alg: 'RS256' },
      client.ClientSecretBasic(options.clientSecret),
      {
        execute,
        // Seconds; below the SPA's 16 s request timeout so a slow provider gets a clear answer.
        timeout: 10,
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      },
    );
    return config;
  };

  // Discovery is cached once it succeeds; a provider that is down at start-up is retried later.
  const getConfiguration = (): Promise<client.Configuration> => {
    configuration ??= configure().catch((error: unknown) => {
      configuration = undefined;
      throw new AppError(ERROR_CODES.MAINTENANCE, 'sign-in provider unreachable', {
        cause: error,
      });
    });
    return configuration;
  };

  let hintCheck: ((idToken: string) => Promise<HintVerdict>) | undefined;
  const checkHint = (metadata: client.ServerMetadata, idToken: string): Promise<HintVerdict> => {
    if (!metadata.jwks_uri) return Promise.resolve('refused');
    hintCheck ??= createLogoutHintCheck({
      jwksUri: metadata.jwks_uri,
      issuer: metadata.issuer,
      clientId: options.clientId,
      fetch: options.fetch,
    });
    return hintCheck(idToken);
  };

  return {
    async serverInfo(): Promise<AuthorizationServerInfo> {
      if (info) return info;
      // serverMetadata() copies the whole document on each call: read it once.
      const metadata = (await getConfiguration()).serverMetadata();
      if (!metadata.authorization_endpoint) {
        throw new AppError(ERROR_CODES.MAINTENANCE, 'provider has no authorization endpoint');
      }
      info = {
        authorizationEndpoint: metadata.authorization_endpoint,
        endSessionEndpoint: metadata.end_session_endpoint ?? null,
      };
      return info;
    },

    async exchangeCode(exchange: CodeExchange): Promise<SignedInIdentity<unknown>> {
      const config = await getConfiguration();
      const callback = new URL(options.redirectUri);
      callback.searchParams.set('code', exchange.code);
      if (exchange.iss !== undefined) callback.searchParams.set('iss', exchange.iss);

      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: exchange.codeVerifier,
          expectedNonce: exchange.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNetworkFailure(error)) {
          throw new AppError(ERROR_CODES.MAINTENANCE, 'sign-in provider unreachable', {
            cause: error,
          });
        }
        // A refused, replayed or tampered code or ID token: the person is not authenticated.
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, describe(error), { cause: error });
      }

      const subject = tokens.claims()?.sub;
      if (!subject || !tokens.id_token) {
        throw new AppError(ERROR_CODES.UNAUTHENTICATED, 'no ID token naming the person');
      }
      const parsed = claimsSchema.safeParse({
        ...(await readUserInfo(config, tokens.access_token, subject)),
        sub: subject,
      });
      if (!parsed.success) {
        // Only the issues' paths and codes are kept: a value (an address) never reaches a log.
        throw new AppError(ERROR_CODES.USER_INFO_UNAVAILABLE, 'userinfo lacks required claims', {
          cause: new Error(describeIssues(parsed.error)),
        });
      }
      return { claims: parsed.data, idToken: tokens.id_token };
    },

    async endSessionUrl({ idToken, postLogoutRedirectUri, uiLocales }) {
      const config = await getConfiguration().catch(() => null);
      const metadata = config?.serverMetadata();
      if (!config || !metadata?.end_session_endpoint) return null;
      const verdict: HintVerdict = idToken ? await checkHint(metadata, idToken) : 'refused';
      // A provider that cannot be reached would strand the player on a browser error page: the
      // session here has ended, and the site reloads signed out instead.
      if (verdict === 'unreachable') return null;
      // Without the hint the provider still knows the client (client_id) and where to come back
      // to; it ends the session its cookie names, asking first if it wishes.
      return client
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: postLogoutRedirectUri,
          ...(verdict === 'accepted' ? { id_token_hint: idToken! } : {}),
          ...(uiLocales ? { ui_locales: uiLocales } : {}),
        })
        .toString();
    },
  };
}

/**
 * The person's profile from the provider's userinfo endpoint, asked with the access token of this
 * sign-in: the ID token names the person and nothing more (it travels back through the browser as
 * the logout hint). openid-client checks that userinfo speaks of the ID token's subject.
 */
async function readUserInfo(
  config: client.Configuration,
  accessToken: string,
  subject: string,
): Promise<Record<string, unknown>> {
  try {
    return { ...(await client.fetchUserInfo(config, accessToken, subject)) };
  } catch (error) {
    if (isNetworkFailure(error)) {
      throw new AppError(ERROR_CODES.MAINTENANCE, 'sign-in provider unreachable', {
        cause: error,
      });
    }
    // Refused, malformed, or about someone else: who signed in cannot be known.
    throw new AppError(ERROR_CODES.USER_INFO_UNAVAILABLE, `userinfo refused: ${describe(error)}`);
  }
}

/** Where a profile failed its schema, without any of its values. */
function describeIssues(error: unknown): string {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; code: string }> }).issues ?? [];
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`).join('; ');
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return 'token exchange refused';
}
