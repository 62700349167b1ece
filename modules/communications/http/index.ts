/** Communications: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './communications.ts';
export * from './webhooks.ts';
