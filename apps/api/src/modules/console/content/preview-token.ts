import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@points/contracts';
import { AppError } from '../../../errors';

/** How long a preview link works: long enough to look, short enough not to be shared around. */
export const PREVIEW_TOKEN_TTL_MS = 5 * 60_000;

/**
 * Preview tokens are signed, not stored: any API node checks one with the shared secret, and the
 * player site never holds the operator's token. One token opens one content until it expires.
 */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('content-preview-token/v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** A token that lets its holder preview the content `contentId` until `now` + the TTL. */
export function mintPreviewToken(
  secret: string,
  contentId: number,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TOKEN_TTL_MS);
  const payload = Buffer.from(JSON.stringify({ c: contentId, e: expiresAt.getTime() })).toString(
    'base64url',
  );
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

const refused = () =>
  new AppError(ERROR_CODES.GENERIC_ERROR, 'preview token refused', {
    details: { reason: 'preview_token_invalid' },
  });

/** Checks that `token` is ours, unexpired and for `contentId`; else 4049 `preview_token_invalid`. */
export function checkPreviewToken(
  secret: string,
  token: string,
  contentId: number,
  now: Date,
): void {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) throw refused();
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
  let claims: { c?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw refused();
  }
  if (claims.c !== contentId || typeof claims.e !== 'number' || claims.e <= now.getTime()) {
    throw refused();
  }
}
