import { ActivityFailure, patched, proxyActivities, upsertSearchAttributes } from '@temporalio/workflow';
import type { HiringActivities } from './activities.ts';
import type { HiringInput, HiringResult } from './messages.ts';
import { stageAttribute, type HiringStage } from './search-attributes.ts';

const { analyzeApplicationCv } = proxyActivities<HiringActivities>({
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 6 },
});
const { recordCvAnalysisFailure } = proxyActivities<HiringActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * One per application (`hiring-<applicationId>`). Its first stage analyses the CV; the interview stages
 * come later. Activities record their outcome on the application, so a worker restart loses nothing.
 */
export async function hiringWorkflow(input: HiringInput): Promise<HiringResult> {
  // Histories recorded before the stage attribute existed replay without the upserts.
  const tracksStage = patched('hiring-stage-search-attribute');
  const enter = (stage: HiringStage) => {
    if (tracksStage) upsertSearchAttributes([stageAttribute(stage)]);
  };
  enter('CV_ANALYSIS');
  try {
    const outcome = await analyzeApplicationCv(input.applicationId);
    const failed = outcome.status === 'failed';
    enter(failed ? 'MANUAL_REVIEW' : 'AWAITING_DECISION');
    return { applicationId: input.applicationId, stage: failed ? 'MANUAL_REVIEW' : 'CV_ANALYZED' };
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    await recordCvAnalysisFailure(input.applicationId, 'The CV analysis could not be completed.');
    enter('MANUAL_REVIEW');
    return { applicationId: input.applicationId, stage: 'MANUAL_REVIEW' };
  }
}
