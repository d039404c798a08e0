import {
  CODE_ERRORS_LISTED,
  CODE_MAX_LENGTH,
  ERROR_CODES,
  type CodeLineError,
  type CodesPreview,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import { couponPool, parseCodesCsv } from './coupon-stock';

/** A codes file read and checked: the codes that can be added, and each bad line. */
export interface CheckedCodes {
  good: Array<{ line: number; value: string }>;
  errors: CodeLineError[];
}

// What `addCouponCodes` accepts, split so that an operator is told which rule a line breaks.
const CODE_CHARACTERS = /^[A-Za-z0-9-]+$/;
// A bad line is echoed back to the operator; a megabyte on one line need not be.
const ECHO_MAX = 100;
const echo = (value: string) => (value.length > ECHO_MAX ? `${value.slice(0, ECHO_MAX)}…` : value);

/**
 * Reads a codes CSV for a coupon and checks every line: empty, too long, bad characters, twice in
 * the file, or already in the coupon's pool. Changes nothing; `previewCouponCodes` answers it,
 * and the import refuses a file with any bad line.
 */
export async function checkCouponCodes(
  db: Queryable,
  couponId: string,
  csv: string,
): Promise<CheckedCodes> {
  const coupon = await run(db, sql`SELECT 1 FROM coupons WHERE id = ${couponId}`);
  if (coupon.rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
  const errors: CodeLineError[] = [];
  const seen = new Set<string>();
  const candidates: Array<{ line: number; value: string }> = [];
  for (const code of parseCodesCsv(csv)) {
    const bad = (reason: CodeLineError['reason']) =>
      errors.push({ line: code.line, value: echo(code.value), reason });
    if (code.value === '') bad('empty');
    else if (code.value.length > CODE_MAX_LENGTH) bad('too_long');
    else if (!CODE_CHARACTERS.test(code.value)) bad('bad_characters');
    else if (seen.has(code.value)) bad('duplicate_in_file');
    else {
      seen.add(code.value);
      candidates.push(code);
    }
  }
  const known = new Set<string>();
  if (candidates.length > 0) {
    const { rows } = await run<{ value: string }>(
      db,
      sql`SELECT value FROM stock_units
           WHERE pool = ${couponPool(couponId)}
             AND value = ANY(${candidates.map((code) => code.value)}::text[])`,
    );
    for (const row of rows) known.add(row.value);
  }
  const good: CheckedCodes['good'] = [];
  for (const code of candidates) {
    if (known.has(code.value)) errors.push({ ...code, reason: 'already_in_pool' });
    else good.push(code);
  }
  errors.sort((a, b) => a.line - b.line);
  return { good, errors };
}

/** The answer listing a check's bad lines: all counted, the first CODE_ERRORS_LISTED shown. */
export const previewOf = (checked: CheckedCodes): CodesPreview => ({
  good: checked.good.length,
  error_count: checked.errors.length,
  errors: checked.errors.slice(0, CODE_ERRORS_LISTED),
});
