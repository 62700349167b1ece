import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import { cvSummaryAndLocation, type AiEngine } from '@tawzeef/ai';
import {
  cvsStreamName,
  createApplicationsService,
  type ApplicationsService,
  type CvAnalysisOutcome,
  type CvStorage,
} from '@tawzeef/applications';
import type { IdentityService } from '@tawzeef/identity';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { uuidV5, type AppEventStore } from '@tawzeef/shared';
import {
  cvActivities,
  hiringActivities,
  hiringWorkflowId,
  recruiterStatusChanged,
  withinDeadline,
  type HiringActivities,
} from '@tawzeef/workflows';
import { aiJobOf } from './ai-job.ts';
import type { ApplicationProcesses } from './routes/applications/deps.ts';

/** The applications service over the event store, the CV storage, the AI engine and the read models. */
export function applicationsService(deps: {
  store: Parameters<typeof createApplicationsService>[0]['store'];
  storage: CvStorage;
  ai: AiEngine;
  queries: ReadModelQueries;
  clock: () => Date;
  newId: () => string;
}): ApplicationsService {
  const { ai, queries } = deps;
  const analyzeCv = async (pdf: Uint8Array, jobId: string): Promise<CvAnalysisOutcome> => {
    const read = await ai.readCv({ pdf });
    if (read.status === 'failed') return { status: 'failed', error: read.error, provenance: read.provenance };
    const job = await queries.applications.jobForAnalysis(jobId);
    if (!job)
      return { status: 'failed', error: { code: 'JOB.NOT_FOUND', message: 'The job is gone.' }, provenance: null };
    // Written for the company in the job's working language (its interview language); the other language is
    // stored with it as a translation, so each recruiter reads it in the language of their page.
    const { provenance, ...results } = await ai.analyzeCv({
      cv: { document: read.document, profile: read.profile },
      job: aiJobOf(job),
      prompt: job.aiCvAnalysisPrompt || undefined,
      language: job.interviewLanguage === 'arabic' ? 'ar' : 'en',
    });
    return {
      status: 'analyzed',
      score: results.cvAnalysisScore,
      results,
      provenance: { ...provenance, reader: read.provenance },
      cvName: read.profile.fullName,
    };
  };
  return createApplicationsService({
    store: deps.store,
    storage: deps.storage,
    clock: deps.clock,
    newId: deps.newId,
    readCv: async (pdf) => {
      const read = await ai.readCv({ pdf });
      // The structured profile has no summary or location; the profile fill takes them from the text.
      if (read.status !== 'read') return read;
      return { ...read, profile: { ...read.profile, ...cvSummaryAndLocation(read.document.text) } };
    },
    analyzeCv,
    openJob: (jobId) => queries.applications.openJob(jobId, deps.clock()),
    candidateByEmail: (email) => queries.applications.candidateIdByEmail(email),
  });
}

/** The profile CvProcessed recorded for this CV, read from the candidate's CV stream (null when it was not read). */
async function processedProfile(store: AppEventStore, candidateId: string, cvId: string) {
  const { events } = await store.readStream(cvsStreamName(candidateId));
  const processed = events.findLast((e) => e.type === 'CvProcessed' && (e.data as { cvId?: unknown }).cvId === cvId);
  const profile = (processed?.data as { profile?: unknown } | undefined)?.profile;
  return typeof profile === 'object' && profile !== null ? (profile as Record<string, unknown>) : null;
}

/** Activities of the CV-reading and hiring workflows; command ids derive from the business ids, so retries append nothing twice. */
export function applicationActivities(
  applications: ApplicationsService,
  profiles: { identity: IdentityService; store: AppEventStore },
  interviews: Omit<HiringActivities, 'analyzeApplicationCv' | 'recordCvAnalysisFailure'>,
) {
  const request = (name: string) => ({ commandId: uuidV5(name), actorId: null, correlationId: name });
  return {
    ...cvActivities({
      readCandidateCv: async ({ candidateId, cvId }) => {
        await applications.cvs.process(candidateId, cvId, request(`cv-reading-${cvId}`));
      },
      fillCandidateProfile: async ({ candidateId, cvId }) => {
        const profile = await processedProfile(profiles.store, candidateId, cvId);
        if (profile) await profiles.identity.candidates.fillProfileFromCv(candidateId, cvId, profile);
      },
    }),
    ...hiringActivities({
      analyzeApplicationCv: async (applicationId) => {
        const { status } = await applications.analyzeApplicationCv(
          applicationId,
          request(`cv-analysis-${applicationId}`),
        );
        return { status };
      },
      recordCvAnalysisFailure: async (applicationId, message) => {
        await applications.recordCvAnalysis(
          applicationId,
          { status: 'failed', error: { code: 'CV.ANALYSIS_FAILED', message }, provenance: null },
          request(`cv-analysis-failure-${applicationId}`),
        );
      },
      ...interviews,
    }),
  };
}

const SIGNAL_DEADLINE_MS = 5_000;

/** Signals the hiring workflow; Temporal being down must not fail a recruiter's or a candidate's change, so it is logged. */
export function temporalProcesses(client: Client, logger: Logger): ApplicationProcesses {
  return {
    statusChanged: async (applicationId, status, actorId) => {
      try {
        // Bounded: Temporal being down must not hold the request through the client's own retries.
        await withinDeadline(client, SIGNAL_DEADLINE_MS, () =>
          client.workflow
            .getHandle(hiringWorkflowId(applicationId))
            .signal(recruiterStatusChanged, { status, actorId }),
        );
      } catch (error) {
        // A finished (or never started) hiring process has nobody to tell.
        if ((error as { name?: string }).name === 'WorkflowNotFoundError') return;
        logger.warn({ err: error, applicationId, status }, 'could not signal the status change to the hiring workflow');
      }
    },
  };
}
