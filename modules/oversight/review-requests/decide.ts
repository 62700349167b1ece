import { closedApplicationStatuses } from '@tawzeef/interviews';
import type { Decider } from '@tawzeef/shared';
import { reviewRequestErrors } from './errors.ts';
import { type ReevaluationConclusion, type ReviewKind, type ReviewSubject } from './kinds.ts';
import {
  aiInterviewReplaced,
  evolveReviewRequests,
  initialReviewRequestsState,
  type ReviewRequest,
  type ReviewRequestEvent,
  type ReviewRequestsState,
} from './review-request.ts';

/**
 * Statuses after which the AI interview can no longer be replaced by a person: those where no interview with people
 * can be scheduled either, and an offer (the process is past interviews). Server-side; the candidate's GET says it.
 */
export const closedForInterview: readonly string[] = [...closedApplicationStatuses, 'OFFERED'];

export type ReviewRequestCommand =
  | {
      type: 'RequestHumanReview';
      requestId: string;
      applicationId: string;
      jobId: string;
      companyId: string;
      candidateId: string;
      kind: ReviewKind;
      subject: ReviewSubject | null;
      message: string | null;
      /** Lookups passed in: the application's status now, and the AI results it has. */
      applicationStatus: string;
      availableSubjects: readonly ReviewSubject[];
      now: Date;
    }
  | { type: 'AcceptHumanReview'; requestId: string; noteToCandidate: string | null; actorId: string | null; now: Date }
  | { type: 'DeclineHumanReview'; requestId: string; reason: string; actorId: string | null; now: Date }
  | {
      type: 'CompleteHumanReevaluation';
      requestId: string;
      conclusion: ReevaluationConclusion;
      noteToCandidate: string;
      internalNote: string | null;
      actorId: string | null;
      now: Date;
    };

const clean = (text: string | null) => {
  const trimmed = text?.trim() ?? '';
  return trimmed ? trimmed : null;
};

function requestOf(command: Extract<ReviewRequestCommand, { type: 'RequestHumanReview' }>, state: ReviewRequestsState) {
  if (state.requests.some((r) => r.requestId === command.requestId)) return [];
  if (command.applicationStatus === 'WITHDRAWN') throw reviewRequestErrors.withdrawn();
  if (state.requests.some((r) => r.kind === command.kind && r.status === 'OPEN'))
    throw reviewRequestErrors.alreadyOpen();
  let subject: ReviewSubject | null = null;
  if (command.kind === 'INSTEAD_OF_AI_INTERVIEW') {
    if (aiInterviewReplaced(state)) throw reviewRequestErrors.alreadyAccepted();
    if (closedForInterview.includes(command.applicationStatus)) throw reviewRequestErrors.applicationClosed();
  } else {
    subject = command.subject;
    if (!subject || !command.availableSubjects.includes(subject)) throw reviewRequestErrors.nothingToReview();
  }
  const event: ReviewRequestEvent = {
    type: 'HumanReviewRequested',
    data: {
      requestId: command.requestId,
      applicationId: command.applicationId,
      jobId: command.jobId,
      companyId: command.companyId,
      candidateId: command.candidateId,
      kind: command.kind,
      subject,
      message: clean(command.message),
      requestedAt: command.now.toISOString(),
    },
  };
  return [event];
}

/** The open request a decision is about, of the kind that decision answers. */
function openRequest(state: ReviewRequestsState, requestId: string, kind: ReviewKind, action: string): ReviewRequest {
  const request = state.requests.find((r) => r.requestId === requestId);
  if (!request) throw reviewRequestErrors.notFound();
  if (request.kind !== kind) throw reviewRequestErrors.wrongKind(action);
  if (request.status !== 'OPEN') throw reviewRequestErrors.alreadyDecided();
  return request;
}

export function decideReviewRequest(command: ReviewRequestCommand, state: ReviewRequestsState): ReviewRequestEvent[] {
  switch (command.type) {
    case 'RequestHumanReview':
      return requestOf(command, state);
    case 'AcceptHumanReview': {
      const r = openRequest(state, command.requestId, 'INSTEAD_OF_AI_INTERVIEW', 'accepted');
      return [
        {
          type: 'HumanReviewAccepted',
          data: {
            requestId: r.requestId,
            applicationId: state.applicationId ?? '',
            companyId: r.companyId,
            noteToCandidate: clean(command.noteToCandidate),
            decidedBy: command.actorId,
            decidedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'DeclineHumanReview': {
      const r = openRequest(state, command.requestId, 'INSTEAD_OF_AI_INTERVIEW', 'declined');
      const reason = clean(command.reason);
      if (!reason) throw reviewRequestErrors.noteRequired();
      return [
        {
          type: 'HumanReviewDeclined',
          data: {
            requestId: r.requestId,
            applicationId: state.applicationId ?? '',
            companyId: r.companyId,
            reason,
            decidedBy: command.actorId,
            decidedAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'CompleteHumanReevaluation': {
      const r = openRequest(state, command.requestId, 'REEVALUATION', 'concluded');
      const note = clean(command.noteToCandidate);
      if (!note) throw reviewRequestErrors.noteRequired();
      return [
        {
          type: 'HumanReevaluationCompleted',
          data: {
            requestId: r.requestId,
            applicationId: state.applicationId ?? '',
            companyId: r.companyId,
            conclusion: command.conclusion,
            noteToCandidate: note,
            internalNote: clean(command.internalNote),
            decidedBy: command.actorId,
            decidedAt: command.now.toISOString(),
          },
        },
      ];
    }
  }
}

export const reviewRequestsDecider: Decider<ReviewRequestsState, ReviewRequestCommand, ReviewRequestEvent> = {
  initialState: initialReviewRequestsState,
  evolve: evolveReviewRequests,
  decide: decideReviewRequest,
};
