import { DatabaseUnavailableError } from '../errors';

/**
 * SQLSTATEs of the server going away or refusing connections (a restart, a failover,
 * `pg_terminate_backend`, too many connections), not of a statement's mistake. 08P01 (protocol
 * violation) is left out: it is a bug of ours (a wrong parameter count), not an outage.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator, or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report a lost or refused connection with these messages only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Query read timeout$/,
  /^Client was closed and is not queryable$/,
];

/** Whether an error means the database is unreachable, rather than a statement having failed. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  // A socket error that gathers several (IPv4 and IPv6 refused, say).
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** The error a caller sees: a connection failure becomes `DatabaseUnavailableError` (503). */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionError(error)) return error;
  return new DatabaseUnavailableError('the database is unreachable', { cause: error });
}
