import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strings, strOrNull } from '../runner/fields.ts';
import { applicationNotes, applications, candidateCvs } from './schema.ts';

export const priorityRanks: Record<string, number> = { high: 3, medium: 2, low: 1 };

/** What the lists' search box matches besides the job title: name, e-mail and the skills the analysis matched. */
const searchTextOf = (parts: (string | null)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();

type InterviewScores = {
  interview1Score?: number | null;
  interview2Score?: number | null;
  hrInterviewScore?: number | null;
};

/**
 * The mean of the known interview scores, else the CV score. A score being set in the same UPDATE is passed in
 * `set`: the other columns are read as they are (an UPDATE's right-hand side sees the old row).
 */
const overallFrom = (cvScore: SQL | number, set: InterviewScores = {}) => {
  const value = (key: keyof InterviewScores) =>
    key in set ? sql`${set[key] ?? null}::int` : sql`${applications[key]}`;
  const scores = [value('interview1Score'), value('interview2Score'), value('hrInterviewScore')];
  const known = sql.join(
    scores.map((s) => sql`(${s} IS NOT NULL)::int`),
    sql` + `,
  );
  const sum = sql.join(
    scores.map((s) => sql`coalesce(${s}, 0)`),
    sql` + `,
  );
  return sql`coalesce(round((${sum})::numeric / nullif(${known}, 0))::int, ${cvScore}::int)`;
};

/** An interview's score reaches its application's table: AI interviews by stage, the people's as HR Interview. */
async function applyInterviewScore(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
  const applicationId = str(d.applicationId);
  if (!applicationId) return;
  let set: InterviewScores;
  if (event.type === 'InterviewScored') {
    const score = typeof d.aiScore === 'number' && Number.isFinite(d.aiScore) ? Math.round(d.aiScore) : null;
    set = str(d.stage) === 'SECOND' ? { interview2Score: score } : { interview1Score: score };
  } else {
    set = { hrInterviewScore: Math.round(num(d.score, 0)) || null };
  }
  // Not the application's own stream: its version (what a recruiter sends back) stays as it is.
  await tx
    .update(applications)
    .set({
      ...set,
      overallScore: overallFrom(sql`${applications.cvAnalysisScore}`, set),
      updatedAt: at,
      lastPosition: position,
    })
    .where(and(eq(applications.applicationId, applicationId), lt(applications.lastPosition, position)));
}

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
  const version = Number(event.streamPosition);
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
          priorityRank: 2,
          version,
          searchText: searchTextOf([str(applicant.firstName), str(applicant.lastName), str(applicant.email)]),
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
        .set({ status: str(d.status), version, updatedAt: at, lastPosition: position })
        .where(guard);
      return;
    case 'ApplicationWithdrawn':
      await tx
        .update(applications)
        .set({
          status: 'WITHDRAWN',
          withdrawnAt: at,
          withdrawalReason: strOrNull(d.reason),
          version,
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    case 'CvAnalyzed': {
      const results = obj(d.results);
      const score = Math.round(num(d.score, 0));
      const years = obj(results.experienceMatch).years;
      const skills = strings(obj(results.skillsMatch).matched).join(' ');
      await tx
        .update(applications)
        .set({
          analysisStatus: 'DONE',
          cvAnalysisScore: score,
          // The name check is the recruiter's: kept beside the engine's results, in the same column.
          cvAnalysis: d.nameCheck ? { ...results, nameCheck: obj(d.nameCheck) } : results,
          analysisProvenance: obj(d.provenance),
          experienceYears: typeof years === 'number' && Number.isFinite(years) ? years : null,
          overallScore: overallFrom(score),
          searchText: sql`lower(concat_ws(' ', ${applications.firstName}, ${applications.lastName}, ${applications.email}, ${skills || null}::text))`,
          version,
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    }
    case 'CvAnalysisFailed': {
      const error = obj(d.error);
      await tx
        .update(applications)
        .set({
          analysisStatus: 'FAILED',
          analysisError: { code: str(error.code), message: str(error.message) },
          analysisProvenance: d.provenance ? obj(d.provenance) : null,
          version,
          updatedAt: at,
          lastPosition: position,
        })
        .where(guard);
      return;
    }
    case 'ApplicationPriorityChanged': {
      const priority = str(d.priority, 'medium');
      await tx
        .update(applications)
        .set({ priority, priorityRank: priorityRanks[priority] ?? 2, version, updatedAt: at, lastPosition: position })
        .where(guard);
      return;
    }
    case 'ApplicationNoteAdded': {
      const noteId = str(d.noteId);
      if (noteId) {
        await tx
          .insert(applicationNotes)
          .values({
            noteId,
            applicationId,
            source: str(d.source, 'USER'),
            authorId: strOrNull(d.authorId),
            text: str(d.text),
            provenance: d.provenance ? obj(d.provenance) : null,
            createdAt: dateOr(d.addedAt, at),
            lastPosition: position,
          })
          .onConflictDoNothing();
      }
      await tx.update(applications).set({ version, updatedAt: at, lastPosition: position }).where(guard);
      return;
    }
  }
}

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  if (event.type.startsWith('Cv') && 'cvId' in d) await applyCv(tx, event, d, position, at);
  else if (event.type === 'InterviewScored' || event.type === 'HumanInterviewRated')
    await applyInterviewScore(tx, event, d, position, at);
  else await applyApplication(tx, event, d, position, at);
}

export const applicationsProjection = defineProjection({
  name: 'applications',
  version: 3,
  tables: [candidateCvs, applications, applicationNotes],
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
    'ApplicationPriorityChanged',
    'ApplicationNoteAdded',
    'InterviewScored',
    'HumanInterviewRated',
  ],
  apply,
});
