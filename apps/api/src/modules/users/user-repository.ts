import type { GameAppLink, IdentityClaims, Language } from '@points/contracts';
import type { Queryable } from '../../db/database';

export interface User {
  id: string;
  subject: string;
  nickname: string;
  country: string;
  language: Language;
  programConsent: boolean;
  pointAvailable: boolean;
  gameApps: GameAppLink[];
}

export interface UserRow {
  id: string;
  subject: string;
  nickname: string;
  country: string;
  language: Language;
  program_consent: boolean;
  point_available: boolean;
  game_apps: GameAppLink[] | string | null;
}

/** SQL for a user's linked game apps as one JSON array, to read a user in a single query. */
export const GAME_APPS_JSON = `COALESCE((
  SELECT json_agg(json_build_object(
           'content_id', a.content_id, 'game_user_id', a.game_user_id, 'platform', a.platform)
         ORDER BY a.content_id, a.platform)
    FROM user_game_apps a WHERE a.user_id = u.id), '[]'::json)`;

export function toUser(row: UserRow): User {
  const apps = typeof row.game_apps === 'string' ? JSON.parse(row.game_apps) : row.game_apps;
  return {
    id: row.id,
    subject: row.subject,
    nickname: row.nickname,
    country: row.country,
    language: row.language,
    programConsent: row.program_consent,
    pointAvailable: row.point_available,
    gameApps: (apps ?? []) as GameAppLink[],
  };
}

const USER_COLUMNS = `subject, nickname, country, language, phone_number, address,
                      program_consent, point_available`;

function userValues(claims: IdentityClaims): unknown[] {
  return [
    claims.sub,
    claims.nickname,
    claims.country,
    claims.language,
    claims.phone_number ?? null,
    claims.address ? JSON.stringify(claims.address) : null,
    claims.program_consent,
    claims.point_available,
  ];
}

async function insertGameApps(tx: Queryable, userId: string, apps: GameAppLink[]): Promise<void> {
  for (const app of apps) {
    await tx.query(
      `INSERT INTO user_game_apps (user_id, content_id, platform, game_user_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [userId, app.content_id, app.platform, app.game_user_id],
    );
  }
}

/**
 * Creates the user from claims unless one with that subject exists (demo seeding); returns the
 * new user's id, or null when the user already existed.
 */
export async function insertUserIfAbsent(
  tx: Queryable,
  claims: IdentityClaims,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO users (${USER_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (subject) DO NOTHING RETURNING id`,
    userValues(claims),
  );
  if (!rows[0]) return null;
  await insertGameApps(tx, rows[0].id, claims.game_app_user_ids);
  return rows[0].id;
}

/**
 * Creates or refreshes the user from the provider's claims, replacing the linked game apps;
 * `firstVisit` when the person never signed in before (new, or created by the demo seed).
 */
export async function upsertUserFromClaims(
  tx: Queryable,
  claims: IdentityClaims,
): Promise<{ user: User; firstVisit: boolean }> {
  const { rows } = await tx.query<{ id: string; first_visit: boolean }>(
    `WITH before AS (SELECT last_login_at FROM users WHERE subject = $1)
     INSERT INTO users (${USER_COLUMNS}, last_login_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (subject) DO UPDATE SET
       nickname = EXCLUDED.nickname, country = EXCLUDED.country, language = EXCLUDED.language,
       phone_number = EXCLUDED.phone_number, address = EXCLUDED.address,
       program_consent = EXCLUDED.program_consent, point_available = EXCLUDED.point_available,
       last_login_at = now(), updated_at = now()
     RETURNING id, (SELECT last_login_at FROM before) IS NULL AS first_visit`,
    userValues(claims),
  );
  const id = rows[0]!.id;
  await tx.query('DELETE FROM user_game_apps WHERE user_id = $1', [id]);
  await insertGameApps(tx, id, claims.game_app_user_ids);
  const user: User = {
    id,
    subject: claims.sub,
    nickname: claims.nickname,
    country: claims.country,
    language: claims.language,
    programConsent: claims.program_consent,
    pointAvailable: claims.point_available,
    gameApps: claims.game_app_user_ids,
  };
  return { user, firstVisit: rows[0]!.first_visit };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The player an operator names: by id, login subject or nickname (any letter case). Null when
 * nobody, or more than one player, answers to it.
 */
export async function findUser(db: Queryable, key: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT u.id, u.subject, u.nickname, u.country, u.language, u.program_consent,
            u.point_available, ${GAME_APPS_JSON} AS game_apps
       FROM users u
      WHERE ${UUID.test(key) ? 'u.id = $1::uuid' : 'u.subject = $1 OR lower(u.nickname) = lower($1)'}
      LIMIT 2`,
    [key],
  );
  return rows.length === 1 ? toUser(rows[0]!) : null;
}
