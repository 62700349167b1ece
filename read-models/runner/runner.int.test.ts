import type { RecordedEvent } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuditLogEntry, listAuditLog } from '../audit-log/query.ts';
import { allProjections } from '../projections.ts';
import { getStreamSummary } from '../stream-summary/query.ts';
import { append, appendMany, checkpointOf, createHarness, type Harness } from '../testing/harness.ts';
import { createProjectionRunner } from './runner.ts';

describe('projection runner', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('projects the log into both read models and catches up from its checkpoint after a restart', async () => {
    const firstHead = await appendMany(h.store, 40);
    const seen: RecordedEvent[] = [];
    const first = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: allProjections,
      batchSize: 16,
      onCommitted: (name, events) => name === 'audit-log' && seen.push(...events),
    });
    await first.start();
    expect(await first.waitForPosition('all', firstHead, 10_000)).toBe(true);
    await first.stop();
    expect(seen).toHaveLength(40);
    expect(await checkpointOf(h.db, 'audit-log')).toBe(firstHead);

    const secondHead = await appendMany(h.store, 25, 7, 'more');
    const again: RecordedEvent[] = [];
    const second = createProjectionRunner({
      db: h.db,
      store: h.store,
      projections: allProjections,
      onCommitted: (name, events) => name === 'audit-log' && again.push(...events),
    });
    await second.start();
    expect(await second.waitForPosition('all', secondHead, 10_000)).toBe(true);
    await second.stop();

    expect(again.map((e) => e.globalPosition)).toEqual(again.map((e) => e.globalPosition).filter((p) => p > firstHead));
    expect(again).toHaveLength(25);
    const { total, rows } = await listAuditLog(h.db, { sort: ['position', 'ASC'], range: [0, 999] });
    expect(total).toBe(65);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(65);
    expect(await checkpointOf(h.db, 'stream-summary')).toBe(secondHead);
  });

  it('records who did what for auditors and summarises each stream', async () => {
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections });
    await runner.start();
    const at = new Date('2025-05-01T08:00:00.000Z');
    await append(h.store, 'company-acme', [{ type: 'CompanyRegistered', data: { companyId: 'acme' } }], {
      occurredAt: at,
      actorId: 'user-42',
    });
    const last = await append(h.store, 'company-acme', [{ type: 'CompanyRenamed', data: { name: 'Acme' } }]);
    // Read-your-writes: the command's position is the bound the query waits for.
    expect(await runner.waitForPosition('audit-log', last, 5_000)).toBe(true);
    expect(await runner.waitForPosition('all', last, 5_000)).toBe(true);
    await runner.stop();

    const entry = await getAuditLogEntry(h.db, Number(last) - 1);
    expect(entry).toMatchObject({
      id: Number(last) - 1,
      streamName: 'company-acme',
      streamType: 'company',
      type: 'CompanyRegistered',
      actorId: 'user-42',
      occurredAt: at,
      data: { companyId: 'acme' },
    });
    expect(entry?.correlationId).toEqual(expect.any(String));
    expect(entry?.causationId).toBe(entry?.correlationId);

    expect(await getStreamSummary(h.db, 'company-acme')).toMatchObject({
      id: 'company-acme',
      streamType: 'company',
      eventCount: 2,
      firstEventType: 'CompanyRegistered',
      firstPosition: Number(last) - 1,
      firstEventAt: at,
      lastEventType: 'CompanyRenamed',
      lastPosition: Number(last),
      lastStreamPosition: 2,
    });
  });

  it('answers false when a position is not reached in time', async () => {
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: allProjections });
    const head = await h.store.headPosition();
    const started = Date.now();
    expect(await runner.waitForPosition('all', head + 1_000n, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('skips event types a projection does not handle but still moves its checkpoint', async () => {
    const only = { ...allProjections[1]!, name: 'only-hired', handles: ['CandidateHired'] } as const;
    const runner = createProjectionRunner({ db: h.db, store: h.store, projections: [only] });
    const head = await append(h.store, 'candidate-x', [{ type: 'SomethingUnknown', data: { weird: [1, 2] } }]);
    await runner.start();
    expect(await runner.waitForPosition('only-hired', head, 5_000)).toBe(true);
    await runner.stop();
    const [status] = await runner.status();
    expect(status).toMatchObject({ name: 'only-hired', state: 'running', checkpoint: head, lagEvents: 0, lagMs: 0 });
  });
});
