import { describe, expect, it } from 'vitest';
import { projectionLag } from './lag-stats.ts';

/** 100 events issued 10 ms apart; `lagOf(i)` is each one's lag. */
const run = (lagOf: (i: number) => number) =>
  Array.from({ length: 100 }, (_, i) => ({ issuedAt: i * 10, lag: lagOf(i), committedAt: i * 10 + lagOf(i) }));

describe('a projection falling behind', () => {
  it('keeps up when its lag stays low, even with a short spike that recovers', () => {
    const lag = projectionLag(
      run((i) => (i >= 40 && i < 50 ? 600 : 20)),
      250,
    );
    expect(lag).toMatchObject({ p50: 20, max: 600, behindFromSeconds: null, capacityPerSecond: null });
  });

  it('is behind from the first event after which every lag is over the threshold, at the rate it then projects', () => {
    // From event 60 on, a backlog: it projects one event every 20 ms while they come every 10 ms.
    const events = run((i) => (i < 60 ? 20 : 300 + (i - 60) * 10));
    const lag = projectionLag(events, 250);
    expect(lag.behindFromSeconds).toBeCloseTo(0.6);
    // About 50 events a second (one per 20 ms).
    expect(lag.capacityPerSecond).toBeGreaterThan(45);
    expect(lag.capacityPerSecond).toBeLessThan(55);
  });
});
