import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import { workflowsPath } from '../worker.ts';
import { hiringActivities, type HiringActivities } from './activities.ts';
import {
  hiringState,
  hiringWorkflowId,
  interviewEnded,
  interviewStarted,
  recruiterStatusChanged,
  type HiringResult,
} from './messages.ts';
import { fakeHiringActivities } from './test-activities.ts';

const input = () => ({ applicationId: randomUUID(), jobId: randomUUID(), companyId: randomUUID() });

async function stageReached(handle: WorkflowHandle, stage: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await handle.query(hiringState).catch(() => null);
    if (state?.stage === stage) return state;
    if (Date.now() > deadline) throw new Error(`stage ${stage} not reached (at ${state?.stage})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('hiringWorkflow interview stages (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => env?.teardown());

  async function run(
    activities: HiringActivities,
    script: (handle: WorkflowHandle, id: (stage: string, round?: number) => string) => Promise<void>,
  ): Promise<HiringResult> {
    const taskQueue = `test-stages-${randomUUID()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowsPath,
      activities: hiringActivities(activities),
    });
    const hiring = input();
    return worker.runUntil(async () => {
      const handle = await env.client.workflow.start('hiringWorkflow', {
        taskQueue,
        workflowId: hiringWorkflowId(hiring.applicationId),
        args: [hiring],
      });
      await script(handle, (stage, round = 1) => `${hiring.applicationId}:${stage}:${round}`);
      return handle.result();
    });
  }

  it('reminds after 24 h, expires after 72 h, then waits for the recruiter', async () => {
    const fake = fakeHiringActivities();
    const result = await run(fake.activities, async (handle, id) => {
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      await env.sleep('23 hours');
      expect(fake.calls).not.toContain(`remind:${id('FIRST')}`);
      await env.sleep('2 hours');
      await stageReached(handle, 'INTERVIEW_1_REMINDED');
      expect(fake.calls).toContain(`remind:${id('FIRST')}`);
      await env.sleep('48 hours');
      const state = await stageReached(handle, 'AWAITING_DECISION');
      expect(state.interviews).toEqual([
        { interviewId: id('FIRST'), stage: 'FIRST', round: 1, status: 'EXPIRED', recommendation: null },
      ]);
      await handle.signal(recruiterStatusChanged, { status: 'REJECTED', actorId: 'u1' });
    });
    expect(result.stage).toBe('ENDED');
    expect(fake.calls.filter((c) => c.startsWith('remind:'))).toHaveLength(1);
    expect(fake.calls).toContain(`expire:${result.applicationId}:FIRST:1`);
    expect(fake.calls.some((c) => c.startsWith('cancel:'))).toBe(false);
  }, 60_000);

  it('runs the second stage when the first recommends it, then hands over (HIRED ends it)', async () => {
    const fake = fakeHiringActivities({ recommend: (stage) => (stage === 'FIRST' ? 'SECOND_INTERVIEW' : 'OFFER') });
    const result = await run(fake.activities, async (handle, id) => {
      for (const stage of ['FIRST', 'SECOND'] as const) {
        const n = stage === 'FIRST' ? 1 : 2;
        await stageReached(handle, `INTERVIEW_${n}_INVITED`);
        await handle.signal(interviewStarted, { interviewId: id(stage) });
        await stageReached(handle, `INTERVIEW_${n}_IN_PROGRESS`);
        await handle.signal(interviewEnded, { interviewId: id(stage) });
      }
      const state = await stageReached(handle, 'AWAITING_DECISION');
      expect(state.interviews.map((i) => [i.stage, i.status, i.recommendation])).toEqual([
        ['FIRST', 'COMPLETED', 'SECOND_INTERVIEW'],
        ['SECOND', 'COMPLETED', 'OFFER'],
      ]);
      await handle.signal(recruiterStatusChanged, { status: 'HIRED', actorId: 'u1' });
    });
    expect(result).toMatchObject({ stage: 'ENDED', finalStatus: 'HIRED' });
    const id = (s: string) => `${result.applicationId}:${s}:1`;
    expect(fake.calls.filter((c) => /^(invitation-sent|score|close)/.test(c))).toEqual([
      `invitation-sent:${id('FIRST')}`,
      `close:${id('FIRST')}`,
      `score:${id('FIRST')}`,
      `invitation-sent:${id('SECOND')}`,
      `close:${id('SECOND')}`,
      `score:${id('SECOND')}`,
    ]);
  }, 60_000);

  it('closes the room after the maximum length and scores what was said', async () => {
    const fake = fakeHiringActivities();
    const result = await run(fake.activities, async (handle, id) => {
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      await handle.signal(interviewStarted, { interviewId: id('FIRST') });
      await stageReached(handle, 'INTERVIEW_1_IN_PROGRESS');
      await env.sleep('44 minutes');
      expect(fake.calls).not.toContain(`close:${id('FIRST')}`);
      await env.sleep('2 minutes');
      await stageReached(handle, 'AWAITING_DECISION');
      await handle.signal(recruiterStatusChanged, { status: 'REJECTED', actorId: 'u1' });
    });
    expect(fake.calls).toContain(`close:${result.applicationId}:FIRST:1`);
    expect(fake.calls).toContain(`score:${result.applicationId}:FIRST:1`);
  }, 60_000);

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
