import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createTimeSkippingEnvironment } from '../testing.ts';
import { connectWorker, workflowsPath } from '../worker.ts';
import { hiringActivities } from './activities.ts';
import { hiringWorkflowId } from './messages.ts';
import { hiringSearchAttributes } from './search-attributes.ts';
import { startHiring } from './start.ts';

async function eventually<T extends unknown[]>(read: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value.length > 0 || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const input = () => ({ applicationId: randomUUID(), jobId: randomUUID(), companyId: randomUUID() });

describe('hiringWorkflow on the Temporal dev server', () => {
  let connection: Connection;
  let client: Client;
  beforeAll(async () => {
    const address = process.env.TEMPORAL_ADDRESS;
    if (!address) throw new Error('TEMPORAL_ADDRESS is not set: source scripts/lib/env.sh');
    connection = await Connection.connect({ address });
    client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
  });
  afterAll(async () => connection?.close());

  it('retries a failed analysis and ends at CV_ANALYZED; starting it twice is one workflow', async () => {
    const taskQueue = `test-hiring-${randomUUID()}`;
    const calls: string[] = [];
    const worker = await Worker.create({
      connection: await connectWorker(process.env.TEMPORAL_ADDRESS!),
      taskQueue,
      workflowsPath,
      activities: hiringActivities({
        analyzeApplicationCv: async (applicationId) => {
          calls.push(applicationId);
          if (calls.length === 1) throw new Error('AI engine restarting');
          return { status: 'analyzed' };
        },
        recordCvAnalysisFailure: async () => {
          throw new Error('not expected');
        },
      }),
    });
    const hiring = input();
    const result = await worker.runUntil(async () => {
      await startHiring(client, taskQueue, hiring);
      await startHiring(client, taskQueue, hiring);
      return client.workflow.getHandle(hiringWorkflowId(hiring.applicationId)).result();
    });
    expect(result).toEqual({ applicationId: hiring.applicationId, stage: 'CV_ANALYZED' });
    expect(calls).toEqual([hiring.applicationId, hiring.applicationId]);
  }, 60_000);

  it('is found by a visibility query on its job, with its company and current stage', async () => {
    const taskQueue = `test-hiring-search-${randomUUID()}`;
    const worker = await Worker.create({
      connection: await connectWorker(process.env.TEMPORAL_ADDRESS!),
      taskQueue,
      workflowsPath,
      activities: hiringActivities({
        analyzeApplicationCv: async () => ({ status: 'analyzed' }),
        recordCvAnalysisFailure: async () => undefined,
      }),
    });
    const hiring = input();
    const other = input();
    await worker.runUntil(async () => {
      await startHiring(client, taskQueue, hiring);
      await startHiring(client, taskQueue, { ...other, companyId: hiring.companyId });
      await client.workflow.getHandle(hiringWorkflowId(hiring.applicationId)).result();
    });
    const query = `TawzeefJobId = '${hiring.jobId}' AND TawzeefStage = 'AWAITING_DECISION'`;
    const found = await eventually(async () => {
      const ids: string[] = [];
      for await (const execution of client.workflow.list({ query })) ids.push(execution.workflowId);
      return ids;
    });
    expect(found).toEqual([hiringWorkflowId(hiring.applicationId)]);
    const described = await client.workflow.getHandle(hiringWorkflowId(hiring.applicationId)).describe();
    expect(described.typedSearchAttributes.get(hiringSearchAttributes.companyId)).toBe(hiring.companyId);
    expect(described.typedSearchAttributes.get(hiringSearchAttributes.applicationId)).toBe(hiring.applicationId);
  }, 60_000);
  it('loses nothing when its worker stops in the middle of the analysis', async () => {
    const taskQueue = `test-hiring-restart-${randomUUID()}`;
    const address = process.env.TEMPORAL_ADDRESS!;
    let started!: () => void;
    const analysing = new Promise<void>((resolve) => (started = resolve));
    const first = await Worker.create({
      connection: await connectWorker(address),
      taskQueue,
      workflowsPath,
      shutdownForceTime: '1s',
      activities: hiringActivities({
        analyzeApplicationCv: () => {
          started();
          return new Promise(() => undefined);
        },
        recordCvAnalysisFailure: async () => undefined,
      }),
    });
    const running = first.run();
    const hiring = input();
    await startHiring(client, taskQueue, hiring);
    await analysing;
    first.shutdown();
    await running.catch(() => undefined);

    const calls: string[] = [];
    const second = await Worker.create({
      connection: await connectWorker(address),
      taskQueue,
      workflowsPath,
      activities: hiringActivities({
        analyzeApplicationCv: async (applicationId) => {
          calls.push(applicationId);
          return { status: 'analyzed' };
        },
        recordCvAnalysisFailure: async () => undefined,
      }),
    });
    const result = await second.runUntil(client.workflow.getHandle(hiringWorkflowId(hiring.applicationId)).result());
    expect(result).toEqual({ applicationId: hiring.applicationId, stage: 'CV_ANALYZED' });
    expect(calls).toEqual([hiring.applicationId]);
  }, 90_000);
});

describe('hiringWorkflow when the analysis keeps failing (time-skipping server)', () => {
  let env: TestWorkflowEnvironment;
  beforeAll(async () => {
    env = await createTimeSkippingEnvironment();
  });
  afterAll(async () => env?.teardown());

  it('records the failure for manual review', async () => {
    const failures: string[] = [];
    const worker = await Worker.create({
      connection: env.nativeConnection,
      taskQueue: 'test-hiring-failing',
      workflowsPath,
      activities: hiringActivities({
        analyzeApplicationCv: async () => {
          throw new Error('engine down');
        },
        recordCvAnalysisFailure: async (applicationId) => {
          failures.push(applicationId);
        },
      }),
    });
    const hiring = input();
    const result = await worker.runUntil(
      env.client.workflow.execute('hiringWorkflow', {
        taskQueue: 'test-hiring-failing',
        workflowId: hiringWorkflowId(hiring.applicationId),
        args: [hiring],
      }),
    );
    expect(result).toEqual({ applicationId: hiring.applicationId, stage: 'MANUAL_REVIEW' });
    expect(failures).toEqual([hiring.applicationId]);
  }, 60_000);
});
