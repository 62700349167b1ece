/** Defensive readers for event data: projections must not throw on shapes they do not expect. */
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
export const bool = (value: unknown, fallback = false): boolean => (typeof value === 'boolean' ? value : fallback);
export const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
