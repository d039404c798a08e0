import { ERROR_CODES, type ShippingInfo } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { csvField } from '../operator-actions/csv';
import type { AuditedOutcome } from '../operator-actions/audited';
import { SHIPPING_FIELDS } from './shipping-fields';

const CSV_COLUMNS = [
  'lottery_id',
  'slot',
  'ticket',
  'prize',
  ...SHIPPING_FIELDS,
  'confirmed_at',
  'shipped_at',
];

/**
 * The shipping list of a lottery: one line per winner of a shipped prize who confirmed the
 * address (the address as confirmed), for whoever ships them. Audited as an export: the audit
 * row names the lottery and how many lines, never an address.
 */
export async function exportShipping(
  tx: Queryable,
  lotteryId: string,
): Promise<AuditedOutcome<string>> {
  const { rows } = await run<{
    slot: number;
    ticket: string;
    prize: string;
    address: ShippingInfo | null;
    confirmed_at: Date;
    shipped_at: Date | null;
  }>(
    tx,
    sql`SELECT w.slot, w.ticket::text,
               COALESCE(p.texts -> 'en' ->> 'name', p.texts -> 'ja' ->> 'name', '') AS prize,
               w.address, w.confirmed_at, w.shipped_at
          FROM lottery_winners w
          JOIN lottery_prizes p ON p.lottery_id = w.lottery_id AND p.position = w.prize_position
         WHERE w.lottery_id = ${lotteryId} AND p.delivery = 'shipped'
           AND w.confirmed_at IS NOT NULL
         ORDER BY w.slot`,
  );
  const lines = rows.map((row) =>
    [
      lotteryId,
      String(row.slot),
      row.ticket,
      row.prize,
      ...SHIPPING_FIELDS.map((field) => row.address?.[field] ?? ''),
      row.confirmed_at.toISOString(),
      row.shipped_at?.toISOString() ?? '',
    ]
      .map(csvField)
      .join(','),
  );
  return {
    result: [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n',
    audit: {
      action: 'lottery.export_shipping',
      objectType: 'lottery',
      objectId: lotteryId,
      before: null,
      after: { lines: rows.length },
    },
  };
}

/** Marks a confirmed prize shipped; a prize not confirmed (or already shipped) is refused. */
export async function markShipped(
  tx: Queryable,
  request: { lotteryId: string; slot: number; now: Date; reason?: string | undefined },
): Promise<AuditedOutcome<{ slot: number; shipped_at: string }>> {
  const { rows } = await run<{ shipped_at: Date }>(
    tx,
    sql`UPDATE lottery_winners SET status = 'shipped', shipped_at = ${request.now}
         WHERE lottery_id = ${request.lotteryId} AND slot = ${request.slot}
           AND status = 'address_confirmed'
     RETURNING shipped_at`,
  );
  if (!rows[0]) {
    throw new AppError(ERROR_CODES.GENERIC_ERROR, 'the prize is not awaiting shipping', {
      details: { reason: 'not_awaiting_shipping' },
    });
  }
  const result = { slot: request.slot, shipped_at: rows[0].shipped_at.toISOString() };
  return {
    result,
    audit: {
      action: 'lottery.mark_shipped',
      objectType: 'lottery',
      objectId: request.lotteryId,
      before: { slot: request.slot, status: 'address_confirmed' },
      after: { ...result, status: 'shipped' },
      reason: request.reason ?? null,
    },
  };
}
