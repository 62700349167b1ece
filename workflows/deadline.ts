import type { Client } from '@temporalio/client';

/**
 * Runs a Temporal call for at most `ms`: past it, the call is abandoned and its promise rejects with a TimeoutError.
 * The client itself keeps retrying an unreachable server for about 20 s, and its abort signal does not cut that short.
 */
export async function withinDeadline<T>(client: Client, ms: number, work: () => Promise<T>): Promise<T> {
  const deadline = AbortSignal.timeout(ms);
  const given = new Promise<never>((_, reject) =>
    deadline.addEventListener('abort', () => reject(deadline.reason as Error), { once: true }),
  );
  given.catch(() => {}); // it settles after the call too, when nobody waits for it any more
  return Promise.race([client.withAbortSignal(deadline, work), given]);
}
