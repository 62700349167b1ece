import type { Decider } from '@tawzeef/shared';

/** A candidate's profile lives in its own stream; its id is the candidate's user id. */
export const candidateStreamName = (candidateId: string) => `candidate-${candidateId}`;

export type CandidateProfileCreated = {
  type: 'CandidateProfileCreated';
  data: {
    candidateId: string;
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    createdAt: string;
  };
};
export type CandidateProfileEvent = CandidateProfileCreated;

export type CreateCandidateProfile = {
  type: 'CreateCandidateProfile';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  now: Date;
};

export const candidateProfileDecider: Decider<{ exists: boolean }, CreateCandidateProfile, CandidateProfileEvent> = {
  initialState: () => ({ exists: false }),
  evolve: (_state, event) => (event.type === 'CandidateProfileCreated' ? { exists: true } : _state),
  decide: (command, state) => {
    if (state.exists) return [];
    const { userId, firstName, lastName, email, phone } = command;
    return {
      type: 'CandidateProfileCreated',
      data: { candidateId: userId, userId, firstName, lastName, email, phone, createdAt: command.now.toISOString() },
    };
  },
};
