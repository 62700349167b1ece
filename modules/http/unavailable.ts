/**
 * Errors that say a dependency is down or restarting (PostgreSQL, Temporal) rather than that the request or the code
 * is wrong: the client gets a 503 with Retry-After and may send the same request again.
 */
export type Unavailable = { dependency: 'database' | 'workflows'; retryAfterSeconds: number };

export const RETRY_AFTER_SECONDS = 5;

/** Connection exceptions (class 08), shutdowns and a server still starting, too many connections. */
const pgCodes = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** The socket could not reach the server or lost it. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres says these in words only: a lost connection, a full pool that timed out, a broken client. */
const pgMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
/** gRPC UNAVAILABLE, DEADLINE_EXCEEDED and CANCELLED (a call given up by its deadline). */
const grpcCodes = new Set([14, 4, 1]);

type Fields = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function classify(error: unknown, depth: number): Unavailable['dependency'] | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const e = error as Fields;
  if (typeof e.code === 'number' && 'details' in e) return grpcCodes.has(e.code) ? 'workflows' : undefined;
  if (typeof e.code === 'string' && (pgCodes.test(e.code) || socketCodes.has(e.code))) return 'database';
  if (typeof e.message === 'string' && pgMessages.test(e.message)) return 'database';
  const inner = [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]
    .map((cause) => classify(cause, depth + 1))
    .find(Boolean);
  // The Temporal client wraps what went wrong on its connection in a ServiceError.
  if (e.name === 'ServiceError' && (inner || /Failed to connect/.test(String(e.message)))) return 'workflows';
  return inner;
}

/** The dependency an error says is unavailable, or undefined for any other error. */
export function unavailableDependency(error: unknown): Unavailable | undefined {
  const dependency = classify(error, 0);
  return dependency ? { dependency, retryAfterSeconds: RETRY_AFTER_SECONDS } : undefined;
}
