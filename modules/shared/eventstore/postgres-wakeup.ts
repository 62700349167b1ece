import type pg from 'pg';
import { nextWake } from '../timing/wake.ts';
import { createClient, notifyChannel } from './postgres-schema.ts';

/**
 * Low-latency wake-ups for subscribers. Appends in this process wake local subscribers directly
 * and send a throttled NOTIFY for other processes. The NOTIFY is its own tiny statement after
 * the append commits rather than a trigger, because a NOTIFY inside the append transaction takes a
 * database-wide lock at commit and would serialise concurrent writers. Polling stays as the fallback.
 */
export type Wakeup = {
  /** Increases on every known change; compare before and after a read to avoid missed wake-ups. */
  generation(): number;
  /** Resolves on the next change after `seen`, after `timeoutMs`, or when the signal aborts. */
  waitForChange(seen: number, timeoutMs: number, signal: AbortSignal): Promise<void>;
  appended(): void;
  close(): Promise<void>;
};

export function createWakeup(connectionString: string, pool: pg.Pool, notifyIntervalMs = 5): Wakeup {
  let generation = 0;
  const waiters = new Set<() => void>();
  let listener: Promise<pg.Client | undefined> | undefined;
  let listenerRetryAt = 0;
  let notifyPending = false;
  let lastNotifyAt = 0;
  let closed = false;

  const bump = () => {
    generation++;
    for (const wake of [...waiters]) wake();
  };

  const listen = (): void => {
    if (listener || closed || Date.now() < listenerRetryAt) return;
    const client = createClient(connectionString);
    const drop = () => {
      listener = undefined;
      listenerRetryAt = Date.now() + 1_000;
      void client.end().catch(() => undefined);
    };
    client.on('notification', bump);
    client.on('error', drop);
    listener = client
      .connect()
      .then(() => client.query(`LISTEN ${notifyChannel}`))
      .then(() => client)
      .catch(() => {
        drop();
        return undefined;
      });
  };

  // At most one NOTIFY per interval: under heavy load they would cost writers a quarter of their
  // throughput, while subscribers only need to learn "something changed" within a few ms.
  const notify = (): void => {
    if (closed || notifyPending) return;
    notifyPending = true;
    const wait = Math.max(0, lastNotifyAt + notifyIntervalMs - Date.now());
    setTimeout(() => {
      notifyPending = false;
      lastNotifyAt = Date.now();
      if (closed) return;
      pool.query('SELECT pg_notify($1, $2)', [notifyChannel, '']).catch(() => undefined);
    }, wait).unref();
  };

  return {
    generation: () => generation,
    appended() {
      bump();
      notify();
    },
    waitForChange(seen, timeoutMs, signal) {
      listen();
      if (generation !== seen || signal.aborted) return Promise.resolve();
      return nextWake(waiters, timeoutMs, signal);
    },
    async close() {
      closed = true;
      for (const wake of [...waiters]) wake();
      const client = await listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
