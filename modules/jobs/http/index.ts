/** Jobs: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './ai.ts';
export * from './company-jobs.ts';
export * from './dashboard.ts';
export * from './deps.ts';
export * from './jobfit.ts';
export * from './public-jobs.ts';
export * from './recommended-jobs.ts';
export * from './saved-jobs.ts';
export * from './seo.ts';
export * from './write.ts';
