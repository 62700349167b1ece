import { createHash } from 'node:crypto';
import type { Decider } from '@tawzeef/shared';
import { applicationErrors } from '../errors.ts';

/**
 * One applicant per job: the applicant's key (the candidate id, else a hash of the e-mail) is claimed in
 * its own stream, and optimistic concurrency on that stream makes a second application a conflict.
 */
export const applicantClaimStreamName = (jobId: string, applicantKey: string) => `applicant-${jobId}-${applicantKey}`;

export const applicantKey = (candidateId: string | null, normalizedEmail: string) =>
  candidateId ?? `email-${createHash('sha256').update(normalizedEmail).digest('hex').slice(0, 32)}`;

export type ApplicantClaimed = {
  type: 'ApplicantClaimed';
  data: { jobId: string; applicantKey: string; applicationId: string; claimedAt: string };
};

export type ClaimApplicant = {
  type: 'ClaimApplicant';
  jobId: string;
  applicantKey: string;
  applicationId: string;
  /** Whether the current holder's application was written; a claim left by a failed submit is taken over. */
  holderSubmitted: boolean;
  now: Date;
};

type ClaimState = { applicationId: string | null };

export const applicantClaimDecider: Decider<ClaimState, ClaimApplicant, ApplicantClaimed> = {
  initialState: () => ({ applicationId: null }),
  evolve: (_state, event) => ({ applicationId: event.data.applicationId }),
  decide: (command, state) => {
    if (state.applicationId === command.applicationId) return [];
    if (state.applicationId !== null && command.holderSubmitted) throw applicationErrors.alreadyApplied();
    const { jobId, applicantKey: key, applicationId } = command;
    return [
      {
        type: 'ApplicantClaimed',
        data: { jobId, applicantKey: key, applicationId, claimedAt: command.now.toISOString() },
      },
    ];
  },
};
