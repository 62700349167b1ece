/**
 * A candidate's two requests for a person (EU AI Act, human oversight): a human review instead of the AI interview,
 * and a human re-evaluation of an AI result. Browser-safe: the web app reads these lists too.
 */
export const reviewKinds = ['INSTEAD_OF_AI_INTERVIEW', 'REEVALUATION'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** The AI results a person can be asked to re-evaluate. */
export const reviewSubjects = ['CV_ANALYSIS', 'AI_INTERVIEW'] as const;
export type ReviewSubject = (typeof reviewSubjects)[number];

/** OPEN until the company answers: ACCEPTED or DECLINED (instead of the AI interview), COMPLETED (re-evaluation). */
export const reviewRequestStatuses = ['OPEN', 'ACCEPTED', 'DECLINED', 'COMPLETED'] as const;
export type ReviewRequestStatus = (typeof reviewRequestStatuses)[number];

/** The reviewer's verdict on the AI result; company-side only. */
export const reevaluationConclusions = ['UPHELD', 'CHANGED'] as const;
export type ReevaluationConclusion = (typeof reevaluationConclusions)[number];

export const MAX_REVIEW_MESSAGE = 2000;
