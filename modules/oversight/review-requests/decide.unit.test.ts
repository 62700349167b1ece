import { describe, expect, it } from 'vitest';
import { decideReviewRequest, type ReviewRequestCommand } from './decide.ts';
import { ReviewRequestError } from './errors.ts';
import { evolveReviewRequests, initialReviewRequestsState, type ReviewRequestEvent } from './review-request.ts';

const t0 = new Date('2026-03-01T08:00:00Z');
const t1 = new Date('2026-03-02T09:30:00Z');
type Ask = Extract<ReviewRequestCommand, { type: 'RequestHumanReview' }>;
const ask = (over: Partial<Ask> = {}): Ask => ({
  type: 'RequestHumanReview',
  requestId: 'r1',
  applicationId: 'a1',
  jobId: 'j1',
  companyId: 'c1',
  candidateId: 'cand1',
  kind: 'INSTEAD_OF_AI_INTERVIEW',
  subject: null,
  message: '  I would rather speak with a person.  ',
  applicationStatus: 'INTERVIEW_SCHEDULED',
  availableSubjects: ['CV_ANALYSIS'],
  now: t0,
  ...over,
});
const reevaluation = (over: Partial<Ask> = {}) =>
  ask({ requestId: 'r2', kind: 'REEVALUATION', subject: 'CV_ANALYSIS', message: null, ...over });

function given(...commands: ReviewRequestCommand[]) {
  let state = initialReviewRequestsState();
  for (const command of commands) state = decideReviewRequest(command, state).reduce(evolveReviewRequests, state);
  return state;
}
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof ReviewRequestError) return error.code;
    throw error;
  }
  return 'no error';
};

describe('asking for a person', () => {
  it('records a review instead of the AI interview with the trimmed message and no subject', () => {
    expect(decideReviewRequest(ask({ subject: 'CV_ANALYSIS' }), given())).toEqual<ReviewRequestEvent[]>([
      {
        type: 'HumanReviewRequested',
        data: {
          requestId: 'r1',
          applicationId: 'a1',
          jobId: 'j1',
          companyId: 'c1',
          candidateId: 'cand1',
          kind: 'INSTEAD_OF_AI_INTERVIEW',
          subject: null,
          message: 'I would rather speak with a person.',
          requestedAt: t0.toISOString(),
        },
      },
    ]);
  });

  it('records a re-evaluation of an AI result the application has; a blank message is none', () => {
    const [event] = decideReviewRequest(reevaluation({ message: '   ' }), given());
    expect(event?.data).toMatchObject({ kind: 'REEVALUATION', subject: 'CV_ANALYSIS', message: null });
  });

  it('refuses a re-evaluation of a result that does not exist yet, or without a subject', () => {
    expect(codeOf(() => decideReviewRequest(reevaluation({ subject: 'AI_INTERVIEW' }), given()))).toBe(
      'REVIEW_REQUEST.NOTHING_TO_REVIEW',
    );
    expect(codeOf(() => decideReviewRequest(reevaluation({ subject: null }), given()))).toBe(
      'REVIEW_REQUEST.NOTHING_TO_REVIEW',
    );
  });

  it('allows one open request of each kind: a second of the same kind is a conflict, the other kind is not', () => {
    const state = given(ask());
    expect(codeOf(() => decideReviewRequest(ask({ requestId: 'r9' }), state))).toBe('REVIEW_REQUEST.ALREADY_OPEN');
    expect(decideReviewRequest(reevaluation(), state)).toHaveLength(1);
  });

  it('allows asking again once the earlier request was answered', () => {
    const state = given(ask(), { type: 'DeclineHumanReview', requestId: 'r1', reason: 'No', actorId: 'u1', now: t1 });
    expect(decideReviewRequest(ask({ requestId: 'r3' }), state)).toHaveLength(1);
  });

  it('refuses a second request for a person instead of the AI interview once one was accepted', () => {
    const state = given(ask(), {
      type: 'AcceptHumanReview',
      requestId: 'r1',
      noteToCandidate: null,
      actorId: 'u1',
      now: t1,
    });
    expect(codeOf(() => decideReviewRequest(ask({ requestId: 'r3' }), state))).toBe('REVIEW_REQUEST.ALREADY_ACCEPTED');
  });

  it('appends nothing when the same request is sent again', () => {
    expect(decideReviewRequest(ask(), given(ask()))).toEqual([]);
  });

  it('refuses to replace the AI interview once the application is past interviews, and anything once withdrawn', () => {
    for (const status of ['REJECTED', 'HIRED', 'OFFERED']) {
      expect(codeOf(() => decideReviewRequest(ask({ applicationStatus: status }), given()))).toBe(
        'REVIEW_REQUEST.APPLICATION_CLOSED',
      );
    }
    // A rejected candidate may still ask a person to look at the AI's result.
    expect(decideReviewRequest(reevaluation({ applicationStatus: 'REJECTED' }), given())).toHaveLength(1);
    expect(codeOf(() => decideReviewRequest(reevaluation({ applicationStatus: 'WITHDRAWN' }), given()))).toBe(
      'REVIEW_REQUEST.APPLICATION_WITHDRAWN',
    );
  });
});

describe('the company answers', () => {
  it('accepts a review instead of the AI interview, with an optional note to the candidate', () => {
    const events = decideReviewRequest(
      { type: 'AcceptHumanReview', requestId: 'r1', noteToCandidate: ' ', actorId: 'u1', now: t1 },
      given(ask()),
    );
    expect(events).toEqual([
      {
        type: 'HumanReviewAccepted',
        data: {
          requestId: 'r1',
          applicationId: 'a1',
          companyId: 'c1',
          noteToCandidate: null,
          decidedBy: 'u1',
          decidedAt: t1.toISOString(),
        },
      },
    ]);
    expect(events.reduce(evolveReviewRequests, given(ask())).requests[0]?.status).toBe('ACCEPTED');
  });

  it('declines only with a reason the candidate reads', () => {
    const decline = (reason: string): ReviewRequestCommand => ({
      type: 'DeclineHumanReview',
      requestId: 'r1',
      reason,
      actorId: 'u1',
      now: t1,
    });
    expect(codeOf(() => decideReviewRequest(decline('  '), given(ask())))).toBe('REVIEW_REQUEST.NOTE_REQUIRED');
    const [event] = decideReviewRequest(decline(' The role needs the recorded interview. '), given(ask()));
    expect(event).toMatchObject({
      type: 'HumanReviewDeclined',
      data: { reason: 'The role needs the recorded interview.', applicationId: 'a1' },
    });
  });

  it('concludes a re-evaluation with the verdict, the internal note and the note to the candidate', () => {
    const [event] = decideReviewRequest(
      {
        type: 'CompleteHumanReevaluation',
        requestId: 'r2',
        conclusion: 'CHANGED',
        noteToCandidate: 'We read your CV again and moved you forward.',
        internalNote: 'The analysis missed the Arabic certificate.',
        actorId: 'u2',
        now: t1,
      },
      given(reevaluation()),
    );
    expect(event).toEqual({
      type: 'HumanReevaluationCompleted',
      data: {
        requestId: 'r2',
        applicationId: 'a1',
        companyId: 'c1',
        conclusion: 'CHANGED',
        noteToCandidate: 'We read your CV again and moved you forward.',
        internalNote: 'The analysis missed the Arabic certificate.',
        decidedBy: 'u2',
        decidedAt: t1.toISOString(),
      },
    });
  });

  it('refuses an answer of the wrong kind, to an unknown request, or a second answer', () => {
    const state = given(ask(), reevaluation());
    const accept = (requestId: string): ReviewRequestCommand => ({
      type: 'AcceptHumanReview',
      requestId,
      noteToCandidate: null,
      actorId: 'u1',
      now: t1,
    });
    expect(codeOf(() => decideReviewRequest(accept('r2'), state))).toBe('REVIEW_REQUEST.WRONG_KIND');
    expect(
      codeOf(() =>
        decideReviewRequest(
          {
            type: 'CompleteHumanReevaluation',
            requestId: 'r1',
            conclusion: 'UPHELD',
            noteToCandidate: 'x',
            internalNote: null,
            actorId: 'u1',
            now: t1,
          },
          state,
        ),
      ),
    ).toBe('REVIEW_REQUEST.WRONG_KIND');
    expect(codeOf(() => decideReviewRequest(accept('nope'), state))).toBe('REVIEW_REQUEST.NOT_FOUND');
    const answered = given(ask(), accept('r1'));
    expect(codeOf(() => decideReviewRequest(accept('r1'), answered))).toBe('REVIEW_REQUEST.ALREADY_DECIDED');
  });
});
