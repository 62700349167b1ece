import type { AppEventStore, RecordedEvent } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../projections.ts';
import { appendMany, checkpointOf, createHarness, dump, type Harness } from '../testing/harness.ts';
import { applyEvents } from './projection.ts';
import { createProjectionRunner } from './runner.ts';

const tables = [
  ['audit_log', 'position'],
  ['stream_summary', 'stream_name'],
] as const;

async function snapshot(h: Harness) {
  return Promise.all(tables.map(([table, key]) => dump(h.db, table, key)));
}

async function readAll(store: AppEventStore): Promise<RecordedEvent[]> {
  return store.readAll({ after: 0n, limit: 10_000 });
}

describe('idempotent projections', () => {
  let h: Harness;
  let head: bigint;
  beforeAll(async () => {
    h = await createHarness();
    head = await appendMany(h.store, 60, 5);
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections, batchSize: 25 });
    await runner.start();
    expect(await runner.waitForPosition('all', head, 10_000)).toBe(true);
    await runner.stop();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('leaves the tables unchanged when the same batch is applied again, even past the checkpoint guard', async () => {
    const before = await snapshot(h);
    expect(before[0]).toHaveLength(60);
    const events = await readAll(h.store);
    for (const projection of allProjections) {
      await h.db.transaction((tx) => applyEvents(tx, projection, events));
      await h.db.transaction(async (tx) => {
        for (const event of events.slice(10, 30)) await projection.apply(tx, event);
      });
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('ignores a redelivered log: the checkpoint guard keeps tables and checkpoints as they were', async () => {
    const before = await snapshot(h);
    const replaying: AppEventStore = {
      ...h.store,
      subscribe: (options) => h.store.subscribe({ ...options, after: 0n }),
    };
    const delivered: RecordedEvent[] = [];
    const runner = createProjectionRunner({
      db: h.db,
      store: replaying,
      projections: allProjections,
      batchSize: 7,
      onCommitted: (_, events) => delivered.push(...events),
    });
    await runner.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await runner.stop();
    expect(delivered).toEqual([]);
    expect(await snapshot(h)).toEqual(before);
    expect(await checkpointOf(h.db, 'audit-log')).toBe(head);
    expect(await checkpointOf(h.db, 'stream-summary')).toBe(head);
  });
});
