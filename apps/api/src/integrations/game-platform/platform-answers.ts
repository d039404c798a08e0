import { z } from 'zod';

/**
 * What the game platform's answers must look like, call by call. Anything else is a platform
 * failure. docs/security.md states these rules for the platform team.
 */

/** A goal's count above this is not a count the game can have made: the answer is refused. */
export const MAX_GOAL_PROGRESS = 1_000_000;

/** A body longer than this is not an answer of ours: reading stops and the call fails. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** A refusal's reason longer than this is cut, so that the exchange row keeps a bounded note. */
export const MAX_REASON_CHARS = 500;

/**
 * An answer object: the call's fields, others ignored, except `error` or `errors`: a 200 that
 * carries an error is a failure, whatever else it says.
 */
const answer = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({ ...shape, error: z.never().optional(), errors: z.never().optional() });

/** `GET /accounts/{contentId}/{gameUserId}` → 200. */
export const AccountStatusAnswer = answer({
  exists: z.boolean(),
  deleted: z.boolean(),
  // An ISO country code; the platform may send it in capitals.
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toLowerCase())
    .nullable(),
  featureAvailable: z.boolean(),
});

/** `GET /maintenance/{contentId}` → 200. */
export const MaintenanceAnswer = answer({ maintenance: z.boolean() });

/** A goal's count: a whole number from 0 to `MAX_GOAL_PROGRESS` (never NaN, negative or huge). */
export const GoalProgressValue = z.number().int().min(0).max(MAX_GOAL_PROGRESS);

/** `GET /progress/{contentId}/{gameUserId}/{metric}?from&to` → 200. */
export const GoalProgressAnswer = answer({ value: GoalProgressValue });

/** `POST /deliveries` → 2xx: in the inbox (now or before, for this delivery id). */
export const DeliveredAnswer = answer({ ok: z.literal(true) });

/** `POST /deliveries` → 4xx (but 408, 425, 429): refused for good, and why. */
export const RefusalAnswer = answer({
  reason: z
    .string()
    .min(1)
    .transform((reason) => reason.slice(0, MAX_REASON_CHARS)),
});

/** `GET /deliveries/{deliveryId}` → 200 (or 404 with `delivered: false`). */
export const DeliveryStateAnswer = answer({ delivered: z.boolean() });

/** What any gateway's `deliver` may answer (the in-process simulator's too). */
export const DeliveryResultAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), permanent: z.boolean(), reason: z.string() }),
]);
