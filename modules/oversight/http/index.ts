/** Oversight: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './decision-log.ts';
export * from './bias-audit.ts';
