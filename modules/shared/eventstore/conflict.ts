import {
  ExpectedVersionConflictError,
  NO_CONCURRENCY_CHECK,
  isExpectedVersionConflictError,
  type ExpectedStreamVersion,
} from '@event-driven-io/emmett';

/**
 * emmett-postgresql bundles its own copy of Emmett's error classes, so its conflicts fail
 * `instanceof ExpectedVersionConflictError` for callers; every adapter rethrows through here.
 */
export function versionConflict(
  current: bigint | undefined,
  expected: ExpectedStreamVersion | undefined,
): ExpectedVersionConflictError {
  return new ExpectedVersionConflictError(current ?? -1n, expected ?? NO_CONCURRENCY_CHECK);
}

export function rethrowAsAppConflict(error: unknown): never {
  if (!isExpectedVersionConflictError(error) || error instanceof ExpectedVersionConflictError) {
    throw error;
  }
  const { current, expected } = error as { current?: string; expected: string };
  throw versionConflict(toBigInt(current), toExpected(expected));
}

function toBigInt(value: string | undefined): bigint | undefined {
  return value !== undefined && /^-?\d+$/.test(value) ? BigInt(value) : undefined;
}

function toExpected(value: string): ExpectedStreamVersion {
  return toBigInt(value) ?? (value as ExpectedStreamVersion);
}

/** The event ids the caller chose (metadata.messageId), or undefined when any event has none. */
export function eventIdsOf(events: readonly unknown[]): string[] | undefined {
  const ids: string[] = [];
  for (const event of events) {
    const id = (event as { metadata?: { messageId?: unknown } }).metadata?.messageId;
    if (typeof id !== 'string' || id === '') return undefined;
    ids.push(id);
  }
  return ids;
}
