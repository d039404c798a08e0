import type { z } from 'zod';
import type { ContactRequest } from '@points/contracts';
import type { Database } from '../../db/database';

/** Stores what a player wrote to support; returns the message id they can quote. */
export async function sendContactMessage(
  db: Database,
  message: z.output<typeof ContactRequest>,
  userId: string | null,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO contact_messages (user_id, category, email, game_user_id, message, language)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      userId,
      message.category,
      message.email,
      message.game_user_id ?? null,
      message.message,
      message.language ?? null,
    ],
  );
  return rows[0]!.id;
}
