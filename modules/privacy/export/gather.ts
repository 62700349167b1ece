import type { Readable } from 'node:stream';
import type { CandidateApplication, InterviewRow, ReadModelQueries } from '@tawzeef/read-models';

export type ExportLanguage = 'en' | 'ar';

/** The read side's queries the export reads, each scoped to one candidate (typed structurally). */
export type ExportQueries = {
  users: Pick<ReadModelQueries['users'], 'one'>;
  candidateProfiles: Pick<ReadModelQueries['candidateProfiles'], 'one'>;
  cvs: Pick<ReadModelQueries['cvs'], 'list'>;
  applications: Pick<ReadModelQueries['applications'], 'ofCandidate'>;
  interviews: Pick<ReadModelQueries['interviews'], 'ofCandidate' | 'transcript'>;
  humanInterviews: Pick<ReadModelQueries['humanInterviews'], 'ofCandidate'>;
  reviewRequests: Pick<ReadModelQueries['reviewRequests'], 'ofCandidateApplication'>;
  communications: Pick<ReadModelQueries['communications'], 'each'>;
  savedJobs: Pick<ReadModelQueries['savedJobs'], 'list'>;
};

type OpenFile = (key: string) => Promise<{ stream: Readable; size: number } | null>;
export type ScoredInterviews = Partial<
  Record<'FIRST' | 'SECOND', { evidence: InterviewRow['evidence']; breakdown: InterviewRow['breakdown'] }>
>;

export type DataExportDeps = {
  queries: ExportQueries;
  /** The notice versions a person or an application accepted (the consents' own streams). */
  consents: { acceptances(subject: { kind: 'person' | 'application'; id: string }): Promise<unknown[]> };
  /** The application's events as its history route shows them. */
  history(applicationId: string): Promise<{ type: string }[]>;
  /** The application as the candidate's own screens show it (AI feedback written to them, no company verdicts). */
  candidateView(row: CandidateApplication, scored: ScoredInterviews, lang: ExportLanguage): unknown;
  cvFiles: { open: OpenFile };
  recordings: { open: OpenFile };
  clock: () => Date;
};

/** A file that goes into the archive beside data.json, at `path`. */
export type ExportFile = { path: string; open: () => Promise<{ stream: Readable; size: number } | null> };

export type CandidateData = Awaited<ReturnType<ReturnType<typeof createDataExport>['gather']>>['data'];

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 80) || 'file';
const extensionOf = (key: string) => /\.([a-z0-9]+)$/u.exec(key)?.[1] ?? 'bin';
const MAX_APPLICATIONS = 10_000;
/**
 * Notes on an application are the company's working notes (recruiters', and the AI interviewer's assessment with
 * its score and verdict, which the candidate's screens never show), not data the candidate gave or is shown.
 */
const COMPANY_ONLY_EVENTS = new Set(['ApplicationNoteAdded']);

/** The latest scored interview of each stage, as the candidate's application screen builds its feedback from. */
function scoredOf(rows: InterviewRow[]): ScoredInterviews {
  const scored: ScoredInterviews = {};
  for (const r of rows.filter((i) => i.scoredAt).sort((a, b) => +b.scoredAt! - +a.scoredAt!)) {
    const stage = r.stage === 'SECOND' ? 'SECOND' : 'FIRST';
    scored[stage] ??= { evidence: r.evidence, breakdown: r.breakdown };
  }
  return scored;
}

/**
 * Everything the platform holds about one signed-in candidate, read from the read models through their
 * candidate-scoped queries (every one of them filters by this candidate's id), and the files that are theirs.
 */
export function createDataExport(deps: DataExportDeps) {
  const { queries } = deps;

  async function messagesOf(candidateId: string, apps: CandidateApplication[]) {
    const seen = new Map<string, Record<string, unknown>>();
    const companies = [...new Set(apps.map((a) => a.companyId))];
    const filters = [
      ...companies.map((companyId) => ({ companyId, filter: { candidateId, archived: 'all' as const } })),
      ...apps.map((a) => ({
        companyId: a.companyId,
        filter: { applicationId: a.applicationId, archived: 'all' as const },
      })),
    ];
    for (const { companyId, filter } of filters) {
      for await (const batch of queries.communications.each(companyId, filter)) {
        for (const m of batch) {
          // Internal call notes and the author's id are the company's working notes, not a message to or from them.
          seen.set(m.communicationId, {
            id: m.communicationId,
            applicationId: m.applicationId,
            jobTitle: m.jobTitle,
            type: m.type,
            direction: m.direction,
            status: m.status,
            subject: m.subject,
            content: m.content,
            email: m.email,
            phone: m.phone,
            createdAt: iso(m.createdAt),
            sentAt: iso(m.sentAt),
            deliveredAt: iso(m.deliveredAt),
            readAt: iso(m.readAt),
          });
        }
      }
    }
    return [...seen.values()].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  }

  async function interviewsOf(candidateId: string) {
    const rows = (await queries.interviews.ofCandidate(candidateId, false)).filter(
      (i) => i.candidateId === candidateId,
    );
    const files: ExportFile[] = [];
    const ai = [];
    for (const r of rows) {
      const transcript = await queries.interviews.transcript(r.interviewId);
      const recording = r.recordingKey ? `files/recordings/${r.interviewId}.${extensionOf(r.recordingKey)}` : null;
      if (recording) files.push({ path: recording, open: () => deps.recordings.open(r.recordingKey!) });
      ai.push({
        id: r.interviewId,
        applicationId: r.applicationId,
        jobTitle: r.jobTitle,
        companyName: r.companyName,
        stage: r.stage,
        round: r.round,
        status: r.status,
        scheduledAt: iso(r.scheduledAt),
        startedAt: iso(r.startedAt),
        endedAt: iso(r.endedAt),
        endReason: r.endReason,
        // What the AI quoted from the candidate's answers, and which engine and model read them.
        evidence: r.evidence ?? [],
        provenance: r.provenance ?? null,
        transcript: transcript.map((u) => ({ speaker: u.speakerType, text: u.text, at: iso(u.at) })),
        recording,
      });
    }
    const human = (await queries.humanInterviews.ofCandidate(candidateId, false, deps.clock()))
      .filter((h) => h.candidateId === candidateId)
      .map((h) => ({
        id: h.interviewId,
        applicationId: h.applicationId,
        jobTitle: h.jobTitle,
        companyName: h.companyName,
        status: h.status,
        type: h.type,
        startsAt: iso(h.startsAt),
        endsAt: iso(h.endsAt),
        timeZone: h.timeZone,
        location: h.location,
        interviewers: h.interviewers.map((i) => i.name),
        cancelReason: h.cancelReason,
      }));
    return { rows, ai, human, files };
  }

  return {
    async gather(candidateId: string, lang: ExportLanguage) {
      const [user, profile, cvs, { rows: apps }] = await Promise.all([
        queries.users.one(candidateId),
        queries.candidateProfiles.one(candidateId),
        queries.cvs.list(candidateId),
        queries.applications.ofCandidate(candidateId, { start: 0, end: MAX_APPLICATIONS - 1 }),
      ]);
      const mine = apps.filter((a) => a.candidateId === candidateId);
      const files: ExportFile[] = [];
      const cvPaths = new Map<string, string>();
      const cvFile = (key: string, id: string, fileName: string) => {
        let path = cvPaths.get(key);
        if (!path) {
          path = `files/cvs/${id}-${safeName(fileName)}`;
          cvPaths.set(key, path);
          files.push({ path, open: () => deps.cvFiles.open(key) });
        }
        return path;
      };
      const interviews = await interviewsOf(candidateId);
      const applications = [];
      for (const a of mine) {
        const ofThis = interviews.ai.filter((i) => i.applicationId === a.applicationId);
        const rows = interviews.rows.filter((i) => i.applicationId === a.applicationId);
        applications.push({
          ...(deps.candidateView(a, scoredOf(rows), lang) as Record<string, unknown>),
          cvFile: cvFile(a.cvStorageKey, a.cvId ?? a.applicationId, a.cvFileName),
          cvAnalysisProvenance: a.analysisProvenance ?? null,
          contact: { firstName: a.firstName, lastName: a.lastName, email: a.email, phone: a.phone },
          interviews: ofThis.map((i) => i.id),
          reviewRequests: await queries.reviewRequests.ofCandidateApplication(candidateId, a.applicationId),
          consents: await deps.consents.acceptances({ kind: 'application', id: a.applicationId }),
          history: (await deps.history(a.applicationId)).filter((e) => !COMPANY_ONLY_EVENTS.has(e.type)),
        });
      }
      const saved = await queries.savedJobs.list(candidateId, deps.clock());
      const data = {
        format: 'tawzeef-data-export/1',
        exportedAt: deps.clock().toISOString(),
        account: user && {
          id: user.userId,
          email: user.email,
          name: user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          language: user.language,
          timezone: user.timezone,
          notificationSettings: user.notificationSettings,
          createdAt: iso(user.createdAt),
        },
        profile: profile && { ...profile, lastPosition: undefined, updatedAt: iso(profile.updatedAt) },
        cvs: cvs.map((cv) => ({
          id: cv.cvId,
          fileName: cv.fileName,
          fileSize: cv.fileSize,
          isActive: cv.isActive,
          status: cv.status,
          uploadedAt: iso(cv.uploadedAt),
          extractedProfile: cv.profile ?? null,
          file: cvFile(cv.storageKey, cv.cvId, cv.fileName),
        })),
        applications,
        interviews: { ai: interviews.ai, human: interviews.human },
        messages: await messagesOf(candidateId, mine),
        savedJobs: saved.map((s) => ({
          jobId: s.job.jobId,
          title: s.job.title,
          company: s.company?.name ?? null,
          savedAt: iso(s.savedAt),
        })),
        consents: await deps.consents.acceptances({ kind: 'person', id: candidateId }),
      };
      return { data, files: [...files, ...interviews.files] };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
