import { ALREADY_EXISTS, ERROR_CODES, type ConsoleItem, type ItemInput } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { editVersioned } from '../operator-actions/versioned-edit';
import { readItem } from './read-item';

/**
 * Creates an item (`version` null) or updates one at the version the operator read, with its
 * platform variants, in the caller's transaction; answers the item before and after for the
 * audit log. The shop sees it at its next revision check (item_revision's triggers).
 */
export async function saveItem(
  tx: Queryable,
  input: ItemInput,
): Promise<AuditedOutcome<ConsoleItem>> {
  const group = await run(tx, sql`SELECT 1 FROM item_groups WHERE id = ${input.group_id}`);
  if (group.rows.length === 0) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'no such item group', {
      details: { field: 'group_id' },
    });
  }
  return editVersioned(tx, 'items', input, {
    read: () => readItem(tx, input.id),
    save: async (before) => {
      await (before ? updateItem(tx, input) : insertItem(tx, input));
      await saveVariants(tx, input);
    },
  });
}

async function insertItem(tx: Queryable, input: ItemInput): Promise<void> {
  // A parallel create of the same id waits on the primary key and fails; refused the same way.
  const inserted = await run(
    tx,
    sql`INSERT INTO items (id, group_id, sort_order, cost, trade_point_type, image,
                           exchange_limit, reset, reset_minute, valid_from, valid_to,
                           barred_account_countries, barred_game_countries, texts)
        VALUES (${input.id}, ${input.group_id}, ${input.sort_order}, ${input.cost},
                ${input.trade_point_type}, ${input.image}, ${input.exchange_limit},
                ${input.reset}, ${input.reset_minute}, ${input.valid_from}, ${input.valid_to},
                ${input.barred_account_countries}::text[], ${input.barred_game_countries}::text[],
                ${JSON.stringify(input.texts)}::jsonb)
        ON CONFLICT (id) DO NOTHING`,
  );
  if (inserted.rowCount === 0) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'an item with this id exists', {
      details: { reason: ALREADY_EXISTS },
    });
  }
}

async function updateItem(tx: Queryable, input: ItemInput): Promise<void> {
  await run(
    tx,
    sql`UPDATE items SET group_id = ${input.group_id}, sort_order = ${input.sort_order},
              cost = ${input.cost}, trade_point_type = ${input.trade_point_type},
              image = ${input.image}, exchange_limit = ${input.exchange_limit},
              reset = ${input.reset}, reset_minute = ${input.reset_minute},
              valid_from = ${input.valid_from}, valid_to = ${input.valid_to},
              barred_account_countries = ${input.barred_account_countries}::text[],
              barred_game_countries = ${input.barred_game_countries}::text[],
              texts = ${JSON.stringify(input.texts)}::jsonb, version = version + 1,
              updated_at = now()
         WHERE id = ${input.id}`,
  );
}

/** The item's variants become the input's: those it no longer names go, the rest are upserted. */
async function saveVariants(tx: Queryable, input: ItemInput): Promise<void> {
  const platforms = input.variants.map((variant) => variant.platform);
  await run(
    tx,
    sql`DELETE FROM item_variants
         WHERE item_id = ${input.id} AND NOT (platform = ANY(${platforms}::text[]))`,
  );
  for (const variant of input.variants) {
    await run(
      tx,
      sql`INSERT INTO item_variants (item_id, platform, content_id, sku)
          VALUES (${input.id}, ${variant.platform}, ${variant.content_id}, ${variant.sku})
          ON CONFLICT (item_id, platform)
          DO UPDATE SET content_id = EXCLUDED.content_id, sku = EXCLUDED.sku`,
    );
  }
}
