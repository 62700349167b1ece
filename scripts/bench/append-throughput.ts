import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppEventStore } from '@tawzeef/shared';

export type Throughput = { opsPerSecond: number; ops: number; seconds: number };

const payload = (i: number) => ({ jobId: randomUUID(), title: `Senior engineer ${i}`, city: 'Riyadh', n: i });

async function runFor(seconds: number, writers: number, work: (writer: number, i: number) => Promise<void>) {
  const deadline = performance.now() + seconds * 1_000;
  const started = performance.now();
  const counts = await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      let i = 0;
      while (performance.now() < deadline) await work(writer, i++);
      return i;
    }),
  );
  const ops = counts.reduce((a, b) => a + b, 0);
  const elapsed = (performance.now() - started) / 1_000;
  return { ops, seconds: elapsed, opsPerSecond: ops / elapsed };
}

/** Raw single-row INSERT transactions (BEGIN; INSERT; COMMIT), one connection per writer. */
export async function measureRawInserts(url: string, writers: number, seconds: number): Promise<Throughput> {
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`CREATE TABLE IF NOT EXISTS bench_raw_inserts (
    id bigserial PRIMARY KEY, stream text NOT NULL, type text NOT NULL, data jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`);
  await setup.end();
  const clients = await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    return await runFor(seconds, writers, async (writer, i) => {
      const client = clients[writer]!;
      await client.query('BEGIN');
      await client.query('INSERT INTO bench_raw_inserts (stream, type, data) VALUES ($1, $2, $3)', [
        `job-w${writer}`,
        'JobDrafted',
        JSON.stringify(payload(i)),
      ]);
      await client.query('COMMIT');
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

/** Single-event appends through the adapter, each writer to its own stream, with the expected version. */
export async function measureAdapterAppends(
  store: AppEventStore,
  writers: number,
  seconds: number,
): Promise<Throughput> {
  const run = randomUUID().slice(0, 8);
  const versions = new Array<bigint>(writers).fill(0n);
  return runFor(seconds, writers, async (writer, i) => {
    const result = await store.appendToStream(
      `application-${run}w${writer}`,
      [
        {
          // A recruiter's note: its text is personal data, sealed with the application's key by the app's store.
          type: 'ApplicationNoteAdded',
          data: {
            applicationId: `${run}w${writer}`,
            noteId: randomUUID(),
            source: 'USER',
            text: `Called Layla Haddad about the offer (${i})`,
            ...payload(i),
          },
          metadata: {
            messageId: randomUUID(),
            actorId: `user-${writer}`,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: new Date().toISOString(),
          },
        },
      ],
      { expectedStreamVersion: versions[writer]! },
    );
    versions[writer] = result.nextExpectedStreamVersion;
  });
}
