import type { ApplicationsService } from '@tawzeef/applications';
import type { IdentityService } from '@tawzeef/identity';
import { uuidV5 } from '@tawzeef/shared';
import { cvActivities } from '../cvs/activities.ts';
import { hiringActivities } from './activities.ts';
import type { InterviewActivities } from './interview-activities.ts';

/**
 * Activities of the CV-reading and hiring workflows over the applications and identity services, with the
 * interview activities; command ids derive from the business ids, so retries append nothing twice.
 */
export function applicationActivities(
  applications: Pick<ApplicationsService, 'cvs' | 'analyzeApplicationCv' | 'recordCvAnalysis'>,
  profiles: { identity: Pick<IdentityService, 'candidates'> },
  interviews: InterviewActivities,
) {
  const request = (name: string) => ({ commandId: uuidV5(name), actorId: null, correlationId: name });
  return {
    ...cvActivities({
      readCandidateCv: async ({ candidateId, cvId }) => {
        await applications.cvs.process(candidateId, cvId, request(`cv-reading-${cvId}`));
      },
      fillCandidateProfile: async ({ candidateId, cvId }) => {
        const profile = await applications.cvs.processedProfile(candidateId, cvId);
        if (profile) await profiles.identity.candidates.fillProfileFromCv(candidateId, cvId, profile);
      },
    }),
    ...hiringActivities({
      analyzeApplicationCv: async (applicationId) => {
        const { status } = await applications.analyzeApplicationCv(
          applicationId,
          request(`cv-analysis-${applicationId}`),
        );
        return { status };
      },
      recordCvAnalysisFailure: async (applicationId, message) => {
        await applications.recordCvAnalysis(
          applicationId,
          { status: 'failed', error: { code: 'CV.ANALYSIS_FAILED', message }, provenance: null },
          request(`cv-analysis-failure-${applicationId}`),
        );
      },
      ...interviews,
    }),
  };
}
