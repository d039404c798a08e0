import { z } from 'zod';
import { AccountStatusAnswer, DeliveryResultAnswer, GoalProgressValue } from './platform-answers';
import {
  PlatformFailure,
  previewOf,
  type PlatformCall,
  type PlatformLog,
} from './platform-failure';
import type { GamePlatformGateway } from './types';

const previewOfValue = (value: unknown) => {
  try {
    // JSON.stringify hides NaN and Infinity as null: numbers are shown as they are.
    return previewOf(typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? ''));
  } catch {
    return previewOf(String(value));
  }
};

/**
 * Any gateway (the HTTP one, the in-process simulator, a test's) with its answers held to the
 * same schemas the HTTP gateway parses: what the app computes from an answer (a sum of goal
 * counts, a comparison, a response field) can never meet NaN, a negative or a huge count, or a
 * non-boolean, whichever implementation answered. A non-conforming answer is a failure of the
 * platform, logged once: reads throw `PlatformFailure`, a delivery is a temporary failure.
 */
export function checkedGateway(
  gateway: GamePlatformGateway,
  log: PlatformLog,
): GamePlatformGateway {
  const check = <Schema extends z.ZodType>(
    call: PlatformCall,
    schema: Schema,
    value: unknown,
  ): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    log({ call, failure: 'unparsable', preview: previewOfValue(value) });
    throw new PlatformFailure(call, 'unparsable');
  };

  return {
    async deliver(request) {
      const result = await gateway.deliver(request);
      try {
        return check('deliver', DeliveryResultAnswer, result);
      } catch (error) {
        return { ok: false, permanent: false, reason: (error as Error).message };
      }
    },
    async wasDelivered(deliveryId) {
      return check('wasDelivered', z.boolean(), await gateway.wasDelivered(deliveryId));
    },
    async accountStatus(contentId, gameUserId) {
      const { exists, deleted, country, featureAvailable } = check(
        'accountStatus',
        AccountStatusAnswer,
        await gateway.accountStatus(contentId, gameUserId),
      );
      return { exists, deleted, country, featureAvailable };
    },
    async inMaintenance(contentId) {
      return check('inMaintenance', z.boolean(), await gateway.inMaintenance(contentId));
    },
    async goalProgress(request) {
      return check('goalProgress', GoalProgressValue, await gateway.goalProgress(request));
    },
  };
}
