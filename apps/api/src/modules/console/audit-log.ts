import type { AuditEntry, AuditFilter, ConsolePageQuery } from '@points/contracts';
import type { Database, Queryable } from '../../db/database';
import type { AuditedOutcome } from '../operator-actions/audited';
import { csvField } from '../operator-actions/csv';

interface AuditRow {
  id: string;
  at: Date;
  operator_subject: string;
  operator_name: string;
  operator_role: AuditEntry['operator_role'];
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  request_id: string | null;
}

/** A row of a page of the list, with the player it concerns (`PLAYER_JOIN`). */
interface ListedRow extends AuditRow {
  player_id: string | null;
  player_nickname: string | null;
}

function whereOf(filter: AuditFilter, upTo?: string): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (index: number) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(params.length));
  };
  if (filter.operator) {
    add(
      (i) => `(operator_subject = $${i} OR operator_name ILIKE '%' || $${i} || '%')`,
      filter.operator,
    );
  }
  if (filter.action) add((i) => `action = $${i}`, filter.action);
  if (filter.object_type) add((i) => `object_type = $${i}`, filter.object_type);
  if (filter.object_id) add((i) => `object_id = $${i}`, filter.object_id);
  if (filter.from) add((i) => `at >= $${i}`, filter.from);
  if (filter.to) add((i) => `at < $${i}`, filter.to);
  if (upTo !== undefined) add((i) => `id <= $${i}::bigint`, upTo);
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const toEntry = (row: AuditRow): Omit<AuditEntry, 'player'> => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  operator_subject: row.operator_subject,
  operator_name: row.operator_name,
  operator_role: row.operator_role,
  action: row.action,
  object_type: row.object_type,
  object_id: row.object_id,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  request_id: row.request_id,
});

const COLUMNS = `id::text AS id, at, operator_subject, operator_name, operator_role, action,
  object_type, object_id, before, after, reason, request_id`;

/** A uuid's text, so that a cast of it cannot fail. */
const UUID = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;

/**
 * The player a row of the page `page` concerns, in one join: the player written to, the owner
 * of the exchange retried or refunded, the visitor checked in. An id is cast only once it is
 * known to be a uuid's text (CASE evaluates no other branch).
 */
const PLAYER_JOIN = `LEFT JOIN users u ON u.id = CASE
    WHEN page.object_type = 'player' AND page.object_id ~ ${UUID} THEN page.object_id::uuid
    WHEN page.object_type = 'item_exchange' AND page.object_id ~ ${UUID} THEN
      (SELECT x.user_id FROM item_exchanges x WHERE x.id = page.object_id::uuid)
    WHEN page.action = 'festival.check_in' AND page.after ->> 'registration_id' ~ ${UUID} THEN
      (SELECT r.user_id FROM festival_registrations r
        WHERE r.id = (page.after ->> 'registration_id')::uuid)
  END`;

/** A page of the audit log, newest first, with the total the filter matches. */
export async function listAudit(
  db: Queryable,
  query: AuditFilter & ConsolePageQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { where, params } = whereOf(query);
  const [page, count] = await Promise.all([
    db.query<ListedRow>(
      `SELECT page.*, u.id::text AS player_id, u.nickname AS player_nickname
         FROM (SELECT ${COLUMNS} FROM console_audit ${where}
                ORDER BY at DESC, id DESC
                LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}) page
         ${PLAYER_JOIN}
        ORDER BY page.at DESC, page.id::bigint DESC`,
      params,
    ),
    db.query<{ total: string }>(
      `SELECT count(*)::text AS total FROM console_audit ${where}`,
      params,
    ),
  ]);
  return {
    entries: page.rows.map((row) => ({
      ...toEntry(row),
      player:
        row.player_id && row.player_nickname !== null
          ? { id: row.player_id, nickname: row.player_nickname }
          : null,
    })),
    total: Number(count.rows[0]!.total),
  };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'operator_subject',
  'operator_name',
  'operator_role',
  'action',
  'object_type',
  'object_id',
  'reason',
  'before',
  'after',
  'request_id',
] as const;

/**
 * The id up to which the log is settled: every row up to it is committed, and no row up to it
 * can appear later. The share lock waits for the writes in flight (an id is taken only by a
 * transaction that holds the table's row-exclusive lock until it ends) and holds new ones back
 * for the moment it takes to read the largest id. The log is append-only, so the rows up to it
 * never change: counted once and sent later, they are the same rows.
 */
export function auditHorizon(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('LOCK TABLE console_audit IN SHARE MODE');
    const { rows } = await tx.query<{ id: string }>(
      'SELECT COALESCE(max(id), 0)::text AS id FROM console_audit',
    );
    return rows[0]!.id;
  });
}

/** The filter as the export's audit row names it: only the fields set, dates as ISO text. */
const filterOf = (filter: AuditFilter) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/**
 * Counts what an export of the log up to `upTo` holds, for its own audit row: who exported
 * (the actor), which filter, how many rows and up to which id (the export's own row is past it).
 */
export async function auditExport(
  tx: Queryable,
  filter: AuditFilter,
  upTo: string,
): Promise<AuditedOutcome<number>> {
  const { where, params } = whereOf(filter, upTo);
  const { rows } = await tx.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM console_audit ${where}`,
    params,
  );
  const count = Number(rows[0]!.n);
  return {
    result: count,
    audit: {
      action: 'audit.export',
      objectType: 'audit_log',
      objectId: 'console_audit',
      before: null,
      after: { filter: filterOf(filter), rows: count, up_to_id: Number(upTo) },
    },
  };
}

type PagedRow = AuditRow & { at_key: string };

/**
 * The filtered audit log up to `upTo` (`auditHorizon`) as CSV (RFC 4180), newest first, in
 * pages of 1,000 rows.
 */
export async function* auditCsv(
  db: Queryable,
  filter: AuditFilter,
  upTo: string,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  const { where, params } = whereOf(filter, upTo);
  // The page's last row as the next page's bound, its time as PostgreSQL's text: a Date keeps
  // milliseconds only, and rows written in one transaction share a time to the microsecond, so
  // a bound in milliseconds would skip the rest of such a group at a page's edge.
  let last: { at: string; id: string } | null = null;
  for (;;) {
    const keyset: string = last
      ? `${where ? `${where} AND` : 'WHERE'} (at, id) < ($${params.length + 1}::timestamptz, $${params.length + 2}::bigint)`
      : where;
    const { rows }: { rows: PagedRow[] } = await db.query<PagedRow>(
      `SELECT ${COLUMNS}, at::text AS at_key FROM console_audit ${keyset}
        ORDER BY at DESC, id DESC LIMIT 1000`,
      last ? [...params, last.at, last.id] : params,
    );
    if (rows.length === 0) return;
    yield rows
      .map((row) => {
        const entry = toEntry(row);
        return `${CSV_COLUMNS.map((column) => csvField(entry[column])).join(',')}\r\n`;
      })
      .join('');
    const end: PagedRow = rows[rows.length - 1]!;
    last = { at: end.at_key, id: end.id };
    if (rows.length < 1000) return;
  }
}
