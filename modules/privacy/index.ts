/**
 * Privacy: what a person is told and has accepted (the versioned privacy and AI-use notices), and their rights of
 * access, portability and erasure (issue #22).
 */
export * from './notices/texts.ts';
export * from './consent/consent.ts';
export * from './consent/decide.ts';
export * from './services/consents.ts';
export * from './export/gather.ts';
export * from './export/gather-application.ts';
export type * from './erasure/erasure-port.ts';
