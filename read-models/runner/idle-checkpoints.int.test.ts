import { sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendMany, checkpointOf, createHarness, until, type Harness } from '../testing/harness.ts';
import { defineProjection } from './projection.ts';
import { createProjectionRunner } from './runner.ts';

// Reads an event type nobody appends: every batch is idle for it.
const idleProbe = defineProjection({
  name: 'idle-probe',
  version: 1,
  tables: [],
  handles: ['NeverAppended'],
  apply: async () => {},
});

describe('checkpoints of batches with nothing to apply', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await countProbeWrites(h);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('are written lazily, in one statement, while readers already see the projection as caught up', async () => {
    const start = await appendMany(h.store, 1, 1, 'idle-warm');
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: [idleProbe], batchSize: 1 });
    await runner.start();
    expect(await runner.waitForPosition('idle-probe', start, 10_000)).toBe(true);
    await until(async () => (await checkpointOf(h.db, 'idle-probe')) === start, 5_000, 'first flush');
    const before = await updatesOfCheckpoints(h);

    let head = start;
    for (let i = 0; i < 30; i++) head = await appendMany(h.store, 1, 1, `idle-${i}`);
    // Thirty batches of one event each: the reader sees them at once, the row is not touched for each.
    expect(await runner.waitForPosition('idle-probe', head, 10_000)).toBe(true);
    expect((await runner.status())[0]!.checkpoint).toBe(head);
    await until(async () => (await checkpointOf(h.db, 'idle-probe')) === head, 5_000, 'lazy flush');
    expect(await updatesOfCheckpoints(h)).toBeLessThan(before + 10);

    const last = await appendMany(h.store, 3, 1, 'idle-end');
    expect(await runner.waitForPosition('idle-probe', last, 10_000)).toBe(true);
    await runner.stop();
    expect(await checkpointOf(h.db, 'idle-probe')).toBe(last);
  });

  it('notice a checkpoint moved back by someone else and read on from there', async () => {
    const seen: RecordedEvent[] = [];
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: [idleProbe],
      onCommitted: (_, events) => seen.push(...events),
    });
    await runner.start();
    const head = await appendMany(h.store, 5, 1, 'rewind-a');
    expect(await runner.waitForPosition('idle-probe', head, 10_000)).toBe(true);
    await until(async () => (await checkpointOf(h.db, 'idle-probe')) === head, 5_000, 'flush');

    // A rebuild (or an operator) sets it back five events.
    await h.db.execute(sql`UPDATE projection_checkpoints SET position = ${head - 5n} WHERE name = 'idle-probe'`);
    seen.length = 0;
    const next = await appendMany(h.store, 2, 1, 'rewind-b');
    await until(async () => seen.some((e) => e.globalPosition === head), 10_000, 'the rewound events read again');
    expect(await runner.waitForPosition('idle-probe', next, 10_000)).toBe(true);
    await runner.stop();
    expect(await checkpointOf(h.db, 'idle-probe')).toBe(next);
  });
});

/** Writes to the probe's checkpoint row so far, counted by a trigger. */
async function updatesOfCheckpoints(h: Harness): Promise<number> {
  const { rows } = await h.db.execute<{ n: number }>(sql`SELECT n FROM idle_probe_writes`);
  return rows[0]!.n;
}

async function countProbeWrites(h: Harness) {
  await h.db.execute(sql`CREATE TABLE idle_probe_writes (n integer NOT NULL)`);
  await h.db.execute(sql`INSERT INTO idle_probe_writes VALUES (0)`);
  await h.db.execute(sql`
    CREATE FUNCTION count_idle_probe_write() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN UPDATE idle_probe_writes SET n = n + 1; RETURN NEW; END $$`);
  await h.db.execute(sql`
    CREATE TRIGGER idle_probe_write AFTER UPDATE ON projection_checkpoints
      FOR EACH ROW WHEN (NEW.name = 'idle-probe') EXECUTE FUNCTION count_idle_probe_write()`);
}
