import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { CommunicationsService } from '@tawzeef/communications';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForProjections } from '@tawzeef/http';

export type CommunicationRouteDeps = {
  communications: CommunicationsService;
  queries: ReadModelQueries;
  wait: WaitForProjections;
  registry: OpenAPIRegistry;
  clock: () => Date;
};
