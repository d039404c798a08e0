import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { ChangeNotices } from './db/change-notices';
import { ERROR_CODES, type OperatorClaims } from '@points/contracts';
import type { Config } from './config';
import { AppError } from './errors';
import { loggerOptions, logRequests } from './logging';
import type { Database } from './db/database';
import type { IdentityProvider } from './integrations/identity/identity-provider';
import { authPlugin } from './plugins/auth';
import { envelopePlugin } from './plugins/envelope';
import { answerClientError, answerNodeEdges } from './plugins/node-answers';
import { requestBodyPlugin } from './plugins/request-body';
import { openapiPlugin } from './plugins/openapi';
import { metricsPlugin } from './metrics/metrics-routes';
import { httpCachePlugin } from './plugins/http-cache';
import {
  maintenanceGatePlugin,
  refusedDuringMaintenance,
  type PlayerApiScope,
} from './plugins/maintenance-gate';
import { overloadPlugin, type OverloadOptions } from './plugins/overload';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import { consoleSpaPlugin } from './plugins/console-spa';
import { consoleRoutes } from './modules/console/routes';
import type { ConsoleRoute } from './modules/console/console-access';
import { pruneOperatorSessions } from './modules/console/operator-sessions';
import { createSiteSettings, type SiteSettings } from './modules/site/site-settings';
import { authRoutes } from './modules/auth/routes';
import { createSessionCache, type SessionCache } from './modules/auth/session-cache';
import { createPlayerFacts, forgetPlayersOf, type PlayerFacts } from './modules/users/player-facts';
import { healthRoutes, type NodeLifecycle } from './modules/health/routes';
import { createLedger, type Ledger } from './modules/points/ledger';
import { pointRoutes } from './modules/points/routes';
import { contactRoutes } from './modules/contact/routes';
import { forgetContactAddresses } from './modules/contact/send-contact-message';
import { siteRoutes } from './modules/site/routes';
import { createCatalogueCache, type CatalogueCache } from './modules/items/catalogue';
import { itemRoutes } from './modules/items/routes';
import {
  createCouponCatalogueStore,
  type CouponCatalogueStore,
} from './modules/coupons/coupon-catalogue';
import { createCouponStockCache, type CouponStockCache } from './modules/coupons/coupon-stock';
import { couponRoutes } from './modules/coupons/routes';
import {
  createCampaignCatalogueStore,
  type CampaignCatalogueStore,
} from './modules/campaigns/campaign-catalogue';
import { createGoalProgressReader } from './modules/campaigns/goal-progress';
import { campaignRoutes } from './modules/campaigns/routes';
import {
  createLotteryCatalogueStore,
  type LotteryCatalogueStore,
} from './modules/lottery/lottery-catalogue';
import { lotteryRoutes } from './modules/lottery/routes';
import {
  createFestivalCatalogueStore,
  type FestivalCatalogueStore,
} from './modules/festival/festival-catalogue';
import { festivalRoutes } from './modules/festival/routes';
import { contentRoutes } from './modules/site-content/routes';
import { CONTENT_BODIES } from './modules/site-content/check-draft';
import { CAMPAIGN_BODIES } from './modules/campaigns/save-campaign';
import { storeParsedBodies, type BodyTable } from './modules/content/parsed-bodies';
import { createContentStore, type ContentStore } from './modules/site-content/content-store';
import { gamesStoreRoutes } from './modules/games-store/routes';
import {
  createGameAccountCache,
  type GameAccountCache,
} from './integrations/game-platform/game-accounts';
import { checkedGateway } from './integrations/game-platform/checked-gateway';
import { createGateway } from './integrations/game-platform/create-gateway';
import type { PlatformLog } from './integrations/game-platform/platform-failure';
import type { GamePlatformGateway } from './integrations/game-platform/types';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { jobsPlugin } from './jobs/jobs-plugin';
import { pruneFinishedJobs } from './jobs/prune-jobs';
import { pruneEndedSessions } from './modules/auth/session-store';
import { pruneIdempotentRequests } from './modules/idempotency/run-idempotent';
import { pointsExpiryTask } from './modules/points/expire-points';
import { createHistoryRegistry } from './modules/points/history-registry';

export const API_PREFIX = '/api/v1';

/** The players' API: everything under the prefix but the operator console's. */
const PLAYER_API: PlayerApiScope = { prefix: `${API_PREFIX}/`, except: [`${API_PREFIX}/console/`] };

export interface AppDependencies {
  config: Config;
  db: Database;
  /**
   * The job runner's and the periodic upkeep's database: a small pool of their own beside the
   * requests' (`JOB_DB_POOL_SIZE`); `db` when absent.
   */
  jobsDb?: Database;
  identity: IdentityProvider;
  /** Shares rate-limit counters between API nodes when set. */
  redis?: Redis | undefined;
  /** Set `draining` when the node starts shutting down (health answers `draining`). */
  lifecycle?: NodeLifecycle | undefined;
  /** Change notices between nodes (Redis pub/sub); without them each node polls. */
  notices?: ChangeNotices | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The overload check's clock and event-loop delays; tests drive their own (plugins/overload.ts). */
  overload?: Pick<OverloadOptions, 'now' | 'eventLoopDelays'>;
  /** The ledger; made from the configuration when absent. */
  ledger?: Ledger;
  /** What time it is; tests move it. */
  clock?: () => Date;
  /** The game platform; made from the configuration when absent. */
  gateway?: GamePlatformGateway;
  catalogue?: CatalogueCache;
  /** The job runner; made from the configuration when absent. */
  jobs?: JobRunner;
  /** What the catalogue knows of game accounts; a cache over the gateway when absent. */
  gameAccounts?: GameAccountCache;
  /** Published content in memory; made from the configuration when absent. */
  content?: ContentStore;
  /** The coupon catalogue in memory; made from the configuration when absent. */
  coupons?: CouponCatalogueStore;
  /** Issued and free codes per coupon, kept briefly; made with a 1 s lifetime when absent. */
  couponStock?: CouponStockCache;
  /** The campaigns and fixed campaign pages in memory; made from the configuration when absent. */
  campaigns?: CampaignCatalogueStore;
  /** The lottery campaigns, lotteries and draws in memory; made from the configuration when absent. */
  lotteries?: LotteryCatalogueStore;
  /** The published festivals in memory; made from the configuration when absent. */
  festivals?: FestivalCatalogueStore;
  /** Who signs in to the operator console; the console's sign-in answers 503 when absent. */
  consoleIdentity?: IdentityProvider<OperatorClaims>;
  /** Sessions kept briefly in memory; made from the configuration when absent. */
  sessions?: SessionCache;
  /** Players' own facts kept briefly in memory; made from the configuration when absent. */
  playerFacts?: PlayerFacts;
  /** The run-time settings (maintenance switch); made from the configuration when absent. */
  siteSettings?: SiteSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every console route with its role rule, as registered (the role-matrix test reads it). */
    consoleRoutes: ConsoleRoute[];
    /** Every route (players' and operators') with its players' auth requirement. */
    routeTable: RegisteredRoute[];
  }
}

const HOUR_MS = 3_600_000;

/** Every table with Markdown bodies, whose blocks are parsed when written and stored. */
export const BODY_TABLES: readonly BodyTable[] = [CONTENT_BODIES, CAMPAIGN_BODIES];

/** The upkeep jobs of `buildApp`: they change nothing a player's page shows. */
const UPKEEP_KINDS = new Set([
  'prune-sessions',
  'prune-operator-sessions',
  'prune-idempotency',
  'forget-contact-addresses',
  'store-parsed-bodies',
  'prune-jobs',
]);

/**
 * Parses the bodies stored without their blocks (see parsed-bodies.ts), reporting each one the
 * Markdown subset now refuses (stored as plain text).
 */
export function storeMissingBodies(db: Database, log: FastifyInstance['log']): Promise<number> {
  return storeParsedBodies(db, BODY_TABLES, (refused) =>
    log.warn(
      { table: refused.table, id: refused.id, language: refused.language, field: refused.field },
      `a stored body is shown as plain text: ${refused.message}`,
    ),
  );
}

const consoleSignInUnavailable = () =>
  Promise.reject(new AppError(ERROR_CODES.MAINTENANCE, 'console sign-in is not configured'));
const unavailableConsoleIdentity: IdentityProvider<OperatorClaims> = {
  serverInfo: consoleSignInUnavailable,
  exchangeCode: consoleSignInUnavailable,
  endSessionUrl: async () => null,
};

/** A route as registered: its method, its URL pattern and who may call it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  auth: 'required' | 'optional' | 'none';
  /** Whether the site's maintenance refuses it (a player write not marked open). */
  refusedDuringMaintenance: boolean;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's own compilers (Ajv and fast-json-stringify, with their formats): every route here
 * validates and serializes with zod's (set in buildApp), so they are loaded only if something ever
 * asks for them. Fastify otherwise loads them when the app is made: about 350 ms of every start.
 */
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'));
type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Builder = (...args: unknown[]) => unknown;
const lazyBuilder = (name: string): Builder => {
  let builder: Builder | undefined;
  return (...args) => (builder ??= (fastifyRequire(name) as () => Builder)())(...args);
};
const lazyCompilers = {
  buildValidator: lazyBuilder('@fastify/ajv-compiler'),
  buildSerializer: lazyBuilder('@fastify/fast-json-stringify-compiler'),
} as CompilersFactory;

/** The whole API as one Fastify instance, ready to listen or to be tested with `inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps;
  const ledger = deps.ledger ?? createLedger(config.points);
  const clock = deps.clock ?? (() => new Date());
  const notices = deps.notices;
  const lifecycle: NodeLifecycle = deps.lifecycle ?? { draining: false };
  const snapshots = { refreshMs: config.contentRefreshMs, notices };
  const catalogue = deps.catalogue ?? createCatalogueCache(db, config.contentRefreshMs, notices);
  const content = deps.content ?? createContentStore(db, snapshots);
  const coupons = deps.coupons ?? createCouponCatalogueStore(db, snapshots);
  const couponStock = deps.couponStock ?? createCouponStockCache(db, 1000);
  const campaigns = deps.campaigns ?? createCampaignCatalogueStore(db, snapshots);
  const lotteries = deps.lotteries ?? createLotteryCatalogueStore(db, snapshots);
  const festivals = deps.festivals ?? createFestivalCatalogueStore(db, snapshots);
  const sessions =
    deps.sessions ??
    createSessionCache({ ttlMs: config.sessionCacheMs, maxEntries: 100_000, notices });
  const playerFacts =
    deps.playerFacts ??
    createPlayerFacts({ ttlMs: config.playerFactsCacheMs, maxPlayers: 100_000, notices });
  const siteSettings =
    deps.siteSettings ??
    createSiteSettings(db, { ...snapshots, forcedMaintenance: config.site.maintenance });
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    // genReqId reads x-request-id itself, keeping only well-formed ids from callers.
    requestIdHeader: false,
    // One line per request (logRequests), instead of Fastify's two.
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: true,
    }),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A client that sends its request slowly, or never finishes its body, is cut off: the whole
    // request must arrive within REQUEST_TIMEOUT_MS (answered 408 and closed), checked every
    // second; headers are limited to 16 KiB (431). What Node answers by itself is in the envelope
    // too (node-answers.ts), a missing Host included.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
      maxHeaderSize: 16 * 1024,
      requireHostHeader: false,
    },
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    schemaController: { compilersFactory: lazyCompilers },
    // What the router refuses before any route runs (a malformed or overlong URL) still gets the
    // envelope with a catalogue code, never the framework's own body echoing the path back.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ status_code: ERROR_CODES.INVALID_PARAMETER }));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Every answer of the game platform, whichever gateway gives it, is checked against its schema;
  // each one refused is logged once, without the URL (it holds game user ids).
  const platformLog: PlatformLog = (report) =>
    app.log.warn({ platform: report }, 'game platform answer refused');
  const gateway = checkedGateway(
    deps.gateway ?? createGateway(config, { log: platformLog }),
    platformLog,
  );
  const goalProgress = createGoalProgressReader(gateway, { ttlMs: 15_000, maxEntries: 50_000 });
  const gameAccounts =
    deps.gameAccounts ??
    createGameAccountCache(gateway, { ttlMs: 5 * 60_000, timeoutMs: 800, maxEntries: 50_000 });

  const jobsDb = deps.jobsDb ?? db;
  const jobs =
    deps.jobs ??
    createJobRunner(
      {
        db: jobsDb,
        clock,
        onError: (error, job) =>
          app.log.warn({ err: error, job: job?.id, kind: job?.kind }, 'job failed'),
        // What a job did to players (a refund, a draw, an expiry) shows on their next read.
        onFinished: (finished) => forgetPlayersOf(finished, playerFacts, UPKEEP_KINDS),
      },
      { ...config.jobs, batchSize: 50 },
    );
  const history = createHistoryRegistry();
  // Periodic upkeep, each run once a period by one node of the cluster, on the runner's pool.
  jobs.every(
    pointsExpiryTask(
      { db: jobsDb, ledger, log: app.log },
      config.points.expiryJobIntervalSeconds * 1000,
    ),
  );
  jobs.every({
    kind: 'prune-sessions',
    everyMs: HOUR_MS,
    run: () => pruneEndedSessions(jobsDb, 30 * 86_400),
  });
  jobs.every({
    kind: 'prune-operator-sessions',
    everyMs: HOUR_MS,
    run: () => pruneOperatorSessions(jobsDb),
  });
  jobs.every({
    kind: 'prune-idempotency',
    everyMs: HOUR_MS,
    run: () => pruneIdempotentRequests(jobsDb, config.idempotencyTtlHours),
  });
  jobs.every({
    kind: 'forget-contact-addresses',
    everyMs: HOUR_MS,
    run: (now) => forgetContactAddresses(jobsDb, now),
  });
  // A body written by a node of an older version (during a rolling upgrade) gets its blocks here.
  jobs.every({
    kind: 'store-parsed-bodies',
    everyMs: 10 * 60_000,
    run: () => storeMissingBodies(jobsDb, app.log),
  });
  jobs.every({
    kind: 'prune-jobs',
    everyMs: HOUR_MS,
    run: (now) => pruneFinishedJobs(jobsDb, config.jobs.retentionDays, now),
  });

  const consoleRouteTable: ConsoleRoute[] = [];
  app.decorate('consoleRoutes', consoleRouteTable);
  // Every route with who may call it, as registered: the authorization matrix test reads it.
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const auth = (route.config as { auth?: RegisteredRoute['auth'] } | undefined)?.auth ?? 'none';
    // A player's write, whatever it changed, makes this node and every other one read that
    // player's facts again (player-facts.ts), before its answer leaves: the player's next read
    // sees what the write did. Only write routes carry the hook; reads pay nothing for it.
    // An operator's write (an adjustment, an edited prize or campaign) may change any player's
    // facts: every node reads them again.
    if (
      route.url.startsWith(`${API_PREFIX}/console/`) &&
      methods.some((method) => !READ_METHODS.has(method))
    ) {
      appendOnSend(route, () => playerFacts.changedAll());
    }
    if (auth !== 'none' && methods.some((method) => !READ_METHODS.has(method))) {
      appendOnSend(route, (request) => {
        if (request.session) playerFacts.changed(request.session.user.id);
      });
    }
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        auth,
        refusedDuringMaintenance: refusedDuringMaintenance(
          { method, url: route.url, config: route.config },
          PLAYER_API,
        ),
      });
    }
  });

  answerNodeEdges(app);
  logRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Before the envelope: its hook merges query parameters into the body this one judges.
  await app.register(requestBodyPlugin);
  await app.register(envelopePlugin);
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
  });
  await app.register(overloadPlugin, {
    ...config.overload,
    dbStats: () => db.stats(),
    dbWaits: db.observeWaits?.bind(db),
    ...deps.overload,
  });
  await app.register(maintenanceGatePlugin, {
    inMaintenance: () => siteSettings.inMaintenance(),
    scope: PLAYER_API,
  });
  await app.register(metricsPlugin, { db, token: config.metricsToken });
  await app.register(httpCachePlugin);
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'points-rl:' } : {}),
    skipOnError: true,
  });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  await app.register(authPlugin, { db, policy: config.session, sessions });
  await app.register(jobsPlugin, { runner: jobs, enabled: config.jobs.enabled });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, lifecycle });
      await api.register(authRoutes, {
        db,
        identity: deps.identity,
        policy: config.session,
        sessions,
        clientId: config.oidc.clientId,
        publicUrl: config.publicUrl,
        loginRateLimitPerMinute: config.rateLimit.loginPerMinute,
      });
      await api.register(pointRoutes, { facts: playerFacts, db, ledger, history, clock });
      await api.register(siteRoutes, {
        siteSettings,
        whatIsPointUrl: config.site.whatIsPointUrl,
        linkGameGuideUrl: config.site.linkGameGuideUrl,
        privacyUrl: config.oidc.privacyUrl,
        termsUrl: config.oidc.termsUrl,
        gamesStoreUrl: config.site.gamesStoreUrl,
      });
      await api.register(contactRoutes, {
        db,
        perHour: config.rateLimit.contactPerHour,
        // Keys the hash of a sender's address with a secret every deployment has.
        clientKeySecret: config.oidc.clientSecret,
        clock,
      });
      await api.register(itemRoutes, {
        facts: playerFacts,
        db,
        ledger,
        gateway,
        catalogue,
        clock,
        jobs,
        history,
        delivery: config.delivery,
        gameAccounts,
      });
      await api.register(contentRoutes, { facts: playerFacts, db, content, clock });
      await api.register(couponRoutes, {
        facts: playerFacts,
        db,
        ledger,
        catalogue: coupons,
        stock: couponStock,
        jobs,
        history,
        clock,
      });
      await api.register(campaignRoutes, {
        facts: playerFacts,
        db,
        ledger,
        catalogue: campaigns,
        gateway,
        gameAccounts,
        progress: goalProgress,
        history,
        clock,
      });
      await api.register(lotteryRoutes, {
        facts: playerFacts,
        db,
        ledger,
        catalogue: lotteries,
        gateway,
        jobs,
        history,
        clock,
        delivery: config.delivery,
        addressUrl: config.oidc.addressUrl,
        addressRetentionDays: config.lotteryAddressRetentionDays,
      });
      await api.register(festivalRoutes, { db, catalogue: festivals, jobs, history, clock });
      await api.register(gamesStoreRoutes, {
        db,
        gameAccounts,
        storeUrl: config.site.gamesStoreUrl,
      });
      await api.register(consoleRoutes, {
        prefix: '/console',
        config,
        db,
        ledger,
        clock,
        jobs,
        gateway,
        history,
        content,
        coupons,
        campaigns,
        lotteries,
        festivals,
        gameAccounts,
        goalProgress,
        catalogue,
        siteSettings,
        identity: deps.consoleIdentity ?? unavailableConsoleIdentity,
        table: consoleRouteTable,
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  await app.register(consoleSpaPlugin, { dist: config.console.dist });
  await app.register(spaPlugin, { webDist: config.webDist });
  return app;
}

/** Adds `hook` after the route's own onSend hooks: it runs before the answer leaves. */
function appendOnSend(route: RouteOptions, hook: (request: FastifyRequest) => void): void {
  const own = Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : [];
  route.onSend = [
    ...own,
    (request, _reply, payload, done) => {
      hook(request);
      done(null, payload);
    },
  ];
}
