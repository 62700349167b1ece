import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowHandle } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import type { HiringActivities } from './activities.ts';
import { interviewEnded, interviewStarted, recruiterStatusChanged } from './messages.ts';
import { fakeHiringActivities } from './test-activities.ts';
import { runHiring, stageReached } from './stage-test-run.ts';

describe('hiringWorkflow interview stages (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => env?.teardown());

  const run = (
    activities: HiringActivities,
    script: (handle: WorkflowHandle, id: (stage: string, round?: number) => string) => Promise<void>,
  ) => runHiring(env, activities, script);

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
});
