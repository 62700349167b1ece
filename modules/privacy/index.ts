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
export * from './retention/rules.ts';
export * from './retention/legal-hold.ts';
export * from './retention/notice.ts';
export * from './retention/service.ts';
export * from './retention/run.ts';
export * from './export/used-links.ts';
export * from './erasure/erasure-service.ts';
export * from './personal-data.ts';
export { createPgKeyVault, type KeyVault } from './erasure/key-vault.ts';
export { withKeyCache } from './erasure/key-cache.ts';
export { withPersonalData } from './erasure/personal-data-store.ts';
export { sealExistingEvents } from './erasure/seal-existing.ts';
