import type { RecordedEvent } from '@tawzeef/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection } from '../audit-log/projection.ts';
import { streamSummaryProjection } from '../stream-summary/projection.ts';
import { appendMany, checkpointOf, createHarness, dump, until, type Harness } from '../testing/harness.ts';
import { defineProjection } from './projection.ts';
import { createProjectionRunner } from './runner.ts';

describe('crash safety', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('rolls back a batch that fails half way, reports the failure, retries with backoff and then resumes', async () => {
    const head = await appendMany(h.store, 25, 4);
    const events = await h.store.readAll({ after: 0n, limit: 100 });
    const poison = events[14]!.globalPosition;
    let failing = true;
    let attempts = 0;
    const check = (event: RecordedEvent) => {
      if (event.globalPosition !== poison || !failing) return;
      attempts++;
      throw new Error('disk on fire');
    };
    // Events 11..14 are written before 15 throws; retries go one by one and name event 15.
    const flaky = defineProjection({
      name: 'audit-log',
      version: 1,
      tables: auditLogProjection.tables,
      async apply(tx, event) {
        check(event);
        await auditLogProjection.apply(tx, event);
      },
      async applyBatch(tx, events) {
        for (const event of events) await this.apply(tx, event);
      },
    });
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: [flaky],
      batchSize: 10,
      retry: { initialDelayMs: 20, maxDelayMs: 80 },
    });
    await runner.start();
    await until(async () => attempts >= 3, 10_000, 'three failed attempts');

    const [failed] = await runner.status();
    expect(failed).toMatchObject({ name: 'audit-log', state: 'failed', checkpoint: events[9]!.globalPosition });
    expect(failed!.error).toContain(`event ${poison} (NoteAdded): disk on fire`);
    expect(failed!.retries).toBeGreaterThanOrEqual(2);
    expect(failed!.lagEvents).toBe(15);
    expect(await dump(h.db, 'audit_log', 'position')).toHaveLength(10);

    failing = false;
    expect(await runner.waitForPosition('audit-log', head, 10_000)).toBe(true);
    await runner.stop();
    const rows = (await dump(h.db, 'audit_log', 'position')) as Array<{ position: number }>;
    expect(rows.map((r) => BigInt(r.position))).toEqual(events.map((e) => e.globalPosition));
    const [recovered] = await runner.status();
    expect(recovered).toMatchObject({ state: 'running', error: null, retries: 0, lagEvents: 0 });
  });

  it('survives its connection dying mid-transaction without partial writes or duplicates', async () => {
    const head = await h.store.headPosition();
    const last = await appendMany(h.store, 30, 6, 'crash');
    const events = await h.store.readAll({ after: head, limit: 100 });
    const victim = events[12]!.globalPosition;
    let kills = 0;
    const dying = defineProjection({
      name: 'stream-summary',
      version: 1,
      tables: streamSummaryProjection.tables,
      async apply(tx, event) {
        await streamSummaryProjection.apply(tx, event);
        if (event.globalPosition === victim && kills === 0) {
          kills++;
          // The backend goes away after half the batch is written: a crash as PostgreSQL sees it.
          await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        }
      },
    });
    const expectedCounts = new Map<string, number>();
    for (const e of await h.store.readAll({ after: 0n, limit: 1_000 })) {
      expectedCounts.set(e.streamName, (expectedCounts.get(e.streamName) ?? 0) + 1);
    }
    const runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: [dying],
      batchSize: 8,
      retry: { initialDelayMs: 20, maxDelayMs: 50 },
    });
    await runner.start();
    expect(await runner.waitForPosition('stream-summary', last, 15_000)).toBe(true);
    await runner.stop();
    expect(kills).toBe(1);
    expect(await checkpointOf(h.db, 'stream-summary')).toBe(last);
    const rows = (await dump(h.db, 'stream_summary', 'stream_name')) as Array<{
      stream_name: string;
      event_count: number;
    }>;
    expect(new Map(rows.map((r) => [r.stream_name, r.event_count]))).toEqual(expectedCounts);
  });
});
