import type { WaitForProjections } from '@tawzeef/http';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AiEngine } from '@tawzeef/ai';
import type { JobsService } from '@tawzeef/jobs';
import type { ReadModelQueries } from '@tawzeef/read-models';

export type JobRouteDeps = {
  jobs: JobsService;
  queries: ReadModelQueries;
  wait: WaitForProjections;
  registry: OpenAPIRegistry;
  ai: AiEngine;
  clock: () => Date;
};
