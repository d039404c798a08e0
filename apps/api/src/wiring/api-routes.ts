import type { FastifyInstance } from 'fastify';
import type { OperatorClaims } from '@points/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { GameAccountCache } from '../integrations/game-platform/game-accounts';
import type { GamePlatformGateway } from '../integrations/game-platform/types';
import type { IdentityProvider } from '../integrations/identity/identity-provider';
import type { JobRunner } from '../jobs/job-runner';
import { authRoutes } from '../modules/auth/routes';
import type { GoalProgressReader } from '../modules/campaigns/goal-progress';
import { campaignRoutes } from '../modules/campaigns/routes';
import type { ConsoleRoute } from '../modules/console/console-access';
import { consoleRoutes } from '../modules/console/routes';
import { contactRoutes } from '../modules/contact/routes';
import { couponRoutes } from '../modules/coupons/routes';
import { festivalRoutes } from '../modules/festival/routes';
import { gamesStoreRoutes } from '../modules/games-store/routes';
import { healthRoutes, type NodeLifecycle } from '../modules/health/routes';
import { itemRoutes } from '../modules/items/routes';
import { lotteryRoutes } from '../modules/lottery/routes';
import { notificationRoutes } from '../modules/notifications/routes';
import type { HistoryRegistry } from '../modules/points/history-registry';
import type { Ledger } from '../modules/points/ledger';
import { pointRoutes } from '../modules/points/routes';
import { siteRoutes } from '../modules/site-config/routes';
import { contentRoutes } from '../modules/published-content/routes';
import type { Stores } from './stores';

/** Everything the routes are given: the stores, the services and the configuration. */
export interface ApiServices extends Stores {
  config: Config;
  db: Database;
  ledger: Ledger;
  clock: () => Date;
  jobs: JobRunner;
  history: HistoryRegistry;
  gateway: GamePlatformGateway;
  gameAccounts: GameAccountCache;
  goalProgress: GoalProgressReader;
  lifecycle: NodeLifecycle;
  identity: IdentityProvider;
  consoleIdentity: IdentityProvider<OperatorClaims>;
  /** The console's routes with their role rules, as registered. */
  consoleRouteTable: ConsoleRoute[];
}

/** Every route of the API (players' and the console's), each given what it reads. */
export async function apiRoutes(api: FastifyInstance, services: ApiServices) {
  const { config, db, ledger, clock, jobs, history, gateway, gameAccounts } = services;
  const facts = services.playerFacts;
  await api.register(healthRoutes, { db, lifecycle: services.lifecycle });
  await api.register(authRoutes, {
    db,
    identity: services.identity,
    policy: config.session,
    sessions: services.sessions,
    clientId: config.oidc.clientId,
    publicUrl: config.publicUrl,
    loginRateLimitPerMinute: config.rateLimit.loginPerMinute,
  });
  await api.register(pointRoutes, { facts, db, ledger, history, clock });
  await api.register(siteRoutes, {
    siteSettings: services.siteSettings,
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
    facts,
    db,
    ledger,
    gateway,
    catalogue: services.catalogue,
    clock,
    jobs,
    history,
    delivery: config.delivery,
    gameAccounts,
  });
  await api.register(contentRoutes, { facts, db, content: services.content, clock });
  await api.register(couponRoutes, {
    facts,
    db,
    ledger,
    catalogue: services.coupons,
    stock: services.couponStock,
    jobs,
    history,
    clock,
  });
  await api.register(campaignRoutes, {
    facts,
    db,
    ledger,
    catalogue: services.campaigns,
    gateway,
    gameAccounts,
    progress: services.goalProgress,
    history,
    clock,
  });
  await api.register(lotteryRoutes, {
    facts,
    db,
    ledger,
    catalogue: services.lotteries,
    gateway,
    jobs,
    history,
    clock,
    delivery: config.delivery,
    addressUrl: config.oidc.addressUrl,
    addressRetentionDays: config.lotteryAddressRetentionDays,
    numbering: config.lotteryNumbering,
  });
  await api.register(festivalRoutes, {
    db,
    catalogue: services.festivals,
    jobs,
    history,
    clock,
  });
  // After the features: it names what notifications are about through their history resolvers.
  await api.register(notificationRoutes, {
    facts,
    db,
    history,
    clock,
    jobs,
    email: config.email,
    publicUrl: config.publicUrl,
  });
  await api.register(gamesStoreRoutes, { db, gameAccounts, storeUrl: config.site.gamesStoreUrl });
  await api.register(consoleRoutes, {
    prefix: '/console',
    config,
    db,
    ledger,
    clock,
    jobs,
    gateway,
    history,
    content: services.content,
    coupons: services.coupons,
    campaigns: services.campaigns,
    lotteries: services.lotteries,
    festivals: services.festivals,
    gameAccounts,
    goalProgress: services.goalProgress,
    catalogue: services.catalogue,
    siteSettings: services.siteSettings,
    identity: services.consoleIdentity,
    table: services.consoleRouteTable,
  });
}
