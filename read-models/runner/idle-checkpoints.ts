import { sql } from 'drizzle-orm';
import type { ReadModelDb } from '../db.ts';

/**
 * Checkpoints moved over batches that hold nothing for their projection or reaction. Most batches are such, and
 * writing each at once cost one statement per consumer per event: 90% of all statements under load. They are
 * written instead at most once per `intervalMs`, all in one statement. Lazy is safe: after a crash the consumer
 * reads those events again and again has nothing to do with them. Each write is conditional on the position
 * still being the one known here, so a checkpoint someone else moved (a rebuild, another process) is left alone
 * and reported through `onMoved`.
 */
export type IdleCheckpoints = {
  /** The position last known to be stored for `name` (read, committed or flushed here). */
  stored(name: string): bigint | undefined;
  /** The checkpoint of `name` is stored at `position` (read or committed): anything pending for it is void. */
  known(name: string, position: bigint): void;
  /** `name` has read through `position` with nothing to apply since its stored position. */
  skip(name: string, position: bigint, lastEventAt: Date | null): void;
  /** Writes what is pending now. */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

type Pending = { position: bigint; lastEventAt: Date | null };

export function idleCheckpoints(
  db: ReadModelDb,
  options: { intervalMs?: number; onMoved: (name: string) => void; onError: (error: unknown) => void },
): IdleCheckpoints {
  const intervalMs = options.intervalMs ?? 1_000;
  const storedAt = new Map<string, bigint>();
  const pending = new Map<string, Pending>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function write() {
    const batch = [...pending].flatMap(([name, p]) => {
      const from = storedAt.get(name);
      return from === undefined ? [] : [{ name, from, ...p }];
    });
    if (batch.length === 0) return;
    for (const { name } of batch) pending.delete(name);
    const rows = batch.map((b) => ({
      name: b.name,
      from: String(b.from),
      to: String(b.position),
      at: b.lastEventAt?.toISOString() ?? null,
    }));
    const moved = await db.execute<{ name: string }>(sql`
      UPDATE projection_checkpoints AS cp
         SET position = v.to::bigint, state = 'running', error = NULL, failed_at = NULL, retries = 0,
             updated_at = now(), last_event_at = COALESCE(v.at::timestamptz, cp.last_event_at)
        FROM json_to_recordset(${JSON.stringify(rows)}::json) AS v(name text, "from" text, "to" text, at text)
       WHERE cp.name = v.name AND cp.position = v.from::bigint
             AND (SELECT set_config('synchronous_commit', 'off', true)) IS NOT NULL
      RETURNING cp.name`);
    const written = new Set(moved.rows.map((r) => r.name));
    for (const b of batch) {
      // A commit may have moved it further meanwhile; only a position this write set is news.
      if (written.has(b.name)) {
        if (storedAt.get(b.name) === b.from) storedAt.set(b.name, b.position);
      } else if (storedAt.get(b.name) === b.from) {
        storedAt.delete(b.name);
        options.onMoved(b.name);
      }
    }
  }

  function flush(): Promise<void> {
    flushing = flushing.then(write).catch((error: unknown) => options.onError(error));
    return flushing;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, intervalMs);
    timer.unref();
  }

  return {
    stored: (name) => storedAt.get(name),
    known(name, position) {
      storedAt.set(name, position);
      pending.delete(name);
    },
    skip(name, position, lastEventAt) {
      pending.set(name, { position, lastEventAt });
      schedule();
    },
    flush,
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}
