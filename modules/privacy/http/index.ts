/** Privacy: the HTTP routers (zod schemas + thin handlers) the composition root mounts. */
export * from './acceptance.ts';
export * from './notices.ts';
export * from './data-export.ts';
export * from './data-export-link.ts';
export * from './legal-hold.ts';
export * from './erasure.ts';
export * from './erasure-link.ts';
