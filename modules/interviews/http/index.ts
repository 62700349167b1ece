/** Interviews: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './candidate-room.ts';
export * from './deps.ts';
export * from './human.ts';
export * from './livekit-webhook.ts';
export * from './read.ts';
export * from './rooms.ts';
export * from './settings.ts';
export { pdfWriter } from './report-writer.ts';
