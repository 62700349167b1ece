import { and, eq, lt, sql } from 'drizzle-orm';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { num, str, strings, strOrNull } from '../runner/fields.ts';
import { dateOr, obj, type Data } from './event-data.ts';
import { applicationNotes, applications } from './schema.ts';
import { overallFrom } from './scores.ts';

export const priorityRanks: Record<string, number> = { high: 3, medium: 2, low: 1 };

/** What the lists' search box matches besides the job title: name, e-mail and the skills the analysis matched. */
const searchTextOf = (parts: (string | null)[]) =>
  parts
    .filter((p): p is string => !!p)
    .join(' ')
    .toLowerCase();

/** An application's own events: submission, status, withdrawal, CV analysis, priority and notes. */
export async function applyApplication(tx: ReadModelTx, event: RecordedEvent, d: Data, position: number, at: Date) {
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
