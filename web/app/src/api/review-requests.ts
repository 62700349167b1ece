import type { ReevaluationConclusion, ReviewKind, ReviewRequestStatus, ReviewSubject } from '@tawzeef/oversight/rules';
import { api } from './client.ts';

export type { ReevaluationConclusion, ReviewKind, ReviewRequestStatus, ReviewSubject };

/** A request as the candidate reads it: never the reviewer's verdict or internal note. */
export interface CandidateReviewRequest {
  id: string;
  kind: ReviewKind;
  subject: ReviewSubject | null;
  status: ReviewRequestStatus;
  message: string | null;
  requestedAt: string;
  decidedAt: string | null;
  noteToCandidate: string | null;
}
export interface CandidateReviewRequests {
  requests: CandidateReviewRequest[];
  canAsk: { insteadOfAiInterview: boolean; reevaluation: ReviewSubject[] };
}

/** The company's task: the request, and once answered who answered, the verdict and the internal note. */
export interface CompanyReviewRequest extends CandidateReviewRequest {
  applicationId: string;
  conclusion: ReevaluationConclusion | null;
  internalNote: string | null;
  decidedBy: { id: string; name: string } | null;
}
export interface CompanyReviewRequests {
  requests: CompanyReviewRequest[];
}

export type Decision =
  | { action: 'accept'; noteToCandidate: string | null }
  | { action: 'decline'; reason: string }
  | { action: 'conclude'; conclusion: ReevaluationConclusion; noteToCandidate: string; internalNote: string | null };

const candidatePath = (applicationId: string) =>
  `/api/candidate/applications/${encodeURIComponent(applicationId)}/review-requests`;

/** The candidate's calls; the company's go through the dashboard's data provider. */
export const reviewRequestsApi = {
  mine: (applicationId: string, signal?: AbortSignal) =>
    api<CandidateReviewRequests>(candidatePath(applicationId), { signal }),
  ask: (applicationId: string, body: { kind: ReviewKind; subject: ReviewSubject | null; message: string | null }) =>
    api<CandidateReviewRequests>(candidatePath(applicationId), { body }),
};
