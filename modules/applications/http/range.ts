import { DomainError } from '@tawzeef/http';

/** react-admin's `range=[0,24]`; 25 rows by default, at most 100. */
export function parseRange(raw: string | undefined): { start: number; end: number } {
  if (!raw) return { start: 0, end: 24 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !parsed.every((n) => Number.isInteger(n) && n >= 0) ||
    parsed[1] < parsed[0]
  ) {
    throw new DomainError('REQUEST.INVALID_RANGE', 'range must be [start, end] with 0 <= start <= end.', 400);
  }
  const [start, end] = parsed as [number, number];
  return { start, end: Math.min(end, start + 99) };
}
