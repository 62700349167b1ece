import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import { workflowsPath } from '../worker.ts';
import { readModelActivities } from './activities.ts';
import { rebuildWorkflowId } from './messages.ts';

describe('rebuildReadModelsWorkflow on the time-skipping test server', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => {
    await env?.teardown();
  });

  it('retries a failed rebuild with backoff and returns what the activity rebuilt', async () => {
    const calls: (string | null)[] = [];
    const activities = readModelActivities(async (name) => {
      calls.push(name);
      if (calls.length === 1) throw new Error('database restarting');
      return { rebuilt: [name ?? 'all'], events: 42 };
    });
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: 'test-rebuild',
      workflowsPath,
      activities,
    });
    const result = await worker.runUntil(
      env.client.workflow.execute('rebuildReadModelsWorkflow', {
        taskQueue: 'test-rebuild',
        workflowId: rebuildWorkflowId('audit-log'),
        args: [{ name: 'audit-log', requestedBy: 'ops' }],
      }),
    );
    expect(result).toEqual({ rebuilt: ['audit-log'], events: 42 });
    expect(calls).toEqual(['audit-log', 'audit-log']);
  });
});
