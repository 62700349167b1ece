import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { connectWorker, workflowsPath } from '../worker.ts';
import { hiringActivities } from './activities.ts';
import { hiringState, hiringWorkflowId, recruiterStatusChanged } from './messages.ts';
import { hiringSearchAttributes } from './search-attributes.ts';
import { startHiring } from './start.ts';
import { fakeHiringActivities } from './test-activities.ts';

async function eventually<T extends unknown[]>(read: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value.length > 0 || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function stageReached(handle: WorkflowHandle, stage: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await handle.query(hiringState).catch(() => null);
    if (state?.stage === stage) return state;
    if (Date.now() > deadline) throw new Error(`stage ${stage} not reached (at ${state?.stage})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const input = () => ({ applicationId: randomUUID(), jobId: randomUUID(), companyId: randomUUID() });
const reject = { status: 'REJECTED', actorId: 'recruiter-1' };

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

  it('retries a failed analysis, invites once; starting it twice is one workflow; a rejection ends it', async () => {
    const taskQueue = `test-hiring-${randomUUID()}`;
    const analysed: string[] = [];
    const fake = fakeHiringActivities({
      analyze: async (applicationId) => {
        analysed.push(applicationId);
        if (analysed.length === 1) throw new Error('AI engine restarting');
        return { status: 'analyzed' };
      },
    });
    const worker = await Worker.create({
      connection: await connectWorker(process.env.TEMPORAL_ADDRESS!),
      taskQueue,
      workflowsPath,
      activities: hiringActivities(fake.activities),
    });
    const hiring = input();
    const result = await worker.runUntil(async () => {
      await startHiring(client, taskQueue, hiring);
      await startHiring(client, taskQueue, hiring);
      const handle = client.workflow.getHandle(hiringWorkflowId(hiring.applicationId));
      await stageReached(handle, 'INTERVIEW_1_INVITED');
      await handle.signal(recruiterStatusChanged, reject);
      return handle.result();
    });
    expect(result).toEqual({ applicationId: hiring.applicationId, stage: 'ENDED', finalStatus: 'REJECTED' });
    expect(analysed).toEqual([hiring.applicationId, hiring.applicationId]);
    const id = `${hiring.applicationId}:FIRST:1`;
    expect(fake.calls.filter((c) => c.startsWith('invitation-sent'))).toEqual([`invitation-sent:${id}`]);
    expect(fake.calls).toContain(`cancel:${id}:application REJECTED`);
  }, 60_000);

  it('is found by a visibility query on its job, with its company and current stage', async () => {
    const taskQueue = `test-hiring-search-${randomUUID()}`;
    const worker = await Worker.create({
      connection: await connectWorker(process.env.TEMPORAL_ADDRESS!),
      taskQueue,
      workflowsPath,
      activities: hiringActivities(fakeHiringActivities().activities),
    });
    const hiring = input();
    const other = input();
    const found = await worker.runUntil(async () => {
      await startHiring(client, taskQueue, hiring);
      await startHiring(client, taskQueue, { ...other, companyId: hiring.companyId });
      await stageReached(client.workflow.getHandle(hiringWorkflowId(hiring.applicationId)), 'INTERVIEW_1_INVITED');
      const query = `TawzeefJobId = '${hiring.jobId}' AND TawzeefStage = 'INTERVIEW_1_INVITED'`;
      const ids = await eventually(async () => {
        const list: string[] = [];
        for await (const execution of client.workflow.list({ query })) list.push(execution.workflowId);
        return list;
      });
      for (const h of [hiring, other])
        await client.workflow.getHandle(hiringWorkflowId(h.applicationId)).signal(recruiterStatusChanged, reject);
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
      activities: hiringActivities(
        fakeHiringActivities({
          analyze: () => {
            started();
            return new Promise(() => undefined);
          },
        }).activities,
      ),
    });
    const running = first.run();
    const hiring = input();
    await startHiring(client, taskQueue, hiring);
    await analysing;
    first.shutdown();
    await running.catch(() => undefined);

    const analysed: string[] = [];
    const fake = fakeHiringActivities({
      analyze: async (applicationId) => {
        analysed.push(applicationId);
        return { status: 'analyzed' };
      },
    });
    const second = await Worker.create({
      connection: await connectWorker(address),
      taskQueue,
      workflowsPath,
      activities: hiringActivities(fake.activities),
    });
    const result = await second.runUntil(async () => {
      const handle = client.workflow.getHandle(hiringWorkflowId(hiring.applicationId));
      await stageReached(handle, 'INTERVIEW_1_INVITED', 40_000);
      await handle.signal(recruiterStatusChanged, { status: 'WITHDRAWN', actorId: null });
      return handle.result();
    });
    expect(result).toEqual({ applicationId: hiring.applicationId, stage: 'ENDED', finalStatus: 'WITHDRAWN' });
    expect(analysed).toEqual([hiring.applicationId]);
  }, 90_000);
});
