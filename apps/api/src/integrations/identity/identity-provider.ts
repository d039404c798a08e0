import type { IdentityClaims } from '@points/contracts';

export interface AuthorizationServerInfo {
  authorizationEndpoint: string;
  endSessionEndpoint: string | null;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  nonce: string;
  /** `iss` of the authorization response (RFC 9207), when the provider sends one. */
  iss?: string | undefined;
}

/** The publisher's central account, seen from the API: where to sign in, and who signed in. */
export interface IdentityProvider {
  serverInfo(): Promise<AuthorizationServerInfo>;
  /** Exchanges an authorization code and returns the ID token's verified claims. */
  exchangeCode(exchange: CodeExchange): Promise<IdentityClaims>;
}
