import { PrizeDelivery, type NotificationKind } from '@points/contracts';
import { z } from 'zod';

/**
 * The facts each kind's texts need, as `params` keeps them: amounts, times and ids, never names
 * (a name is rendered when read, in the reader's language). Written by the SQL that raises them
 * (`raise-notifications.ts`, `expiry-notices.ts`) and read back through these schemas.
 */
export const NOTIFICATION_PARAMS = {
  /** `week`: the first notice (7 days ahead); `day`: the last (24 hours ahead). */
  points_expiring: z.object({
    stage: z.enum(['week', 'day']),
    amount: z.number().int().positive(),
    /** The soonest of them. */
    expires_at: z.iso.datetime(),
  }),
  lottery_result: z.object({
    lottery_id: z.string().min(1),
    won: z.boolean(),
    /** How the prize won reaches the winner; null for a player who did not win. */
    delivery: PrizeDelivery.nullable(),
  }),
  festival_draw_result: z.object({ festival_id: z.string().min(1), drawn: z.boolean() }),
  delivery_refunded: z.object({ exchange_id: z.uuid(), amount: z.number().int().positive() }),
  coupon_expiring: z.object({ player_coupon_id: z.uuid(), expires_at: z.iso.datetime() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams = {
  [Kind in NotificationKind]: z.infer<(typeof NOTIFICATION_PARAMS)[Kind]>;
};
