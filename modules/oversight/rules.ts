/**
 * The oversight rules a browser needs as well as the server.
 * Browser-safe: the files it reaches import nothing but each other (checked by `npm run boundaries` and
 * web/app/src/rules.unit.test.ts).
 */
export * from './decision-log/verdict.ts';
export * from './review-requests/kinds.ts';
export * from './bias-audit/categories.ts';
export * from './bias-audit/texts.ts';
