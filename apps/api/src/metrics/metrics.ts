import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database';

/**
 * The node's Prometheus metrics (prom-client), in one registry per process: counters that code
 * increments where things happen (requests, shed requests, idempotent replays), and gauges read
 * when Prometheus scrapes (the pool, the job queue, exchanges). docs/runbook.md says what an
 * operator does when each moves.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'points_' });

export const httpRequests = new Counter({
  name: 'points_http_requests_total',
  help: 'Requests answered, by route, method and HTTP status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'points_http_request_duration_seconds',
  help: 'Time to answer, by route, method and HTTP status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
  registers: [registry],
});

/** Each route, method and status's children of the two, bound once (labels are few). */
const answerChildren = new Map<
  string,
  { count: { inc(): void }; duration: { observe(value: number): void } }
>();

/** Counts one answer and its time. */
export function countAnswer(route: string, method: string, status: number, seconds: number): void {
  const key = `${method} ${status} ${route}`;
  let children = answerChildren.get(key);
  if (!children) {
    const labels = { route, method, status: String(status) };
    children = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
    answerChildren.set(key, children);
  }
  children.count.inc();
  children.duration.observe(seconds);
}

export const shedRequests = new Counter({
  name: 'points_shed_requests_total',
  help: 'Requests shed with 407 under pressure, by what was saturated',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const idempotentReplays = new Counter({
  name: 'points_idempotent_replays_total',
  help: 'Requests answered from a stored answer (the same Idempotency-Key sent again)',
  registers: [registry],
});

/** What the scrape-time gauges read: set by the app that owns the database. */
export interface MetricSources {
  pool: () => PoolStats;
  /** Cluster-wide figures from the database (the same on every node). */
  queue: () => Promise<QueueFigures>;
}

export interface QueueFigures {
  jobs: Array<{ kind: string; pending: number; oldest_seconds: number; failed: number }>;
  exchanges: Array<{ status: string; count: number }>;
}

let sources: MetricSources | undefined;

/** The app registers where its gauges read from (the last app built in a process wins). */
export function watch(next: MetricSources): void {
  sources = next;
}

new Gauge({
  name: 'points_db_pool_connections',
  help: 'Database connections of this node: total, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    if (!sources) return;
    const stats = sources.pool();
    this.set({ state: 'total' }, stats.total);
    this.set({ state: 'idle' }, stats.idle);
    this.set({ state: 'waiting' }, stats.waiting);
  },
});

new Gauge({
  name: 'points_db_pool_oldest_wait_seconds',
  help: 'How long the request waiting longest for a database connection has waited (0: none waits)',
  registers: [registry],
  collect() {
    if (sources) this.set(sources.pool().oldestWaitMs / 1000);
  },
});

// The queue's figures, read once per scrape (`metricsText`) for the four queue gauges.
let queue: QueueFigures = { jobs: [], exchanges: [] };

/** The exposition text, with the cluster-wide figures read from the database first. */
export async function metricsText(): Promise<string> {
  if (sources) {
    try {
      queue = await sources.queue();
    } catch {
      // The database is unreachable: the node's own metrics still matter most now.
      queue = { jobs: [], exchanges: [] };
    }
  }
  return registry.metrics();
}

new Gauge({
  name: 'points_jobs_pending',
  help: 'Jobs waiting to run (deliveries, draws, prize deliveries…), by kind, cluster-wide',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const job of queue.jobs) this.set({ kind: job.kind }, job.pending);
  },
});

new Gauge({
  name: 'points_jobs_oldest_pending_seconds',
  help: 'Age of the oldest due job not yet done, by kind, cluster-wide',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const job of queue.jobs) this.set({ kind: job.kind }, job.oldest_seconds);
  },
});

new Gauge({
  name: 'points_jobs_failed',
  help: 'Jobs that gave up (their last attempt failed), by kind, cluster-wide',
  labelNames: ['kind'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const job of queue.jobs) this.set({ kind: job.kind }, job.failed);
  },
});

new Gauge({
  name: 'points_item_exchanges',
  help: 'Item exchanges by status (queued, delivered, refunded), cluster-wide',
  labelNames: ['status'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const row of queue.exchanges) this.set({ status: row.status }, row.count);
  },
});
