import type { Database } from '../../db/database';
import { revisionSnapshotOf, type RevisionSnapshot } from '../../db/revision-snapshot';
import type { Localized } from '../texts/localized';
import { madeDrawOf, type DrawColumns, type MadeDraw } from '../draws/proof-summary';

export interface FestivalTexts {
  name: string;
  description: string;
  venue: string;
}

/** A festival's row with its draw, as the catalogue and the console read it. */
export interface FestivalRow extends DrawColumns {
  id: string;
  pre_registration_from: Date;
  pre_registration_to: Date;
  draw_at: Date;
  registration_to: Date;
  event_starts_at: Date;
  event_ends_at: Date;
  reward_until: Date;
  visitor_slots: number;
  reward_points: number;
  reward_expiry_days: number;
  check_in_margin_minutes: number;
  image: string;
  texts: Localized<FestivalTexts>;
  seed_hash: string;
  commitment: string;
}

export interface Festival {
  id: string;
  preRegistrationFrom: Date;
  preRegistrationTo: Date;
  drawAt: Date;
  registrationTo: Date;
  eventStartsAt: Date;
  eventEndsAt: Date;
  rewardUntil: Date;
  visitorSlots: number;
  rewardPoints: number;
  rewardExpiryDays: number;
  /** Check-in is open from this long before the event starts until this long after it ends. */
  checkInMarginMinutes: number;
  image: string;
  texts: Localized<FestivalTexts>;
  /** SHA-256 of the secret seed, and the commitment binding it with the places and the period. */
  seedHash: string;
  commitment: string;
  /** The visitor draw, once made (the seed is read only then). */
  draw: MadeDraw | null;
}

/** The published festivals: few, the same for everyone. */
export interface FestivalCatalogue {
  revision: string;
  festivalsById: Map<string, Festival>;
}

export type FestivalCatalogueStore = RevisionSnapshot<FestivalCatalogue>;

async function loadFestivals(db: Database): Promise<FestivalCatalogue> {
  const [revision, festivals] = await Promise.all([
    db.query<{ revision: string }>('SELECT revision::text AS revision FROM festival_revision'),
    db.query<FestivalRow>(
      `SELECT f.id, f.pre_registration_from, f.pre_registration_to, f.draw_at, f.registration_to,
              f.event_starts_at, f.event_ends_at, f.reward_until, f.visitor_slots,
              f.reward_points, f.reward_expiry_days, f.check_in_margin_minutes, f.image, f.texts,
              f.seed_hash, f.commitment,
              CASE WHEN d.festival_id IS NOT NULL THEN f.seed END AS drawn_seed,
              d.ticket_list_hash, d.ticket_count, d.drawn_at
         FROM festivals f LEFT JOIN festival_draws d ON d.festival_id = f.id
        WHERE f.published`,
    ),
  ]);
  return {
    revision: revision.rows[0]!.revision,
    festivalsById: new Map(
      festivals.rows.map((row) => [
        row.id,
        {
          id: row.id,
          preRegistrationFrom: row.pre_registration_from,
          preRegistrationTo: row.pre_registration_to,
          drawAt: row.draw_at,
          registrationTo: row.registration_to,
          eventStartsAt: row.event_starts_at,
          eventEndsAt: row.event_ends_at,
          rewardUntil: row.reward_until,
          visitorSlots: row.visitor_slots,
          rewardPoints: row.reward_points,
          rewardExpiryDays: row.reward_expiry_days,
          checkInMarginMinutes: row.check_in_margin_minutes,
          image: row.image,
          texts: row.texts,
          seedHash: row.seed_hash,
          commitment: row.commitment,
          draw: madeDrawOf(row),
        },
      ]),
    ),
  };
}

/** The festivals kept on each node, read again when `festival_revision` moves. */
export const createFestivalCatalogueStore = revisionSnapshotOf('festival_revision', loadFestivals);
