import type { CandidateProfileField, CandidateProfileFields } from './fields.ts';
import { emptyCandidateFields } from './fields.ts';

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

/** The candidate edited their profile: only the fields whose value changed, with their new values. */
export type CandidateProfileUpdated = {
  type: 'CandidateProfileUpdated';
  data: { candidateId: string; changes: Partial<CandidateProfileFields>; updatedAt: string };
};

/** A read CV filled fields that were empty and that the candidate never set. */
export type CandidateProfileFilledFromCv = {
  type: 'CandidateProfileFilledFromCv';
  data: { candidateId: string; cvId: string; fields: Partial<CandidateProfileFields>; filledAt: string };
};

export type CandidateProfileEvent = CandidateProfileCreated | CandidateProfileUpdated | CandidateProfileFilledFromCv;

export type CandidateProfileState = {
  exists: boolean;
  fields: CandidateProfileFields;
  /** Fields the candidate set (at sign-up or by editing), even to empty: a CV never touches them. */
  setByCandidate: ReadonlySet<CandidateProfileField>;
  filledFromCvs: ReadonlySet<string>;
};

export const initialCandidateProfileState = (): CandidateProfileState => ({
  exists: false,
  fields: emptyCandidateFields(),
  setByCandidate: new Set(),
  filledFromCvs: new Set(),
});

export function evolveCandidateProfile(
  state: CandidateProfileState,
  event: CandidateProfileEvent,
): CandidateProfileState {
  switch (event.type) {
    case 'CandidateProfileCreated': {
      const { firstName, lastName, phone } = event.data;
      return {
        ...state,
        exists: true,
        fields: { ...state.fields, firstName, lastName, phone },
        setByCandidate: new Set([...state.setByCandidate, 'firstName', 'lastName', 'phone']),
      };
    }
    case 'CandidateProfileUpdated':
      return {
        ...state,
        fields: { ...state.fields, ...event.data.changes },
        setByCandidate: new Set([
          ...state.setByCandidate,
          ...(Object.keys(event.data.changes) as CandidateProfileField[]),
        ]),
      };
    case 'CandidateProfileFilledFromCv':
      return {
        ...state,
        fields: { ...state.fields, ...event.data.fields },
        filledFromCvs: new Set([...state.filledFromCvs, event.data.cvId]),
      };
    default:
      return state;
  }
}
