/** The HTTP edge every context's router uses: problem details, OpenAPI, the list dialect, sessions, writes. */
export * from './company-scope.ts';
export * from './cookies.ts';
export * from './docs.ts';
export * from './document-route.ts';
export * from './errors.ts';
export * from './input-text.ts';
export * from './list-resource.ts';
export * from './multipart.ts';
export * from './openapi.ts';
export * from './ra-dialect.ts';
export * from './read-your-writes.ts';
export * from './reader-language.ts';
export * from './route.ts';
export * from './session.ts';
export * from './stream-file.ts';
export * from './unavailable.ts';
export * from './write-command.ts';
