/** Applications: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './analytics.ts';
export * from './apply.ts';
export * from './candidate-applications.ts';
export * from './company-actions.ts';
export * from './company-applications.ts';
export * from './company-cv.ts';
export * from './company-schemas.ts';
export * from './company-views.ts';
export * from './csv.ts';
export * from './cvs.ts';
export * from './deps.ts';
export * from './history.ts';
export * from './upload.ts';
export * from './write.ts';
export { candidateApplicationView } from './views.ts';
