import type { ConsoleItemGroup } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';

/** The item groups, in the shop's order, named in English (else Japanese). */
export async function listItemGroups(db: Queryable): Promise<ConsoleItemGroup[]> {
  const { rows } = await run<ConsoleItemGroup>(
    db,
    sql`SELECT id, sort_order, COALESCE(names ->> 'en', names ->> 'ja', id) AS name
          FROM item_groups ORDER BY sort_order, id`,
  );
  return rows;
}
