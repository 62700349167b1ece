import { handleCommand, isUuid, uuidV5, type AppEventStore, type CommandContext } from '@tawzeef/shared';
import { reviewRequestsDecider, type ReviewRequestCommand } from './decide.ts';
import { reviewRequestErrors } from './errors.ts';
import type { ReevaluationConclusion, ReviewKind, ReviewSubject } from './kinds.ts';
import type { ReviewOutcome } from './outcome-mail.ts';
import { reviewRequestsStreamName, type ReviewRequestsState } from './review-request.ts';

export type ReviewRequestContext = Omit<CommandContext, 'now'>;

/** An application as a review request needs it (the read models answer); `subjects`: the AI results it has. */
export type ReviewApplication = {
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  status: string;
  subjects: ReviewSubject[];
};

export type ReviewRequestsDeps = {
  store: AppEventStore;
  clock: () => Date;
  /** The candidate's own application, or null (another person's answers the same). */
  candidateApplication(candidateId: string, applicationId: string): Promise<ReviewApplication | null>;
  /** The company's application, or null (another company's answers the same). */
  companyApplication(companyId: string, applicationId: string): Promise<ReviewApplication | null>;
  /**
   * The AI interview is not required any more: cancels the application's AI interviews not yet held (the hiring
   * process then finds them cancelled and waits for the recruiter). Answers the last position, or null.
   */
  cancelAiInterviews(applicationId: string, reason: string, request: ReviewRequestContext): Promise<bigint | null>;
  /**
   * Tells the candidate the company's answer (an e-mail recorded with the application's messages, sent once per
   * request); their application page shows it too. Answers the last position, or null.
   */
  tellCandidate(app: ReviewApplication, requestId: string, outcome: ReviewOutcome): Promise<bigint | null>;
  log?: (error: unknown) => void;
};

type Decision =
  | { type: 'AcceptHumanReview'; noteToCandidate: string | null }
  | { type: 'DeclineHumanReview'; reason: string }
  | {
      type: 'CompleteHumanReevaluation';
      conclusion: ReevaluationConclusion;
      noteToCandidate: string;
      internalNote: string | null;
    };

const later = (a: bigint | null, b: bigint | null) => (a === null ? b : b === null || a > b ? a : b);

/** The application's requests, read from their own stream (always current, no projection to wait for). */
export async function loadReviewRequests(
  store: Pick<AppEventStore, 'readStream'>,
  applicationId: string,
): Promise<ReviewRequestsState> {
  if (!isUuid(applicationId)) return reviewRequestsDecider.initialState();
  const { events } = await store.readStream(reviewRequestsStreamName(applicationId));
  return (events as never[]).reduce(reviewRequestsDecider.evolve, reviewRequestsDecider.initialState());
}

/** A candidate's requests for a person instead of the AI, and the company's answers. */
export function createReviewRequestsService(deps: ReviewRequestsDeps) {
  const { store } = deps;

  async function run(applicationId: string, command: ReviewRequestCommand, request: ReviewRequestContext) {
    const result = await handleCommand(store, reviewRequestsStreamName(applicationId), reviewRequestsDecider, command, {
      ...request,
      now: command.now,
    });
    return { position: result.globalPosition, state: result.state, events: result.events };
  }

  const load = (applicationId: string) => loadReviewRequests(store, applicationId);

  return {
    load,

    /** The candidate asks on their own application; the same request id again asks nothing twice. */
    async ask(
      candidateId: string,
      applicationId: string,
      input: { kind: ReviewKind; subject: ReviewSubject | null; message: string | null },
      request: ReviewRequestContext,
    ) {
      const app = isUuid(applicationId) ? await deps.candidateApplication(candidateId, applicationId) : null;
      if (!app) throw reviewRequestErrors.notFound();
      const requestId = uuidV5(`review-request:${request.commandId}:${app.applicationId}`);
      const result = await run(
        app.applicationId,
        {
          type: 'RequestHumanReview',
          requestId,
          applicationId: app.applicationId,
          jobId: app.jobId,
          companyId: app.companyId,
          candidateId,
          kind: input.kind,
          subject: input.subject,
          message: input.message,
          applicationStatus: app.status,
          availableSubjects: app.subjects,
          now: deps.clock(),
        },
        request,
      );
      return { ...result, requestId };
    },

    /**
     * The company answers one of its application's requests. Accepting a review instead of the AI interview also
     * cancels the AI interview not yet held; the recruiter then schedules an interview with people.
     */
    async decide(
      companyId: string,
      actorId: string | null,
      applicationId: string,
      requestId: string,
      decision: Decision,
      request: ReviewRequestContext,
    ) {
      const app = isUuid(applicationId) ? await deps.companyApplication(companyId, applicationId) : null;
      if (!app) throw reviewRequestErrors.notFound();
      const state = await load(app.applicationId);
      if (!state.requests.some((r) => r.requestId === requestId && r.companyId === companyId)) {
        throw reviewRequestErrors.notFound();
      }
      const decided = await run(app.applicationId, { ...decision, requestId, actorId, now: deps.clock() }, request);
      if (!decided.events.length) return decided;
      // The answer is recorded; a mail that cannot be queued must not turn it into an error the company retries.
      const told = await deps.tellCandidate(app, requestId, decision).catch((error: unknown) => {
        deps.log?.(error);
        return null;
      });
      const result = { ...decided, position: later(decided.position, told) };
      if (decision.type !== 'AcceptHumanReview') return result;
      const cancelled = await deps.cancelAiInterviews(
        app.applicationId,
        'The candidate asked for a human review instead of the AI interview',
        { ...request, commandId: uuidV5(`review-request-cancel:${requestId}`) },
      );
      return { ...result, position: later(result.position, cancelled) };
    },
  };
}

export type ReviewRequestsService = ReturnType<typeof createReviewRequestsService>;
