import { and, eq, lt } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { savedJobs } from '../jobs/schema.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { str } from '../runner/fields.ts';

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = event.data ?? {};
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const userId = str(d.userId);
  const jobId = str(d.jobId);
  if (!userId || !jobId) return;
  if (event.type === 'JobSaved') {
    await tx
      .insert(savedJobs)
      .values({ userId, jobId, savedAt: new Date(str(d.savedAt, at.toISOString())), lastPosition: position })
      .onConflictDoNothing();
  } else if (event.type === 'JobUnsaved') {
    await tx
      .delete(savedJobs)
      .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId), lt(savedJobs.lastPosition, position)));
  }
}

export const savedJobsProjection = defineProjection({
  name: 'saved-jobs',
  version: 1,
  tables: [savedJobs],
  handles: ['JobSaved', 'JobUnsaved'],
  apply,
});
