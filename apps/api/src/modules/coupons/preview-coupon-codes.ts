import type { CodesPreview } from '@points/contracts';
import type { Queryable } from '../../db/database';
import { checkCouponCodes, previewOf } from './check-coupon-codes';

/** What importing a codes CSV into a coupon's pool would do: its good codes and each bad line. */
export async function previewCouponCodes(
  db: Queryable,
  couponId: string,
  csv: string,
): Promise<CodesPreview> {
  return previewOf(await checkCouponCodes(db, couponId, csv));
}
