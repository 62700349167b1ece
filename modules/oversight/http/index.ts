/** Oversight: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './review-requests.ts';
export * from './bias-audit.ts';
export * from './decision-log.ts';
