import { condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { HumanInterviewActivities } from './activities.ts';
import {
  humanInterviewChanged,
  humanInterviewState,
  type HumanInterviewInput,
  type HumanInterviewResult,
  type HumanInterviewView,
} from './messages.ts';

// Mails and records retry until they succeed: both sides were promised the invitation and its changes.
const { planHumanInterview, mailHumanInterview, remindHumanInterview, requestHumanInterviewRatings } =
  proxyActivities<HumanInterviewActivities>({
    startToCloseTimeout: '1 minute',
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
  });

/**
 * One per interview held by people (`human-interview-<interviewId>`): mails each version of the invitation (a
 * reschedule is an update, a cancellation a CANCEL), reminds both sides at the version's reminder time, and once the
 * interview is over asks its interviewers for their rating. A change wakes it and it reads the interview again.
 */
export async function humanInterviewWorkflow(input: HumanInterviewInput): Promise<HumanInterviewResult> {
  const { interviewId } = input;
  const view: HumanInterviewView = { stage: 'PLANNING', sequence: null, mailed: [] };
  let changed = false;
  setHandler(humanInterviewChanged, () => void (changed = true));
  setHandler(humanInterviewState, () => view);
  const end = (outcome: HumanInterviewResult['outcome']): HumanInterviewResult => {
    view.stage = 'ENDED';
    return { interviewId, outcome, mailed: view.mailed };
  };
  /** Sleeps `ms`; true when a change came first. */
  const sleep = async (ms: number) => (ms > 0 ? condition(() => changed, ms) : changed);

  for (;;) {
    changed = false;
    view.stage = 'PLANNING';
    const plan = await planHumanInterview(interviewId);
    if (!plan) return end('MISSING');
    view.sequence = plan.sequence;
    if (plan.status === 'CANCELLED') {
      // Nobody was invited yet: there is nothing to take back.
      if (view.mailed.length) await mailHumanInterview({ interviewId, sequence: plan.sequence, kind: 'cancellation' });
      return end('CANCELLED');
    }
    if (plan.status === 'COMPLETED') return end('COMPLETED');
    if (!view.mailed.includes(plan.sequence)) {
      const kind = view.mailed.length ? 'update' : 'invitation';
      await mailHumanInterview({ interviewId, sequence: plan.sequence, kind });
      view.mailed.push(plan.sequence);
      if (changed) continue;
    }
    // A reminder due while the worker was down is still sent, but not once the interview has started.
    if (plan.remindInMs !== null && !plan.reminded && plan.startsInMs > 0) {
      view.stage = 'WAITING_FOR_REMINDER';
      if (await sleep(plan.remindInMs)) continue;
      await remindHumanInterview({ interviewId, sequence: plan.sequence });
      continue;
    }
    view.stage = 'WAITING_FOR_END';
    if (await sleep(plan.endsInMs)) continue;
    await requestHumanInterviewRatings(interviewId);
    return end('COMPLETED');
  }
}
