import { NativeConnection, Worker } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import { TASK_QUEUE } from './task-queues.ts';

export type WorkerOptions = {
  connection: NativeConnection;
  namespace: string;
  activities: object;
  taskQueue?: string;
};

export const workflowsPath = fileURLToPath(new URL('./workflows.ts', import.meta.url));

export function createWorker({
  connection,
  namespace,
  activities,
  taskQueue = TASK_QUEUE,
}: WorkerOptions): Promise<Worker> {
  return Worker.create({ connection, namespace, taskQueue, workflowsPath, activities });
}

export const connectWorker = (address: string) => NativeConnection.connect({ address });
