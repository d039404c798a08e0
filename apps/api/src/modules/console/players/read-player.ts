import { ERROR_CODES, type GameAppLink, type PlayerDetail } from '@points/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import type { Ledger } from '../../points/ledger';
import { PLAYER_COLUMNS, toPlayerSummary, type PlayerRow } from './find-players';

/** The player's profile, linked game apps and spendable balance; 404 for an unknown id. */
export async function readPlayer(
  deps: { db: Database; ledger: Ledger },
  userId: string,
  now: Date,
): Promise<PlayerDetail> {
  const [user, apps, balance] = await Promise.all([
    deps.db.query<PlayerRow & { program_consent: boolean; point_available: boolean }>(
      `SELECT ${PLAYER_COLUMNS}, program_consent, point_available FROM users WHERE id = $1`,
      [userId],
    ),
    deps.db.query<GameAppLink>(
      `SELECT content_id, platform, game_user_id FROM user_game_apps
        WHERE user_id = $1 ORDER BY content_id, platform`,
      [userId],
    ),
    deps.ledger.balance(deps.db, userId, now),
  ]);
  const row = user.rows[0];
  if (!row) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such player');
  return {
    ...toPlayerSummary(row),
    game_apps: apps.rows,
    program_consent: row.program_consent,
    point_available: row.point_available,
    balance: Number(balance),
  };
}

/** 404 unless the player exists: checked before work keyed on the player's id. */
export async function requirePlayer(db: Database, userId: string): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such player');
}
