import { proxyActivities } from '@temporalio/workflow';
import type { CvActivities } from './activities.ts';
import type { CvReadingInput } from './messages.ts';

const { readCandidateCv } = proxyActivities<CvActivities>({
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 6 },
});
const { fillCandidateProfile } = proxyActivities<CvActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 10 },
});

/** Reads a candidate's uploaded CV in the background (`cv-reading-<cvId>`), then prefills their profile from it. */
export async function cvReadingWorkflow(input: CvReadingInput): Promise<void> {
  await readCandidateCv(input);
  await fillCandidateProfile(input);
}
