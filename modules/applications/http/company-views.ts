import type { z } from 'zod';
import type { ApplicationHistoryEntry } from '@tawzeef/applications';
import type { timelineEntrySchema } from './company-schemas.ts';
import type { InterviewRecommendations } from './views.ts';
import type {
  ApplicationNote,
  CommunicationRow,
  CompanyApplication,
  CompanyApplicationProfile,
} from '@tawzeef/read-models';

const MANUAL_REVIEW_SUMMARY = 'CV analysis failed; our HR team will review your CV personally.';

const matchedSkillsOf = (row: CompanyApplication): string[] => {
  const matched = (row.cvAnalysis?.skillsMatch as { matched?: unknown } | undefined)?.matched;
  return Array.isArray(matched) ? matched.filter((s): s is string => typeof s === 'string') : [];
};

/** A row of the per-job list, the pipeline and the dashboard's Recent Applications. */
export function companyApplicationView(row: CompanyApplication) {
  const analysed = row.analysisStatus === 'DONE';
  return {
    id: row.applicationId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    job: { id: row.jobId, title: row.jobTitle },
    candidate: {
      id: row.candidateId,
      firstName: row.firstName,
      lastName: row.lastName,
      fullName: [row.firstName, row.lastName].filter(Boolean).join(' '),
      email: row.email,
      countryCode: row.countryCode,
      phone: row.phone,
    },
    source: row.source,
    status: row.status,
    priority: row.priority,
    version: row.version,
    analysisStatus: row.analysisStatus,
    experienceYears: analysed ? row.experienceYears : null,
    matchedSkills: analysed ? matchedSkillsOf(row) : [],
    aiScore: analysed ? row.cvAnalysisScore : null,
    cvAnalysisScore: analysed ? row.cvAnalysisScore : null,
    interview1Score: row.interview1Score,
    interview2Score: row.interview2Score,
    hrInterviewScore: row.hrInterviewScore,
    overallScore: row.overallScore,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function noteView(note: ApplicationNote) {
  return {
    id: note.noteId,
    applicationId: note.applicationId,
    text: note.text,
    source: note.source,
    author: note.authorId ? { id: note.authorId, name: note.authorName, email: note.authorEmail } : null,
    user: { name: note.authorName, email: note.authorEmail },
    provenance: note.provenance ?? null,
    createdAt: note.createdAt.toISOString(),
  };
}

type Names = Map<string, string>;
const actorOf = (id: string | null, names: Names) => (id ? { id, name: names.get(id) ?? null } : null);

/** The History tab and GET /api/applications/{id}/history. */
export function historyView(applicationId: string, entries: ApplicationHistoryEntry[], names: Names) {
  return {
    applicationId,
    version: entries.at(-1)?.version ?? 0,
    events: entries.map((e) => ({
      version: e.version,
      globalPosition: e.globalPosition.toString(),
      type: e.type,
      at: e.at,
      actor: actorOf(e.actorId, names),
      data: e.data,
      provenance: e.provenance,
      correlationId: e.correlationId,
      causationId: e.causationId,
    })),
  };
}

// As documented: an entry of a type the document does not list would break its promise to clients.
type TimelineEntry = z.input<typeof timelineEntrySchema>;

/** The profile's Application Timeline: each event as the screen labels it. */
export function timelineView(entries: ApplicationHistoryEntry[], names: Names): TimelineEntry[] {
  return entries.flatMap((e): TimelineEntry[] => {
    const base = { at: e.at, actor: actorOf(e.actorId, names) };
    const d = e.data;
    switch (e.type) {
      case 'ApplicationSubmitted':
        return [{ type: 'SUBMITTED', ...base }];
      case 'CvAnalyzed':
        return [{ type: 'CV_ANALYZED', ...base, score: d.score }];
      case 'CvAnalysisFailed':
        return [{ type: 'CV_ANALYSIS_FAILED', ...base }];
      case 'ApplicationStatusChanged':
        // The withdrawal is shown once, by its own event.
        if (d.status === 'WITHDRAWN') return [];
        return [
          {
            type: 'STATUS_CHANGED',
            ...base,
            status: d.status,
            previousStatus: d.previousStatus,
            reason: d.reason ?? null,
          },
        ];
      case 'ApplicationWithdrawn':
        return [{ type: 'WITHDRAWN', ...base, reason: d.reason ?? null }];
      case 'ApplicationPriorityChanged':
        return [{ type: 'PRIORITY_CHANGED', ...base, priority: d.priority, previousPriority: d.previousPriority }];
      case 'ApplicationNoteAdded':
        return [{ type: 'NOTE_ADDED', ...base, source: d.source }];
      default:
        return [];
    }
  });
}

type Message = Pick<
  CommunicationRow,
  'communicationId' | 'type' | 'direction' | 'status' | 'subject' | 'origin' | 'authorId' | 'createdAt'
>;

/** The messages to and from the applicant (Communication Center), as timeline entries. */
const messageEntries = (messages: Message[], names: Names): TimelineEntry[] =>
  messages.map((m) => ({
    type: 'MESSAGE',
    at: m.createdAt.toISOString(),
    actor: actorOf(m.authorId, names),
    communicationId: m.communicationId,
    channel: m.type,
    direction: m.direction,
    status: m.status,
    subject: m.subject,
    origin: m.origin,
  }));

const byTime = (a: TimelineEntry, b: TimelineEntry) => (a.at ?? '').localeCompare(b.at ?? '');

function analysisOf(row: CompanyApplication) {
  if (row.analysisStatus === 'FAILED') {
    return {
      cvAnalysisResults: {
        summary: MANUAL_REVIEW_SUMMARY,
        overallFit: 'Not analyzed',
        skillsMatch: { matched: [], missing: [] },
      },
      aiCvRecommendations: null,
    };
  }
  const results = row.analysisStatus === 'DONE' ? (row.cvAnalysis ?? null) : null;
  return {
    cvAnalysisResults: results,
    aiCvRecommendations: typeof results?.recommendation === 'string' ? results.recommendation : null,
  };
}

export const companyCvPath = (applicationId: string) => `/api/company/applications/${applicationId}/cv`;

/** The Candidate application profile: the row, the job, the analysis, the notes and the timeline. */
export function profileView(
  row: CompanyApplicationProfile,
  notes: ApplicationNote[],
  history: ApplicationHistoryEntry[],
  names: Names,
  messages: Message[] = [],
  recommendations: InterviewRecommendations = {
    aiInterviewRecommendations: null,
    aiSecondInterviewRecommendations: null,
  },
) {
  const base = companyApplicationView(row);
  return {
    ...base,
    job: {
      id: row.jobId,
      title: row.jobTitle,
      department: row.job.department,
      location: row.job.location,
      type: row.job.type,
      company: { name: row.job.companyName },
    },
    candidate: { ...base.candidate, portfolioUrl: row.portfolioUrl },
    coverLetter: row.coverLetter,
    expectedSalary: row.expectedSalary,
    noticePeriod: row.noticePeriod,
    portfolioUrl: row.portfolioUrl,
    resume: { fileName: row.cvFileName, fileSize: row.cvFileSize, url: companyCvPath(row.applicationId) },
    resumeUrl: companyCvPath(row.applicationId),
    ...analysisOf(row),
    analysisProvenance: row.analysisProvenance ?? null,
    analysisError: row.analysisError ?? null,
    ...recommendations,
    interviews: [],
    notes: notes.map(noteView),
    timeline: [...timelineView(history, names), ...messageEntries(messages, names)].sort(byTime),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawalReason: row.withdrawalReason,
  };
}

/** Actor ids of the history and the notes, for one name lookup. */
export const actorIds = (history: ApplicationHistoryEntry[]) => [
  ...new Set(history.map((e) => e.actorId).filter((id): id is string => !!id)),
];
