import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import {
  OPERATOR_ROLE_CLAIM,
  type GameAppLink,
  type IdentityClaims,
  type OperatorClaims,
} from '@points/contracts';

/** The game apps a demo account can link at the dev provider, as `content_id:platform`. */
const LINKABLE_APPS: readonly LinkableApp[] = [
  { value: 'efm:ios', label: 'Pitch Legends (iOS)' },
  { value: 'efm:android', label: 'Pitch Legends (Android)' },
  { value: 'efs:steam', label: 'Pitch Legends (Steam)' },
  { value: 'efcs:ios', label: 'Champion Squads (iOS)' },
  { value: 'efcs:android', label: 'Champion Squads (Android)' },
  { value: 'jcc:ios', label: 'League Club Manager (iOS)' },
];
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  OPERATOR_ACCOUNTS,
  type DemoAccount,
  type OperatorAccount,
} from './demo-accounts';
import {
  consentPage,
  errorPage,
  infoPage,
  linkGamePage,
  addressPage,
  ADDRESS_FIELDS,
  loginPage,
  logoutPage,
  type LinkableApp,
  type Page,
} from './pages';

export interface IdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface IdpOptions {
  /** Public URL of the provider, e.g. http://localhost:8081. */
  issuer: string;
  clients: IdpClient[];
  /** Private signing keys (JWK); a fresh RS256 key is made when absent. */
  signingKeys?: JWK[];
  accounts?: readonly DemoAccount[];
  /** The console's operators (their role in the `operator_role` claim). */
  operators?: readonly OperatorAccount[];
}

export interface Idp {
  provider: Provider;
  handler: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Claim names released for the `read` scope: everything SPEC.md §7's claims request asks for. */
const READ_CLAIMS = [
  'nickname',
  'country',
  'language',
  'phone_number',
  'address',
  'program_consent',
  'game_app_user_ids',
  'point_available',
] as const;

export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomKid() };
}

const randomKid = () => randomBytes(8).toString('hex');

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The stand-in for the publisher's central account: a real OpenID provider (oidc-provider) with
 * authorization code + PKCE S256, the claims parameter, demo accounts, and its own login and
 * programme-terms pages. Programme consent given here lasts as long as the process.
 */
export async function createIdp(options: IdpOptions): Promise<Idp> {
  const accounts = new Map<string, IdentityClaims>();
  const operators = new Map<string, OperatorClaims>();
  const byLoginId = new Map<string, string>();
  for (const account of options.accounts ?? DEMO_ACCOUNTS) {
    accounts.set(account.claims.sub, structuredClone(account.claims));
    byLoginId.set(account.loginId, account.claims.sub);
  }
  for (const operator of options.operators ?? OPERATOR_ACCOUNTS) {
    operators.set(operator.claims.sub, structuredClone(operator.claims));
    byLoginId.set(operator.loginId, operator.claims.sub);
  }
  const demoLoginIds = [...byLoginId.keys()];
  const signingKeys = options.signingKeys ?? [await generateSigningKey()];

  // The consent prompt also runs for anyone who has not agreed to the programme terms, on every
  // sign-in, so "Not now" today still leaves the terms to agree to tomorrow.
  const policy = interactionPolicy.base();
  policy.get('consent')!.checks.add(
    new interactionPolicy.Check(
      'program_terms_missing',
      'the points programme terms have not been agreed to',
      (ctx) => {
        const accountId = ctx.oidc.session?.accountId;
        const claims = accountId ? accounts.get(accountId) : undefined;
        // Someone who just answered "Not now" in this very sign-in is not asked twice.
        const answered = (ctx.oidc.result as { consent?: { termsAnswered?: boolean } } | undefined)
          ?.consent?.termsAnswered;
        return claims && !claims.program_consent && !answered
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      },
    ),
  );

  const configuration: Configuration = {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    })),
    jwks: { keys: signingKeys as never[] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    responseTypes: ['code'],
    scopes: ['openid', 'read', 'operator'],
    // `operator` releases who an operator is and their console role; players have neither.
    claims: { openid: ['sub'], read: [...READ_CLAIMS], operator: ['name', OPERATOR_ROLE_CLAIM] },
    pkce: { methods: ['S256'], required: () => true },
    features: {
      devInteractions: { enabled: false },
      claimsParameter: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The points site's "Log out" ends the session here too, so the next "Log in" asks who
        // is signing in. The page submits itself (the button is there without JavaScript).
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          const rendered = logoutPage({ nonce: randomBytes(16).toString('base64'), form });
          ctx.type = 'html';
          ctx.set('Content-Security-Policy', pageCsp(rendered));
          ctx.body = rendered.html;
        },
      },
    },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      IdToken: 3600,
      AccessToken: 600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    findAccount: async (_ctx, sub) => {
      const claims = accounts.get(sub) ?? operators.get(sub);
      if (!claims) return undefined;
      return {
        accountId: sub,
        // The ID token comes back as the logout's id_token_hint, in the address bar, the
        // browser's history and this provider's logs: it names the account and nothing more,
        // whatever the claims request asks of it. The profile, phone, address and linked games
        // are answered by userinfo, server to server, to the client holding the access token.
        claims: async (use: string) => (use === 'id_token' ? { sub } : { ...claims }),
      };
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      const nonce = randomBytes(16).toString('base64');
      const rendered = errorPage({
        nonce,
        title: 'Sign-in error',
        message: String(out.error_description ?? out.error ?? 'error'),
      });
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', pageCsp(rendered));
      ctx.body = rendered.html;
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // The whole flow may run behind a local proxy in tests; plain http is for local use only.
  provider.proxy = true;
  const oidcCallback = provider.callback();

  const send = (res: ServerResponse, status: number, rendered: Page) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', pageCsp(rendered));
    res.end(rendered.html);
  };
  const newNonce = () => randomBytes(16).toString('base64');

  const grantConsent = async (
    interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
  ): Promise<string> => {
    const { prompt, params, session, grantId } = interaction;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    if (!grant) throw new Error('grant not found');
    const details = prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  };

  const interactionHandler = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const [, , uid, action] = url.pathname.split('/');
    const interaction = await provider.interactionDetails(req, res);
    if (!uid || interaction.uid !== uid) {
      send(res, 400, errorPage({ nonce: newNonce(), title: 'Sign-in error', message: 'Expired' }));
      return;
    }

    if (req.method === 'GET' && !action) {
      if (interaction.prompt.name === 'login') {
        send(res, 200, loginPage({ uid, nonce: newNonce(), demoLoginIds }));
        return;
      }
      const accountId = interaction.session?.accountId;
      const claims = accountId ? accounts.get(accountId) : undefined;
      if (claims && !claims.program_consent) {
        send(res, 200, consentPage({ uid, nonce: newNonce(), nickname: claims.nickname }));
        return;
      }
      // Accounts that agreed to the programme terms before are not asked again.
      const grantId = await grantConsent(interaction);
      await provider.interactionFinished(req, res, { consent: { grantId } });
      return;
    }

    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const loginId = form.get('login')?.trim() ?? '';
      const sub = byLoginId.get(loginId);
      if (!sub || !sameSecret(form.get('password') ?? '', DEMO_PASSWORD)) {
        send(
          res,
          200,
          loginPage({
            uid,
            nonce: newNonce(),
            loginId,
            error: 'The Login ID or password is incorrect.',
            demoLoginIds,
          }),
        );
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (req.method === 'POST' && action === 'confirm') {
      const form = await readForm(req);
      const accountId = interaction.session?.accountId;
      const claims = accountId ? accounts.get(accountId) : undefined;
      if (claims && form.get('decision') === 'agree') claims.program_consent = true;
      // "Not now" still signs the person in; the points site then asks for consent (4011).
      const grantId = await grantConsent(interaction);
      await provider.interactionFinished(req, res, { consent: { grantId, termsAnswered: true } });
      return;
    }

    send(res, 404, errorPage({ nonce: newNonce(), title: 'Not found', message: url.pathname }));
  };

  // The guide page links a game for real: the account's claims change in this provider, and the
  // points site reads them at the next sign-in.
  const linkGameHandler = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const action = url.pathname;
    if (req.method !== 'POST') {
      send(res, 200, linkGamePage({ nonce: newNonce(), action, apps: LINKABLE_APPS }));
      return;
    }
    const form = await readForm(req);
    const loginId = form.get('login')?.trim() ?? '';
    const sub = byLoginId.get(loginId);
    const claims = sub ? accounts.get(sub) : undefined;
    const app = LINKABLE_APPS.find((candidate) => candidate.value === form.get('app'));
    if (!claims || !sameSecret(form.get('password') ?? '', DEMO_PASSWORD) || !app) {
      const error = app
        ? 'The Login ID or password is incorrect.'
        : 'Choose one of the game apps listed.';
      send(
        res,
        200,
        linkGamePage({ nonce: newNonce(), action, apps: LINKABLE_APPS, loginId, error }),
      );
      return;
    }
    const [contentId, platform] = app.value.split(':') as [string, GameAppLink['platform']];
    if (!claims.game_app_user_ids.some((linked) => linked.content_id === contentId)) {
      claims.game_app_user_ids.push({
        content_id: contentId,
        platform,
        game_user_id: `${claims.country.toUpperCase()}-${contentId.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`,
      });
    }
    send(
      res,
      200,
      linkGamePage({ nonce: newNonce(), action, apps: LINKABLE_APPS, loginId, linked: app.label }),
    );
  };

  // The address page changes the account's address and phone for real, like linking a game.
  const addressHandler = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const action = url.pathname;
    if (req.method !== 'POST') {
      send(res, 200, addressPage({ nonce: newNonce(), action }));
      return;
    }
    const form = await readForm(req);
    const loginId = form.get('login')?.trim() ?? '';
    const sub = byLoginId.get(loginId);
    const claims = sub ? accounts.get(sub) : undefined;
    const values = Object.fromEntries(
      [...ADDRESS_FIELDS.map(([name]) => name), 'phone_number'].map((name) => [
        name,
        (form.get(name) ?? '').trim().slice(0, 200),
      ]),
    );
    if (!claims || !sameSecret(form.get('password') ?? '', DEMO_PASSWORD)) {
      const error = 'The Login ID or password is incorrect.';
      send(res, 200, addressPage({ nonce: newNonce(), action, loginId, values, error }));
      return;
    }
    const { phone_number: phone, ...address } = values;
    claims.address = address as NonNullable<typeof claims.address>;
    claims.phone_number = phone ?? '';
    send(res, 200, addressPage({ nonce: newNonce(), action, loginId, values, saved: true }));
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', options.issuer);
    const info =
      url.pathname === '/privacy'
        ? 'privacy'
        : url.pathname === '/terms'
          ? 'terms'
          : url.pathname.startsWith('/guide/points/')
            ? 'points-guide'
            : url.pathname === '/games-store'
              ? 'games-store'
              : null;
    if (url.pathname === '/account/address') {
      addressHandler(req, res, url).catch(() => {
        if (res.headersSent) return res.end();
        send(res, 400, errorPage({ nonce: newNonce(), title: 'Error', message: 'Try again.' }));
      });
      return;
    }
    if (url.pathname.startsWith('/guide/link-game/')) {
      linkGameHandler(req, res, url).catch(() => {
        if (res.headersSent) return res.end();
        send(res, 400, errorPage({ nonce: newNonce(), title: 'Error', message: 'Try again.' }));
      });
      return;
    }
    if (info && req.method === 'GET') {
      const loginHint = url.searchParams.get('login_hint') ?? undefined;
      send(res, 200, infoPage({ nonce: newNonce(), kind: info, loginHint }));
      return;
    }
    if (url.pathname.startsWith('/interaction/')) {
      interactionHandler(req, res, url).catch(() => {
        if (res.headersSent) return res.end();
        send(
          res,
          400,
          errorPage({
            nonce: newNonce(),
            title: 'Sign-in expired',
            message: 'This sign-in attempt has expired. Go back to the site and sign in again.',
          }),
        );
      });
      return;
    }
    oidcCallback(req, res);
  };

  return { provider, handler };
}

function pageCsp(rendered: Page): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${rendered.nonce}'`,
    `script-src 'nonce-${rendered.nonce}'`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
