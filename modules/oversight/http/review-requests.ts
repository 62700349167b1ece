import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ReadModelQueries } from '@tawzeef/read-models';
import {
  applicationNotFound,
  callerCompany,
  commandRequest,
  moduleErrors,
  ownApplication,
  requireCandidate,
  routeDocs,
  writeCommand,
  type ApiRoute,
  type WaitForProjections,
} from '@tawzeef/http';
import { closedForInterview } from '../review-requests/decide.ts';
import { ReviewRequestError } from '../review-requests/errors.ts';
import { MAX_REVIEW_MESSAGE, reevaluationConclusions, reviewKinds, reviewSubjects } from '../review-requests/kinds.ts';
import type { ReviewApplication, ReviewRequestsService } from '../review-requests/service.ts';
import {
  candidateReviewRequestSchema,
  candidateReviewRequestView,
  companyReviewRequestSchema,
  companyReviewRequestView,
} from './review-request-views.ts';

export type ReviewRequestRouteDeps = {
  reviewRequests: ReviewRequestsService;
  queries: ReadModelQueries;
  registry: OpenAPIRegistry;
  /** The candidate's application as a request needs it (status, AI results), or null. */
  candidateApplication(candidateId: string, applicationId: string): Promise<ReviewApplication | null>;
  /** Waits (bounded) until the review requests, notifications and interviews read models hold a write. */
  wait: WaitForProjections;
};

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? null);
export const askBody = z.object({
  kind: z.enum(reviewKinds),
  subject: z
    .enum(reviewSubjects)
    .nullish()
    .transform((v) => v ?? null),
  message: optionalText(MAX_REVIEW_MESSAGE),
});
export const acceptBody = z.object({ noteToCandidate: optionalText(MAX_REVIEW_MESSAGE) });
export const declineBody = z.object({ reason: text(MAX_REVIEW_MESSAGE).min(1) });
export const concludeBody = z.object({
  conclusion: z.enum(reevaluationConclusions),
  noteToCandidate: text(MAX_REVIEW_MESSAGE).min(1),
  internalNote: optionalText(MAX_REVIEW_MESSAGE),
});
const idParam = z.object({ id: z.string() });
const decisionParams = z.object({ id: z.string(), requestId: z.string() });
const candidateAnswer = z.object({
  requests: z.array(candidateReviewRequestSchema),
  canAsk: z.object({ insteadOfAiInterview: z.boolean(), reevaluation: z.array(z.enum(reviewSubjects)) }),
});
const companyAnswer = z.object({ requests: z.array(companyReviewRequestSchema) });

const reviewRequestErrors = moduleErrors(ReviewRequestError);

/**
 * Human review requests (issue #22): a candidate asks on their own application for a person instead of the AI
 * interview, or for a person to re-evaluate an AI result; the company sees them on the application and answers.
 */
export function reviewRequestsRoutes(deps: ReviewRequestRouteDeps): ApiRoute[] {
  const { reviewRequests, queries, registry } = deps;
  const write = writeCommand(deps.wait, reviewRequestErrors);

  const candidateDoc = routeDocs(registry, 'oversight', '/api/candidate/applications');
  candidateDoc('get', '/{id}/review-requests', {
    summary:
      "The candidate's requests for a person on their application, with what they may still ask. The reviewer's " +
      'verdict and internal notes are never included',
    params: idParam,
    response: candidateAnswer,
    errors: [401, 403, 404],
  });
  candidateDoc('post', '/{id}/review-requests', {
    summary:
      'Ask for a human review instead of the AI interview, or for a human re-evaluation of an AI result ' +
      '(CV_ANALYSIS, AI_INTERVIEW). One open request of each kind per application',
    params: idParam,
    body: askBody,
    status: 201,
    response: candidateAnswer,
    errors: [400, 401, 403, 404, 409, 422],
  });
  const companyDoc = routeDocs(registry, 'oversight', '/api/company/applications');
  companyDoc('get', '/{id}/review-requests', {
    summary: "The candidate's requests for a person on one of the company's applications, newest first",
    params: idParam,
    response: companyAnswer,
    errors: [401, 403, 404],
  });
  for (const [action, body, summary] of [
    ['accept', acceptBody, 'Accept a review instead of the AI interview: the AI interview not yet held is cancelled'],
    ['decline', declineBody, 'Decline a review instead of the AI interview, with the reason the candidate reads'],
    [
      'conclude',
      concludeBody,
      'Record the re-evaluation: UPHELD or CHANGED, a note to the candidate, an internal note',
    ],
  ] as const) {
    companyDoc('post', `/{id}/review-requests/{requestId}/${action}`, {
      summary,
      params: decisionParams,
      body,
      response: companyAnswer,
      errors: [400, 401, 403, 404, 409, 422],
    });
  }

  async function candidateState(candidateId: string, applicationId: string) {
    const app = await deps.candidateApplication(candidateId, applicationId);
    if (!app) throw applicationNotFound();
    const rows = await queries.reviewRequests.ofCandidateApplication(candidateId, app.applicationId);
    const open = (kind: string) => rows.some((r) => r.kind === kind && r.status === 'OPEN');
    const accepted = rows.some((r) => r.kind === 'INSTEAD_OF_AI_INTERVIEW' && r.status === 'ACCEPTED');
    const reevaluable = app.status === 'WITHDRAWN' || open('REEVALUATION') ? [] : app.subjects;
    return {
      requests: rows.map(candidateReviewRequestView),
      canAsk: {
        insteadOfAiInterview: !open('INSTEAD_OF_AI_INTERVIEW') && !accepted && !closedForInterview.includes(app.status),
        reevaluation: reevaluable,
      },
    };
  }

  async function companyState(companyId: string, applicationId: string) {
    const rows = await queries.reviewRequests.ofCompanyApplication(companyId, applicationId);
    const ids = [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])))];
    const names = await queries.companyApplications.userNames(ids);
    return { requests: rows.map((r) => companyReviewRequestView(r, names)) };
  }

  const candidate = Router();
  candidate.get('/:id/review-requests', async (req, res) => {
    const { userId } = requireCandidate(res);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await candidateState(userId, req.params.id));
  });
  candidate.post('/:id/review-requests', async (req, res) => {
    const { userId } = requireCandidate(res);
    const body = askBody.parse(req.body ?? {});
    await write(
      res,
      reviewRequests.ask(userId, req.params.id, body, commandRequest(req, res)),
      () => candidateState(userId, req.params.id),
      201,
    );
  });

  const company = Router();
  company.get('/:id/review-requests', async (req, res) => {
    const { companyId } = callerCompany(res);
    const app = await ownApplication(queries, companyId, req.params.id);
    res.setHeader('Cache-Control', 'no-store');
    res.json(await companyState(companyId, app.applicationId));
  });
  const decide = (action: string, decision: (body: unknown) => Parameters<ReviewRequestsService['decide']>[4]) =>
    company.post(`/:id/review-requests/:requestId/${action}`, async (req, res) => {
      const { companyId, userId } = callerCompany(res);
      const app = await ownApplication(queries, companyId, req.params.id);
      const input = decision(req.body ?? {});
      await write(
        res,
        reviewRequests.decide(
          companyId,
          userId,
          app.applicationId,
          req.params.requestId,
          input,
          commandRequest(req, res),
        ),
        () => companyState(companyId, app.applicationId),
      );
    });
  decide('accept', (body) => ({ type: 'AcceptHumanReview', ...acceptBody.parse(body) }));
  decide('decline', (body) => ({ type: 'DeclineHumanReview', ...declineBody.parse(body) }));
  decide('conclude', (body) => ({ type: 'CompleteHumanReevaluation', ...concludeBody.parse(body) }));

  return [
    { path: '/candidate/applications', router: candidate },
    { path: '/company/applications', router: company },
  ];
}
