import type { Decider } from '@tawzeef/shared';
import { IdentityError } from '../errors.ts';
import {
  evolveCandidateProfile,
  initialCandidateProfileState,
  type CandidateProfileEvent,
  type CandidateProfileState,
} from './candidate-profile.ts';
import {
  candidateProfileFieldNames,
  isEmptyValue,
  sameValue,
  type CandidateProfileField,
  type CandidateProfileFields,
} from './fields.ts';

export type CreateCandidateProfile = {
  type: 'CreateCandidateProfile';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  now: Date;
};

/** The candidate's own edit; fields left out stay as they are. */
export type UpdateCandidateProfile = {
  type: 'UpdateCandidateProfile';
  candidateId: string;
  changes: Partial<CandidateProfileFields>;
  now: Date;
};

/** What a read CV extracted; only fills fields that are empty and that the candidate never set. */
export type FillCandidateProfileFromCv = {
  type: 'FillCandidateProfileFromCv';
  candidateId: string;
  cvId: string;
  extracted: Partial<CandidateProfileFields>;
  now: Date;
};

export type CandidateProfileCommand = CreateCandidateProfile | UpdateCandidateProfile | FillCandidateProfileFromCv;

export const candidateNotFound = () => new IdentityError('CANDIDATE.NOT_FOUND', 'No candidate profile found.', 404);

const known = (field: string): field is CandidateProfileField =>
  (candidateProfileFieldNames as string[]).includes(field);

export function decideCandidateProfile(
  command: CandidateProfileCommand,
  state: CandidateProfileState,
): CandidateProfileEvent[] {
  switch (command.type) {
    case 'CreateCandidateProfile': {
      if (state.exists) return [];
      const { userId, firstName, lastName, email, phone } = command;
      return [
        {
          type: 'CandidateProfileCreated',
          data: {
            candidateId: userId,
            userId,
            firstName,
            lastName,
            email,
            phone,
            createdAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'UpdateCandidateProfile': {
      if (!state.exists) throw candidateNotFound();
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(
          ([field, value]) => known(field) && value !== undefined && !sameValue(state.fields[field], value),
        ),
      ) as Partial<CandidateProfileFields>;
      if (Object.keys(changes).length === 0) return [];
      return [
        {
          type: 'CandidateProfileUpdated',
          data: { candidateId: command.candidateId, changes, updatedAt: command.now.toISOString() },
        },
      ];
    }
    case 'FillCandidateProfileFromCv': {
      if (!state.exists || state.filledFromCvs.has(command.cvId)) return [];
      const fields = Object.fromEntries(
        Object.entries(command.extracted).filter(
          ([field, value]) =>
            known(field) &&
            !isEmptyValue(value) &&
            isEmptyValue(state.fields[field]) &&
            !state.setByCandidate.has(field),
        ),
      ) as Partial<CandidateProfileFields>;
      if (Object.keys(fields).length === 0) return [];
      return [
        {
          type: 'CandidateProfileFilledFromCv',
          data: { candidateId: command.candidateId, cvId: command.cvId, fields, filledAt: command.now.toISOString() },
        },
      ];
    }
  }
}

export const candidateProfileDecider: Decider<CandidateProfileState, CandidateProfileCommand, CandidateProfileEvent> = {
  initialState: initialCandidateProfileState,
  evolve: evolveCandidateProfile,
  decide: decideCandidateProfile,
};
