import { and, eq, lt, sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { num, str, strOrNull } from '../runner/fields.ts';
import { dateOr, obj, type Data } from './event-data.ts';
import { candidateCvs } from './schema.ts';

/** A CV's life in candidate_cvs: upload, processing, activation, deletion. */
export async function applyCv(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
  const cvId = str(d.cvId);
  const candidateId = str(d.candidateId);
  if (!cvId || !candidateId) return;
  const guard = and(eq(candidateCvs.cvId, cvId), lt(candidateCvs.lastPosition, position));
  switch (event.type) {
    case 'CvUploaded':
      await tx
        .insert(candidateCvs)
        .values({
          cvId,
          candidateId,
          storageKey: str(d.storageKey),
          fileName: str(d.fileName, 'cv.pdf'),
          fileSize: num(d.fileSize, 0),
          mimeType: str(d.mimeType, 'application/pdf'),
          isActive: false,
          status: 'UPLOADED',
          uploadedAt: dateOr(d.uploadedAt, at),
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'CvProcessingStarted':
      await tx.update(candidateCvs).set({ status: 'PROCESSING', updatedAt: at, lastPosition: position }).where(guard);
      return;
    case 'CvProcessed':
      await tx
        .update(candidateCvs)
        .set({ status: 'PROCESSED', profile: obj(d.profile), processedAt: at, updatedAt: at, lastPosition: position })
        .where(guard);
      return;
    case 'CvProcessingFailed':
      await tx
        .update(candidateCvs)
        .set({
          status: 'ERROR',
          errorCode: strOrNull(obj(d.error).code),
          processedAt: at,
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    case 'CvActivated':
      // Setting the flag from the event alone is idempotent: applying it twice gives the same rows.
      await tx
        .update(candidateCvs)
        .set({ isActive: sql`${candidateCvs.cvId} = ${cvId}`, updatedAt: at })
        .where(eq(candidateCvs.candidateId, candidateId));
      return;
    case 'CvDeleted':
      await tx.delete(candidateCvs).where(eq(candidateCvs.cvId, cvId));
      return;
  }
}
