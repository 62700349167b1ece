export * from './database.ts';
export * from './event-store.ts';
