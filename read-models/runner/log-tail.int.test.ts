import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { append, appendMany, createHarness, type Harness } from '../testing/harness.ts';
import { startLogTail, type LogTail } from './log-tail.ts';

describe('the shared log tail', () => {
  let h: Harness;
  let tail: LogTail;
  const signal = new AbortController().signal;
  const positions = (events: { globalPosition: bigint }[]) => events.map((e) => Number(e.globalPosition));

  beforeAll(async () => {
    h = await createHarness();
    await appendMany(h.store, 30);
  });
  afterAll(async () => {
    await tail?.stop();
    await h?.close();
  });

  it('serves batches in log order from memory, from the store behind its window, and waits at the head', async () => {
    const head = Number(await h.store.headPosition());
    // A window of 10 events: the oldest of the 30 fall out of it.
    tail = startLogTail({ store: h.store, from: 0n, batchSize: 5, capacity: 10 });
    const all: number[] = [];
    for (let after = 0n; all.length < 30;) {
      const batch = await tail.read(after, 5, signal, 200);
      expect(batch.length).toBeLessThanOrEqual(5);
      all.push(...positions(batch));
      after = batch.at(-1)?.globalPosition ?? after;
    }
    expect(all).toEqual(Array.from({ length: 30 }, (_, i) => head - 29 + i));

    // At the head: nothing until the next append, which the waiting read then gets.
    const waiting = tail.read(BigInt(head), 5, signal, 5_000);
    const next = await append(h.store, 'job-late', [{ type: 'JobPublished', data: {} }]);
    expect(positions(await waiting)).toEqual([Number(next)]);
    expect(await tail.read(next, 5, signal, 50)).toEqual([]);
  });
});
