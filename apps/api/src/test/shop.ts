import { randomBytes } from 'node:crypto';
import type { GameAppLink } from '@points/contracts';
import type { Database } from '../db/database';
import { seedDemoCatalogue } from '../demo/catalogue';
import type { Ledger } from '../modules/points/ledger';
import { createTestUser, type TestUser } from './users';

export interface Player extends TestUser {
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
  const user = await createTestUser(db, {
    nickname: `player-${suffix}`,
    country,
    consent: options.consent,
    gameApps: apps,
  });
  const points = options.points;
  if (points) {
    await db.transaction((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        amount: points,
        reason: 'welcome_bonus',
        now: new Date(Date.UTC(2026, 0, 1)),
        expiresAt: new Date(Date.UTC(2030, 0, 1)),
      }),
    );
  }
  return { ...user, gameUserId: apps[0]?.game_user_id ?? null };
}
