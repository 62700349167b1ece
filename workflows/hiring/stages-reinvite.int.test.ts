import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import type { HiringActivities } from './activities.ts';
import { hiringState, interviewEnded, interviewStarted, recruiterStatusChanged } from './messages.ts';
import { fakeHiringActivities } from './test-activities.ts';
import { runHiring, stageReached } from './stage-test-run.ts';

describe('hiringWorkflow interview stages: inviting again (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => env?.teardown());

  const run = (
    activities: HiringActivities,
    script: (handle: WorkflowHandle, id: (stage: string, round?: number) => string) => Promise<void>,
  ) => runHiring(env, activities, script);

  it('a manual INTERVIEW_SCHEDULED after the decision hand-over invites again (next round)', async () => {
    const fake = fakeHiringActivities();
    const result = await run(fake.activities, async (handle, id) => {
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      // While an interview is open a manual INTERVIEW_SCHEDULED changes nothing.
      await handle.signal(recruiterStatusChanged, { status: 'INTERVIEW_SCHEDULED', actorId: 'u1' });
      await handle.signal(interviewEnded, { interviewId: id('FIRST') });
      await stageReached(handle, 'AWAITING_DECISION');
      await handle.signal(recruiterStatusChanged, { status: 'INTERVIEW_SCHEDULED', actorId: 'u1' });
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      const state = await handle.query(hiringState);
      expect(state.interviews.map((i) => i.interviewId)).toEqual([id('FIRST'), id('FIRST', 2)]);
      await handle.signal(recruiterStatusChanged, { status: 'WITHDRAWN', actorId: null });
    });
    expect(result.finalStatus).toBe('WITHDRAWN');
    expect(fake.calls).toContain(`cancel:${result.applicationId}:FIRST:2:application WITHDRAWN`);
  }, 60_000);

  for (const [status, when] of [
    ['REJECTED', 'CV_ANALYSIS'],
    ['WITHDRAWN', 'INTERVIEW_1_INVITED'],
    ['HIRED', 'INTERVIEW_1_REMINDED'],
    ['REJECTED', 'INTERVIEW_1_IN_PROGRESS'],
    ['REJECTED', 'INTERVIEW_2_INVITED'],
    ['HIRED', 'AWAITING_DECISION'],
  ] as const) {
    it(`${status} during ${when} ends the workflow and cancels the open interview`, async () => {
      let analysed!: () => void;
      const analysis = new Promise<void>((resolve) => (analysed = resolve));
      const fake = fakeHiringActivities({
        recommend: (stage) => (stage === 'FIRST' && when === 'INTERVIEW_2_INVITED' ? 'SECOND_INTERVIEW' : 'REJECT'),
        analyze: async () => {
          await analysis;
          return { status: 'analyzed' };
        },
      });
      const result = await run(fake.activities, async (handle, id) => {
        await stageReached(handle, 'CV_ANALYSIS');
        if (when === 'CV_ANALYSIS') await handle.signal(recruiterStatusChanged, { status, actorId: 'u1' });
        analysed();
        if (when === 'CV_ANALYSIS') return;
        await stageReached(handle, 'INTERVIEW_1_INVITED');
        if (when === 'INTERVIEW_1_REMINDED') {
          await env.sleep('25 hours');
          await stageReached(handle, when);
        }
        if (when === 'INTERVIEW_1_IN_PROGRESS') {
          await handle.signal(interviewStarted, { interviewId: id('FIRST') });
          await stageReached(handle, when);
        }
        if (when === 'INTERVIEW_2_INVITED' || when === 'AWAITING_DECISION') {
          await handle.signal(interviewEnded, { interviewId: id('FIRST') });
          await stageReached(handle, when);
        }
        await handle.signal(recruiterStatusChanged, { status, actorId: 'u1' });
      });
      expect(result).toMatchObject({ stage: 'ENDED', finalStatus: status });
      const cancels = fake.calls.filter((c) => c.startsWith('cancel:'));
      const open =
        when === 'CV_ANALYSIS' || when === 'AWAITING_DECISION'
          ? []
          : [
              `cancel:${result.applicationId}:${when === 'INTERVIEW_2_INVITED' ? 'SECOND' : 'FIRST'}:1:application ${status}`,
            ];
      expect(cancels).toEqual(open);
      if (when === 'CV_ANALYSIS') expect(fake.calls.some((c) => c.startsWith('invite'))).toBe(false);
    }, 60_000);
  }

  it('a failed analysis waits for the recruiter in MANUAL_REVIEW; REJECTED ends it', async () => {
    const fake = fakeHiringActivities({ analyze: async () => ({ status: 'failed' }) });
    const result = await run(fake.activities, async (handle) => {
      await stageReached(handle, 'MANUAL_REVIEW');
      await env.sleep('30 days');
      expect((await handle.describe()).status.name).toBe('RUNNING');
      expect(await handle.query(hiringState)).toMatchObject({ stage: 'MANUAL_REVIEW', cvOutcome: 'failed' });
      // Statuses that are neither final nor a scheduled interview leave it waiting.
      await handle.signal(recruiterStatusChanged, { status: 'REVIEWING', actorId: 'u1' });
      await env.sleep('1 day');
      expect(await handle.query(hiringState)).toMatchObject({ stage: 'MANUAL_REVIEW', lastStatus: 'REVIEWING' });
      await handle.signal(recruiterStatusChanged, { status: 'REJECTED', actorId: 'u1' });
    });
    expect(result).toMatchObject({ stage: 'ENDED', finalStatus: 'REJECTED' });
    expect(fake.calls).toEqual([]);
  }, 60_000);

  it('after a failed analysis a manual INTERVIEW_SCHEDULED invites once, then the interview runs as usual', async () => {
    const fake = fakeHiringActivities({
      analyze: async () => {
        throw ApplicationFailure.nonRetryable('AI engine down');
      },
    });
    const result = await run(fake.activities, async (handle, id) => {
      await stageReached(handle, 'MANUAL_REVIEW');
      expect(fake.calls.filter((c) => c.startsWith('invite'))).toEqual([]);
      // The route's signal may arrive twice (a retried request): one invitation all the same.
      await handle.signal(recruiterStatusChanged, { status: 'INTERVIEW_SCHEDULED', actorId: 'u1' });
      await handle.signal(recruiterStatusChanged, { status: 'INTERVIEW_SCHEDULED', actorId: 'u1' });
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      await handle.signal(interviewStarted, { interviewId: id('FIRST') });
      await stageReached(handle, 'INTERVIEW_1_IN_PROGRESS');
      await handle.signal(interviewEnded, { interviewId: id('FIRST') });
      const state = await stageReached(handle, 'AWAITING_DECISION');
      expect(state.cvOutcome).toBe('failed');
      expect(state.interviews).toEqual([
        { interviewId: id('FIRST'), stage: 'FIRST', round: 1, status: 'COMPLETED', recommendation: 'REJECT' },
      ]);
      await handle.signal(recruiterStatusChanged, { status: 'REJECTED', actorId: 'u1' });
    });
    expect(result).toMatchObject({ stage: 'ENDED', finalStatus: 'REJECTED' });
    const id = `${result.applicationId}:FIRST:1`;
    expect(fake.calls).toEqual([
      `cv-failure:${result.applicationId}`,
      `invite-attempt:${id}`,
      `invitation-sent:${id}`,
      `close:${id}`,
      `score:${id}`,
    ]);
  }, 60_000);

  it('a retried invitation (response lost after the interview was recorded) invites once', async () => {
    const fake = fakeHiringActivities({ failInvitations: 2 });
    const result = await run(fake.activities, async (handle) => {
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      const deadline = Date.now() + 20_000;
      while ((await handle.query(hiringState)).interviews.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      await handle.signal(recruiterStatusChanged, { status: 'REJECTED', actorId: 'u1' });
    });
    const id = `${result.applicationId}:FIRST:1`;
    expect(fake.calls.filter((c) => c.startsWith('invite-attempt'))).toEqual([
      `invite-attempt:${id}`,
      `invite-attempt:${id}`,
      `invite-attempt:${id}`,
    ]);
    expect(fake.calls.filter((c) => c.startsWith('invitation-sent'))).toEqual([`invitation-sent:${id}`]);
  }, 60_000);
});
