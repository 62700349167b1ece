import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { IdentityService } from '@tawzeef/identity';
import type { ReadModelQueries } from '@tawzeef/read-models';
import type { WaitForIdentity } from './write.ts';

export type IdentityRouteDeps = {
  identity: IdentityService;
  queries: ReadModelQueries;
  wait: WaitForIdentity;
  registry: OpenAPIRegistry;
};
