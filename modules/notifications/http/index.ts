/** Notifications: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './contact.ts';
export * from './hub.ts';
export * from './route.ts';
