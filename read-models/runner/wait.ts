import type { ReadModelDb } from '../db.ts';
import { readCheckpoints } from './checkpoints.ts';
import { sleep } from './timing.ts';

/**
 * Read-your-writes: resolves true once every named projection has projected `position`,
 * false when `timeoutMs` passes first. Works across processes by polling the checkpoints;
 * `wake` lets an in-process runner cut the poll short after each commit.
 */
export async function waitForProjections(
  db: ReadModelDb,
  names: readonly string[],
  position: bigint,
  timeoutMs: number,
  wake?: { subscribe(listener: () => void): () => void },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await readCheckpoints(db, names);
    const at = new Map(rows.map((r) => [r.name, r.position]));
    if (names.every((n) => (at.get(n) ?? 0n) >= position)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const woken = new AbortController();
    const unsubscribe = wake?.subscribe(() => woken.abort());
    await sleep(Math.min(50, left), woken.signal);
    unsubscribe?.();
  }
}
