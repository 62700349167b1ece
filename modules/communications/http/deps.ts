import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { CommunicationsService } from '@tawzeef/communications';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForProjections } from '@tawzeef/http';

export type WaitForCommunications = WaitForProjections;

export type CommunicationRouteDeps = {
  communications: CommunicationsService;
  queries: ReadModelQueries;
  wait: WaitForCommunications;
  registry: OpenAPIRegistry;
  clock: () => Date;
};
