import { ERROR_CODES, type ErrorCode } from '@points/contracts';

/** A domain failure the player is told about by its catalogue code (SPEC.md §8). */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly catalogueCode: ErrorCode,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? `status_code ${catalogueCode}`, options);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export { ERROR_CODES };
