import type {
  ConfirmAddressData,
  Language,
  ShippingInfo,
  WinnerAddressData,
} from '@points/contracts';
import { PostalAddress } from '@points/contracts';
import type { Database } from '../../db/database';
import { run, sql } from '../../db/statement';
import { isAnnounced, type Lottery } from './lottery-catalogue';
import { lotteryRefusal } from './lottery-eligibility';
import { isComplete } from './shipping-fields';
import { lotteryTextsIn, prizeStatus, prizeTextsIn, type WinRow } from './lottery-views';

/** The player's shipping information as the publisher profile gave it at their last sign-in. */
async function shippingOf(db: Database, userId: string): Promise<ShippingInfo | null> {
  const { rows } = await run<{ address: unknown; phone_number: string | null }>(
    db,
    sql`SELECT address, phone_number FROM users WHERE id = ${userId}`,
  );
  const row = rows[0];
  const address = PostalAddress.safeParse(
    typeof row?.address === 'string' ? JSON.parse(row.address) : row?.address,
  );
  if (!address.success) return null;
  return { ...address.data, phone: row?.phone_number ?? '' };
}

/** The winner's row of a shipped prize of an announced lottery, or the refusal. */
async function shippedWin(db: Database, lottery: Lottery, userId: string, now: Date) {
  if (!isAnnounced(lottery, now)) throw lotteryRefusal('not_a_winner');
  const { rows } = await run<WinRow & { address: unknown }>(
    db,
    sql`SELECT lottery_id, slot, prize_position, ticket::text, status, confirmed_at, shipped_at
          FROM lottery_winners WHERE lottery_id = ${lottery.id} AND user_id = ${userId}`,
  );
  const win = rows[0];
  const prize = win && lottery.prizes.find((p) => p.position === win.prize_position);
  if (!win || prize?.delivery !== 'shipped') throw lotteryRefusal('not_a_winner');
  return { win, prize };
}

/** Step 1: what a winner of a shipped prize checks before confirming (SPEC.md §4). */
export async function readWinnerAddress(
  db: Database,
  request: { lottery: Lottery; userId: string; language: Language; now: Date },
): Promise<WinnerAddressData> {
  const { lottery, userId, language, now } = request;
  const { win, prize } = await shippedWin(db, lottery, userId, now);
  const shipping = await shippingOf(db, userId);
  return {
    lottery_id: lottery.id,
    lottery_name: lotteryTextsIn(lottery, language).name,
    prize_name: prizeTextsIn(prize, language).name,
    status: prizeStatus(lottery, win, now),
    address_deadline: lottery.addressDeadline.toISOString(),
    shipping,
    complete: isComplete(shipping),
    confirmed_at: win.confirmed_at?.toISOString() ?? null,
  };
}

/**
 * Step 2: the winner confirms, with the tick, that the shipping information is correct, before
 * the deadline; the address as it is now is kept with the prize for shipping (and erased after
 * the retention period). Confirming again answers as the first time and changes nothing.
 */
export async function confirmWinnerAddress(
  db: Database,
  request: { lottery: Lottery; userId: string; confirmed: boolean; now: Date },
): Promise<ConfirmAddressData> {
  const { lottery, userId, now } = request;
  const { win } = await shippedWin(db, lottery, userId, now);
  if (win.confirmed_at) {
    return {
      lottery_id: lottery.id,
      status: 'address_confirmed',
      confirmed_at: win.confirmed_at.toISOString(),
    };
  }
  if (now >= lottery.addressDeadline) throw lotteryRefusal('deadline_passed');
  if (!request.confirmed) throw lotteryRefusal('not_confirmed');
  const shipping = await shippingOf(db, userId);
  if (!isComplete(shipping)) throw lotteryRefusal('address_incomplete');
  const { rows } = await run<{ confirmed_at: Date }>(
    db,
    sql`UPDATE lottery_winners
           SET status = 'address_confirmed', confirmed_at = COALESCE(confirmed_at, ${now}),
               address = COALESCE(address, ${JSON.stringify(shipping)}::jsonb)
         WHERE lottery_id = ${lottery.id} AND user_id = ${userId}
           AND status IN ('pending', 'address_confirmed')
     RETURNING confirmed_at`,
  );
  if (!rows[0]) throw lotteryRefusal('not_a_winner');
  return {
    lottery_id: lottery.id,
    status: 'address_confirmed',
    confirmed_at: rows[0].confirmed_at.toISOString(),
  };
}
