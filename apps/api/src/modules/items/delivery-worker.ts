import type { Database } from '../../db/database';
import type { GamePlatformGateway } from '../../integrations/game-platform/gateway';
import type { Ledger } from '../points/ledger';

export interface DeliveryPolicy {
  /** Attempts before a delivery that keeps failing for a while is given up and refunded. */
  maxAttempts: number;
  /** First retry delay; each further one doubles, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a worker holds a delivery before another may take it over. */
  leaseMs: number;
  batchSize: number;
  /** Deliveries in flight at once: enough to hide the platform's latency, few enough to leave
   * the database pool to players' requests. */
  concurrency: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  backoffMs: 1000,
  maxBackoffMs: 5 * 60_000,
  leaseMs: 30_000,
  batchSize: 50,
  concurrency: 4,
};

interface Claimed {
  exchange_id: string;
  attempts: number;
  user_id: string;
  content_id: string;
  game_user_id: string;
  sku: string;
  platform: 'steam' | 'mobile';
  debit_entry_id: number;
}

export interface DeliveryRun {
  claimed: number;
  delivered: number;
  retried: number;
  refunded: number;
}

/**
 * One pass of the delivery worker: takes a batch of due deliveries under a lease (SKIP LOCKED,
 * so nodes never take the same one), sends each to the game platform with the exchange id as
 * delivery id (the platform delivers an id at most once), then marks it delivered, schedules a
 * retry with backoff, or refunds the debit and marks it refunded. A crash anywhere leaves the
 * row in the outbox; its lease runs out and a worker picks it up again.
 */
export async function runDeliveryBatch(
  deps: { db: Database; ledger: Ledger; gateway: GamePlatformGateway; clock: () => Date },
  policy: DeliveryPolicy = DEFAULT_DELIVERY_POLICY,
): Promise<DeliveryRun> {
  const now = deps.clock();
  const { rows } = await deps.db.query<Claimed>(
    `WITH due AS (
       SELECT exchange_id FROM delivery_outbox
        WHERE available_at <= $1 AND (leased_until IS NULL OR leased_until <= $1)
        ORDER BY available_at
        LIMIT $2
        FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE delivery_outbox o
          SET leased_until = $1::timestamptz + make_interval(secs => $3::double precision / 1000),
              attempts = o.attempts + 1
         FROM due WHERE o.exchange_id = due.exchange_id
       RETURNING o.exchange_id, o.attempts
     )
     SELECT c.exchange_id, c.attempts, x.user_id, x.content_id, x.game_user_id, x.sku,
            x.platform, x.debit_entry_id
       FROM claimed c JOIN item_exchanges x ON x.id = c.exchange_id`,
    [now, policy.batchSize, policy.leaseMs],
  );
  const run: DeliveryRun = { claimed: rows.length, delivered: 0, retried: 0, refunded: 0 };
  const queue = [...rows];
  const delivered: Claimed[] = [];
  await Promise.all(
    Array.from({ length: Math.min(policy.concurrency, queue.length) }, async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
        const outcome = await deliverOne(deps, policy, delivery);
        if (outcome === 'delivered') delivered.push(delivery);
        run[outcome]++;
      }
    }),
  );
  if (delivered.length > 0) await markDelivered(deps, delivered);
  return run;
}

/**
 * Marks the batch's deliveries done, in one statement (one round trip, atomic without a
 * transaction block). A crash before it leaves them in the outbox: they are sent again under
 * the same delivery id, which the platform delivers at most once.
 */
async function markDelivered(deps: { db: Database; clock: () => Date }, batch: Claimed[]) {
  await deps.db.query(
    `WITH batch AS (
       SELECT * FROM unnest($1::uuid[], $2::int[]) AS b(id, attempts)
     ), done AS (
       UPDATE item_exchanges x SET status = 'delivered', attempts = batch.attempts, settled_at = $3
         FROM batch WHERE x.id = batch.id AND x.status = 'queued'
     )
     DELETE FROM delivery_outbox o USING batch WHERE o.exchange_id = batch.id`,
    [batch.map((row) => row.exchange_id), batch.map((row) => row.attempts), deps.clock()],
  );
}

async function deliverOne(
  deps: { db: Database; ledger: Ledger; gateway: GamePlatformGateway; clock: () => Date },
  policy: DeliveryPolicy,
  delivery: Claimed,
): Promise<'delivered' | 'retried' | 'refunded'> {
  let result = await deps.gateway
    .deliver({
      deliveryId: delivery.exchange_id,
      contentId: delivery.content_id,
      gameUserId: delivery.game_user_id,
      sku: delivery.sku,
      platform: delivery.platform,
    })
    .catch((error: unknown) => ({ ok: false as const, permanent: false, reason: String(error) }));

  if (!result.ok && !result.permanent && delivery.attempts >= policy.maxAttempts) {
    // Before giving up, make sure no earlier attempt got through after all.
    const delivered = await deps.gateway.wasDelivered(delivery.exchange_id).catch(() => null);
    if (delivered === null) {
      return retry(deps, policy, delivery, 'could not confirm the delivery state');
    }
    result = delivered ? { ok: true } : { ...result, permanent: true };
  }

  if (result.ok) return 'delivered';
  if (!result.permanent) return retry(deps, policy, delivery, result.reason);

  // Refused for good: the points go back, through the ledger, exactly once.
  await deps.db.transaction(async (tx) => {
    const still = await tx.query(
      `SELECT 1 FROM item_exchanges WHERE id = $1 AND status = 'queued' FOR UPDATE`,
      [delivery.exchange_id],
    );
    if (still.rows.length > 0) {
      const refund = await deps.ledger.refund(tx, {
        userId: delivery.user_id,
        debitEntryId: delivery.debit_entry_id,
        reason: 'exchange_refund',
        now: deps.clock(),
      });
      await tx.query(
        `UPDATE item_exchanges
            SET status = 'refunded', refund_entry_id = $2, attempts = $3, last_error = $4,
                settled_at = $5
          WHERE id = $1`,
        [delivery.exchange_id, refund.id, delivery.attempts, result.reason, deps.clock()],
      );
    }
    await tx.query('DELETE FROM delivery_outbox WHERE exchange_id = $1', [delivery.exchange_id]);
  });
  return 'refunded';
}

async function retry(
  deps: { db: Database; clock: () => Date },
  policy: DeliveryPolicy,
  delivery: Claimed,
  reason: string,
): Promise<'retried'> {
  const base = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (delivery.attempts - 1));
  // Jitter keeps a platform that just recovered from being hit by every retry at once.
  const delay = Math.round(base * (0.75 + Math.random() * 0.5));
  await deps.db.query(
    `WITH outbox AS (
       UPDATE delivery_outbox
          SET available_at = $2::timestamptz + make_interval(secs => $3::double precision / 1000),
              leased_until = NULL
        WHERE exchange_id = $1
     )
     UPDATE item_exchanges SET attempts = $4, last_error = $5 WHERE id = $1`,
    [delivery.exchange_id, deps.clock(), delay, delivery.attempts, reason],
  );
  return 'retried';
}

/**
 * Runs delivery passes in the background: shortly after an exchange (`nudge`), and every
 * `pollMs` otherwise. Nudges within `lingerMs` of each other share one pass, so under load a
 * pass carries a batch rather than one delivery (fewer statements and commits per exchange).
 * Returns the controls; `stop` waits for the pass under way.
 */
export function startDeliveryWorker(
  deps: {
    db: Database;
    ledger: Ledger;
    gateway: GamePlatformGateway;
    clock: () => Date;
    onError: (error: unknown) => void;
  },
  options: { pollMs: number; lingerMs?: number; policy?: DeliveryPolicy },
): { nudge(): void; stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lingering: NodeJS.Timeout | undefined;

  const pass = async () => {
    do {
      again = false;
      try {
        const run = await runDeliveryBatch(deps, options.policy);
        // A full batch means more may be waiting: go on without waiting for the timer.
        if (run.claimed === (options.policy ?? DEFAULT_DELIVERY_POLICY).batchSize) again = true;
      } catch (error) {
        deps.onError(error);
      }
    } while (again && !stopped);
  };
  const trigger = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(trigger, options.pollMs);
    timer.unref();
  };
  schedule();

  return {
    nudge() {
      if (stopped || lingering) return;
      lingering = setTimeout(() => {
        lingering = undefined;
        trigger();
      }, options.lingerMs ?? 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(lingering);
      await running;
    },
  };
}
