import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { LANGUAGES, OPERATOR_ROLE_CLAIM, type GameAppLink } from '@points/contracts';
import { AccountStore } from './accounts';
import type { DemoAccount, OperatorAccount } from './demo-accounts';
import { htmlLang } from '@points/contracts';
import { pageLanguage } from './page-language';
import {
  consentPage,
  errorPage,
  infoPage,
  linkGamePage,
  addressPage,
  ADDRESS_FIELDS,
  loginPage,
  logoutPage,
  signedOutPage,
  type LinkableApp,
  type Page,
  type View,
} from './pages';
import { checkRegistration, readRegistration, registrationPage } from './registration';

/** The game apps a demo account can link at the dev provider, as `content_id:platform`. */
const LINKABLE_APPS: readonly LinkableApp[] = [
  { value: 'efm:ios', label: 'Pitch Legends (iOS)' },
  { value: 'efm:android', label: 'Pitch Legends (Android)' },
  { value: 'efs:steam', label: 'Pitch Legends (Steam)' },
  { value: 'efcs:ios', label: 'Champion Squads (iOS)' },
  { value: 'efcs:android', label: 'Champion Squads (Android)' },
  { value: 'jcc:ios', label: 'League Club Manager (iOS)' },
];

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

/**
 * A page's view: the language the site asked for (`requested`: its `ui_locales` or `lang`),
 * else the browser's, else English; and a fresh nonce.
 */
const viewOf = (req: IncomingMessage, ...requested: unknown[]): View => ({
  language: pageLanguage({
    requested: requested.filter((value): value is string => typeof value === 'string'),
    acceptLanguage: req.headers['accept-language'],
  }),
  nonce: randomBytes(16).toString('base64'),
});

/**
 * The stand-in for the publisher's central account: a real OpenID provider (oidc-provider) with
 * authorization code + PKCE S256, the claims parameter, demo accounts, account creation
 * (`prompt=create`), and its own pages in the site's language. Accounts, and the programme
 * consent given here, last as long as the process.
 */
export async function createIdp(options: IdpOptions): Promise<Idp> {
  const accounts = new AccountStore(options.accounts, options.operators);
  const signingKeys = options.signingKeys ?? [await generateSigningKey()];

  const policy = interactionPolicy.base();
  // OpenID Connect Prompt Create: `prompt=create` opens the account creation page first.
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  // The consent prompt also runs for anyone who has not agreed to the programme terms, on every
  // sign-in, so "Not now" today still leaves the terms to agree to tomorrow.
  policy.get('consent')!.checks.add(
    new interactionPolicy.Check(
      'program_terms_missing',
      'the points programme terms have not been agreed to',
      (ctx) => {
        const claims = accounts.player(ctx.oidc.session?.accountId);
        // Someone who just answered "Not now" in this very sign-in is not asked twice.
        const answered = (ctx.oidc.result as { consent?: { termsAnswered?: boolean } } | undefined)
          ?.consent?.termsAnswered;
        return claims && !claims.program_consent && !answered
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      },
    ),
  );

  // oidc-provider's own pages (sign-out, signed out, errors) in the language the request names.
  const renderPage = (ctx: KoaContextWithOIDC, render: (view: View) => Page) => {
    const rendered = render(viewOf(ctx.req, ctx.oidc?.params?.ui_locales));
    ctx.type = 'html';
    ctx.set('Content-Security-Policy', pageCsp(rendered));
    ctx.body = rendered.html;
  };

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
    scopes: ['openid', 'read', 'email', 'operator'],
    // `operator` releases who an operator is and their console role; players have neither.
    // `email` releases the address notifications by e-mail are sent to (for players who opt in).
    claims: {
      openid: ['sub'],
      read: [...READ_CLAIMS],
      email: ['email', 'email_verified'],
      operator: ['name', OPERATOR_ROLE_CLAIM],
    },
    pkce: { methods: ['S256'], required: () => true },
    discovery: {
      prompt_values_supported: ['none', ...policy.map((prompt) => prompt.name)],
      ui_locales_supported: LANGUAGES.map(htmlLang),
    },
    features: {
      devInteractions: { enabled: false },
      claimsParameter: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The points site's "Log out" ends the session here too, so the next "Log in" asks who
        // is signing in. The page submits itself (the button is there without JavaScript).
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) =>
          renderPage(ctx, (view) => logoutPage(view, { form })),
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => renderPage(ctx, signedOutPage),
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
      const claims = accounts.claims(sub);
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
    renderError: async (ctx: KoaContextWithOIDC, out) =>
      renderPage(ctx, (view) =>
        errorPage(view, 'signIn', String(out.error_description ?? out.error ?? 'error')),
      ),
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
    const view = viewOf(req, interaction.params.ui_locales);
    if (!uid || interaction.uid !== uid) {
      send(res, 400, errorPage(view, 'expired'));
      return;
    }
    const { demoLoginIds } = accounts;
    const asked = interaction.prompt.name;
    // Someone asked to create an account may sign in to one they have instead.
    const signedIn = (accountId: string) => ({
      login: { accountId },
      ...(asked === 'create' ? { create: {} } : {}),
    });

    // The page asked for (the interaction's own, or the one its link names).
    const shown = action ?? (asked === 'create' ? 'register' : asked);
    if (req.method === 'GET' && shown === 'register') {
      send(res, 200, registrationPage(view, { uid }));
      return;
    }
    if (req.method === 'GET' && shown === 'login') {
      // The site's hint (the item page's game account) fills the Login ID in.
      const hint = interaction.params.login_hint;
      const loginId = accounts.loginIdOfHint(typeof hint === 'string' ? hint : undefined);
      send(res, 200, loginPage(view, { uid, demoLoginIds, ...(loginId ? { loginId } : {}) }));
      return;
    }

    if (req.method === 'GET' && !action) {
      const claims = accounts.player(interaction.session?.accountId);
      if (claims && !claims.program_consent) {
        send(res, 200, consentPage(view, { uid, nickname: claims.nickname }));
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
      const sub = await accounts.authenticate(loginId, form.get('password') ?? '');
      if (!sub) {
        send(res, 200, loginPage(view, { uid, loginId, error: true, demoLoginIds }));
        return;
      }
      await provider.interactionFinished(req, res, signedIn(sub), {
        mergeWithLastSubmission: false,
      });
      return;
    }

    if (req.method === 'POST' && action === 'register') {
      const answers = readRegistration(await readForm(req));
      const errors = checkRegistration(answers, (loginId) => accounts.isTaken(loginId));
      const valid = Object.keys(errors).length === 0;
      const sub = valid
        ? await accounts.register(answers.loginId, answers.password, {
            nickname: answers.nickname,
            country: answers.country,
            language: view.language,
          })
        : undefined;
      if (!sub) {
        // Valid answers and no account: someone took the Login ID meanwhile.
        if (valid) errors.loginId = 'loginIdTaken';
        send(res, 200, registrationPage(view, { uid, answers, errors }));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, create: {} },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (req.method === 'POST' && action === 'confirm') {
      const form = await readForm(req);
      const claims = accounts.player(interaction.session?.accountId);
      if (claims && form.get('decision') === 'agree') claims.program_consent = true;
      // "Not now" still signs the person in; the points site then asks for consent (4011).
      const grantId = await grantConsent(interaction);
      await provider.interactionFinished(req, res, { consent: { grantId, termsAnswered: true } });
      return;
    }

    send(res, 404, errorPage(view, 'notFound'));
  };

  /** A player's claims, when the Login ID and password of a form sign in to a player. */
  const playerOf = async (form: URLSearchParams) =>
    accounts.player(
      await accounts.authenticate(form.get('login')?.trim() ?? '', form.get('password') ?? ''),
    );

  // The guide page links a game for real: the account's claims change in this provider, and the
  // points site reads them at the next sign-in.
  const linkGameHandler = async (
    req: IncomingMessage,
    res: ServerResponse,
    view: View,
    action: string,
  ) => {
    const show = (shown: Omit<Parameters<typeof linkGamePage>[1], 'action' | 'apps'> = {}) =>
      send(res, 200, linkGamePage(view, { action, apps: LINKABLE_APPS, ...shown }));
    if (req.method !== 'POST') return show();
    const form = await readForm(req);
    const loginId = form.get('login')?.trim() ?? '';
    const claims = await playerOf(form);
    const app = LINKABLE_APPS.find((candidate) => candidate.value === form.get('app'));
    if (!app) return show({ loginId, error: 'app' });
    if (!claims) return show({ loginId, error: 'credentials' });
    const [contentId, platform] = app.value.split(':') as [string, GameAppLink['platform']];
    if (!claims.game_app_user_ids.some((linked) => linked.content_id === contentId)) {
      claims.game_app_user_ids.push({
        content_id: contentId,
        platform,
        game_user_id: `${claims.country.toUpperCase()}-${contentId.toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`,
      });
    }
    return show({ loginId, linked: app.label });
  };

  // The address page changes the account's address and phone for real, like linking a game.
  const addressHandler = async (
    req: IncomingMessage,
    res: ServerResponse,
    view: View,
    action: string,
  ) => {
    if (req.method !== 'POST') return send(res, 200, addressPage(view, { action }));
    const form = await readForm(req);
    const loginId = form.get('login')?.trim() ?? '';
    const claims = await playerOf(form);
    const values = Object.fromEntries(
      [...ADDRESS_FIELDS.map(([name]) => name), 'phone_number'].map((name) => [
        name,
        (form.get(name) ?? '').trim().slice(0, 200),
      ]),
    );
    if (!claims) {
      return send(res, 200, addressPage(view, { action, loginId, values, error: true }));
    }
    const { phone_number: phone, ...address } = values;
    claims.address = address as NonNullable<typeof claims.address>;
    claims.phone_number = phone ?? '';
    return send(res, 200, addressPage(view, { action, loginId, values, saved: true }));
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', options.issuer);
    const { pathname, searchParams } = url;
    // The site names its language: `ui_locales`, `lang`, or the guides' last path segment.
    const guideLanguage = pathname.startsWith('/guide/') ? pathname.split('/')[3] : undefined;
    const view = viewOf(
      req,
      searchParams.get('ui_locales'),
      searchParams.get('lang'),
      guideLanguage,
    );
    const failed = (kind: 'failed' | 'expired') => () => {
      if (res.headersSent) return res.end();
      send(res, 400, errorPage(view, kind));
    };
    // A form posts back to its page's own address, so the answer keeps the page's language.
    const action = pathname + url.search;
    const info =
      pathname === '/privacy'
        ? 'privacy'
        : pathname === '/terms'
          ? 'terms'
          : pathname.startsWith('/guide/points/')
            ? 'points-guide'
            : pathname === '/games-store'
              ? 'games-store'
              : null;
    if (pathname === '/account/address') {
      addressHandler(req, res, view, action).catch(failed('failed'));
      return;
    }
    if (pathname.startsWith('/guide/link-game/')) {
      linkGameHandler(req, res, view, action).catch(failed('failed'));
      return;
    }
    if (info && req.method === 'GET') {
      const loginHint = searchParams.get('login_hint') ?? undefined;
      send(res, 200, infoPage(view, { kind: info, loginHint }));
      return;
    }
    if (pathname.startsWith('/interaction/')) {
      interactionHandler(req, res, url).catch(failed('expired'));
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
