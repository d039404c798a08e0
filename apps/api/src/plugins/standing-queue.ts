/**
 * Tells a standing queue from a passing burst, after CoDel (Nichols and Jacobson, "Controlling
 * Queue Delay", 2012): a queue whose delay has stayed above `targetMs` for a whole `intervalMs`
 * (its minimum over the interval is above the target) holds work the server cannot get through;
 * one that dips below the target, or empties, within the interval is a burst being served.
 *
 * Samples are queueing delays, in milliseconds, as they are seen: a request's wait for a database
 * connection when it gets one, the age of the oldest waiter when a request arrives, the
 * event loop's lateness. The clock is injected so that tests drive it.
 *
 * As in CoDel, a queue that stood within the last 16 intervals stands again as soon as its delay
 * is above the target: a node still overloaded sheds each time its queue grows, instead of letting
 * a whole interval's backlog build up again before each turn of shedding.
 */
export interface StandingQueueOptions {
  /** A delay at or below which the queue is keeping up. */
  targetMs: number;
  /** How long every delay must stay above the target before the queue counts as standing. */
  intervalMs: number;
  /** Milliseconds on a monotonic clock (`performance.now` in production). */
  now: () => number;
}

export interface StandingQueue {
  /** Records one queueing delay seen now. */
  sample(delayMs: number): void;
  /** The queue is empty: whatever waited has been served. */
  drained(): void;
  /** Whether the minimum delay over the last interval has stayed above the target. */
  standing(): boolean;
}

export function createStandingQueue({
  targetMs,
  intervalMs,
  now,
}: StandingQueueOptions): StandingQueue {
  // When the delay first rose above the target without having dipped below it since (null: the
  // latest sample was at or below the target).
  let aboveSince: number | null = null;
  // When the queue was last found standing.
  let stoodAt = -Infinity;
  const memoryMs = 16 * intervalMs;
  return {
    sample(delayMs) {
      if (delayMs <= targetMs) aboveSince = null;
      else aboveSince ??= now();
    },
    drained() {
      aboveSince = null;
    },
    standing() {
      if (aboveSince === null) return false;
      const time = now();
      if (time - aboveSince < intervalMs && time - stoodAt >= memoryMs) return false;
      stoodAt = time;
      return true;
    },
  };
}
