import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeReadModelDb, createReadModelDb, type ReadModelDb } from '../db.ts';
import { runMigrations } from '../migrate.ts';
import { allProjections } from '../projections.ts';
import { append, createHarness, dump, type Harness } from '../testing/harness.ts';
import { RebuildInProgressError, rebuildProjection, rebuildProjections } from './rebuild.ts';
import { createProjectionRunner, type ProjectionRunner } from './runner.ts';
import type { ProjectionStatus } from './status.ts';

const run = promisify(execFile);

const tables = [
  ['audit_log', 'position'],
  ['stream_summary', 'stream_name'],
] as const;

async function indexNames(db: ReadModelDb) {
  const result = await db.execute<{ name: string }>(sql`
    SELECT indexname AS name FROM pg_indexes
    WHERE schemaname = 'public' AND tablename IN ('audit_log', 'stream_summary') ORDER BY 1`);
  return result.rows.map((r) => r.name);
}

async function countAuditRows(db: ReadModelDb): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log`);
  return result.rows[0]!.n;
}

describe('rebuilding a read model while the live runner serves', () => {
  let h: Harness;
  let reference: { db: ReadModelDb; drop: () => Promise<void> };
  let live: ProjectionRunner;
  let pure: ProjectionRunner;

  beforeAll(async () => {
    h = await createHarness();
    const database = await createTestDatabase();
    await runMigrations(database.url);
    reference = { db: createReadModelDb(database.url), drop: database.drop };
    for (let s = 0; s < 30; s++) {
      const events = Array.from({ length: 50 }, (_, i) => ({
        type: i === 0 ? 'JobDrafted' : 'NoteAdded',
        data: { s, i, phone: '966501234567890123' },
        metadata: {
          messageId: randomUUID(),
          actorId: `user-${s % 4}`,
          correlationId: randomUUID(),
          causationId: null,
          occurredAt: new Date(Date.UTC(2025, 0, 1, 0, s, i)).toISOString(),
        },
      }));
      await h.store.appendToStream(`${s % 2 ? 'job' : 'application'}-seed${s}`, events);
    }
    // The reference read models are only ever fed incrementally, in another database.
    pure = createProjectionRunner({ db: reference.db, store: h.store, projections: allProjections });
    live = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections, batchSize: 50 });
    await Promise.all([pure.start(), live.start()]);
    const head = await h.store.headPosition();
    expect(await live.waitForPosition('all', head, 20_000)).toBe(true);
  });
  afterAll(async () => {
    await live?.stop();
    await pure?.stop();
    if (reference) {
      await closeReadModelDb(reference.db);
      await reference.drop();
    }
    await h?.close();
  });

  it('swaps in rebuilt tables that equal the incrementally built ones, row for row, with no reader gap', async () => {
    const indexesBefore = await indexNames(h.db);
    // Damage the live tables so that only a real rebuild makes them equal again.
    await h.db.execute(sql`DELETE FROM audit_log WHERE position % 97 = 0`);
    await h.db.execute(sql`UPDATE stream_summary SET event_count = 0 WHERE stream_name = 'job-seed1'`);

    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await append(h.store, `candidate-w${i % 9}`, [{ type: 'CandidateUpdated', data: { i } }]);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const counts: number[] = [];
    let reading = true;
    const reader = (async () => {
      while (reading) counts.push(await countAuditRows(h.db));
    })();

    const seenDuringRebuild: ProjectionStatus[][] = [];
    const concurrent: Promise<unknown>[] = [];
    const results = await rebuildProjections({
      db: h.db,
      store: h.store,
      projections: allProjections,
      batchSize: 200,
      onProgress: ({ name, events }) => {
        if (events !== 400) return;
        const projection = allProjections.find((p) => p.name === name)!;
        concurrent.push(rebuildProjection({ db: h.db, store: h.store, projection }).catch((error: unknown) => error));
        concurrent.push(live.status().then((s) => seenDuringRebuild.push(s)));
      },
    });
    writing = false;
    await writer;
    reading = false;
    await reader;

    expect(results.map((r) => r.name)).toEqual(allProjections.map((p) => p.name));
    const outcomes = await Promise.all(concurrent);
    expect(outcomes.filter((o) => o instanceof RebuildInProgressError)).toHaveLength(allProjections.length);
    // Each projection was caught mid-rebuild once, while the others kept running.
    expect(seenDuringRebuild.map((s) => s.map((p) => p.state))).toEqual(
      allProjections.map((_, i) => allProjections.map((__, j) => (i === j ? 'rebuilding' : 'running'))),
    );
    expect(seenDuringRebuild[0]![0]!.rebuildPosition).toBeGreaterThan(0n);

    // Readers only ever saw a whole table: never empty, never fewer rows than a moment before.
    expect(counts.length).toBeGreaterThan(10);
    expect(counts[0]).toBeGreaterThan(1_400);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]!);

    const head = await h.store.headPosition();
    expect(await live.waitForPosition('all', head, 20_000)).toBe(true);
    expect(await pure.waitForPosition('all', head, 20_000)).toBe(true);
    for (const [table, key] of tables) {
      const rebuilt = await dump(h.db, table, key);
      expect(rebuilt.length).toBeGreaterThan(table === 'audit_log' ? 1_500 : 30);
      expect(rebuilt).toEqual(await dump(reference.db, table, key));
    }
    expect(await indexNames(h.db)).toEqual(indexesBefore);
    const schemas = await h.db.execute(sql`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%'`);
    expect(schemas.rows).toEqual([]);
    const status = await live.status();
    expect(status.map((s) => [s.state, s.lagEvents, s.rebuildPosition])).toEqual(
      allProjections.map(() => ['running', 0, null]),
    );
  });
});

describe('npm run read-models:rebuild', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('rebuilds the named read model from the log and leaves the others alone', async () => {
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections });
    await runner.start();
    const head = await append(h.store, 'job-cli', [
      { type: 'JobDrafted', data: {} },
      { type: 'JobPublished', data: {} },
    ]);
    expect(await runner.waitForPosition('all', head, 5_000)).toBe(true);
    await h.db.execute(sql`DELETE FROM audit_log`);
    await h.db.execute(sql`DELETE FROM stream_summary`);

    const root = fileURLToPath(new URL('../../', import.meta.url));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/rebuild-read-models.ts', 'audit-log'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: h.url, EVENTSTORE_CONNECTION_STRING: '' },
    });
    await runner.stop();
    expect(stdout).toContain(`rebuilt audit-log: 2 events up to position ${head}`);
    expect(await dump(h.db, 'audit_log', 'position')).toHaveLength(2);
    expect(await dump(h.db, 'stream_summary', 'stream_name')).toHaveLength(0);

    await expect(
      run(process.execPath, ['--import', 'tsx', 'scripts/rebuild-read-models.ts', 'no-such-model'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: h.url },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('unknown read model(s): no-such-model') });
  });
});
