import type { FestivalPeopleList, FestivalPerson } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql, type Statement } from '../../db/statement';
import { csvField } from '../operator-actions/csv';
import type { AuditedOutcome } from '../operator-actions/audited';

interface PersonRow {
  player_id: string;
  nickname: string;
  pre_registered_at: Date | null;
  drawn: boolean | null;
  role: FestivalPerson['role'];
  attendee_type: FestivalPerson['attendee_type'];
  age_group: FestivalPerson['age_group'];
  attending: boolean | null;
  has_companion: boolean | null;
  companion: string | null;
  game_user_id: string | null;
  game_user_name: string | null;
  no_mobile_consent: boolean | null;
  ticket_code: string | null;
  registered_at: Date | null;
  checked_in_at: Date | null;
}

/** Which rows a list holds (`x` is the list's own table), in its order. */
function listOf(festivalId: string, list: FestivalPeopleList) {
  if (list === 'pre_registrants') {
    return {
      from: sql`festival_preregistrations x WHERE x.festival_id = ${festivalId}`,
      order: sql`x.number`,
    };
  }
  const role = list === 'visitors' ? 'visitor' : 'companion';
  return {
    from: sql`festival_registrations x WHERE x.festival_id = ${festivalId} AND x.role = ${role}`,
    order: sql`x.created_at, x.id`,
  };
}

/** The people of a list with everything the console shows of them. */
function peopleQuery(festivalId: string, list: FestivalPeopleList, page?: Statement): Statement {
  const { from, order } = listOf(festivalId, list);
  return sql`
    WITH listed AS (
      SELECT x.user_id, row_number() OVER (ORDER BY ${order}) AS position
        FROM ${from} ORDER BY ${order} ${page ?? sql``}
    )
    SELECT u.id::text AS player_id, u.nickname, p.created_at AS pre_registered_at,
           CASE WHEN dr.festival_id IS NULL OR p.user_id IS NULL THEN NULL
                ELSE dn.user_id IS NOT NULL END AS drawn,
           r.role, r.attendee_type, r.age_group, r.attending, r.has_companion,
           COALESCE(cu.nickname, vu.nickname) AS companion,
           r.game_user_id, r.game_user_name, r.no_mobile_consent, r.ticket_code,
           r.created_at AS registered_at, r.checked_in_at
      FROM listed l
      JOIN users u ON u.id = l.user_id
      LEFT JOIN festival_preregistrations p
             ON p.festival_id = ${festivalId} AND p.user_id = l.user_id
      LEFT JOIN festival_draws dr ON dr.festival_id = ${festivalId}
      LEFT JOIN festival_drawn dn ON dn.festival_id = ${festivalId} AND dn.user_id = l.user_id
      LEFT JOIN festival_registrations r
             ON r.festival_id = ${festivalId} AND r.user_id = l.user_id
      LEFT JOIN festival_registrations c ON c.companion_of = r.id
      LEFT JOIN users cu ON cu.id = c.user_id
      LEFT JOIN festival_registrations v ON v.id = r.companion_of
      LEFT JOIN users vu ON vu.id = v.user_id
     ORDER BY l.position`;
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

const toPerson = (row: PersonRow): FestivalPerson => ({
  ...row,
  pre_registered_at: isoOrNull(row.pre_registered_at),
  registered_at: isoOrNull(row.registered_at),
  checked_in_at: isoOrNull(row.checked_in_at),
});

/** A page of one of the festival's lists: pre-registrants, visitors or companions. */
export async function listFestivalPeople(
  db: Queryable,
  request: { festivalId: string; list: FestivalPeopleList; page: number; perPage: number },
): Promise<{ people: FestivalPerson[]; total: number }> {
  const { festivalId, list, page, perPage } = request;
  const { from } = listOf(festivalId, list);
  const [rows, count] = await Promise.all([
    run<PersonRow>(
      db,
      peopleQuery(festivalId, list, sql`LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    ),
    run<{ total: string }>(db, sql`SELECT count(*)::text AS total FROM ${from}`),
  ]);
  return { people: rows.rows.map(toPerson), total: Number(count.rows[0]!.total) };
}

const CSV_COLUMNS = [
  'player_id',
  'nickname',
  'pre_registered_at',
  'drawn',
  'role',
  'attendee_type',
  'age_group',
  'attending',
  'has_companion',
  'companion',
  'game_user_id',
  'game_user_name',
  'no_mobile_consent',
  'ticket_code',
  'registered_at',
  'checked_in_at',
] as const satisfies ReadonlyArray<keyof FestivalPerson>;

/**
 * One of the festival's lists as CSV (RFC 4180, formula-safe fields), whole. Audited as an
 * export: the audit row names the festival, the list and how many lines, never a person.
 */
export async function exportFestivalPeople(
  tx: Queryable,
  request: { festivalId: string; list: FestivalPeopleList },
): Promise<AuditedOutcome<string>> {
  const { rows } = await run<PersonRow>(tx, peopleQuery(request.festivalId, request.list));
  const lines = rows
    .map(toPerson)
    .map((person) => CSV_COLUMNS.map((column) => csvField(person[column])).join(','));
  return {
    result: [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n',
    audit: {
      action: 'festival.export',
      objectType: 'festival',
      objectId: request.festivalId,
      before: null,
      after: { list: request.list, lines: rows.length },
    },
  };
}
