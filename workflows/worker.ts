import { NativeConnection, Worker } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import { TASK_QUEUE } from './task-queues.ts';

export type WorkerOptions = {
  connection: NativeConnection;
  namespace: string;
  activities: object;
  taskQueue?: string;
};

/**
 * A hiring workflow stays open for days waiting for its interview; the SDK's default cache (sized from the heap,
 * ~2,400 here) kept every one of them in memory, so the API's RSS grew with each application. An evicted
 * workflow is replayed from its history when its next task comes.
 */
const MAX_CACHED_WORKFLOWS = 200;

export const workflowsPath = fileURLToPath(new URL('./workflows.ts', import.meta.url));

export function createWorker({
  connection,
  namespace,
  activities,
  taskQueue = TASK_QUEUE,
}: WorkerOptions): Promise<Worker> {
  return Worker.create({
    connection,
    namespace,
    taskQueue,
    workflowsPath,
    activities,
    maxCachedWorkflows: MAX_CACHED_WORKFLOWS,
  });
}

export const connectWorker = (address: string) => NativeConnection.connect({ address });

/** A worker that runs activities only (no workflow bundle): the interviewer role's, on its own queue. */
export function createActivityWorker({ connection, namespace, activities, taskQueue }: WorkerOptions): Promise<Worker> {
  return Worker.create({ connection, namespace, taskQueue: taskQueue ?? TASK_QUEUE, activities });
}
