import { randomUUID } from 'node:crypto';
import type { Event } from '@event-driven-io/emmett';
import { createTestEventStore } from '@tawzeef/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand, type Decider } from './command-handler.ts';
import type { CommandContext } from './metadata.ts';
import type { AppEventStore } from './port.ts';

type Renamed = Event<'JobRenamed', { jobId: string; title: string; renamedAt: string }>;
type Rename = { jobId: string; title: string; now: string };

const decider: Decider<{ title: string | null }, Rename, Renamed> = {
  initialState: () => ({ title: null }),
  evolve: (_, event) => ({ title: event.data.title }),
  decide: (command, state) =>
    state.title === command.title
      ? []
      : { type: 'JobRenamed', data: { jobId: command.jobId, title: command.title, renamedAt: command.now } },
};

describe('handleCommand on the PostgreSQL store', () => {
  let store: AppEventStore;
  let dispose: () => Promise<void>;
  beforeAll(async () => ({ store, dispose } = await createTestEventStore()));
  afterAll(() => dispose());

  const context = (): CommandContext => ({
    commandId: randomUUID(),
    actorId: 'user-1',
    correlationId: randomUUID(),
    now: new Date('2025-02-03T04:05:06.000Z'),
  });

  it('returns the global position of what it appended, for read-your-writes', async () => {
    const ctx = context();
    const result = await handleCommand(
      store,
      'job-1',
      decider,
      { jobId: '1', title: 'Nurse', now: ctx.now.toISOString() },
      ctx,
    );
    expect(result.streamVersion).toBe(1n);
    const log = await store.readAll({ after: 0n, limit: 100 });
    expect(log.at(-1)).toMatchObject({
      globalPosition: result.globalPosition,
      eventId: result.events[0]!.metadata.messageId,
      metadata: { actorId: 'user-1', correlationId: ctx.correlationId, causationId: ctx.commandId },
    });
  });

  it('appends once when concurrent commands race, re-deciding the loser on fresh state', async () => {
    const results = await Promise.all(
      ['Chef', 'Pilot', 'Baker'].map((title) => {
        const ctx = context();
        return handleCommand(store, 'job-2', decider, { jobId: '2', title, now: ctx.now.toISOString() }, ctx, {
          retries: 5,
        });
      }),
    );
    expect(results.map((r) => r.streamVersion).sort()).toEqual([1n, 2n, 3n]);
    expect((await store.readStream('job-2')).events).toHaveLength(3);
  });

  it('does not append twice when the same command is handled again', async () => {
    const ctx = context();
    const command = { jobId: '3', title: 'Driver', now: ctx.now.toISOString() };
    const first = await handleCommand(store, 'job-3', decider, command, ctx);
    // A retry after a lost response decides on newer state; its event ids still match the first run.
    const retried: Renamed = {
      type: 'JobRenamed',
      data: { jobId: '3', title: 'Other', renamedAt: command.now },
    };
    const again = await handleCommand(store, 'job-3', { ...decider, decide: () => retried }, command, ctx);
    expect(again).toMatchObject({ streamVersion: 1n, events: [], globalPosition: first.globalPosition });
    expect((await store.readStream('job-3')).events).toHaveLength(1);
  });
});
