import { randomBytes } from 'node:crypto';
import type { GameAppLink } from '@points/contracts';
import type { Database } from '../db/database';
import { seedDemoCatalogue } from '../db/demo/catalogue';
import { createSession } from '../modules/auth/session-store';
import type { Ledger } from '../modules/points/ledger';
import { upsertUserFromClaims } from '../modules/users/user-repository';

export interface Player {
  id: string;
  token: string;
  gameUserId: string | null;
}

export const seedShop = (db: Database) => db.transaction((tx) => seedDemoCatalogue(tx));

/** A consenting player with linked apps, a country, a session and points. */
export async function createPlayer(
  db: Database,
  ledger: Ledger,
  options: {
    country?: string;
    apps?: Array<Pick<GameAppLink, 'content_id' | 'platform'> & { game_user_id?: string }>;
    points?: number;
    consent?: boolean;
  } = {},
): Promise<Player> {
  const country = options.country ?? 'us';
  const suffix = randomBytes(5).toString('hex');
  const apps: GameAppLink[] = (options.apps ?? [{ content_id: 'efs', platform: 'steam' }]).map(
    (app) => ({
      content_id: app.content_id,
      platform: app.platform,
      game_user_id:
        app.game_user_id ?? `${country.toUpperCase()}-${app.content_id.toUpperCase()}-${suffix}`,
    }),
  );
  return db.transaction(async (tx) => {
    const user = await upsertUserFromClaims(tx, {
      sub: `shop-${suffix}`,
      nickname: `player-${suffix}`,
      country,
      language: 'en',
      program_consent: options.consent ?? true,
      game_app_user_ids: apps,
      point_available: true,
    });
    if (options.points) {
      await ledger.credit(tx, {
        userId: user.id,
        amount: options.points,
        reason: 'welcome_bonus',
        now: new Date(Date.UTC(2026, 0, 1)),
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
      });
    }
    const token = await createSession(tx, user.id, {
      rotateSeconds: 3600,
      graceSeconds: 60,
      ttlSeconds: 86_400,
    });
    return { id: user.id, token, gameUserId: apps[0]?.game_user_id ?? null };
  });
}
