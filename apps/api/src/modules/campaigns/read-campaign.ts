import type { ConsoleEarningCampaign, EarningCounts } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { goalOf } from './campaign-catalogue';

const NO_COUNTS: EarningCounts = { claims: 0, players: 0, points: 0 };

/** Claims, players and points granted per campaign id, from `point_grants`. */
export async function readEarningCounts(
  db: Queryable,
  ids: string[],
): Promise<Map<string, EarningCounts>> {
  if (ids.length === 0) return new Map();
  const { rows } = await run<{ scope: string; claims: number; players: number; points: string }>(
    db,
    sql`SELECT scope, count(*)::int AS claims, count(DISTINCT user_id)::int AS players,
               COALESCE(sum(amount), 0)::text AS points
          FROM point_grants WHERE scope = ANY(${ids.map((id) => `campaign:${id}`)}::text[])
         GROUP BY scope`,
  );
  return new Map(
    rows.map((row) => [
      row.scope.slice('campaign:'.length),
      { claims: row.claims, players: row.players, points: Number(row.points) },
    ]),
  );
}

export const countsOf = (counts: Map<string, EarningCounts>, id: string) =>
  counts.get(id) ?? NO_COUNTS;

interface Row {
  id: string;
  kind: ConsoleEarningCampaign['kind'];
  sort_order: number;
  published: boolean;
  starts_at: Date;
  ends_at: Date;
  repeat: ConsoleEarningCampaign['repeat'];
  barred_account_countries: string[];
  barred_game_countries: string[];
  linked_rule: ConsoleEarningCampaign['linked_rule'];
  linked_games: ConsoleEarningCampaign['linked_games'];
  reward_points: number;
  reward_expiry_days: number;
  goal_metric: NonNullable<ConsoleEarningCampaign['goal']>['metric'] | null;
  goal_target: number | null;
  image: string;
  texts: ConsoleEarningCampaign['texts'];
  version: number;
  updated_at: Date;
}

/** A campaign as the console edits it, with what players earned with it. */
export async function readCampaign(
  db: Queryable,
  id: string,
): Promise<ConsoleEarningCampaign | null> {
  const { rows } = await run<Row>(
    db,
    sql`SELECT id, kind, sort_order, published, starts_at, ends_at, repeat,
               barred_account_countries, barred_game_countries, linked_rule, linked_games,
               reward_points, reward_expiry_days, goal_metric, goal_target, image, texts, version,
               updated_at
          FROM campaigns WHERE id = ${id}`,
  );
  const row = rows[0];
  if (!row) return null;
  const counts = await readEarningCounts(db, [id]);
  return {
    id: row.id,
    kind: row.kind,
    sort_order: row.sort_order,
    published: row.published,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    repeat: row.repeat,
    barred_account_countries: row.barred_account_countries,
    barred_game_countries: row.barred_game_countries,
    linked_rule: row.linked_rule,
    linked_games: row.linked_games,
    reward_points: row.reward_points,
    reward_expiry_days: row.reward_expiry_days,
    goal: goalOf(row),
    image: row.image,
    texts: row.texts,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    counts: countsOf(counts, id),
  };
}
