import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from 'jose';
import { generateSigningKey, startIdp, type RunningIdp } from './index';
import {
  CLAIMS_REQUEST,
  CONSOLE_CLAIMS_REQUEST,
  CONSOLE_OIDC_SCOPE,
  OIDC_SCOPE,
} from '@points/contracts';

export const TEST_CLIENT = {
  clientId: 'points-web-test',
  clientSecret: 'test-secret-0123456789',
  redirectUri: 'http://localhost:8080/token',
  postLogoutRedirectUri: 'http://localhost:8080/',
};

/** The operator console's client in tests. */
export const TEST_CONSOLE_CLIENT = {
  clientId: 'points-console-test',
  clientSecret: 'test-console-secret-0123456789',
  redirectUri: 'http://localhost:8080/console/callback',
  postLogoutRedirectUri: 'http://localhost:8080/console/',
};

export interface TestIdp extends RunningIdp {
  signingKey: JWK;
}

/** Test helpers: the real dev provider on a free port, and a browserless sign-in through it. */

/**
 * The real dev provider on a free port (or on `port`, to start it again where it was: a restart
 * with new keys and no sessions), with a signing key the test knows.
 */
export async function startTestIdp(options: { port?: number } = {}): Promise<TestIdp> {
  const signingKey = await generateSigningKey();
  const idp = await startIdp({
    port: options.port ?? 0,
    signingKeys: [signingKey],
    clients: [
      {
        clientId: TEST_CLIENT.clientId,
        clientSecret: TEST_CLIENT.clientSecret,
        redirectUris: [TEST_CLIENT.redirectUri],
        postLogoutRedirectUris: [TEST_CLIENT.postLogoutRedirectUri],
      },
      {
        clientId: TEST_CONSOLE_CLIENT.clientId,
        clientSecret: TEST_CONSOLE_CLIENT.clientSecret,
        redirectUris: [TEST_CONSOLE_CLIENT.redirectUri],
        postLogoutRedirectUris: [TEST_CONSOLE_CLIENT.postLogoutRedirectUri],
      },
    ],
  });
  return { ...idp, signingKey };
}

const random32 = () => {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
};

/** The provider's authorization endpoint for the test client, with the given parameters. */
export function authorizationUrl(idpUrl: string, params: Record<string, string>): URL {
  const url = new URL('/auth', idpUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: TEST_CLIENT.clientId,
    redirect_uri: TEST_CLIENT.redirectUri,
    scope: OIDC_SCOPE,
    ...params,
  }).toString();
  return url;
}

/**
 * A browser at the provider: each request sends the cookies it was given and the browser's own
 * headers (e.g. its Accept-Language), and follows no redirect by itself.
 */
export function browser(
  headers: Record<string, string> = {},
): (target: string, init?: RequestInit) => Promise<Response> {
  const jar = new Map<string, string>();
  return async (target, init = {}) => {
    const sent = new Headers(init.headers);
    for (const [name, value] of Object.entries(headers)) if (!sent.has(name)) sent.set(name, value);
    if (jar.size > 0) sent.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(target, { ...init, headers: sent, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    return response;
  };
}

/** Follows the provider's redirects from `target` to the page where they stop. */
export async function pageAt(
  request: ReturnType<typeof browser>,
  target: string,
): Promise<Response> {
  let response = await request(target);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (!location) return response;
    response = await request(new URL(location, target).toString());
  }
  throw new Error('too many redirects');
}

/** A new account made at the provider's registration page (`prompt=create`). */
export interface Registration {
  nickname: string;
  country: string;
}

export interface AuthorizationResult {
  code: string;
  state: string | null;
  iss: string | null;
  nonce: string;
  codeVerifier: string;
}

/**
 * Signs a person in at the provider the way a browser would, following redirects with cookies,
 * and returns what arrives at the `/token` redirect.
 */
export async function authorize(
  idpUrl: string,
  options: {
    loginId: string;
    password?: string;
    decision?: 'agree' | 'decline';
    nonce?: string;
    state?: string;
    /** Told of each provider page answered. */
    onPage?: (page: ProviderPage) => void;
    /** Create the account first (`prompt=create`), with this Login ID and password. */
    register?: Registration;
    /** The site's language, as it asks the provider for its pages (`ui_locales`). */
    uiLocales?: string;
    /** Sign in to the operator console's client instead of the site's. */
    console?: boolean;
    /** Another OIDC `claims` request than the client's own. */
    claims?: Record<string, unknown>;
    /** The browser to sign in with (its cookies then hold the provider's session). */
    browser?: ReturnType<typeof browser>;
  },
): Promise<AuthorizationResult> {
  const client = options.console ? TEST_CONSOLE_CLIENT : TEST_CLIENT;
  const nonce = options.nonce ?? random32();
  const state = options.state ?? random32();
  const codeVerifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const url = authorizationUrl(idpUrl, {
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.console
      ? {
          client_id: client.clientId,
          redirect_uri: client.redirectUri,
          scope: CONSOLE_OIDC_SCOPE,
          claims: JSON.stringify(CONSOLE_CLAIMS_REQUEST),
        }
      : { claims: JSON.stringify(CLAIMS_REQUEST) }),
    ...(options.claims ? { claims: JSON.stringify(options.claims) } : {}),
    ...(options.register ? { prompt: 'create' } : {}),
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  });

  const request = options.browser ?? browser();
  let response = await request(url.toString());
  for (let hop = 0; hop < 20; hop++) {
    const location = response.headers.get('location');
    if (location?.startsWith(client.redirectUri)) {
      const back = new URL(location);
      const code = back.searchParams.get('code');
      if (!code) throw new Error(`provider refused: ${back.search}`);
      return {
        code,
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss'),
        nonce,
        codeVerifier,
      };
    }
    if (location) {
      response = await request(new URL(location, idpUrl).toString());
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
    const page = providerPage(action);
    options.onPage?.(page);
    const credentials = { login: options.loginId, password: options.password ?? 'demo' };
    const form: Record<string, string> =
      page === 'login'
        ? credentials
        : page === 'register'
          ? { ...credentials, ...options.register }
          : { decision: options.decision ?? 'agree' };
    if (page !== 'consent' && hop > 2) throw new Error(`${page} refused by provider`);
    response = await request(new URL(action, idpUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
  throw new Error('too many redirects');
}

/** The provider's pages a sign-in answers. */
export type ProviderPage = 'login' | 'register' | 'consent';

const providerPage = (action: string): ProviderPage =>
  action.endsWith('/login') ? 'login' : action.endsWith('/register') ? 'register' : 'consent';

export type IdTokenTamper =
  | { kind: 'claims'; change: (claims: Record<string, unknown>) => Record<string, unknown> }
  | { kind: 'alg-none' }
  | { kind: 'foreign-key' }
  | { kind: 'userinfo'; change: (claims: Record<string, unknown>) => Record<string, unknown> };

/**
 * A `fetch` for openid-client that forwards to the real provider but rewrites the ID token of
 * the token endpoint's answer: re-signed with the provider's own key after changing claims, left
 * unsigned (`alg: none`), or signed by a key the provider never published; or changes the claims
 * of the userinfo endpoint's answer.
 */
export function tamperingFetch(
  signingKey: JWK,
  getTamper: () => IdTokenTamper | null,
): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const tamper = getTamper();
    if (tamper?.kind === 'userinfo' && url.endsWith('/me') && response.ok) {
      const claims = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify(tamper.change(claims)), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (!tamper || tamper.kind === 'userinfo' || !url.endsWith('/token') || !response.ok) {
      return response;
    }
    const body = (await response.json()) as Record<string, unknown>;
    body.id_token = await rewrite(String(body.id_token), signingKey, tamper);
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

async function rewrite(idToken: string, key: JWK, tamper: IdTokenTamper): Promise<string> {
  const header = decodeProtectedHeader(idToken);
  const claims = decodeJwt(idToken) as Record<string, unknown>;
  if (tamper.kind === 'alg-none') {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
  }
  const signingKey =
    tamper.kind === 'foreign-key' ? { ...(await generateSigningKey()), kid: header.kid } : key;
  const payload = tamper.kind === 'claims' ? tamper.change({ ...claims }) : claims;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: String(header.kid) })
    .sign(await importJWK(signingKey, 'RS256'));
}

/**
 * Follows an end-session URL through the provider as a browser would (its pages submit
 * themselves), and returns where the provider sends the browser at the end: the site, when the
 * logout went through. A page of the provider's that does not lead on (its error page) throws
 * with its text.
 */
export async function followEndSession(endSessionUrl: string): Promise<string> {
  const origin = new URL(endSessionUrl).origin;
  const request = browser();
  let response = await request(endSessionUrl);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, origin);
      if (next.origin !== origin) return next.toString();
      response = await request(next.toString());
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) {
      const text = html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      throw new Error(`the provider stopped at its own page (${response.status}): ${text}`);
    }
    const form = new URLSearchParams({ logout: 'yes' });
    for (const [, name, value] of html.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    )) {
      form.set(name!, value!);
    }
    response = await request(new URL(action.replaceAll('&amp;', '&'), origin).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new Error('too many redirects');
}
