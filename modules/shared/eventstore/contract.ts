import { randomUUID } from 'node:crypto';
import { ExpectedVersionConflictError, STREAM_DOES_NOT_EXIST, type Event } from '@event-driven-io/emmett';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMetadata, withMetadata, type CommandContext } from './metadata.ts';
import type { AppEventStore, RecordedEvent } from './port.ts';

export type EventStoreUnderTest = { store: AppEventStore; teardown: () => Promise<void> };

type NoteAdded = Event<'NoteAdded', { noteId: string; text: string; n: number }>;

const context = (overrides: Partial<CommandContext> = {}): CommandContext => ({
  commandId: randomUUID(),
  actorId: 'user-7',
  correlationId: randomUUID(),
  causationId: randomUUID(),
  now: new Date('2025-03-01T10:00:00.000Z'),
  ...overrides,
});

const rawNote = (n: number): NoteAdded => ({
  type: 'NoteAdded',
  data: { noteId: `note-${n}`, text: `note ${n}`, n },
});

const note = (n: number) => withMetadata([rawNote(n)], eventMetadata(context()), [randomUUID()])[0]!;

const streamOf = (prefix: string) => `note-${prefix}${randomUUID().slice(0, 8)}`;

/** Reads the whole log after `after`, batch by batch, keeping only the given streams. */
export async function readLogOf(store: AppEventStore, after: bigint, streams: Set<string>) {
  const seen: RecordedEvent[] = [];
  for (let position = after; ;) {
    const batch = await store.readAll({ after: position, limit: 100 });
    if (batch.length === 0) return seen;
    seen.push(...batch.filter((e) => streams.has(e.streamName)));
    position = batch[batch.length - 1]!.globalPosition;
  }
}

async function expectConflict(promise: Promise<unknown>) {
  await expect(promise).rejects.toBeInstanceOf(ExpectedVersionConflictError);
}

/** The behaviour every AppEventStore adapter must show; `setup` gives a store on an empty or shared log. */
export function eventStoreContract(name: string, setup: () => Promise<EventStoreUnderTest>) {
  describe(`event store contract: ${name}`, () => {
    let store: AppEventStore;
    let teardown: () => Promise<void>;

    beforeAll(async () => {
      ({ store, teardown } = await setup());
    });
    afterAll(async () => {
      await teardown?.();
    });

    it('appends events and reads them back in stream order', async () => {
      const stream = streamOf('a');
      const result = await store.appendToStream(stream, [note(1), note(2)]);
      expect(result.nextExpectedStreamVersion).toBe(2n);
      expect(result.createdNewStream).toBe(true);

      const read = await store.readStream<NoteAdded>(stream);
      expect(read.streamExists).toBe(true);
      expect(read.currentStreamVersion).toBe(2n);
      expect(read.events.map((e) => [e.type, e.data.n, e.metadata.streamPosition])).toEqual([
        ['NoteAdded', 1, 1n],
        ['NoteAdded', 2, 2n],
      ]);
      expect(read.events[1]!.metadata.globalPosition).toBe(result.lastEventGlobalPosition);
      expect(await store.streamExists(stream)).toBe(true);

      const missing = await store.readStream(streamOf('missing'));
      expect(missing).toMatchObject({ streamExists: false, currentStreamVersion: 0n, events: [] });
      expect(await store.streamExists(streamOf('missing'))).toBe(false);
    });

    it('rejects appends whose expected version does not match', async () => {
      const stream = streamOf('v');
      await store.appendToStream(stream, [note(1)], { expectedStreamVersion: 0n });
      await expectConflict(store.appendToStream(stream, [note(2)], { expectedStreamVersion: 0n }));
      await expectConflict(store.appendToStream(stream, [note(2)], { expectedStreamVersion: 5n }));
      await expectConflict(store.appendToStream(stream, [note(2)], { expectedStreamVersion: STREAM_DOES_NOT_EXIST }));
      const ok = await store.appendToStream(stream, [note(2)], { expectedStreamVersion: 1n });
      expect(ok.nextExpectedStreamVersion).toBe(2n);

      const racing = await Promise.allSettled(
        [3, 4, 5, 6].map((n) => store.appendToStream(stream, [note(n)], { expectedStreamVersion: 2n })),
      );
      expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of racing.filter((r) => r.status === 'rejected')) {
        expect(r.reason).toBeInstanceOf(ExpectedVersionConflictError);
      }
      expect((await store.readStream(stream)).currentStreamVersion).toBe(3n);
    });

    it('treats re-appending the same event ids as a no-op', async () => {
      const stream = streamOf('i');
      const events = [note(1), note(2)];
      const first = await store.appendToStream(stream, events, { expectedStreamVersion: 0n });

      for (const expectedStreamVersion of [0n, 2n, undefined]) {
        const again = await store.appendToStream(stream, events, { expectedStreamVersion });
        expect(again.nextExpectedStreamVersion).toBe(2n);
        expect(again.lastEventGlobalPosition).toBe(first.lastEventGlobalPosition);
      }
      const racing = await Promise.all(
        [1, 2, 3].map(() => store.appendToStream(stream, events, { expectedStreamVersion: 0n })),
      );
      expect(racing.map((r) => r.nextExpectedStreamVersion)).toEqual([2n, 2n, 2n]);
      const read = await store.readStream(stream);
      expect(read.events.map((e) => e.metadata.messageId)).toEqual(events.map((e) => e.metadata.messageId));

      // A batch that is only partly the same is a real conflict, not a retry.
      await expectConflict(store.appendToStream(stream, [events[1]!, note(3)], { expectedStreamVersion: 1n }));
    });

    it('orders the global log and never lets a checkpointing reader skip a late commit', async () => {
      const start = await store.headPosition();
      const writers = 16;
      const perWriter = 15;
      const streams = Array.from({ length: writers }, () => streamOf('g'));
      const wanted = new Set(streams);
      const collected: RecordedEvent[] = [];
      // An empty read means "nothing settled yet" (another transaction may still be in flight),
      // not "caught up": the reader stops only once its checkpoint reaches the head after the writes.
      let finalHead: bigint | null = null;
      const reader = (async () => {
        let checkpoint = start;
        const giveUpAt = Date.now() + 60_000;
        while (Date.now() < giveUpAt) {
          if (finalHead !== null && checkpoint >= finalHead) return;
          const batch = await store.readAll({ after: checkpoint, limit: 7 });
          if (batch.length === 0) {
            await new Promise((r) => setTimeout(r, 2));
            continue;
          }
          collected.push(...batch.filter((e) => wanted.has(e.streamName)));
          checkpoint = batch[batch.length - 1]!.globalPosition;
        }
      })();
      await Promise.all(
        streams.map(async (stream) => {
          for (let n = 1; n <= perWriter; n++) {
            const event = note(n);
            await store.appendToStream(stream, [event]);
            // A duplicate append burns positions in some engines: the reader must get past the gap.
            if (n % 5 === 0) await store.appendToStream(stream, [event]);
          }
        }),
      );
      finalHead = await store.headPosition();
      await reader;

      const positions = collected.map((e) => e.globalPosition);
      expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(positions).size).toBe(positions.length);
      expect(collected).toHaveLength(writers * perWriter);
      for (const stream of streams) {
        const mine = collected.filter((e) => e.streamName === stream).map((e) => e.data.n);
        expect(mine).toEqual(Array.from({ length: perWriter }, (_, i) => i + 1));
      }
      expect(await store.headPosition()).toBe(positions[positions.length - 1]);
    });

    it('reads the global log from a position, with a limit', async () => {
      const stream = streamOf('p');
      const start = await store.headPosition();
      for (let n = 1; n <= 5; n++) await store.appendToStream(stream, [note(n)]);
      const all = await readLogOf(store, start, new Set([stream]));
      expect(all.map((e) => e.data.n)).toEqual([1, 2, 3, 4, 5]);

      const page = await store.readAll({ after: all[1]!.globalPosition, limit: 2 });
      expect(page.map((e) => e.data.n)).toEqual([3, 4]);
      expect(page.map((e) => e.streamPosition)).toEqual([3n, 4n]);
      expect(await store.readAll({ after: all[4]!.globalPosition, limit: 10 })).toEqual([]);
    });

    it('catches a subscription up from a checkpoint, then delivers live events', async () => {
      const stream = streamOf('s');
      const old = [note(1), note(2), note(3)];
      await store.appendToStream(stream, old.slice(0, 1));
      const checkpoint = (await store.readStream(stream)).events[0]!.metadata.globalPosition;
      await store.appendToStream(stream, old.slice(1));

      const received: RecordedEvent[] = [];
      const controller = new AbortController();
      const subscription = store.subscribe({
        after: checkpoint,
        batchSize: 2,
        signal: controller.signal,
        onEvents: async (events) => {
          received.push(...events.filter((e) => e.streamName === stream));
        },
      });
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(2);
      await store.appendToStream(stream, [note(4), note(5)]);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(4);
      controller.abort();
      await subscription;

      expect(received.map((e) => e.data.n)).toEqual([2, 3, 4, 5]);
      const positions = received.map((e) => e.globalPosition);
      expect(positions.every((p, i) => i === 0 || p > positions[i - 1]!)).toBe(true);
      expect(positions[0]! > checkpoint).toBe(true);
    });

    it('round-trips metadata: actor, correlation, causation, time and event id', async () => {
      const stream = streamOf('m');
      const eventId = randomUUID();
      const ctx = context({ actorId: 'user-42', now: new Date('2025-05-06T07:08:09.010Z') });
      const [event] = withMetadata([rawNote(1)], eventMetadata(ctx), [eventId]);
      const start = await store.headPosition();
      await store.appendToStream(stream, [event!]);

      const expected = {
        actorId: 'user-42',
        correlationId: ctx.correlationId,
        causationId: ctx.causationId,
        occurredAt: '2025-05-06T07:08:09.010Z',
      };
      const [fromStream] = (await store.readStream(stream)).events;
      expect(fromStream!.metadata).toMatchObject({ ...expected, messageId: eventId });
      const [fromLog] = await readLogOf(store, start, new Set([stream]));
      expect(fromLog!.eventId).toBe(eventId);
      expect(fromLog!.metadata).toMatchObject(expected);
      expect(fromLog!.data).toEqual({ noteId: 'note-1', text: 'note 1', n: 1 });
    });

    it('answers ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
