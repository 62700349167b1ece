import { handleCommand, isUuid } from '@tawzeef/shared';
import { applicantClaimDecider, applicantClaimStreamName, applicantKey } from '../application/applicant-claim.ts';
import {
  applicationStreamName,
  evolveApplication,
  initialApplicationState,
  type Applicant,
  type ApplicationEvent,
  type ApplicationPriority,
  type ApplicationStatus,
  type NoteSource,
  type SentCv,
} from '../application/application.ts';
import { applicationDecider, type ApplicationCommand } from '../application/decide.ts';
import { checkCvName } from '../application/name-check.ts';
import { ApplicationError, applicationErrors } from '../errors.ts';
import { assertPdf, cleanFileName, createCvService } from './cvs.ts';
import type { ApplicationRequest, ApplicationsDeps, CvAnalysisOutcome } from './deps.ts';
import { readApplicationHistory } from './history.ts';

export type ApplyInput = {
  jobId: string;
  /** The signed-in candidate, or null for an anonymous applicant. */
  candidateId: string | null;
  applicant: Applicant;
  /** A saved CV of the signed-in candidate, or a file sent with the application. */
  cv: { cvId: string } | { bytes: Uint8Array; fileName: string };
  coverLetter: string | null;
  expectedSalary: string | null;
  noticePeriod: string | null;
};

/** Applying, withdrawing, status changes and the hiring workflow's analysis results. */
export function createApplicationsService(deps: ApplicationsDeps) {
  const { store } = deps;
  const cvs = createCvService(deps);

  const run = async (applicationId: string, command: ApplicationCommand, request: ApplicationRequest) => {
    if (!isUuid(applicationId)) throw applicationErrors.notFound();
    const result = await handleCommand(store, applicationStreamName(applicationId), applicationDecider, command, {
      ...request,
      now: command.now,
    });
    return { applicationId, position: result.globalPosition, state: result.state, events: result.events };
  };

  async function sentCv(input: ApplyInput): Promise<SentCv> {
    if ('cvId' in input.cv) {
      if (!input.candidateId) throw applicationErrors.noSavedCv();
      const current = await cvs.current(input.candidateId);
      const saved = isUuid(input.cv.cvId) ? current.cvs.get(input.cv.cvId) : undefined;
      if (!saved) throw applicationErrors.noSavedCv();
      return { storageKey: saved.storageKey, fileName: saved.fileName, fileSize: saved.fileSize, cvId: saved.cvId };
    }
    assertPdf(input.cv.bytes);
    const storageKey = await deps.storage.save(input.cv.bytes);
    return { storageKey, fileName: cleanFileName(input.cv.fileName), fileSize: input.cv.bytes.byteLength, cvId: null };
  }

  async function claim(jobId: string, key: string, applicationId: string, request: ApplicationRequest) {
    const stream = applicantClaimStreamName(jobId, key);
    const { events } = await store.readStream(stream);
    const holder = (events as unknown as { data: { applicationId: string } }[]).at(-1)?.data.applicationId;
    const holderSubmitted = holder
      ? (await store.readStream(applicationStreamName(holder))).currentStreamVersion > 0n
      : false;
    await handleCommand(
      store,
      stream,
      applicantClaimDecider,
      { type: 'ClaimApplicant', jobId, applicantKey: key, applicationId, holderSubmitted, now: deps.clock() },
      { ...request, commandId: `${request.commandId}-claim`, now: deps.clock() },
      { retries: 0 },
    ).catch((error: unknown) => {
      // Two concurrent first claims: the loser re-reads and sees the winner.
      if ((error as { errorCode?: number }).errorCode === 412) throw applicationErrors.alreadyApplied();
      throw error;
    });
  }

  /** The application's facts as the hiring workflow needs them, from its stream. */
  async function submittedApplication(applicationId: string) {
    if (!isUuid(applicationId)) return null;
    const { events } = await store.readStream(applicationStreamName(applicationId));
    const first = (events as { type: string; data: Record<string, unknown> }[])[0];
    if (first?.type !== 'ApplicationSubmitted') return null;
    return first.data as unknown as {
      applicationId: string;
      jobId: string;
      companyId: string;
      candidateId: string | null;
      applicant: Applicant;
      cv: SentCv;
    };
  }

  /** The application's state, folded from its stream (not existing when there is none). */
  async function current(applicationId: string) {
    const { events } = await store.readStream(applicationStreamName(applicationId));
    return (events as unknown as ApplicationEvent[]).reduce(evolveApplication, initialApplicationState());
  }

  return {
    cvs,
    current,

    async apply(input: ApplyInput, request: ApplicationRequest) {
      const job = isUuid(input.jobId) ? await deps.openJob(input.jobId) : null;
      if (!job) throw applicationErrors.jobNotFound();
      if (!('cvId' in input.cv)) assertPdf(input.cv.bytes);
      const email = input.applicant.email;
      // An anonymous applicant who already has an account is that candidate, not a second person.
      const candidateId = input.candidateId ?? (await deps.candidateByEmail(email));
      const applicationId = deps.newId();
      await claim(job.jobId, applicantKey(candidateId, email), applicationId, request);
      const cv = await sentCv(input);
      const now = deps.clock();
      return run(
        applicationId,
        {
          type: 'SubmitApplication',
          applicationId,
          jobId: job.jobId,
          companyId: job.companyId,
          candidateId,
          source: input.candidateId ? 'candidate' : 'anonymous',
          applicant: input.applicant,
          cv,
          coverLetter: input.coverLetter,
          expectedSalary: input.expectedSalary,
          noticePeriod: input.noticePeriod,
          now,
        },
        request,
      );
    },

    withdraw(candidateId: string, applicationId: string, reason: string | null, request: ApplicationRequest) {
      return run(applicationId, { type: 'WithdrawApplication', candidateId, reason, now: deps.clock() }, request);
    },

    /** The caller checked that the application belongs to the actor's company. */
    changeStatus(
      applicationId: string,
      change: {
        status: ApplicationStatus;
        actorId: string | null;
        reason: string | null;
        expectedVersion?: number | null;
      },
      request: ApplicationRequest,
    ) {
      return run(applicationId, { type: 'ChangeApplicationStatus', ...change, now: deps.clock() }, request);
    },

    /**
     * The platform's own move (a process, not a recruiter): changes the status only while the application is in one
     * of `from`; answers null when it is not, or when the rules refuse the change (someone moved it meanwhile).
     */
    async changeStatusFrom(
      applicationId: string,
      from: readonly string[],
      change: { status: ApplicationStatus; actorId: string | null; reason: string | null },
      request: ApplicationRequest,
    ) {
      const application = await current(applicationId);
      if (!application.exists || !from.includes(application.status)) return null;
      try {
        return await run(applicationId, { type: 'ChangeApplicationStatus', ...change, now: deps.clock() }, request);
      } catch (error) {
        if (!(error instanceof ApplicationError)) throw error;
        return null;
      }
    },

    /** The caller checked that the application belongs to the actor's company. */
    changePriority(
      applicationId: string,
      change: { priority: ApplicationPriority; actorId: string | null; expectedVersion?: number | null },
      request: ApplicationRequest,
    ) {
      return run(applicationId, { type: 'ChangeApplicationPriority', ...change, now: deps.clock() }, request);
    },

    /** USER notes come from recruiters (the caller checked the company); AI and SYSTEM notes from the platform. */
    async addNote(
      applicationId: string,
      note: { source: NoteSource; authorId: string | null; text: string; provenance?: Record<string, unknown> | null },
      request: ApplicationRequest,
    ) {
      const noteId = deps.newId();
      const result = await run(
        applicationId,
        { type: 'AddApplicationNote', noteId, provenance: null, ...note, now: deps.clock() },
        request,
      );
      return { ...result, noteId };
    },

    /** Every event of the application's stream, in order, from the event store. */
    history: (applicationId: string) => readApplicationHistory(store, applicationId),

    recordCvAnalysis(
      applicationId: string,
      result: Extract<ApplicationCommand, { type: 'RecordCvAnalysis' }>['result'],
      request: ApplicationRequest,
    ) {
      return run(applicationId, { type: 'RecordCvAnalysis', result, now: deps.clock() }, request);
    },

    /** The hiring workflow's first stage; repeating it after a crash records nothing twice. */
    async analyzeApplicationCv(applicationId: string, request: ApplicationRequest) {
      const application = await submittedApplication(applicationId);
      if (!application) throw applicationErrors.notFound();
      const bytes = await deps.storage.read(application.cv.storageKey);
      const outcome: CvAnalysisOutcome = bytes
        ? await deps.analyzeCv(new Uint8Array(bytes), application.jobId)
        : { status: 'failed', error: { code: 'CV.MISSING', message: 'The CV file is missing.' }, provenance: null };
      const result =
        outcome.status === 'analyzed'
          ? {
              status: outcome.status,
              score: outcome.score,
              results: outcome.results,
              provenance: outcome.provenance,
              nameCheck: checkCvName(application.applicant, outcome.cvName ?? ''),
            }
          : outcome;
      const recorded = await run(applicationId, { type: 'RecordCvAnalysis', result, now: deps.clock() }, request);
      // A retry after a recorded failure must not read as a success: the workflow would invite the candidate.
      const earlier =
        recorded.state.exists && recorded.state.analysis === 'FAILED'
          ? ('failed' as const)
          : ('already-recorded' as const);
      return { status: recorded.events.length ? outcome.status : earlier, position: recorded.position };
    },

    submitted: submittedApplication,
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
