import { randomUUID } from 'node:crypto';
import type { AppEventStore } from '@tawzeef/shared';
import { rebuildProjection, type Projection, type ReadModelDb, type RebuildResult } from '@tawzeef/read-models';

/** Seeds `count` events fast: multi-row batch appends of `perStream` events, a few streams at a time. */
export async function seedEvents(store: AppEventStore, count: number, perStream = 500, concurrency = 4) {
  const started = performance.now();
  const run = randomUUID().slice(0, 8);
  const streams = Math.ceil(count / perStream);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let s = next++; s < streams; s = next++) {
        const size = Math.min(perStream, count - s * perStream);
        const correlationId = randomUUID();
        const occurredAt = new Date().toISOString();
        await store.appendToStream(
          `${s % 2 ? 'job' : 'candidate'}-${run}s${s}`,
          Array.from({ length: size }, (_, i) => ({
            type: i === 0 ? 'JobDrafted' : 'JobEdited',
            data: { jobId: `${run}-${s}`, revision: i, title: `Role ${s}.${i}`, city: 'Jeddah' },
            metadata: {
              messageId: randomUUID(),
              actorId: `user-${s % 50}`,
              correlationId,
              causationId: null,
              occurredAt,
            },
          })),
        );
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1_000 };
}

export async function measureRebuild(
  db: ReadModelDb,
  store: AppEventStore,
  projection: Projection,
): Promise<RebuildResult> {
  return rebuildProjection({ db, store, projection, batchSize: 5_000 });
}
