import type {
  DeliveryRequest,
  DeliveryResult,
  GameAccountStatus,
  GamePlatformGateway,
  GoalProgressRequest,
} from './types';

export interface SimulatorOptions {
  /** Milliseconds every call takes, as a real platform's answers do. */
  latencyMs?: number;
  /** Share of delivery attempts refused with a temporary error (0–1). */
  failureRate?: number;
  /** Share of deliveries refused for good (0–1): the exchange is then refunded. */
  permanentFailureRate?: number;
  /** Every game is under maintenance, or only these content ids. */
  maintenance?: boolean | string[];
  /** Game user ids whose accounts were deleted. */
  deletedAccounts?: string[];
  random?: () => number;
}

export interface DeliveryRecord extends DeliveryRequest {
  at: Date;
  outcome: 'delivered' | 'duplicate' | 'temporary-failure' | 'permanent-failure';
}

/**
 * The in-process stand-in for the game platform. It behaves as the real one is specified to:
 * each delivery id reaches the inbox at most once, and it can be slow, fail for a while, refuse
 * for good, be in maintenance, or hold deleted accounts. It records every attempt it received.
 */
export interface GameSimulator extends GamePlatformGateway {
  /** Every delivery attempt, in the order received. */
  readonly received: DeliveryRecord[];
  /** What reached inboxes: one record per delivery id. */
  readonly inbox: Map<string, DeliveryRecord>;
  options: SimulatorOptions;
  /**
   * Sets what the game counted of a game account for a metric (any period), as a test or the dev
   * page does; without it the simulator answers a demo figure that is stable per account, metric
   * and period start.
   */
  setProgress(gameUserId: string, metric: string, value: number): void;
}

/** A stable demo figure in 0…12 for an account, metric and period (FNV-1a of the three). */
function demoProgress(request: GoalProgressRequest): number {
  let hash = 0x811c9dc5;
  for (const char of `${request.gameUserId}|${request.metric}|${request.from.toISOString()}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return hash % 13;
}

export function createGameSimulator(options: SimulatorOptions = {}): GameSimulator {
  const received: DeliveryRecord[] = [];
  const inbox = new Map<string, DeliveryRecord>();
  const random = options.random ?? Math.random;
  const progress = new Map<string, number>();
  // Every call waits, not only deliveries: a slow platform is slow to answer questions too.
  const answer = async () => {
    const latency = simulator.options.latencyMs;
    if (latency) await new Promise((resolve) => setTimeout(resolve, latency));
  };

  const simulator: GameSimulator = {
    received,
    inbox,
    options,

    async deliver(request): Promise<DeliveryResult> {
      await answer();
      const record = (outcome: DeliveryRecord['outcome']) => {
        const entry = { ...request, at: new Date(), outcome };
        received.push(entry);
        return entry;
      };
      if (inbox.has(request.deliveryId)) {
        record('duplicate');
        return { ok: true };
      }
      if (simulator.options.deletedAccounts?.includes(request.gameUserId)) {
        record('permanent-failure');
        return { ok: false, permanent: true, reason: 'game account deleted' };
      }
      if (random() < (simulator.options.permanentFailureRate ?? 0)) {
        record('permanent-failure');
        return { ok: false, permanent: true, reason: 'product refused by the platform' };
      }
      if (random() < (simulator.options.failureRate ?? 0)) {
        record('temporary-failure');
        return { ok: false, permanent: false, reason: 'platform temporarily unavailable' };
      }
      inbox.set(request.deliveryId, record('delivered'));
      return { ok: true };
    },

    async wasDelivered(deliveryId) {
      await answer();
      return inbox.has(deliveryId);
    },

    async accountStatus(contentId, gameUserId): Promise<GameAccountStatus> {
      await answer();
      const deleted = simulator.options.deletedAccounts?.includes(gameUserId) ?? false;
      return {
        exists: contentId.length > 0 && gameUserId.length > 0,
        deleted,
        // The game country is read from the id's prefix (JP-… is jp).
        country: /^([A-Za-z]{2})-/.exec(gameUserId)?.[1]?.toLowerCase() ?? null,
        featureAvailable: !deleted,
      };
    },

    async inMaintenance(contentId) {
      await answer();
      const maintenance = simulator.options.maintenance;
      return Array.isArray(maintenance) ? maintenance.includes(contentId) : maintenance === true;
    },

    async goalProgress(request) {
      await answer();
      return progress.get(`${request.gameUserId}|${request.metric}`) ?? demoProgress(request);
    },

    setProgress(gameUserId, metric, value) {
      progress.set(`${gameUserId}|${metric}`, value);
    },
  };
  return simulator;
}
