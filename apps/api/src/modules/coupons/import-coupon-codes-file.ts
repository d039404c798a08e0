import {
  CSV_HAS_ERRORS,
  ERROR_CODES,
  type CodeLineError,
  type CodesAdded,
  type CodesPreview,
} from '@points/contracts';
import type { Queryable } from '../../db/database';
import { run, sql } from '../../db/statement';
import { AppError } from '../../errors';
import type { AuditedOutcome } from '../operator-actions/audited';
import { checkCouponCodes, previewOf } from './check-coupon-codes';
import { NO_CODES, readCodeCounts } from './coupon-code-counts';
import { addCouponCodes } from './coupon-stock';

/** A codes file refused as a whole (4049 `csv_has_errors`): its bad lines, nothing imported. */
export class CodesFileRefused extends AppError {
  constructor(readonly preview: CodesPreview) {
    super(ERROR_CODES.GENERIC_ERROR, `${preview.error_count} bad lines`, {
      details: { reason: CSV_HAS_ERRORS },
    });
  }
}

/**
 * Imports every code of a CSV file into a coupon's pool, or none: a file with any bad line is
 * refused with its lines (`CodesFileRefused`). Runs in the caller's transaction, under the
 * coupon's row lock, so imports of one coupon check and add one at a time; the pool's unique
 * (pool, value) is the last word, and a code it turns away refuses the file too.
 */
export async function importCouponCodesFile(
  tx: Queryable,
  couponId: string,
  file: { csv: string; reason?: string | undefined },
): Promise<AuditedOutcome<CodesAdded>> {
  const locked = await run(tx, sql`SELECT 1 FROM coupons WHERE id = ${couponId} FOR UPDATE`);
  if (locked.rows.length === 0) throw new AppError(ERROR_CODES.USER_NOT_FOUND, 'no such coupon');
  const checked = await checkCouponCodes(tx, couponId, file.csv);
  if (checked.errors.length > 0) throw new CodesFileRefused(previewOf(checked));
  if (checked.good.length === 0) {
    throw new AppError(ERROR_CODES.INVALID_PARAMETER, 'the file holds no codes');
  }
  const before = (await readCodeCounts(tx, [couponId])).get(couponId) ?? NO_CODES;
  const result = await addCouponCodes(tx, couponId, checked.good);
  if (result.errors.length > 0) {
    const errors: CodeLineError[] = result.errors.map((error) => ({
      line: error.line,
      value: error.value,
      reason: error.problem === 'invalid' ? 'bad_characters' : error.problem,
    }));
    throw new CodesFileRefused(previewOf({ good: [], errors }));
  }
  const after = (await readCodeCounts(tx, [couponId])).get(couponId) ?? NO_CODES;
  return {
    result: { added: result.added, codes: after },
    audit: {
      action: 'coupon.import_codes',
      objectType: 'coupon',
      objectId: couponId,
      before: { codes: before },
      after: { codes: after, added: result.added },
      reason: file.reason ?? null,
    },
  };
}
