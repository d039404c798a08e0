import { ERROR_CODES, type ErrorCode } from '@points/contracts';

/** A domain failure the player is told about by its catalogue code (SPEC.md §8). */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly catalogueCode: ErrorCode,
    message?: string,
    options?: { cause?: unknown; details?: Record<string, string> },
  ) {
    super(message ?? `status_code ${catalogueCode}`, options);
    this.details = options?.details;
  }

  /** Fields the player's page needs beside the code (e.g. `reason` of a refused exchange). */
  readonly details: Record<string, string> | undefined;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export { ERROR_CODES };

/**
 * Another system (the game platform) did not answer in time or failed: answered 503, and never
 * stored as a request's answer, so the same request may be sent again once it is back.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly statusCode = 503;
}

/**
 * The database cannot be reached (a restart, a failover, connections terminated, no answer in
 * time): answered 503 like maintenance, since it is neither the client's mistake nor a bug of
 * ours, and never stored as a request's answer, so the same request (same Idempotency-Key) may
 * be sent again and is then done once, or answered as it was.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly statusCode = 503;
}

/**
 * Too many requests from one client: answered with `status_code: 504` (the catalogue's "high
 * traffic, try later") on HTTP 429 with `Retry-After`, as proxies and monitoring expect; a 5xx
 * would tell a load balancer the node is failing.
 */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError';
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}
