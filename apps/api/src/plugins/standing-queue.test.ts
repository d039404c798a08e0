import { describe, expect, it } from 'vitest';
import { createStandingQueue } from './standing-queue';

/** A controller on a clock the test moves: target 10 ms, interval 100 ms. */
function controller() {
  let time = 1_000;
  const queue = createStandingQueue({ targetMs: 10, intervalMs: 100, now: () => time });
  return {
    queue,
    /** Moves the clock `ms` on in steps of `every`, sampling `delay(elapsed)` at each step. */
    run(ms: number, delay: (elapsed: number) => number, every = 5) {
      for (let elapsed = 0; elapsed < ms; elapsed += every) {
        time += every;
        queue.sample(delay(elapsed));
      }
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

describe('a standing queue (CoDel)', () => {
  it('is not standing while delays stay at or under the target', () => {
    const { queue, run } = controller();
    run(1_000, () => 10);
    expect(queue.standing()).toBe(false);
  });

  it('lets a burst that drains within the interval through, however long its queue grew', () => {
    const { queue, run } = controller();
    // 100 requests at once: the waits climb to 90 ms as the pool works through them, then fall.
    run(95, (elapsed) => elapsed);
    expect(queue.standing()).toBe(false);
    run(20, () => 3);
    expect(queue.standing()).toBe(false);
    // A second burst right after starts its own interval: the first one's time does not count.
    run(95, (elapsed) => 20 + elapsed);
    expect(queue.standing()).toBe(false);
  });

  it('stands once every delay has stayed above the target for a whole interval', () => {
    const { queue, run } = controller();
    run(100, () => 25);
    expect(queue.standing()).toBe(false);
    run(5, () => 25);
    expect(queue.standing()).toBe(true);
    run(500, () => 40);
    expect(queue.standing()).toBe(true);
  });

  it('does not stand when one delay within the interval dipped under the target', () => {
    const { queue, run } = controller();
    run(80, () => 50);
    run(5, () => 9);
    run(80, () => 50);
    expect(queue.standing()).toBe(false);
  });

  it('recovers at the first delay under the target, or when the queue empties', () => {
    const { queue, run } = controller();
    run(200, () => 30);
    expect(queue.standing()).toBe(true);
    queue.sample(4);
    expect(queue.standing()).toBe(false);

    run(200, () => 30);
    expect(queue.standing()).toBe(true);
    queue.drained();
    expect(queue.standing()).toBe(false);
  });

  it('stands again at once while it stood within the last 16 intervals, then only after a whole interval', () => {
    const { queue, run, advance } = controller();
    run(200, () => 30);
    expect(queue.standing()).toBe(true);
    queue.sample(2);
    expect(queue.standing()).toBe(false);
    // Still overloaded: the queue grows again, and is shed without another interval's backlog.
    run(5, () => 30);
    expect(queue.standing()).toBe(true);
    queue.drained();
    // Calm for 16 intervals: a new episode takes a whole interval above the target again.
    advance(1_600);
    run(95, () => 30);
    expect(queue.standing()).toBe(false);
    run(10, () => 30);
    expect(queue.standing()).toBe(true);
  });

  it('stays standing between samples: the interval is counted on the clock, not in samples', () => {
    const { queue, advance } = controller();
    queue.sample(500);
    advance(99);
    expect(queue.standing()).toBe(false);
    advance(1);
    expect(queue.standing()).toBe(true);
  });

  it("judges an event loop's lateness the same way: a long task passes, a saturated loop stands", () => {
    let time = 0;
    const loop = createStandingQueue({ targetMs: 50, intervalMs: 100, now: () => time });
    // One 300 ms task: the 10 ms timer fires once, 290 ms late, then on time again.
    time += 300;
    loop.sample(290);
    time += 10;
    loop.sample(1);
    expect(loop.standing()).toBe(false);
    // Back-to-back 80 ms tasks: every tick is late by more than the target.
    for (let tick = 0; tick < 3; tick++) {
      time += 80;
      loop.sample(70);
    }
    expect(loop.standing()).toBe(true);
    time += 10;
    loop.sample(2);
    expect(loop.standing()).toBe(false);
  });
});
