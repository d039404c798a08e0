import { ERROR_CODES, type LotteryRefusal } from '@points/contracts';
import { AppError } from '../../errors';

/** A lottery refusal: catalogue code 4049 with the reason the SPA turns into its message. */
export function lotteryRefusal(reason: LotteryRefusal): AppError {
  return new AppError(ERROR_CODES.GENERIC_ERROR, reason, { details: { reason } });
}
