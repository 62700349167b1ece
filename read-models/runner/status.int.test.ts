import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../projections.ts';
import { append, createHarness, type Harness } from '../testing/harness.ts';
import { createProjectionRunner } from './runner.ts';
import { readProjectionStatus } from './status.ts';

describe('projection status and lag', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reports lag in events and in milliseconds, and zero once caught up', async () => {
    const fiveSecondsAgo = new Date(Date.now() - 5_000);
    let head = 0n;
    for (let i = 0; i < 12; i++) {
      head = await append(h.store, `job-lag${i % 3}`, [{ type: 'JobDrafted', data: { i } }], {
        occurredAt: new Date(fiveSecondsAgo.getTime() + i * 100),
      });
    }
    const before = await readProjectionStatus({ db: h.db, store: h.store, projections: allProjections });
    for (const status of before) {
      expect(status).toMatchObject({ state: 'running', checkpoint: 0n, headPosition: head, lagEvents: 12 });
      expect(status.lagMs).toBeGreaterThanOrEqual(5_000);
      expect(status.lagMs).toBeLessThan(30_000);
    }

    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections, batchSize: 5 });
    await runner.start();
    expect(await runner.waitForPosition('all', head, 5_000)).toBe(true);
    const after = await runner.status();
    expect(after.map((s) => [s.name, s.state, s.checkpoint, s.lagEvents, s.lagMs])).toEqual(
      allProjections.map((p) => [p.name, 'running', head, 0, 0]),
    );
    expect(after[0]!.lastEventAt?.toISOString()).toBe(new Date(fiveSecondsAgo.getTime() + 1_100).toISOString());
    await runner.stop();

    const newer = await append(h.store, 'job-lag9', [{ type: 'JobDrafted', data: {} }], {
      occurredAt: new Date(Date.now() - 2_000),
    });
    const [behind] = await readProjectionStatus({ db: h.db, store: h.store, projections: allProjections });
    expect(behind).toMatchObject({ checkpoint: head, headPosition: newer, lagEvents: 1 });
    expect(behind!.lagMs).toBeGreaterThanOrEqual(2_000);
  });
});
