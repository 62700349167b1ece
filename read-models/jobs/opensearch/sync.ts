import { asc, gt } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../schema.ts';
import { boardDocument } from './document.ts';
import type { OpenSearchBoard } from './engine.ts';

export type BoardIndexSyncOptions = {
  db: NodePgDatabase;
  board: OpenSearchBoard;
  /** Pause between passes that found nothing new. Default 200 ms. */
  idleMs?: number;
  /** Rows per bulk request. Default 1000. */
  batchSize?: number;
  onError?: (error: unknown) => void;
};

/**
 * Keeps the OpenSearch board in step with the jobs read model, which the jobs projection writes from the log, the
 * way the recommendations' index follows it: the rows written since the last pass (jobs.last_position, indexed),
 * each put when ACTIVE and deleted otherwise, versioned by that position, so a repeated or late pass never puts
 * an older row over a newer one. The position reached is kept in the index itself: a restart, or a new index,
 * goes on from there (a new index from the start, which is its backfill).
 */
export function createBoardIndexSync(options: BoardIndexSyncOptions) {
  const { db, board } = options;
  const idleMs = options.idleMs ?? 200;
  const batchSize = options.batchSize ?? 1000;
  let running: Promise<void> | null = null;
  let stopped = false;

  /** One bulk request of the rows after the stored position; answers how many rows it carried. */
  async function pass(): Promise<number> {
    const after = await board.position();
    const rows = await db
      .select()
      .from(jobs)
      .where(gt(jobs.lastPosition, after))
      .orderBy(asc(jobs.lastPosition))
      .limit(batchSize);
    if (rows.length === 0) return 0;
    await board.sync(
      rows
        .filter((row) => row.status === 'ACTIVE')
        .map((row) => ({ doc: boardDocument(row), version: row.lastPosition })),
      rows.filter((row) => row.status !== 'ACTIVE').map((row) => ({ id: row.jobId, version: row.lastPosition })),
      // A full batch has more behind it: the index refreshes after the last (or by itself within a second).
      rows.length < batchSize,
    );
    await board.setPosition(rows.at(-1)!.lastPosition);
    return rows.length;
  }

  async function loop() {
    while (!stopped) {
      try {
        if ((await pass()) === batchSize) continue;
      } catch (error) {
        options.onError?.(error);
      }
      await new Promise((resolve) => setTimeout(resolve, idleMs));
    }
  }

  return {
    /** Everything written so far, now (tests, the bench). */
    async catchUp(): Promise<void> {
      while ((await pass()) === batchSize);
      await board.refresh();
    },
    /** Creates the index when missing, then follows the jobs read model until stopped. */
    async start() {
      await board.ensureIndex();
      stopped = false;
      running ??= loop();
    },
    async stop() {
      stopped = true;
      await running;
      running = null;
    },
  };
}

export type BoardIndexSync = ReturnType<typeof createBoardIndexSync>;
