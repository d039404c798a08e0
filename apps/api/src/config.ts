import path from 'node:path';
import { DEFAULT_POINTS_EXPIRY_DAYS } from '@points/contracts';
import { z } from 'zod';

/**
 * The environment that turns shedding off altogether: for tests that send many parallel requests
 * on purpose, and benchmarks that measure capacity.
 */
export const NO_SHEDDING = {
  OVERLOAD_TARGET_DB_WAIT_MS: '0',
  OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS: '0',
} as const;

/** Shedding's former thresholds, refused so that a deployment still setting them hears of it. */
const RENAMED = {
  OVERLOAD_MAX_DB_WAIT_MS: 'OVERLOAD_TARGET_DB_WAIT_MS',
  OVERLOAD_MAX_DB_WAITING: 'OVERLOAD_TARGET_DB_WAIT_MS',
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: 'OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS',
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: 'OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS',
} as const;

const DEV_CLIENT_SECRET = 'dev-only-secret-change-me';
const DEV_CONSOLE_SECRET = 'dev-only-console-secret-change-me';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/** Environment variables the API reads, with their defaults (docs/configuration.md lists them). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
    IDP_PORT: z.coerce.number().int().min(0).max(65_535).default(8081),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('.data'),
    DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    // 0 turns the bound off. A connection's wait (5 s) and a query's (10 s) stay under the SPA's
    // 16 s, so that a player gets an answer of ours rather than the browser's timeout.
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    SEED_DEMO: bool.optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).default('points-web'),
    OIDC_CLIENT_SECRET: z.string().min(1).default(DEV_CLIENT_SECRET),
    CONSOLE_OIDC_CLIENT_ID: z.string().min(1).default('points-console'),
    CONSOLE_OIDC_CLIENT_SECRET: z.string().min(1).default(DEV_CONSOLE_SECRET),
    CONSOLE_SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 3600),
    CONSOLE_DIST: z.string().optional(),
    OIDC_PRIVACY_URL: optionalUrl,
    OIDC_TERMS_URL: optionalUrl,
    OIDC_ADDRESS_URL: optionalUrl,
    LOTTERY_ADDRESS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    LOTTERY_NUMBERING_INLINE_MAX: z.coerce.number().int().min(0).default(20_000),
    LOTTERY_NUMBERING_BATCH: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
    WHAT_IS_POINT_URL: z.string().optional(),
    LINK_GAME_GUIDE_URL: z.string().optional(),
    GAMES_STORE_URL: z.url().optional(),
    CONTENT_REFRESH_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
    MAINTENANCE: bool.optional(),
    CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
    REDIS_URL: optionalUrl,
    METRICS_TOKEN: z.string().min(16).optional(),
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    TOKEN_ROTATE_SECONDS: z.coerce.number().int().positive().default(3600),
    TOKEN_GRACE_SECONDS: z.coerce.number().int().nonnegative().default(60),
    SESSION_TTL_SECONDS: z.coerce.number().int().positive().default(15_552_000),
    // How long a node trusts a session it read (0 = ask the database on every request).
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    // How long a node trusts a player's own facts it read (balance, limits, claims, read marks)
    // while the player writes nothing (0 = ask the database on every signed-in read).
    PLAYER_FACTS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    // A node sheds while a queue's delay stays above its target for a whole interval (CoDel);
    // 0 turns a target off. The database's is off on PGlite, whose one connection always has a
    // queue.
    OVERLOAD_INTERVAL_MS: z.coerce.number().int().positive().max(10_000).default(100),
    OVERLOAD_TARGET_DB_WAIT_MS: z.coerce.number().nonnegative().optional(),
    // 50 ms on PostgreSQL; off on PGlite, which runs every query on the event loop itself (its
    // lateness there is the database working, not a queue: shedding it turned players away).
    OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS: z.coerce.number().nonnegative().optional(),
    POINTS_EXPIRY_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(DEFAULT_POINTS_EXPIRY_DAYS),
    POINTS_REFUND_GRACE_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    EXPIRY_JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
    IDEMPOTENCY_TTL_HOURS: z.coerce.number().int().min(24).default(48),
    GAME_PLATFORM_URL: optionalUrl,
    GAME_SIM_LATENCY_MS: z.coerce.number().int().nonnegative().default(0),
    GAME_SIM_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    GAME_SIM_PERMANENT_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    GAME_SIM_MAINTENANCE: z.string().default('false'),
    GAME_SIM_DELETED_ACCOUNTS: z.string().default(''),
    JOBS_ENABLED: bool.optional(),
    JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
    JOB_LINGER_MS: z.coerce.number().int().nonnegative().default(25),
    JOB_LEASE_MS: z.coerce.number().int().positive().default(30_000),
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
    JOB_DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(2),
    JOB_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
    DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
    DELIVERY_BACKOFF_MS: z.coerce.number().int().positive().default(1000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(5000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
    // How long a visitor's public read is sent again as it was answered (0 = never kept).
    VISITOR_ANSWER_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    WEB_DIST: z.string().optional(),
    SMTP_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^smtps?$/ }).optional(),
    ),
    MAIL_FROM: z.string().min(3).max(320).optional(),
    MAIL_UNSUBSCRIBE_MAILTO: z.email().optional(),
    EMAIL_BATCH_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.OIDC_CLIENT_SECRET === DEV_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_SECRET'],
        message: 'must be set in production; the default is for local development only',
      });
    }
    if (env.NODE_ENV === 'production' && env.CONSOLE_OIDC_CLIENT_SECRET === DEV_CONSOLE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONSOLE_OIDC_CLIENT_SECRET'],
        message: 'must be set in production; the default is for local development only',
      });
    }
    if (env.NODE_ENV === 'production' && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be set in production; the local dev provider is not a real issuer',
      });
    }
  });

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  database: {
    url: string | undefined;
    dataDir: string;
    poolSize: number;
    /** How long a request waits for a PostgreSQL connection before it fails (503). */
    connectTimeoutMs: number;
    /** How long a PostgreSQL query may go unanswered before it fails (503); 0: no bound. */
    queryTimeoutMs: number;
    seedDemo: boolean;
  };
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    privacyUrl: string;
    termsUrl: string;
    /** The provider's page where a player corrects their shipping address. */
    addressUrl: string;
    /** Plain-http issuers are refused except for the local dev provider. */
    allowInsecureIssuer: boolean;
  };
  /** The operator console: its own OpenID client, sessions and build (apps/console). */
  console: {
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    sessionTtlSeconds: number;
    dist: string;
  };
  idpPort: number;
  redisUrl: string | undefined;
  /** Bearer token of `GET /metrics` (Prometheus); unset: no metrics route. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long health answers `draining` before the node stops accepting. */
  drainDelayMs: number;
  corsOrigins: string[];
  /** Fastify's trustProxy: false, true, or the addresses (CIDR) of the load balancers. */
  trustProxy: boolean | string[];
  logLevel: string;
  /** `pretty`: one coloured line per entry, for a terminal (development); `json` for machines. */
  logFormat: 'json' | 'pretty';
  session: { rotateSeconds: number; graceSeconds: number; ttlSeconds: number };
  /** How long a node keeps a session it read before asking the database again (0: never kept). */
  sessionCacheMs: number;
  /** How long a node keeps a player's facts it read, until the player writes (0: never kept). */
  playerFactsCacheMs: number;
  rateLimit: { loginPerMinute: number; contactPerHour: number };
  site: {
    maintenance: boolean;
    whatIsPointUrl: string;
    linkGameGuideUrl: string;
    /** The publisher's games store the landing (/general) leads to. */
    gamesStoreUrl: string;
  };
  /** How stale content may be on a node: it asks the database for changes at most this often. */
  contentRefreshMs: number;
  /** When a node sheds requests (plugins/overload.ts); a target of 0 is off. */
  overload: {
    intervalMs: number;
    dbWaitTargetMs: number;
    eventLoopTargetMs: number;
  };
  points: { expiryDays: number; refundGraceDays: number; expiryJobIntervalSeconds: number };
  idempotencyTtlHours: number;
  /** Days a winner's confirmed address is kept after shipping (or after the deadline). */
  lotteryAddressRetentionDays: number;
  /** How a draw writes its ticket numbers (modules/lottery/ticket-numbers.ts). */
  lotteryNumbering: { inlineMax: number; batchSize: number };
  gamePlatform: {
    /** The real platform's API; unset runs the in-process simulator. */
    url: string | undefined;
    simulator: {
      latencyMs: number;
      failureRate: number;
      permanentFailureRate: number;
      maintenance: boolean | string[];
      deletedAccounts: string[];
    };
  };
  jobs: {
    /** Off: this node runs no background work (tests drive the runner themselves). */
    enabled: boolean;
    pollMs: number;
    lingerMs: number;
    leaseMs: number;
    concurrency: number;
    /** The runner's own PostgreSQL connections, beside the requests' `database.poolSize`. */
    poolSize: number;
    retentionDays: number;
  };
  delivery: { maxAttempts: number; backoffMs: number };
  http: {
    /** A request's headers and body must have arrived within this, or the connection is closed. */
    requestTimeoutMs: number;
    /** How long an idle keep-alive connection is kept (above the load balancer's idle timeout). */
    keepAliveTimeoutMs: number;
    /** How long a visitor's public read is sent again whole (plugins/visitor-answers.ts); 0 off. */
    visitorAnswerMs: number;
  };
  webDist: string;
  /** Notifications by e-mail (docs/configuration.md, docs/features/notifications.md). */
  email: {
    /** Unset: no e-mail is made or sent (`npm start` points it at its local catcher). */
    smtpUrl: string | undefined;
    from: string;
    unsubscribeMailto: string | undefined;
    batchIntervalMs: number;
    sendIntervalMs: number;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the configuration once at start-up; a bad value stops the start with a clear message. */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): Config {
  const parsed = EnvSchema.safeParse(source);
  const renamed = Object.entries(RENAMED)
    .filter(([old]) => source[old] !== undefined)
    .map(
      ([old, now]) =>
        `  ${old}: no longer read; shedding is set with ${now} (docs/configuration.md)`,
    );
  if (!parsed.success || renamed.length > 0) {
    const lines = [
      ...(parsed.success ? [] : parsed.error.issues).map(
        (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
      ),
      ...renamed,
    ];
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const issuer = env.OIDC_ISSUER ?? `http://localhost:${env.IDP_PORT}`;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    database: {
      url: env.DATABASE_URL,
      dataDir: path.resolve(root, env.DATA_DIR, 'pglite'),
      poolSize: env.DB_POOL_SIZE,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    },
    oidc: {
      issuer,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/token`,
      privacyUrl: env.OIDC_PRIVACY_URL ?? `${issuer}/privacy`,
      termsUrl: env.OIDC_TERMS_URL ?? `${issuer}/terms`,
      addressUrl: env.OIDC_ADDRESS_URL ?? `${issuer}/account/address`,
      allowInsecureIssuer: env.NODE_ENV !== 'production' && issuer.startsWith('http:'),
    },
    console: {
      clientId: env.CONSOLE_OIDC_CLIENT_ID,
      clientSecret: env.CONSOLE_OIDC_CLIENT_SECRET,
      redirectUri: `${publicUrl}/console/callback`,
      sessionTtlSeconds: env.CONSOLE_SESSION_TTL_SECONDS,
      dist: path.resolve(root, env.CONSOLE_DIST ?? 'apps/console/dist'),
    },
    idpPort: env.IDP_PORT,
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    drainDelayMs: env.DRAIN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    corsOrigins: splitList(env.CORS_ORIGINS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json'),
    session: {
      rotateSeconds: env.TOKEN_ROTATE_SECONDS,
      graceSeconds: env.TOKEN_GRACE_SECONDS,
      ttlSeconds: env.SESSION_TTL_SECONDS,
    },
    sessionCacheMs: env.SESSION_CACHE_MS,
    playerFactsCacheMs: env.PLAYER_FACTS_CACHE_MS,
    rateLimit: {
      loginPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
      contactPerHour: env.CONTACT_RATE_LIMIT_PER_HOUR,
    },
    site: {
      maintenance: env.MAINTENANCE ?? false,
      whatIsPointUrl: env.WHAT_IS_POINT_URL ?? `${issuer}/guide/points/{lang}`,
      linkGameGuideUrl: env.LINK_GAME_GUIDE_URL ?? `${issuer}/guide/link-game/{lang}`,
      gamesStoreUrl: env.GAMES_STORE_URL ?? `${issuer}/games-store`,
    },
    overload: {
      intervalMs: env.OVERLOAD_INTERVAL_MS,
      dbWaitTargetMs: env.OVERLOAD_TARGET_DB_WAIT_MS ?? (env.DATABASE_URL ? 10 : 0),
      eventLoopTargetMs: env.OVERLOAD_TARGET_EVENT_LOOP_DELAY_MS ?? (env.DATABASE_URL ? 50 : 0),
    },
    points: {
      expiryDays: env.POINTS_EXPIRY_DAYS,
      refundGraceDays: env.POINTS_REFUND_GRACE_DAYS,
      expiryJobIntervalSeconds: env.EXPIRY_JOB_INTERVAL_SECONDS,
    },
    idempotencyTtlHours: env.IDEMPOTENCY_TTL_HOURS,
    lotteryAddressRetentionDays: env.LOTTERY_ADDRESS_RETENTION_DAYS,
    lotteryNumbering: {
      inlineMax: env.LOTTERY_NUMBERING_INLINE_MAX,
      batchSize: env.LOTTERY_NUMBERING_BATCH,
    },
    gamePlatform: {
      url: env.GAME_PLATFORM_URL,
      simulator: {
        latencyMs: env.GAME_SIM_LATENCY_MS,
        failureRate: env.GAME_SIM_FAILURE_RATE,
        permanentFailureRate: env.GAME_SIM_PERMANENT_FAILURE_RATE,
        maintenance: parseMaintenance(env.GAME_SIM_MAINTENANCE),
        deletedAccounts: splitList(env.GAME_SIM_DELETED_ACCOUNTS),
      },
    },
    jobs: {
      enabled: env.JOBS_ENABLED ?? true,
      pollMs: env.JOB_POLL_MS,
      lingerMs: env.JOB_LINGER_MS,
      leaseMs: env.JOB_LEASE_MS,
      concurrency: env.JOB_CONCURRENCY,
      poolSize: env.JOB_DB_POOL_SIZE,
      retentionDays: env.JOB_RETENTION_DAYS,
    },
    delivery: { maxAttempts: env.DELIVERY_MAX_ATTEMPTS, backoffMs: env.DELIVERY_BACKOFF_MS },
    contentRefreshMs: env.CONTENT_REFRESH_MS,
    http: {
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      visitorAnswerMs: env.VISITOR_ANSWER_MS,
    },
    webDist: path.resolve(root, env.WEB_DIST ?? 'apps/web/dist'),
    email: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Pitch Points <no-reply@${new URL(publicUrl).hostname}>`,
      unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO,
      batchIntervalMs: env.EMAIL_BATCH_INTERVAL_SECONDS * 1000,
      sendIntervalMs: env.EMAIL_SEND_INTERVAL_SECONDS * 1000,
    },
  };
}

const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return splitList(value);
}

/** `true`/`false`, or the content ids of the games under maintenance. */
function parseMaintenance(value: string): boolean | string[] {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return splitList(value);
}
