import { DEMO_ACCOUNTS } from '@points/idp/demo-accounts';
import type { Database } from './database';

/**
 * Demo content for local use, safe to apply at every start: rows that exist are left alone, so a
 * restart neither duplicates nor resets anything.
 */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { claims } of DEMO_ACCOUNTS) {
      await tx.query(
        `INSERT INTO users (subject, nickname, country, language, phone_number, address,
                            program_consent, point_available)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (subject) DO NOTHING`,
        [
          claims.sub,
          claims.nickname,
          claims.country,
          claims.language,
          claims.phone_number ?? null,
          claims.address ? JSON.stringify(claims.address) : null,
          claims.program_consent,
          claims.point_available,
        ],
      );
      for (const app of claims.game_app_user_ids) {
        await tx.query(
          `INSERT INTO user_game_apps (user_id, content_id, platform, game_user_id)
           SELECT id, $2, $3, $4 FROM users WHERE subject = $1
           ON CONFLICT DO NOTHING`,
          [claims.sub, app.content_id, app.platform, app.game_user_id],
        );
      }
    }
  });
}
