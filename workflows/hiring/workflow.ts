import {
  ActivityFailure,
  condition,
  patched,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { HiringActivities } from './activities.ts';
import {
  finalApplicationStatuses,
  hiringState,
  interviewEnded,
  interviewStarted,
  recruiterStatusChanged,
  type HiringInput,
  type HiringInterviewView,
  type HiringResult,
  type HiringStateView,
  type InterviewStageName,
} from './messages.ts';
import { stageAttribute, type HiringStage } from './search-attributes.ts';

const { analyzeApplicationCv, scoreInterview } = proxyActivities<HiringActivities>({
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '20 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 6 },
});
const { recordCvAnalysisFailure } = proxyActivities<HiringActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});
// Invitations and room changes retry until they succeed: the candidate was promised an invitation.
const { inviteToInterview, sendInterviewReminder, expireInterview, closeInterview, cancelInterview } =
  proxyActivities<HiringActivities>({
    startToCloseTimeout: '1 minute',
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
  });

type InterviewOutcome = HiringInterviewView['recommendation'] | 'EXPIRED' | 'ENDED';

/**
 * One per application (`hiring-<applicationId>`): CV analysis, then the first AI interview, a second one when the
 * first recommends it, then the recruiter's decision. A failed analysis waits for the recruiter instead (MANUAL_REVIEW)
 * until a manual INTERVIEW_SCHEDULED or a final status. It never rejects anyone by itself.
 */
export async function hiringWorkflow(input: HiringInput): Promise<HiringResult> {
  // Histories recorded before the stage attribute existed replay without the upserts.
  const tracksStage = patched('hiring-stage-search-attribute');
  const view: HiringStateView = {
    stage: 'CV_ANALYSIS',
    cvOutcome: null,
    interviews: [],
    lastStatus: null,
    ended: false,
  };
  const started = new Set<string>();
  const ended = new Set<string>();
  let finalStatus: string | null = null;
  let reinvite = false;
  let open: string | null = null;

  setHandler(hiringState, () => view);
  setHandler(interviewStarted, ({ interviewId }) => void started.add(interviewId));
  setHandler(interviewEnded, ({ interviewId }) => void ended.add(interviewId));
  setHandler(recruiterStatusChanged, ({ status }) => {
    view.lastStatus = status;
    if (finalApplicationStatuses.includes(status)) finalStatus = status;
    else if (status === 'INTERVIEW_SCHEDULED' && open === null) reinvite = true;
  });

  const enter = (stage: HiringStage) => {
    view.stage = stage;
    if (tracksStage) upsertSearchAttributes([stageAttribute(stage)]);
  };
  const over = () => finalStatus !== null;

  /** False when the analysis failed, as an outcome or because the activity kept failing. */
  async function analysed(): Promise<boolean> {
    try {
      const outcome = await analyzeApplicationCv(input.applicationId);
      view.cvOutcome = outcome.status;
      return outcome.status !== 'failed';
    } catch (error) {
      if (!(error instanceof ActivityFailure)) throw error;
      await recordCvAnalysisFailure(input.applicationId, 'The CV analysis could not be completed.');
      view.cvOutcome = 'failed';
      return false;
    }
  }

  enter('CV_ANALYSIS');
  if (!(await analysed())) {
    enter('MANUAL_REVIEW');
    // Histories recorded before the workflow waited for the recruiter's review ended here.
    if (!patched('hiring-manual-review-waits')) return { applicationId: input.applicationId, stage: 'MANUAL_REVIEW' };
    // A final status ends it; a manual INTERVIEW_SCHEDULED (even one sent during the analysis) invites.
    await condition(() => over() || reinvite);
  } else if (!patched('hiring-interviews')) {
    // Histories recorded before the interview stages ended here.
    enter('AWAITING_DECISION');
    return { applicationId: input.applicationId, stage: 'CV_ANALYZED' };
  }

  const rounds: Record<InterviewStageName, number> = { FIRST: 0, SECOND: 0 };

  async function interview(stage: InterviewStageName): Promise<InterviewOutcome> {
    const n = stage === 'FIRST' ? 1 : 2;
    const round = ++rounds[stage];
    enter(`INTERVIEW_${n}_INVITED`);
    const invitation = await inviteToInterview({ ...input, stage, round });
    const id = invitation.interviewId;
    const entry: HiringInterviewView = { interviewId: id, stage, round, status: 'SCHEDULED', recommendation: null };
    view.interviews.push(entry);
    open = id;
    reinvite = false;
    const cancel = async () => {
      await cancelInterview(id, `application ${finalStatus}`);
      entry.status = 'CANCELLED';
      open = null;
      return 'ENDED' as const;
    };

    const joinedOrOver = () => started.has(id) || ended.has(id) || over();
    let joined = await condition(joinedOrOver, invitation.remindAfterMs);
    if (!joined && !over()) {
      await sendInterviewReminder(id);
      enter(`INTERVIEW_${n}_REMINDED`);
      joined = await condition(joinedOrOver, Math.max(1, invitation.expireAfterMs - invitation.remindAfterMs));
    }
    if (over()) return cancel();
    if (!joined) {
      // A start whose signal was lost shows here as IN_PROGRESS or COMPLETED.
      const status = await expireInterview(id);
      if (status === 'EXPIRED' || status === 'CANCELLED') {
        entry.status = status;
        open = null;
        enter(`INTERVIEW_${n}_EXPIRED`);
        return 'EXPIRED';
      }
      if (status === 'COMPLETED') ended.add(id);
    }
    entry.status = 'IN_PROGRESS';
    enter(`INTERVIEW_${n}_IN_PROGRESS`);
    if (!ended.has(id)) {
      await condition(() => ended.has(id) || over(), invitation.maxDurationMs);
      if (over()) return cancel();
    }
    // Completes with TIME_LIMIT when the timer fired first; in every case the room closes.
    await closeInterview(id);
    entry.status = 'COMPLETED';
    open = null;
    enter(`INTERVIEW_${n}_SCORING`);
    try {
      const score = await scoreInterview(id);
      entry.recommendation = score.recommendation;
      return score.recommendation;
    } catch (error) {
      // Scoring kept failing: the recruiter decides from the transcript; the workflow must not fail.
      if (!(error instanceof ActivityFailure)) throw error;
      return null;
    }
  }

  let stage: InterviewStageName = 'FIRST';
  while (!over()) {
    const outcome = await interview(stage);
    if (outcome === 'ENDED' || over()) break;
    if (outcome === 'SECOND_INTERVIEW' && stage === 'FIRST') {
      stage = 'SECOND';
      continue;
    }
    enter('AWAITING_DECISION');
    await condition(() => over() || reinvite);
  }
  view.ended = true;
  enter('ENDED');
  return { applicationId: input.applicationId, stage: 'ENDED', finalStatus: finalStatus ?? undefined };
}
