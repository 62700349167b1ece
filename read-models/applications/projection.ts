import { and, eq, lt, sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strOrNull } from '../runner/fields.ts';
import { applications, candidateCvs } from './schema.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);

async function applyCv(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
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

async function applyApplication(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
  const applicationId = str(d.applicationId);
  if (!applicationId) return;
  const guard = and(eq(applications.applicationId, applicationId), lt(applications.lastPosition, position));
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const applicant = obj(d.applicant);
      const cv = obj(d.cv);
      await tx
        .insert(applications)
        .values({
          applicationId,
          jobId: str(d.jobId),
          companyId: str(d.companyId),
          candidateId: strOrNull(d.candidateId),
          source: str(d.source, 'candidate'),
          status: str(d.status, 'SUBMITTED'),
          priority: 'medium',
          firstName: str(applicant.firstName),
          lastName: str(applicant.lastName),
          email: str(applicant.email),
          countryCode: strOrNull(applicant.countryCode),
          phone: strOrNull(applicant.phone),
          portfolioUrl: strOrNull(applicant.portfolioUrl),
          coverLetter: strOrNull(d.coverLetter),
          expectedSalary: strOrNull(d.expectedSalary),
          noticePeriod: strOrNull(d.noticePeriod),
          cvId: strOrNull(cv.cvId),
          cvStorageKey: str(cv.storageKey),
          cvFileName: str(cv.fileName, 'cv.pdf'),
          cvFileSize: num(cv.fileSize, 0),
          analysisStatus: 'PENDING',
          appliedAt: dateOr(d.submittedAt, at),
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    }
    case 'ApplicationStatusChanged':
      await tx
        .update(applications)
        .set({ status: str(d.status), updatedAt: at, lastPosition: position })
        .where(guard);
      return;
    case 'ApplicationWithdrawn':
      await tx
        .update(applications)
        .set({ status: 'WITHDRAWN', withdrawnAt: at, updatedAt: at, lastPosition: position })
        .where(guard);
      return;
    case 'CvAnalyzed':
      await tx
        .update(applications)
        .set({
          analysisStatus: 'DONE',
          cvAnalysisScore: Math.round(num(d.score, 0)),
          cvAnalysis: obj(d.results),
          analysisProvenance: obj(d.provenance),
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    case 'CvAnalysisFailed': {
      const error = obj(d.error);
      await tx
        .update(applications)
        .set({
          analysisStatus: 'FAILED',
          analysisError: { code: str(error.code), message: str(error.message) },
          analysisProvenance: d.provenance ? obj(d.provenance) : null,
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    }
  }
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  if (event.type.startsWith('Cv') && 'cvId' in d) await applyCv(tx, event, d, position, at);
  else await applyApplication(tx, event, d, position, at);
}

export const applicationsProjection = defineProjection({
  name: 'applications',
  version: 1,
  tables: [candidateCvs, applications],
  handles: [
    'CvUploaded',
    'CvProcessingStarted',
    'CvProcessed',
    'CvProcessingFailed',
    'CvActivated',
    'CvDeleted',
    'ApplicationSubmitted',
    'ApplicationStatusChanged',
    'ApplicationWithdrawn',
    'CvAnalyzed',
    'CvAnalysisFailed',
  ],
  apply,
});
