// The hiring workflow's stage tests: a workflow run on the time-skipping server, and waiting for a stage.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WorkflowHandle } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { workflowsPath } from '../worker.ts';
import { hiringActivities, type HiringActivities } from './activities.ts';
import { hiringState, hiringWorkflowId, type HiringResult } from './messages.ts';

export const input = () => ({ applicationId: randomUUID(), jobId: randomUUID(), companyId: randomUUID() });

export async function stageReached(handle: WorkflowHandle, stage: string, timeoutMs = 20_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const state = await handle.query(hiringState).catch(() => null);
    if (state?.stage === stage) return state;
    if (performance.now() > deadline) throw new Error(`stage ${stage} not reached (at ${state?.stage})`);
    await sleep(50);
  }
}

/** Runs one hiring workflow on its own task queue with these activities while `script` drives it; its result. */
export async function runHiring(
  env: TestWorkflowEnvironment,
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
