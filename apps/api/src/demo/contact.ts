import type { Queryable } from '../db/database';

/** Messages a demo operator finds in the console's contact inbox (fixed ids: seeded once). */
const DEMO_MESSAGES = [
  {
    id: '00000000-0000-4000-8000-00000000c001',
    subject: 'demo-0003-br',
    category: 'items',
    email: 'lucas@example.com',
    game_user_id: 'BR-EFM-100003',
    language: 'pt-br',
    message:
      'Troquei 100 Moedas de Partida ontem e elas ainda não chegaram na minha caixa de entrada do jogo.',
    status: 'new',
    hoursAgo: 5,
  },
  {
    id: '00000000-0000-4000-8000-00000000c002',
    subject: 'demo-0001-jp',
    category: 'points',
    email: 'sakura@example.jp',
    game_user_id: 'JP-EFM-100001',
    language: 'ja',
    message: 'ログインボーナスのポイントがいつ失効するのか教えてください。',
    status: 'in_progress',
    hoursAgo: 30,
  },
  {
    id: '00000000-0000-4000-8000-00000000c003',
    subject: null,
    category: 'technical',
    email: 'visitor@example.com',
    game_user_id: null,
    language: 'en',
    message: 'The sign-in page keeps loading on my phone. Is something down?',
    status: 'answered',
    hoursAgo: 72,
  },
] as const;

/** The demo contact inbox: three messages in three states, applied once. */
export async function seedDemoContact(tx: Queryable, now: Date): Promise<void> {
  for (const message of DEMO_MESSAGES) {
    const at = new Date(now.getTime() - message.hoursAgo * 3_600_000);
    await tx.query(
      `INSERT INTO contact_messages (id, user_id, category, email, game_user_id, message,
                                     language, reference, status, status_changed_at, created_at)
       VALUES ($1::uuid, (SELECT id FROM users WHERE subject = $2), $3, $4, $5, $6, $7,
               'DEMO-' || upper(right($1::uuid::text, 4)), $8,
               CASE WHEN $8::text = 'new' THEN NULL ELSE $9::timestamptz END, $9::timestamptz)
       ON CONFLICT (id) DO NOTHING`,
      [
        message.id,
        message.subject,
        message.category,
        message.email,
        message.game_user_id,
        message.message,
        message.language,
        message.status,
        at,
      ],
    );
  }
}
