import type {
  CouponCampaignPhase,
  CouponMeasureView,
  CouponView,
  Language,
  PlayerCouponStatus,
  PlayerCouponView,
} from '@points/contracts';
import type { Database } from '../../db/database';
import { fromJsonRows, jsonRows, run, sql } from '../../db/statement';
import { balanceOf, type Ledger } from '../points/ledger';
import {
  campaignTextsIn,
  couponTextsIn,
  type Coupon,
  type CouponCampaign,
  type CouponCatalogue,
} from './coupon-catalogue';
import {
  couponGetState,
  couponState,
  isOpenToGet,
  type CouponViewer,
  type Holdings,
} from './coupon-eligibility';
import type { CouponCounts } from './coupon-stock';
import type { PlayerCouponRecord } from './player-coupons';

/** The signed-in player's balance and what they hold of each coupon (one statement). */
export async function loadCouponViewer(
  deps: { db: Database; ledger: Ledger },
  userId: string | null,
  now: Date,
): Promise<CouponViewer> {
  if (!userId) return { signedIn: false };
  const { rows } = await run<{ balance: number; coupons: unknown }>(
    deps.db,
    sql`SELECT ${balanceOf(userId, now)} AS balance, ${jsonRows(
      sql`SELECT p.id, p.coupon_id, p.status, c.valid_to
            FROM player_coupons p JOIN coupons c ON c.id = p.coupon_id
           WHERE p.user_id = ${userId}
           ORDER BY p.obtained_at, p.id`,
    )} AS coupons`,
  );
  const { balance } = rows[0]!;
  const coupons = fromJsonRows<{
    id: string;
    coupon_id: string;
    status: PlayerCouponStatus;
    valid_to: string;
  }>(rows[0]!.coupons);
  const holdings = new Map<string, Holdings>();
  for (const row of coupons) {
    const held = holdings.get(row.coupon_id) ?? { held: 0, used: 0, unusedIds: [] };
    held.held++;
    if (row.status === 'used') held.used++;
    else if (row.status === 'obtained' && new Date(row.valid_to) > now) held.unusedIds.push(row.id);
    holdings.set(row.coupon_id, held);
  }
  return { signedIn: true, balance, holdings };
}

export function toCouponView(
  coupon: Coupon,
  viewer: CouponViewer,
  counts: CouponCounts | undefined,
  language: Language,
  now: Date,
): CouponView {
  const texts = couponTextsIn(coupon, language);
  const holdings = viewer.signedIn ? viewer.holdings.get(coupon.id) : undefined;
  const getState = couponGetState(coupon, viewer, counts, now);
  return {
    id: coupon.id,
    coupon_measure_id: coupon.campaignId,
    name: texts.name,
    image: coupon.image,
    cost: coupon.cost,
    issue_limit: coupon.issueLimit,
    issued_count: Math.min(counts?.issued ?? 0, coupon.issueLimit),
    holding_limit: coupon.holdingLimit,
    held_count: holdings?.held ?? 0,
    unused_coupon_ids: holdings?.unusedIds ?? [],
    valid_from: coupon.validFrom.toISOString(),
    valid_to: coupon.validTo.toISOString(),
    terms: texts.terms,
    notes: texts.notes,
    state: couponState(coupon, viewer, getState),
    get_state: getState,
  };
}

export function toCampaignView(
  campaign: CouponCampaign,
  coupons: Coupon[],
  counts: Map<string, CouponCounts>,
  language: Language,
  now: Date,
): CouponMeasureView {
  const texts = campaignTextsIn(campaign, language);
  const times = (pick: (coupon: Coupon) => Date) => coupons.map((coupon) => pick(coupon).getTime());
  const from = coupons.length > 0 ? Math.min(...times((c) => c.validFrom)) : null;
  const to = coupons.length > 0 ? Math.max(...times((c) => c.validTo)) : null;
  return {
    id: campaign.id,
    name: texts.name,
    description: texts.description,
    image: campaign.image,
    coupon_count: coupons.length,
    min_cost: coupons.length > 0 ? Math.min(...coupons.map((coupon) => coupon.cost)) : null,
    valid_from: from === null ? null : new Date(from).toISOString(),
    valid_to: to === null ? null : new Date(to).toISOString(),
    // By its period, not by whether a coupon can be got this minute: a campaign between two of
    // its coupons (or sold out) has begun all the same.
    phase: periodPhase(from, to, now),
    next_open_at: nextOpening(coupons, now),
    open: coupons.some((coupon) => isOpenToGet(coupon, counts.get(coupon.id), now)),
  };
}

/** Where a campaign stands by its period (epoch ms; null without coupons). */
function periodPhase(from: number | null, to: number | null, now: Date): CouponCampaignPhase {
  if (from === null || to === null || now.getTime() < from) return 'upcoming';
  return now.getTime() < to ? 'open' : 'ended';
}

/** When the first of these coupons still to start opens, if any. */
function nextOpening(coupons: Coupon[], now: Date): string | null {
  const starts = coupons
    .filter((coupon) => coupon.issuing && coupon.validFrom > now)
    .map((coupon) => coupon.validFrom.getTime());
  return starts.length > 0 ? new Date(Math.min(...starts)).toISOString() : null;
}

/** Every coupon id of the catalogue (what the stock counts are read for). */
export const allCouponIds = (catalogue: CouponCatalogue) => [...catalogue.couponsById.keys()];

/** A player's coupon's status: an unused one is expired from its end on, swept or not. */
export function shownStatus(
  status: PlayerCouponStatus,
  validTo: Date,
  now: Date,
): PlayerCouponStatus {
  return status === 'obtained' && validTo <= now ? 'expired' : status;
}

/** A player's coupon as the history lists it. */
export function toPlayerCouponView(
  row: PlayerCouponRecord,
  coupon: Coupon | undefined,
  language: Language,
  now: Date,
): PlayerCouponView {
  const validTo = coupon?.validTo ?? row.expired_at ?? now;
  const status = shownStatus(row.status, validTo, now);
  const lapsed = status !== row.status;
  return {
    id: row.id,
    coupon_id: row.coupon_id,
    coupon_measure_id: coupon?.campaignId ?? '',
    name: coupon ? couponTextsIn(coupon, language).name : row.coupon_id,
    image: coupon?.image ?? '',
    cost: row.cost,
    status,
    obtained_at: row.obtained_at.toISOString(),
    used_at: row.used_at?.toISOString() ?? null,
    expired_at: lapsed ? validTo.toISOString() : (row.expired_at?.toISOString() ?? null),
    valid_from: (coupon?.validFrom ?? row.obtained_at).toISOString(),
    valid_to: validTo.toISOString(),
  };
}
