import type { WaitForProjections } from '@tawzeef/http';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { IdentityService } from '@tawzeef/identity';
import type { ReadModelQueries } from '@tawzeef/read-models';

export type IdentityRouteDeps = {
  identity: IdentityService;
  queries: ReadModelQueries;
  wait: WaitForProjections;
  registry: OpenAPIRegistry;
};
