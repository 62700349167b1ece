import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { CommunicationsService } from '@tawzeef/communications';
import type { ReadModelQueries } from '@tawzeef/read-models';

export type WaitForCommunications = (position: bigint | null) => Promise<boolean>;

export type CommunicationRouteDeps = {
  communications: CommunicationsService;
  queries: ReadModelQueries;
  wait: WaitForCommunications;
  registry: OpenAPIRegistry;
  clock: () => Date;
};
