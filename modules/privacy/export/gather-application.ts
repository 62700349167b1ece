import type { ReadModelQueries } from '@tawzeef/read-models';
import type { DataExportDeps, ExportFile, ExportLanguage, ScoredInterviews } from './gather.ts';

/** What the export of one application (an anonymous applicant's, reached by an e-mailed link) reads besides. */
export type ApplicationExportQueries = {
  companyApplications: Pick<ReadModelQueries['companyApplications'], 'owners'>;
  applications: Pick<ReadModelQueries['applications'], 'oneOfCompany' | 'jobForAnalysis'>;
  interviews: Pick<ReadModelQueries['interviews'], 'ofApplication' | 'transcript'>;
  communications: Pick<ReadModelQueries['communications'], 'each' | 'companyName'>;
  reviewRequests: Pick<ReadModelQueries['reviewRequests'], 'ofCompanyApplication'>;
};

export type ApplicationExportDeps = Omit<DataExportDeps, 'queries'> & { queries: ApplicationExportQueries };

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 80) || 'file';
const extensionOf = (key: string) => /\.([a-z0-9]+)$/u.exec(key)?.[1] ?? 'bin';

/**
 * One application's data for the person who applied with it: the same sections as a candidate's export, for this
 * application only. Whoever asks must have proved they hold its e-mail address (the link was sent there).
 */
export function createApplicationExport(deps: ApplicationExportDeps) {
  const { queries } = deps;
  return {
    /** The e-mail address the application was made with, to send the link to; null when there is none. */
    async emailOf(applicationId: string): Promise<string | null> {
      const owners = await queries.companyApplications.owners(applicationId);
      const row = owners && (await queries.applications.oneOfCompany(owners.companyId, applicationId));
      return row?.email ?? null;
    },

    async gather(applicationId: string, lang: ExportLanguage) {
      const owners = await queries.companyApplications.owners(applicationId);
      const row = owners && (await queries.applications.oneOfCompany(owners.companyId, applicationId));
      if (!owners || !row) return null;
      const [job, companyName] = await Promise.all([
        queries.applications.jobForAnalysis(row.jobId),
        queries.communications.companyName(row.companyId),
      ]);
      const interviews = await queries.interviews.ofApplication(row.companyId, applicationId);
      const files: ExportFile[] = [];
      const cvFile = `files/cvs/${row.cvId ?? applicationId}-${safeName(row.cvFileName)}`;
      files.push({ path: cvFile, open: () => deps.cvFiles.open(row.cvStorageKey) });
      const scored: ScoredInterviews = {};
      for (const r of interviews.filter((i) => i.scoredAt).sort((a, b) => +b.scoredAt! - +a.scoredAt!)) {
        scored[r.stage === 'SECOND' ? 'SECOND' : 'FIRST'] ??= { evidence: r.evidence, breakdown: r.breakdown };
      }
      const ai = [];
      for (const r of interviews) {
        const recording = r.recordingKey ? `files/recordings/${r.interviewId}.${extensionOf(r.recordingKey)}` : null;
        if (recording) files.push({ path: recording, open: () => deps.recordings.open(r.recordingKey!) });
        ai.push({
          id: r.interviewId,
          stage: r.stage,
          round: r.round,
          status: r.status,
          scheduledAt: iso(r.scheduledAt),
          startedAt: iso(r.startedAt),
          endedAt: iso(r.endedAt),
          evidence: r.evidence ?? [],
          provenance: r.provenance ?? null,
          transcript: (await queries.interviews.transcript(r.interviewId)).map((u) => ({
            speaker: u.speakerType,
            text: u.text,
            at: iso(u.at),
          })),
          recording,
        });
      }
      const messages = [];
      for await (const batch of queries.communications.each(row.companyId, { applicationId, archived: 'all' })) {
        for (const m of batch) {
          messages.push({
            id: m.communicationId,
            type: m.type,
            direction: m.direction,
            status: m.status,
            subject: m.subject,
            content: m.content,
            createdAt: iso(m.createdAt),
          });
        }
      }
      const history = (await deps.history(applicationId)).filter((e) => e.type !== 'ApplicationNoteAdded');
      const view = deps.candidateView({ ...row, jobTitle: job?.title ?? null, companyName }, scored, lang);
      const data = {
        format: 'tawzeef-data-export/1',
        exportedAt: deps.clock().toISOString(),
        account: null,
        profile: null,
        cvs: [{ fileName: row.cvFileName, fileSize: row.cvFileSize, file: cvFile }],
        applications: [
          {
            ...(view as Record<string, unknown>),
            cvFile,
            cvAnalysisProvenance: row.analysisProvenance ?? null,
            contact: { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone },
            reviewRequests: (await queries.reviewRequests.ofCompanyApplication(row.companyId, applicationId)).map(
              (r) => ({ kind: r.kind, status: r.status, requestedAt: iso(r.requestedAt) }),
            ),
            consents: await deps.consents.acceptances({ kind: 'application', id: applicationId }),
            history,
          },
        ],
        interviews: { ai, human: [] },
        messages,
        savedJobs: [],
        consents: [],
      };
      return { data, files };
    },
  };
}

export type ApplicationExport = ReturnType<typeof createApplicationExport>;
