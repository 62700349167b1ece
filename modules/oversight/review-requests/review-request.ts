import type { ReviewKind, ReviewRequestStatus, ReviewSubject, ReevaluationConclusion } from './kinds.ts';

/** A candidate's requests for a person instead of the AI, on one application: stream `review-requests-<applicationId>`. */
export const reviewRequestsStreamName = (applicationId: string) => `review-requests-${applicationId}`;

export type HumanReviewRequested = {
  type: 'HumanReviewRequested';
  data: {
    requestId: string;
    applicationId: string;
    jobId: string;
    companyId: string;
    candidateId: string;
    kind: ReviewKind;
    /** What the re-evaluation is about; null for a review instead of the AI interview. */
    subject: ReviewSubject | null;
    message: string | null;
    requestedAt: string;
  };
};
/** A review instead of the AI interview, accepted: the AI interview is not required; people interview instead. */
export type HumanReviewAccepted = {
  type: 'HumanReviewAccepted';
  data: {
    requestId: string;
    applicationId: string;
    companyId: string;
    noteToCandidate: string | null;
    decidedBy: string | null;
    decidedAt: string;
  };
};
export type HumanReviewDeclined = {
  type: 'HumanReviewDeclined';
  data: {
    requestId: string;
    applicationId: string;
    companyId: string;
    /** Told to the candidate. */
    reason: string;
    decidedBy: string | null;
    decidedAt: string;
  };
};
/** A person re-evaluated the AI result: the conclusion and internal note stay company-side. */
export type HumanReevaluationCompleted = {
  type: 'HumanReevaluationCompleted';
  data: {
    requestId: string;
    applicationId: string;
    companyId: string;
    conclusion: ReevaluationConclusion;
    noteToCandidate: string;
    internalNote: string | null;
    decidedBy: string | null;
    decidedAt: string;
  };
};
export type ReviewRequestEvent =
  HumanReviewRequested | HumanReviewAccepted | HumanReviewDeclined | HumanReevaluationCompleted;

export type ReviewRequest = {
  requestId: string;
  kind: ReviewKind;
  subject: ReviewSubject | null;
  status: ReviewRequestStatus;
  companyId: string;
  candidateId: string;
};
/** `applicationId` is null until the first request on the application. */
export type ReviewRequestsState = { applicationId: string | null; requests: ReviewRequest[] };

export const initialReviewRequestsState = (): ReviewRequestsState => ({ applicationId: null, requests: [] });

/** The company accepted a person instead of the AI interview: no AI interview is held on this application. */
export const aiInterviewReplaced = (state: ReviewRequestsState): boolean =>
  state.requests.some((r) => r.kind === 'INSTEAD_OF_AI_INTERVIEW' && r.status === 'ACCEPTED');

const closed: Record<Exclude<ReviewRequestEvent['type'], 'HumanReviewRequested'>, ReviewRequestStatus> = {
  HumanReviewAccepted: 'ACCEPTED',
  HumanReviewDeclined: 'DECLINED',
  HumanReevaluationCompleted: 'COMPLETED',
};

export function evolveReviewRequests(state: ReviewRequestsState, event: ReviewRequestEvent): ReviewRequestsState {
  if (event.type === 'HumanReviewRequested') {
    const d = event.data;
    if (state.requests.some((r) => r.requestId === d.requestId)) return state;
    const request: ReviewRequest = {
      requestId: d.requestId,
      kind: d.kind,
      subject: d.subject,
      status: 'OPEN',
      companyId: d.companyId,
      candidateId: d.candidateId,
    };
    return { applicationId: d.applicationId, requests: [...state.requests, request] };
  }
  const status = closed[event.type];
  return {
    ...state,
    requests: state.requests.map((r) => (r.requestId === event.data.requestId ? { ...r, status } : r)),
  };
}
