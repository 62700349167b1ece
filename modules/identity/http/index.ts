/** Identity: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './auth.ts';
export * from './candidate-profile.ts';
export * from './company.ts';
export * from './deps.ts';
export * from './profile.ts';
export * from './proxy-image.ts';
export * from './public.ts';
export * from './write.ts';
