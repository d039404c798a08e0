import type { DeliveryRequest, GamePlatformGateway } from '../integrations/game-platform/types';
import { PermanentJobFailure, RetryJobLater } from './job';

/**
 * One attempt of a job that puts something in a player's in-game inbox (an exchanged item, a won
 * prize), with the job's failure rules: returns when delivered; throws `PermanentJobFailure` when
 * the platform says sending again cannot succeed; on the last attempt first asks whether an
 * earlier attempt got through after all (`RetryJobLater` when it cannot tell); else throws to
 * retry. An unreachable platform is a temporary failure. The delivery id makes repeats harmless.
 */
export async function deliverToInbox(
  gateway: GamePlatformGateway,
  request: DeliveryRequest,
  finalAttempt: boolean,
): Promise<void> {
  const result = await gateway.deliver(request).catch((error: unknown) => ({
    ok: false as const,
    permanent: false,
    reason: `unreachable: ${String(error)}`,
  }));
  if (result.ok) return;
  if (result.permanent) throw new PermanentJobFailure(result.reason);
  if (finalAttempt) {
    const delivered = await gateway.wasDelivered(request.deliveryId).catch(() => null);
    if (delivered === null) throw new RetryJobLater('could not confirm the delivery state');
    if (delivered) return;
  }
  throw new Error(result.reason);
}
