export { TASK_QUEUE } from './task-queues.ts';
export { createWorker, connectWorker, workflowsPath } from './worker.ts';
export { connectClient, startReadModelRebuild } from './client.ts';
export { readModelActivities, type ReadModelActivities } from './read-models/activities.ts';
export type { RebuildReadModelsInput, RebuildReadModelsResult } from './read-models/messages.ts';
