import { createHmac, randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { ContactRequest } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import { RateLimitedError } from '../../errors';

const HOUR_MS = 3_600_000;
// Crockford's base32: no I, L, O or U, so a reference read out over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference a person can read out: eight characters in two groups, "K7F2-9QXA". */
export function newReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The sender's address as a keyed hash: enough to count their messages, not to know the address. */
export function clientKeyOf(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('base64url');
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Stores what a player wrote to support and returns the reference they can quote. At most
 * `perHour` accepted messages per client address in an hour: counted under a lock on the
 * address's key, so parallel posts cannot slip past it, and refused forms do not count.
 */
export async function sendContactMessage(
  db: Database,
  message: z.output<typeof ContactRequest>,
  sender: { userId: string | null; clientKey: string; perHour: number; now: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`contact:${sender.clientKey}`]);
    const since = new Date(sender.now.getTime() - HOUR_MS);
    const { rows } = await tx.query<{ sent: number; oldest: Date | null }>(
      `SELECT count(*)::int AS sent, min(created_at) AS oldest FROM contact_messages
        WHERE client_key = $1 AND created_at > $2`,
      [sender.clientKey, since],
    );
    const { sent, oldest } = rows[0]!;
    if (sent >= sender.perHour && oldest) {
      const wait = oldest.getTime() + HOUR_MS - sender.now.getTime();
      throw new RateLimitedError(Math.max(1, Math.ceil(wait / 1000)));
    }
    return insertWithReference(tx, message, sender);
  });
}

async function insertWithReference(
  tx: Queryable,
  message: z.output<typeof ContactRequest>,
  sender: { userId: string | null; clientKey: string; now: Date },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const reference = newReference();
    try {
      // A savepoint, so a reference already taken (one in a trillion) can be drawn again.
      await tx.query('SAVEPOINT reference');
      await tx.query(
        `INSERT INTO contact_messages (user_id, category, email, game_user_id, message, language,
                                       reference, client_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          sender.userId,
          message.category,
          message.email,
          message.game_user_id ?? null,
          message.message,
          message.language ?? null,
          reference,
          sender.clientKey,
          sender.now,
        ],
      );
      return reference;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT reference');
    }
  }
}

/** Forgets the senders' address keys once the hour they count for is long past. */
export async function forgetContactAddresses(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE contact_messages SET client_key = NULL
      WHERE client_key IS NOT NULL AND created_at < $1`,
    [new Date(now.getTime() - 24 * HOUR_MS)],
  );
  return rowCount;
}
