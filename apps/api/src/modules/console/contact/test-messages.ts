import type { Queryable } from '../../../db/database';

let counter = 0;

/** For tests: a contact message as the contact form stores it; answers its id. */
export async function createContactMessage(
  db: Queryable,
  fields: { category?: string; message?: string; email?: string; userId?: string | null } = {},
): Promise<string> {
  counter += 1;
  const reference = `T${String(counter).padStart(3, '0')}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const { rows } = await db.query<{ id: string }>(
    // Each message later than the one before, even within one tick of a coarse clock (PGlite).
    `INSERT INTO contact_messages (category, email, message, language, reference, user_id, created_at)
     VALUES ($1, $2, $3, 'en', $4, $5, clock_timestamp() + $6 * interval '1 millisecond')
     RETURNING id`,
    [
      fields.category ?? 'points',
      fields.email ?? 'player@example.com',
      fields.message ?? 'My points from the spring cup did not arrive.',
      reference,
      fields.userId ?? null,
      counter,
    ],
  );
  return rows[0]!.id;
}
