import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: createHash('sha256').update(value).digest('hex') };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Same input, same hash, whatever the key order: lets a stored result be matched to a replay. */
export function inputHash(input: unknown): string {
  return `sha256:${createHash('sha256')
    .update(JSON.stringify(canonical(input)))
    .digest('hex')}`;
}
