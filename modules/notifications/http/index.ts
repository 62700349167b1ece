/** Notifications: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './contact.ts';
export * from './digest.ts';
export * from './hub.ts';
export * from './mentions.ts';
export * from './route.ts';
export * from './weekly-report.ts';
