import type { Container } from 'inversify';
import type { InterviewsService } from '@tawzeef/interviews';
import type { CommunicationsService } from '@tawzeef/communications';
import {
  createReviewRequestsService,
  reviewOutcomeMail,
  type ReviewApplication,
  type ReviewRequestsDeps,
  type ReviewSubject,
} from '@tawzeef/oversight';
import { reviewRequestsRoutes } from '@tawzeef/oversight/http';
import { reviewRequestsProjectionNames, type ReadModelQueries } from '@tawzeef/read-models';
import { laterPosition, type ApiRoute } from '@tawzeef/http';
import { uuidV5 } from '@tawzeef/shared';
import { TOKENS } from '../../tokens.ts';

type ApplicationRow = {
  applicationId: string;
  jobId: string;
  companyId: string;
  candidateId: string | null;
  status: string;
  cvAnalysis: unknown;
  interview1Score: number | null;
  interview2Score: number | null;
};

/** The AI results a person can be asked to re-evaluate: the CV analysis once done, an AI interview once scored. */
const reviewApplication = (row: ApplicationRow): ReviewApplication => {
  const subjects: ReviewSubject[] = [];
  if (row.cvAnalysis) subjects.push('CV_ANALYSIS');
  if (row.interview1Score !== null || row.interview2Score !== null) subjects.push('AI_INTERVIEW');
  return {
    applicationId: row.applicationId,
    jobId: row.jobId,
    companyId: row.companyId,
    candidateId: row.candidateId,
    status: row.status,
    subjects,
  };
};

function lookups(queries: ReadModelQueries) {
  return {
    async candidateApplication(candidateId: string, applicationId: string) {
      const row = await queries.applications.oneOfCandidate(candidateId, applicationId);
      // oneOfCandidate also answers by job id; a request names the application.
      return row && row.applicationId === applicationId ? reviewApplication(row) : null;
    },
    async companyApplication(companyId: string, applicationId: string) {
      const row = await queries.applications.oneOfCompany(companyId, applicationId);
      return row ? reviewApplication(row) : null;
    },
  };
}

/** Cancels the application's AI interviews that have not started (the same command the hiring process uses). */
function aiInterviewCanceller(queries: ReadModelQueries, interviews: Pick<InterviewsService, 'cancel'>) {
  return async (
    applicationId: string,
    reason: string,
    request: { commandId: string; actorId: string | null; correlationId: string },
  ) => {
    const owner = await queries.companyApplications.owners(applicationId);
    if (!owner) return null;
    const rows = await queries.interviews.ofApplication(owner.companyId, applicationId);
    let position: bigint | null = null;
    for (const row of rows.filter((r) => r.status === 'SCHEDULED')) {
      const result = await interviews.cancel(row.interviewId, reason, {
        ...request,
        commandId: uuidV5(`${request.commandId}:${row.interviewId}`),
      });
      position = laterPosition(position, result.position);
    }
    return position;
  };
}

/** The company's answer e-mailed to the candidate, once per request (the key), kept with the application's messages. */
function candidateTeller(
  communications: Pick<CommunicationsService, 'recordSystemMessage'>,
  publicUrl: string,
): ReviewRequestsDeps['tellCandidate'] {
  return async (app, requestId, outcome) => {
    // The application itself (a job id would also open it), at its requests, where the same answer is shown.
    const link = `${publicUrl}/userdashboard/applications/${app.applicationId}#application-review-requests`;
    const { subject, content } = reviewOutcomeMail(outcome, link);
    const queued = await communications.recordSystemMessage({
      companyId: app.companyId,
      applicationId: app.applicationId,
      type: 'EMAIL',
      subject,
      content,
      kind: 'review-outcome',
      key: `review-outcome:${requestId}`,
    });
    return queued.position ?? null;
  };
}

/**
 * Human review requests (issue #22): the service and the candidate's and company's routes. Nothing else uses the
 * service, so it has no token: one per container, built with the routes.
 */
export function bindReviewRequests(c: Container, publicUrl: string): void {
  let built: ApiRoute[] | undefined;
  const routes = (ctx: { get: Container['get'] }) => {
    if (built) return built;
    const queries = ctx.get(TOKENS.ReadModels);
    const logger = ctx.get(TOKENS.Logger).child({ component: 'review-requests' });
    const { candidateApplication, companyApplication } = lookups(queries);
    const reviewRequests = createReviewRequestsService({
      store: ctx.get(TOKENS.EventStore),
      clock: ctx.get(TOKENS.Clock),
      candidateApplication,
      companyApplication,
      cancelAiInterviews: aiInterviewCanceller(queries, ctx.get(TOKENS.Interviews)),
      tellCandidate: candidateTeller(ctx.get(TOKENS.Communications), publicUrl),
      log: (error) => logger.warn({ err: error }, 'the review outcome e-mail could not be queued'),
    });
    built = reviewRequestsRoutes({
      reviewRequests,
      queries,
      registry: ctx.get(TOKENS.OpenApiRegistry),
      candidateApplication,
      wait: ctx.get(TOKENS.WaitFor)(reviewRequestsProjectionNames),
    });
    return built;
  };
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => routes(ctx)[0]!);
  c.bind(TOKENS.ApiRoute).toDynamicValue((ctx) => routes(ctx)[1]!);
}
