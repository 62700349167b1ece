import { handleCommand, uuidV5 } from '@tawzeef/shared';
import { candidateStreamName } from '../candidate/candidate-profile.ts';
import { candidateProfileDecider } from '../candidate/decide.ts';
import type { CandidateProfileFields } from '../candidate/fields.ts';
import { profileFieldsFromCv } from '../candidate/from-cv.ts';
import { stepContext, type IdentityDeps, type RequestContext } from './deps.ts';

/** The candidate profile's command side: the candidate's own edits and the fill from a read CV. */
export function createCandidates(deps: IdentityDeps) {
  return {
    async updateProfile(candidateId: string, changes: Partial<CandidateProfileFields>, ctx: RequestContext) {
      const now = deps.clock();
      const result = await handleCommand(
        deps.store,
        candidateStreamName(candidateId),
        candidateProfileDecider,
        { type: 'UpdateCandidateProfile', candidateId, changes, now },
        stepContext(ctx, 'candidate-profile-update', now),
      );
      return { position: result.globalPosition, changed: result.events.length > 0 };
    },

    /**
     * Fills the empty fields the candidate never set from a read CV's extracted profile. The command id
     * derives from the CV id and the decider ignores a CV it already used, so a retried activity appends
     * nothing twice.
     */
    async fillProfileFromCv(candidateId: string, cvId: string, extracted: Record<string, unknown>) {
      const now = deps.clock();
      const commandId = uuidV5(`candidate-profile-fill-${cvId}`);
      const result = await handleCommand(
        deps.store,
        candidateStreamName(candidateId),
        candidateProfileDecider,
        { type: 'FillCandidateProfileFromCv', candidateId, cvId, extracted: profileFieldsFromCv(extracted), now },
        { commandId, actorId: null, correlationId: `cv-reading-${cvId}`, causationId: commandId, now },
      );
      return {
        position: result.globalPosition,
        filled: result.events.flatMap((e) =>
          e.type === 'CandidateProfileFilledFromCv' ? Object.keys(e.data.fields) : [],
        ),
      };
    },
  };
}

export type Candidates = ReturnType<typeof createCandidates>;
