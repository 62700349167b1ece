import type { ReadModelDb } from '../db.ts';
import { readCheckpoints } from './checkpoints.ts';
import { sleep } from './timing.ts';

/**
 * Read-your-writes: resolves true once every named projection has projected `position`,
 * false when `timeoutMs` passes first. Works across processes by polling the checkpoints;
 * an in-process runner tells how far it has read (`reached`, ahead of a checkpoint it moves lazily)
 * and cuts the poll short after each batch (`subscribe`).
 */
export async function waitForProjections(
  db: ReadModelDb,
  names: readonly string[],
  position: bigint,
  timeoutMs: number,
  local?: { subscribe(listener: () => void): () => void; reached(name: string): bigint | undefined },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const here = (name: string) => local?.reached(name) ?? 0n;
  for (;;) {
    if (names.every((n) => here(n) >= position)) return true;
    const rows = await readCheckpoints(db, names);
    const at = new Map(rows.map((r) => [r.name, r.position]));
    if (names.every((n) => (at.get(n) ?? 0n) >= position || here(n) >= position)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    const woken = new AbortController();
    const unsubscribe = local?.subscribe(() => woken.abort());
    await sleep(Math.min(50, left), woken.signal);
    unsubscribe?.();
  }
}
