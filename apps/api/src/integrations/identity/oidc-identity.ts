import * as client from 'openid-client';
import { ERROR_CODES, IdentityClaims } from '@points/contracts';
import { AppError } from '../../errors';
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

      const parsed = claimsSchema.safeParse(tokens.claims());
      if (!parsed.success || !tokens.id_token) {
        throw new AppError(ERROR_CODES.USER_INFO_UNAVAILABLE, 'ID token lacks required claims', {
          cause: parsed.error,
        });
      }
      return { claims: parsed.data, idToken: tokens.id_token };
    },

    async endSessionUrl({ idToken, postLogoutRedirectUri }) {
      const config = await getConfiguration().catch(() => null);
      if (!config?.serverMetadata().end_session_endpoint) return null;
      return client
        .buildEndSessionUrl(config, {
          post_logout_redirect_uri: postLogoutRedirectUri,
          ...(idToken ? { id_token_hint: idToken } : {}),
        })
        .toString();
    },
  };
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
