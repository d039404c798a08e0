/** The gateway's calls, as logs and failures name them. */
export type PlatformCall =
  'deliver' | 'wasDelivered' | 'accountStatus' | 'inMaintenance' | 'goalProgress';

/**
 * Why an answer was not taken: no answer in time, no connection, a redirect, an HTTP status the
 * call does not expect, a body over the size bound, or a body that is not the call's answer.
 */
export type PlatformFailureKind =
  'timeout' | 'unreachable' | 'redirect' | 'status' | 'too_large' | 'unparsable';

/** What the log says of a failed call: never the URL (it holds game user ids). */
export interface PlatformFailureReport {
  call: PlatformCall;
  failure: PlatformFailureKind;
  status?: number;
  /** The first characters of the body, at most `PREVIEW_CHARS`. */
  preview?: string;
}

export type PlatformLog = (report: PlatformFailureReport) => void;

export const PREVIEW_CHARS = 200;

/**
 * The game platform failed a call: like a timeout, never a success and never a default. Reads
 * turn it into a 503 for the player; deliveries into a temporary failure.
 */
export class PlatformFailure extends Error {
  override name = 'PlatformFailure';
  constructor(
    readonly call: PlatformCall,
    readonly failure: PlatformFailureKind,
    options?: { status?: number; cause?: unknown },
  ) {
    super(
      `game platform ${call}: ${failure}${options?.status ? ` (HTTP ${options.status})` : ''}`,
      options?.cause === undefined ? undefined : { cause: options.cause },
    );
  }
}

/** The first characters of an answer for the log, with control characters made visible. */
export function previewOf(body: string): string {
  // eslint-disable-next-line no-control-regex
  return body.slice(0, PREVIEW_CHARS).replace(/[\u0000-\u001f\u007f]/g, '?');
}
