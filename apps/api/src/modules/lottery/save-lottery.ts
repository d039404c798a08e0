import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  COMMITMENT_FIXED,
  ERROR_CODES,
  LotteryCampaignInput,
  LotteryInput,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { commitmentOf, newSeed, seedHashOf } from '../draws/draw';
import { scheduleDraw } from './draw-job';
import { lotteryCommitted } from './lottery-commitment';

/** A campaign or lottery to save: what an operator (or the demo) writes, whatever version read. */
export type LotteryCampaignToSave = Omit<LotteryCampaignInput, 'version' | 'reason'>;
export type LotteryToSave = Omit<LotteryInput, 'version' | 'reason'>;

/** Why a lottery cannot be changed any more: its draw is made. */
export const ALREADY_DRAWN = 'already_drawn';

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, z.prettifyError(parsed.error));
  }
  return parsed.data;
}

/** Creates or updates a lottery campaign (its version moves with each save). */
export async function saveLotteryCampaign(
  tx: Queryable,
  input: LotteryCampaignToSave,
): Promise<void> {
  const c = parse(LotteryCampaignInput, { ...input, version: null });
  await run(
    tx,
    sql`INSERT INTO lottery_campaigns (id, sort_order, published, image, texts)
        VALUES (${c.id}, ${c.sort_order}, ${c.published}, ${c.image}, ${JSON.stringify(c.texts)})
        ON CONFLICT (id) DO UPDATE SET sort_order = EXCLUDED.sort_order,
          published = EXCLUDED.published, image = EXCLUDED.image, texts = EXCLUDED.texts,
          version = lottery_campaigns.version + 1, updated_at = now()`,
  );
}

/** The committed fields an update would change, in the form's order. */
function changedCommitted(
  before: { entry_from: Date; entry_to: Date; quantities: number[] },
  after: { entryFrom: Date; entryTo: Date; quantities: number[] },
): 'entry_from' | 'entry_to' | 'prizes' | undefined {
  if (before.entry_from.getTime() !== after.entryFrom.getTime()) return 'entry_from';
  if (before.entry_to.getTime() !== after.entryTo.getTime()) return 'entry_to';
  if (before.quantities.join(',') !== after.quantities.join(',')) return 'prizes';
  return undefined;
}

/**
 * Creates or updates a lottery with its prizes, in the caller's transaction. A new lottery gets
 * its secret seed; its commitment binds the seed's hash, the lottery, the prize slots and the
 * entry period (`lotteryCommitted`) and is published with it. Until entries open an update may
 * change any of them and publishes the new commitment (same seed); from the opening of entries
 * the commitment players saw is final, so a change of the entry period or of the prizes' number
 * or quantities is refused (4049 `commitment_fixed`, with the field), while texts, images, costs
 * and the later times may still change. Once drawn, a lottery no longer changes. The draw is
 * scheduled at the selection time, or moved there.
 */
export async function saveLottery(tx: Queryable, input: LotteryToSave, now: Date): Promise<void> {
  const l = parse(LotteryInput, { ...input, version: null });
  const current = await run<{
    drawn: boolean;
    seed: string;
    entry_from: Date;
    entry_to: Date;
    quantities: number[];
  }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.lottery_id = l.id) AS drawn,
               l.seed, l.entry_from, l.entry_to,
               ARRAY(SELECT p.quantity FROM lottery_prizes p WHERE p.lottery_id = l.id
                      ORDER BY p.position) AS quantities
          FROM lotteries l WHERE l.id = ${l.id} FOR UPDATE`,
  );
  const before = current.rows[0];
  if (before?.drawn) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'the lottery is drawn', {
      details: { reason: ALREADY_DRAWN },
    });
  }
  // Milliseconds, as the commitment writes them: what is stored is what was committed.
  const entryFrom = new Date(l.entry_from);
  const entryTo = new Date(l.entry_to);
  const quantities = l.prizes.map((prize) => prize.quantity);
  if (before && now >= before.entry_from) {
    const field = changedCommitted(before, { entryFrom, entryTo, quantities });
    if (field) {
      throw new AppError(ERROR_CODES.GENERIC_ERROR, `entries are open: ${field} is committed`, {
        details: { reason: COMMITMENT_FIXED, field },
      });
    }
  }
  const seed = before?.seed ?? newSeed();
  const seedHash = seedHashOf(seed);
  const commitment = commitmentOf(
    lotteryCommitted({
      id: l.id,
      seedHash,
      prizes: quantities.map((quantity, position) => ({ position, quantity })),
      entryFrom,
      entryTo,
    }),
  );
  await run(
    tx,
    sql`INSERT INTO lotteries (id, campaign_id, sort_order, points_per_entry, entry_limit,
          entry_from, entry_to, selection_at, result_from, result_to, address_deadline, image,
          texts, seed, seed_hash, commitment, pseudonym_salt)
        VALUES (${l.id}, ${l.campaign_id}, ${l.sort_order}, ${l.points_per_entry}, ${l.entry_limit},
          ${entryFrom}, ${entryTo}, ${l.selection_at}, ${l.result_from}, ${l.result_to},
          ${l.address_deadline}, ${l.image}, ${JSON.stringify(l.texts)}, ${seed}, ${seedHash},
          ${commitment}, ${randomBytes(16).toString('hex')})
        ON CONFLICT (id) DO UPDATE SET campaign_id = EXCLUDED.campaign_id,
          sort_order = EXCLUDED.sort_order, points_per_entry = EXCLUDED.points_per_entry,
          entry_limit = EXCLUDED.entry_limit, entry_from = EXCLUDED.entry_from,
          entry_to = EXCLUDED.entry_to, selection_at = EXCLUDED.selection_at,
          result_from = EXCLUDED.result_from, result_to = EXCLUDED.result_to,
          address_deadline = EXCLUDED.address_deadline, image = EXCLUDED.image,
          texts = EXCLUDED.texts, commitment = EXCLUDED.commitment,
          version = lotteries.version + 1, updated_at = now()`,
  );
  await run(tx, sql`DELETE FROM lottery_prizes WHERE lottery_id = ${l.id}`);
  await run(
    tx,
    sql`INSERT INTO lottery_prizes (lottery_id, position, quantity, delivery, game, game_item,
          image, texts)
        SELECT ${l.id}, p.position - 1, p.quantity, p.delivery, p.game, p.game_item, p.image,
               p.texts
          FROM unnest(${l.prizes.map((p) => p.quantity)}::integer[],
                      ${l.prizes.map((p) => p.delivery)}::text[],
                      ${l.prizes.map((p) => p.game || null)}::text[],
                      ${l.prizes.map((p) => p.game_item || null)}::text[],
                      ${l.prizes.map((p) => p.image)}::text[],
                      ${l.prizes.map((p) => JSON.stringify(p.texts))}::jsonb[])
               WITH ORDINALITY AS p (quantity, delivery, game, game_item, image, texts, position)`,
  );
  await run(tx, scheduleDraw(l.id, new Date(l.selection_at), now));
}
