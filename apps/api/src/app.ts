import { createRequire } from 'node:module';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { ERROR_CODES, type OperatorClaims } from '@points/contracts';
import type { Config } from './config';
import type { ChangeNotices } from './db/change-notices';
import type { Database } from './db/database';
import { AppError } from './errors';
import { checkedGateway } from './integrations/game-platform/checked-gateway';
import { createGateway } from './integrations/game-platform/create-gateway';
import {
  createGameAccountCache,
  type GameAccountCache,
} from './integrations/game-platform/game-accounts';
import type { PlatformLog } from './integrations/game-platform/platform-failure';
import type { GamePlatformGateway } from './integrations/game-platform/types';
import type { IdentityProvider } from './integrations/identity/identity-provider';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { jobsPlugin } from './jobs/jobs-plugin';
import { loggerOptions, logRequests, logsAt } from './logging';
import { countAnswer } from './metrics/metrics';
import { metricsPlugin } from './metrics/metrics-routes';
import { createGoalProgressReader } from './modules/campaigns/goal-progress';
import type { ConsoleRoute } from './modules/console/console-access';
import type { NodeLifecycle } from './modules/health/routes';
import { createLedger, type Ledger } from './modules/points/ledger';
import { createHistoryRegistry } from './modules/points/history-registry';
import { forgetPlayersOf } from './modules/users/player-facts';
import { authPlugin } from './plugins/auth';
import { consoleSpaPlugin } from './plugins/console-spa';
import { envelopePlugin } from './plugins/envelope';
import { httpCachePlugin, PUBLIC_READS } from './plugins/http-cache';
import { maintenanceGatePlugin, type PlayerApiScope } from './plugins/maintenance-gate';
import { answerClientError, answerNodeEdges } from './plugins/node-answers';
import { openapiPlugin } from './plugins/openapi';
import { overloadPlugin, type OverloadOptions } from './plugins/overload';
import { requestBodyPlugin } from './plugins/request-body';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';
import {
  createVisitorAnswers,
  requestIdOf,
  serverWithVisitorAnswers,
  visitorAnswersPlugin,
} from './plugins/visitor-answers';
import { apiRoutes } from './wiring/api-routes';
import { trackRoutes } from './wiring/route-table';
import { createStores, type Stores } from './wiring/stores';
import { scheduleUpkeep, UPKEEP_KINDS } from './wiring/upkeep';

export const API_PREFIX = '/api/v1';

/** The players' API: everything under the prefix but the operator console's. */
const PLAYER_API: PlayerApiScope = { prefix: `${API_PREFIX}/`, except: [`${API_PREFIX}/console/`] };

/** What the API is made of; each store absent is made from the configuration (`Stores`). */
export interface AppDependencies extends Partial<Stores> {
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
  /** The job runner; made from the configuration when absent. */
  jobs?: JobRunner;
  /** What the catalogue knows of game accounts; a cache over the gateway when absent. */
  gameAccounts?: GameAccountCache;
  /** Who signs in to the operator console; the console's sign-in answers 503 when absent. */
  consoleIdentity?: IdentityProvider<OperatorClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every console route with its role rule, as registered (the role-matrix test reads it). */
    consoleRoutes: ConsoleRoute[];
  }
}

const consoleSignInUnavailable = () =>
  Promise.reject(new AppError(ERROR_CODES.MAINTENANCE, 'console sign-in is not configured'));
const unavailableConsoleIdentity: IdentityProvider<OperatorClaims> = {
  serverInfo: consoleSignInUnavailable,
  exchangeCode: consoleSignInUnavailable,
  endSessionUrl: async () => null,
};

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
  const stores = createStores(config, db, notices, deps);
  const { playerFacts, siteSettings, sessions } = stores;
  // Visitors' public reads, sent again whole for a moment before any route runs; each one is
  // counted and logged as the app's own answers are.
  const visitorAnswers = createVisitorAnswers({
    ttlMs: config.http.visitorAnswerMs,
    onAnswer: ({ route, url, status, requestId, ms }) => {
      countAnswer(route, 'GET', status, ms / 1000);
      if (logsAt(app.log.level, 'info')) {
        const rounded = Math.round(ms);
        app.log.info(
          { request_id: requestId, method: 'GET', url, status, ms: rounded },
          `GET ${url} ${status} ${rounded} ms`,
        );
      }
    },
  });
  const app = Fastify({
    serverFactory: serverWithVisitorAnswers(visitorAnswers),
    logger: deps.logger ?? loggerOptions(config),
    // genReqId reads x-request-id itself, keeping only well-formed ids from callers.
    requestIdHeader: false,
    // One line per request (logRequests), instead of Fastify's two.
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: true,
    }),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
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
    // A request that reaches a node while it stops (one already on a kept-alive connection, or
    // pipelined behind one) is served: the node is whole until its close has ended, and Fastify's
    // own answer would be a bare 503 outside the envelope, which the player's write never learns
    // the outcome of. Each such answer says `Connection: close`, so the caller goes elsewhere next.
    return503OnClosing: false,
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
  scheduleUpkeep(jobs, { db: jobsDb, ledger, log: app.log, config });

  const consoleRouteTable: ConsoleRoute[] = [];
  app.decorate('consoleRoutes', consoleRouteTable);
  trackRoutes(app, {
    playerApi: PLAYER_API,
    consolePrefix: `${API_PREFIX}/console/`,
    playerFacts,
    onOperatorWrite: visitorAnswers.clear,
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
  // After the caching headers' plugin: what is kept carries them.
  await app.register(visitorAnswersPlugin, {
    answers: visitorAnswers,
    routes: new Set(PUBLIC_READS.keys()),
  });
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
      await apiRoutes(api, {
        ...stores,
        config,
        db,
        ledger,
        clock,
        jobs,
        history,
        gateway,
        gameAccounts,
        goalProgress,
        lifecycle,
        identity: deps.identity,
        consoleIdentity: deps.consoleIdentity ?? unavailableConsoleIdentity,
        consoleRouteTable,
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  await app.register(consoleSpaPlugin, { dist: config.console.dist });
  await app.register(spaPlugin, { webDist: config.webDist });
  return app;
}
