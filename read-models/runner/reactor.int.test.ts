import type { RecordedEvent } from '@tawzeef/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { append, checkpointOf, createHarness, until, type Harness } from '../testing/harness.ts';
import { createReactor, type Reaction } from './reactor.ts';

const fast = { initialDelayMs: 10, maxDelayMs: 50 };

/** A reaction that records what it saw and fails while `down` is set, as a start does while Temporal is down. */
function recorder(name: string) {
  const seen: string[] = [];
  const state = { down: false, attempts: 0 };
  const reaction: Reaction = {
    name,
    handles: ['Submitted'],
    async react(event: RecordedEvent) {
      state.attempts++;
      if (state.down) throw new Error('unavailable');
      const id = (event.data as { id?: unknown } | null)?.id;
      if (typeof id !== 'string') return; // an unexpected shape is answered, never thrown
      seen.push(id);
    },
  };
  return { reaction, seen, state };
}

const submit = (h: Harness, id: string) => append(h.store, `application-${id}`, [{ type: 'Submitted', data: { id } }]);

describe('reactions to the log', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('starts at the head of the log, reacts in order to the events it handles and skips the others', async () => {
    await submit(h, 'before');
    const { reaction, seen } = recorder('reaction-order');
    const reactor = createReactor({ db: h.db, store: h.store, reactions: [reaction], retry: fast });
    await reactor.start();
    await append(h.store, 'job-1', [{ type: 'JobPublished', data: {} }]);
    await append(h.store, 'application-odd', [{ type: 'Submitted', data: null as unknown as Record<string, unknown> }]);
    for (const id of ['a', 'b', 'c']) await submit(h, id);
    const head = await h.store.headPosition();
    await until(async () => (await checkpointOf(h.db, 'reaction-order')) === head, 10_000, 'the checkpoint');
    await reactor.stop();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('never moves past an event whose reaction failed: it retries until it succeeds', async () => {
    const { reaction, seen, state } = recorder('reaction-retry');
    const reactor = createReactor({ db: h.db, store: h.store, reactions: [reaction], retry: fast });
    await reactor.start();
    await submit(h, 'ok');
    await until(async () => seen.includes('ok'), 10_000, 'the first reaction');
    state.down = true;
    const failing = await submit(h, 'late-1');
    await submit(h, 'late-2');
    await until(async () => state.attempts > 5, 10_000, 'retries');
    expect(await checkpointOf(h.db, 'reaction-retry')).toBe(failing - 1n);
    state.down = false;
    const head = await h.store.headPosition();
    await until(async () => (await checkpointOf(h.db, 'reaction-retry')) === head, 10_000, 'the catch-up');
    await reactor.stop();
    expect(seen).toEqual(['ok', 'late-1', 'late-2']);
  });

  it('catches up after a restart from its own checkpoint, and two runners react once per event', async () => {
    const first = recorder('reaction-shared');
    const reactor = createReactor({ db: h.db, store: h.store, reactions: [first.reaction], retry: fast });
    await reactor.start();
    await reactor.stop();
    for (let i = 0; i < 30; i++) await submit(h, `offline-${i}`);
    const second = recorder('reaction-shared');
    const runners = [first, second].map((r) =>
      createReactor({ db: h.db, store: h.store, reactions: [r.reaction], retry: fast, batchSize: 4 }),
    );
    await Promise.all(runners.map((r) => r.start()));
    for (let i = 0; i < 30; i++) await submit(h, `online-${i}`);
    const head = await h.store.headPosition();
    await until(async () => (await checkpointOf(h.db, 'reaction-shared')) === head, 15_000, 'both runners');
    await Promise.all(runners.map((r) => r.stop()));
    const all = [...first.seen, ...second.seen];
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
  });
});
