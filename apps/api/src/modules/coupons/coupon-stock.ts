import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { ERROR_CODES } from '@points/contracts';

/** The stock (`stock_units` pool) of a coupon's codes. */
export const couponPool = (couponId: string) => `coupon:${couponId}`;

/** `reserved_by` of a code held back because the issue limit does not allow it yet. */
export const WITHHELD = 'withheld';

/** How a coupon's codes stand: issued to players, free to get, and all codes it has. */
export interface CouponStock {
  issued: number;
  free: number;
  total: number;
}

/** What the catalogue shows of a coupon's codes: how many were issued, and whether any is free. */
export interface CouponCounts {
  issued: number;
  hasFree: boolean;
}

/** Exact counts of one coupon's codes (for operators: they scan the pool). */
async function readStock(db: Queryable, couponId: string): Promise<CouponStock> {
  const pool = couponPool(couponId);
  const { rows } = await run<CouponStock>(
    db,
    sql`SELECT (SELECT count(*) FROM player_coupons WHERE coupon_id = ${couponId})::integer AS issued,
               (SELECT count(*) FROM stock_units
                 WHERE pool = ${pool} AND reserved_by IS NULL)::integer AS free,
               (SELECT count(*) FROM stock_units WHERE pool = ${pool})::integer AS total`,
  );
  return rows[0]!;
}

/** The catalogue's counts: an index-only count of issued coupons and one probe of the free codes. */
async function readCounts(db: Queryable, couponIds: string[]): Promise<Map<string, CouponCounts>> {
  if (couponIds.length === 0) return new Map();
  const { rows } = await run<{ id: string; issued: number; has_free: boolean }>(
    db,
    sql`SELECT c.id,
               (SELECT count(*) FROM player_coupons p WHERE p.coupon_id = c.id)::integer AS issued,
               EXISTS (SELECT 1 FROM stock_units s
                        WHERE s.pool = 'coupon:' || c.id AND s.reserved_by IS NULL) AS has_free
          FROM coupons c WHERE c.id = ANY(${couponIds}::text[])`,
  );
  return new Map(rows.map((row) => [row.id, { issued: row.issued, hasFree: row.has_free }]));
}

export interface CouponStockCache {
  /** The coupons' counts, at most `ttlMs` old. */
  get(couponIds: string[]): Promise<Map<string, CouponCounts>>;
}

/**
 * Issued counts and free codes per coupon, for the catalogue's `issued_count` and states, kept
 * `ttlMs` on each node so a crowd on the coupon pages costs one read per period. Gets never
 * read them: the stock's own reservation decides.
 */
export function createCouponStockCache(db: Database, ttlMs: number): CouponStockCache {
  let cached: { at: number; value: Promise<Map<string, CouponCounts>>; ids: string } | undefined;
  return {
    async get(couponIds) {
      const ids = [...couponIds].sort().join(',');
      if (!cached || cached.ids !== ids || Date.now() - cached.at > ttlMs) {
        const value = readCounts(db, couponIds);
        cached = { at: Date.now(), value, ids };
        value.catch(() => {
          if (cached?.value === value) cached = undefined;
        });
      }
      return cached.value;
    },
  };
}

/**
 * Frees as many of a coupon's codes as its issue limit still allows and withholds the rest, so
 * that the stock alone refuses a get past the limit. Runs under the coupon's row lock (taken
 * here), after any change to the limit or the codes. A get running meanwhile holds its code
 * locked and is skipped: it counts as issued either way, so the limit holds.
 */
export async function syncCouponPool(tx: Queryable, couponId: string): Promise<CouponStock> {
  const { rows } = await run<{ issue_limit: number }>(
    tx,
    sql`SELECT issue_limit FROM coupons WHERE id = ${couponId} FOR UPDATE`,
  );
  if (rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
  const stock = await readStock(tx, couponId);
  await run(
    tx,
    sql`UPDATE coupons SET code_count = ${stock.total}
         WHERE id = ${couponId} AND code_count <> ${stock.total}`,
  );
  const allowed = Math.max(0, rows[0]!.issue_limit - stock.issued);
  const pool = couponPool(couponId);
  if (stock.free < allowed) {
    const { rowCount } = await run(
      tx,
      sql`UPDATE stock_units SET reserved_by = NULL, reserved_at = NULL
           WHERE id IN (SELECT id FROM stock_units WHERE pool = ${pool} AND reserved_by = ${WITHHELD}
                         ORDER BY id LIMIT ${allowed - stock.free} FOR UPDATE SKIP LOCKED)`,
    );
    return { ...stock, free: stock.free + rowCount };
  }
  if (stock.free > allowed) {
    const { rowCount } = await run(
      tx,
      sql`UPDATE stock_units SET reserved_by = ${WITHHELD}, reserved_at = now()
           WHERE id IN (SELECT id FROM stock_units WHERE pool = ${pool} AND reserved_by IS NULL
                         ORDER BY id DESC LIMIT ${stock.free - allowed} FOR UPDATE SKIP LOCKED)`,
    );
    return { ...stock, free: stock.free - rowCount };
  }
  return stock;
}

/** Codes: 1 to 64 letters, digits and dashes (what a game or a shop can take). */
const CODE = /^[A-Za-z0-9-]{1,64}$/;

export interface CodeImportError {
  /** 1-based line of the file. */
  line: number;
  value: string;
  problem: 'invalid' | 'duplicate_in_file' | 'already_in_pool';
}

export interface CodeImportResult {
  /** Codes read, added, and refused (with why). */
  read: number;
  added: number;
  errors: CodeImportError[];
  stock: CouponStock;
}

/**
 * Reads codes from CSV text: one code per line, in the first column; an optional header line
 * (`code`), a byte-order mark, blank lines and surrounding quotes or spaces are ignored. A line
 * with something on it but nothing in the first column (`,x`, `""`) is read as an empty code, so
 * that a check reports it rather than dropping it unseen.
 */
export function parseCodesCsv(text: string): Array<{ line: number; value: string }> {
  const codes: Array<{ line: number; value: string }> = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      if (raw.trim() === '') return;
      const first = raw
        .split(',')[0]!
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim();
      if (index === 0 && first.toLowerCase() === 'code') return;
      codes.push({ line: index + 1, value: first });
    });
  return codes;
}

/**
 * Adds codes to a coupon's pool (the import use-case behind `npm run coupons -- import` and the
 * console): each code is checked, codes already in the pool or twice in the file are reported and
 * skipped, the rest are added and freed as far as the issue limit allows, in one transaction.
 */
export async function importCouponCodes(
  db: Database,
  couponId: string,
  codes: Array<{ line: number; value: string }>,
): Promise<CodeImportResult> {
  return db.transaction((tx) => addCouponCodes(tx, couponId, codes));
}

/** As `importCouponCodes`, in the caller's transaction. */
export async function addCouponCodes(
  tx: Queryable,
  couponId: string,
  codes: Array<{ line: number; value: string }>,
): Promise<CodeImportResult> {
  const errors: CodeImportError[] = [];
  const seen = new Set<string>();
  const candidates: Array<{ line: number; value: string }> = [];
  for (const code of codes) {
    if (!CODE.test(code.value)) errors.push({ ...code, problem: 'invalid' });
    else if (seen.has(code.value)) errors.push({ ...code, problem: 'duplicate_in_file' });
    else {
      seen.add(code.value);
      candidates.push(code);
    }
  }
  // The coupon's lock (taken by the sync) makes imports of one coupon one at a time.
  await syncCouponPool(tx, couponId);
  const pool = couponPool(couponId);
  const { rows } = await run<{ value: string }>(
    tx,
    sql`INSERT INTO stock_units (pool, value, reserved_by, reserved_at)
        SELECT ${pool}, v, ${WITHHELD}, now() FROM unnest(${candidates.map((c) => c.value)}::text[]) AS v
        ON CONFLICT (pool, value) DO NOTHING
        RETURNING value`,
  );
  const added = new Set(rows.map((row) => row.value));
  for (const code of candidates) {
    if (!added.has(code.value)) errors.push({ ...code, problem: 'already_in_pool' });
  }
  errors.sort((a, b) => a.line - b.line);
  const stock = await syncCouponPool(tx, couponId);
  return { read: codes.length, added: added.size, errors, stock };
}

// No 0/O, 1/I/L: a code read aloud or typed from a phone is not misread.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code like `K7F2-9QXA-M3TB` (60 bits from the system's CSPRNG). */
export function randomCouponCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** Generates `count` new random codes into a coupon's pool (see `importCouponCodes`). */
export async function generateCouponCodes(
  tx: Queryable,
  couponId: string,
  count: number,
): Promise<CodeImportResult> {
  const codes = Array.from({ length: count }, (_, i) => ({
    line: i + 1,
    value: randomCouponCode(),
  }));
  return addCouponCodes(tx, couponId, codes);
}
