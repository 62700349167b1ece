import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowHandle } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import { workflowsPath } from '../worker.ts';
import { humanInterviewActivities, type HumanInterviewActivities } from './activities.ts';
import {
  humanInterviewChanged,
  humanInterviewState,
  humanInterviewWorkflowId,
  type HumanInterviewPlan,
  type HumanInterviewResult,
} from './messages.ts';

const HOUR = 3_600_000;

/** An interview whose plan the test changes, and the activities' calls in order. */
function fakeInterview(plan: HumanInterviewPlan) {
  const calls: string[] = [];
  const interview = { plan };
  const activities: HumanInterviewActivities = {
    planHumanInterview: async () => ({ ...interview.plan }),
    mailHumanInterview: async ({ sequence, kind }) => void calls.push(`mail:${sequence}:${kind}`),
    remindHumanInterview: async ({ sequence }) => {
      if (sequence !== interview.plan.sequence) return false;
      calls.push(`remind:${sequence}`);
      interview.plan = { ...interview.plan, reminded: true };
      return true;
    },
    requestHumanInterviewRatings: async () => {
      calls.push('ratings');
      interview.plan = { ...interview.plan, status: 'COMPLETED' };
    },
  };
  return { calls, interview, activities };
}

/** An interview `hoursAhead` from now, 45 minutes long, reminded a day before; the waits as the activity measures them. */
const planAt = (hoursAhead: number, sequence = 0): HumanInterviewPlan => ({
  status: 'SCHEDULED',
  sequence,
  startsInMs: hoursAhead * HOUR,
  remindInMs: (hoursAhead - 24) * HOUR,
  reminded: false,
  endsInMs: hoursAhead * HOUR + 45 * 60_000,
});

async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('humanInterviewWorkflow (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => env?.teardown());

  async function run(
    activities: HumanInterviewActivities,
    script: (handle: WorkflowHandle) => Promise<void> = async () => {},
  ): Promise<HumanInterviewResult> {
    const taskQueue = `test-human-interview-${randomUUID()}`;
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue,
      workflowsPath,
      activities: humanInterviewActivities(activities),
    });
    const interviewId = randomUUID();
    return worker.runUntil(async () => {
      const handle = await env.client.workflow.start('humanInterviewWorkflow', {
        taskQueue,
        workflowId: humanInterviewWorkflowId(interviewId),
        args: [{ interviewId }],
      });
      await script(handle);
      return handle.result();
    });
  }

  it('invites, reminds the day before, and asks for ratings once the interview is over (days pass in no time)', async () => {
    const fake = fakeInterview(planAt(72));
    const started = Date.now();
    const result = await run(fake.activities);
    expect(fake.calls).toEqual(['mail:0:invitation', 'remind:0', 'ratings']);
    expect(result).toMatchObject({ outcome: 'COMPLETED', mailed: [0] });
    // Three days of timers, skipped by the test server.
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('a reschedule wakes it: an update of the new version, whose reminder and end then count', async () => {
    const fake = fakeInterview(planAt(72));
    const result = await run(fake.activities, async (handle) => {
      await until(() => fake.calls.includes('mail:0:invitation'), 'the invitation');
      fake.interview.plan = planAt(120, 1);
      await handle.signal(humanInterviewChanged);
      await until(() => fake.calls.includes('mail:1:update'), 'the update');
      expect((await handle.query(humanInterviewState)).sequence).toBe(1);
    });
    expect(fake.calls).toEqual(['mail:0:invitation', 'mail:1:update', 'remind:1', 'ratings']);
    expect(result).toMatchObject({ outcome: 'COMPLETED', mailed: [0, 1] });
  }, 60_000);

  it('a cancellation after the invitation sends the cancellation and ends; no reminder, no ratings', async () => {
    const fake = fakeInterview(planAt(72));
    const result = await run(fake.activities, async (handle) => {
      await until(() => fake.calls.includes('mail:0:invitation'), 'the invitation');
      fake.interview.plan = { ...fake.interview.plan, status: 'CANCELLED', sequence: 1 };
      await handle.signal(humanInterviewChanged);
    });
    expect(fake.calls).toEqual(['mail:0:invitation', 'mail:1:cancellation']);
    expect(result.outcome).toBe('CANCELLED');
  }, 60_000);

  it('cancelled before anyone was invited: nothing to take back', async () => {
    const fake = fakeInterview({ ...planAt(72), status: 'CANCELLED', sequence: 1 });
    const result = await run(fake.activities);
    expect(fake.calls).toEqual([]);
    expect(result).toMatchObject({ outcome: 'CANCELLED', mailed: [] });
  }, 60_000);

  it('an interview set less than an hour ahead has no reminder: invitation, then ratings', async () => {
    const fake = fakeInterview({ ...planAt(0.5), remindInMs: null });
    const result = await run(fake.activities);
    expect(fake.calls).toEqual(['mail:0:invitation', 'ratings']);
    expect(result.outcome).toBe('COMPLETED');
  }, 60_000);
});
