import { withHeartbeat } from '../activities.ts';
import type { CvReadingInput } from './messages.ts';

export type CvActivities = {
  /** UPLOADED → PROCESSING → PROCESSED or ERROR, recorded on the candidate's CV stream; safe to repeat. */
  readCandidateCv(input: CvReadingInput): Promise<void>;
  /** Fills the candidate's empty profile fields from the read CV (nothing when it ended in ERROR); safe to repeat. */
  fillCandidateProfile(input: CvReadingInput): Promise<void>;
};

export const cvActivities = (impl: CvActivities): CvActivities => ({
  readCandidateCv: (input) => withHeartbeat(() => impl.readCandidateCv(input)),
  fillCandidateProfile: (input) => impl.fillCandidateProfile(input),
});
