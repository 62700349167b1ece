/** Notifications: the mail loops (daily digest, weekly report, mention mails) the composition root starts. */
export * from './digest.ts';
export * from './mentions.ts';
export * from './weekly-report.ts';
export type { MailLoop, MailLoopDeps } from './mail-loop.ts';
