import type { InjectOptions } from 'fastify';
import type { OperatorRole } from '@points/contracts';
import type { Database } from '../../db/database';

/**
 * A console write (or export) that succeeds, for the test that every write and every export
 * leaves exactly one audit row: each area lists one per write route and per export route (a GET
 * ending in `.csv` or `/export`) in its `<area>/write-samples.ts`, and the test fails for a route
 * without one.
 */
export interface WriteSample {
  /** The route as registered, e.g. `PUT /api/v1/console/maintenance`. */
  route: string;
  /** The weakest role allowed to make the write. */
  role: OperatorRole;
  /** The audit action the write records; null for a POST that only reads (a CSV preview). */
  action: string | null;
  /** Makes what the write needs (a content, a player) and returns the request to send. */
  prepare: (
    db: Database,
  ) => Promise<Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }>;
}
