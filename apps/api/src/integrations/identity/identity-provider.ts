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

/** Who signed in: the ID token's verified claims, and the token itself (the logout hint). */
export interface SignedInIdentity<Claims = IdentityClaims> {
  claims: Claims;
  idToken: string;
}

/** The publisher's central account, seen from the API: where to sign in, and who signed in. */
export interface IdentityProvider<Claims = IdentityClaims> {
  serverInfo(): Promise<AuthorizationServerInfo>;
  /** Exchanges an authorization code for the verified identity. */
  exchangeCode(exchange: CodeExchange): Promise<SignedInIdentity<Claims>>;
  /**
   * Where to send the browser to end the session at the provider too (OpenID Connect
   * RP-initiated logout), or null when the provider offers no end-session endpoint.
   */
  endSessionUrl(request: {
    idToken: string | null;
    postLogoutRedirectUri: string;
    /** The language the provider's sign-out pages speak (OIDC `ui_locales`, BCP 47). */
    uiLocales?: string | undefined;
  }): Promise<string | null>;
}
