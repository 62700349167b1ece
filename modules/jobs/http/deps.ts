import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AiEngine } from '@tawzeef/ai';
import type { JobsService } from '@tawzeef/jobs';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForJobs } from './write.ts';

export type JobRouteDeps = {
  jobs: JobsService;
  queries: ReadModelQueries;
  wait: WaitForJobs;
  registry: OpenAPIRegistry;
  ai: AiEngine;
  clock: () => Date;
};
