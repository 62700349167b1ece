import type { Response } from 'express';
import { InterviewError, type InterviewState } from '@tawzeef/interviews';
import { principalOf, DomainError, type ProblemStatus, moduleErrors } from '@tawzeef/http';

export type Role = 'CANDIDATE' | 'OBSERVER';
type Scheduled = Extract<InterviewState, { exists: true }>;

export const interviewNotFound = () => new DomainError('INTERVIEW.NOT_FOUND', 'Interview not found', 404);
export const forbidden = () => new DomainError('INTERVIEW.FORBIDDEN', 'You may not join this interview.', 403);

/** Who the caller is for this interview: its candidate (session or link key), a member of its company, or nobody. */
export function roleOf(res: Response, state: Scheduled, keyValid: boolean): Role | null {
  const principal = principalOf(res);
  if (principal?.userType === 'COMPANY' && principal.companyId === state.companyId) return 'OBSERVER';
  if (principal?.userType === 'CANDIDATE' && state.candidateId !== null && principal.userId === state.candidateId)
    return 'CANDIDATE';
  return keyValid ? 'CANDIDATE' : null;
}

const statusOf = (code: string): ProblemStatus =>
  code === 'INTERVIEW.NOT_FOUND'
    ? 404
    : code === 'INTERVIEW.FORBIDDEN'
      ? 403
      : code === 'INTERVIEW.INVALID'
        ? 422
        : 409;

/** AI interview errors as problem details; a broken rule of the interview's lifecycle is a conflict. */
export const interviewErrors = moduleErrors(
  InterviewError,
  (e) => new DomainError(e.code, e.message, statusOf(e.code)),
);
