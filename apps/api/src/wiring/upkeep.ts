import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { JobRunner } from '../jobs/job-runner';
import { pruneFinishedJobs } from '../jobs/prune-jobs';
import { pruneEndedSessions } from '../modules/auth/session-store';
import { CAMPAIGN_BODIES } from '../modules/campaigns/save-campaign';
import { forgetContactAddresses } from '../modules/contact/send-contact-message';
import { pruneOperatorSessions } from '../modules/console/operator-sessions';
import { storeParsedBodies, type BodyTable } from '../modules/texts/parsed-bodies';
import { pruneIdempotentRequests } from '../modules/idempotency/run-idempotent';
import { expiryNoticesTask } from '../modules/notifications/expiry-notices';
import { pointsExpiryTask } from '../modules/points/expire-points';
import type { Ledger } from '../modules/points/ledger';
import { CONTENT_BODIES } from '../modules/published-content/check-draft';

const HOUR_MS = 3_600_000;

/** Every table with Markdown bodies, whose blocks are parsed when written and stored. */
export const BODY_TABLES: readonly BodyTable[] = [CONTENT_BODIES, CAMPAIGN_BODIES];

/** The upkeep jobs: they change nothing a player's page shows. */
export const UPKEEP_KINDS = new Set([
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
export function storeMissingBodies(db: Database, log: FastifyBaseLogger): Promise<number> {
  return storeParsedBodies(db, BODY_TABLES, (refused) =>
    log.warn(
      { table: refused.table, id: refused.id, language: refused.language, field: refused.field },
      `a stored body is shown as plain text: ${refused.message}`,
    ),
  );
}

/** Periodic upkeep, each run once a period by one node of the cluster, on the runner's pool. */
export function scheduleUpkeep(
  jobs: JobRunner,
  deps: { db: Database; ledger: Ledger; log: FastifyBaseLogger; config: Config },
): void {
  const { db, ledger, log, config } = deps;
  jobs.every(pointsExpiryTask({ db, ledger, log }, config.points.expiryJobIntervalSeconds * 1000));
  // Points expiring within 7 days (and 1 day) and held coupons within 3: notified once each.
  jobs.every(expiryNoticesTask({ db, log }, HOUR_MS));
  jobs.every({
    kind: 'prune-sessions',
    everyMs: HOUR_MS,
    run: () => pruneEndedSessions(db, 30 * 86_400),
  });
  jobs.every({
    kind: 'prune-operator-sessions',
    everyMs: HOUR_MS,
    run: () => pruneOperatorSessions(db),
  });
  jobs.every({
    kind: 'prune-idempotency',
    everyMs: HOUR_MS,
    run: () => pruneIdempotentRequests(db, config.idempotencyTtlHours),
  });
  jobs.every({
    kind: 'forget-contact-addresses',
    everyMs: HOUR_MS,
    run: (now) => forgetContactAddresses(db, now),
  });
  // A body written by a node of an older version (during a rolling upgrade) gets its blocks here.
  jobs.every({
    kind: 'store-parsed-bodies',
    everyMs: 10 * 60_000,
    run: () => storeMissingBodies(db, log),
  });
  jobs.every({
    kind: 'prune-jobs',
    everyMs: HOUR_MS,
    run: (now) => pruneFinishedJobs(db, config.jobs.retentionDays, now),
  });
}
