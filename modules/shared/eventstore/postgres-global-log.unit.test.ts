import { describe, expect, it } from 'vitest';
import { settledCount } from './postgres-global-log.ts';

describe('settled prefix of a global log read', () => {
  it('trusts every row when no transaction was in progress', () => {
    expect(settledCount([5n, 9n, 12n], 0n, 0n, true)).toBe(3);
  });

  it('stops at the first gap while transactions are in progress', () => {
    expect(settledCount([1n, 2n, 4n, 5n], 0n, 0n, false)).toBe(2);
    expect(settledCount([3n], 1n, 1n, false)).toBe(0);
    expect(settledCount([11n, 12n], 10n, 10n, false)).toBe(2);
  });

  it('accepts gaps below a position already known to be settled', () => {
    expect(settledCount([3n, 7n, 8n, 10n], 0n, 7n, false)).toBe(3);
    expect(settledCount([3n, 7n, 9n], 0n, 8n, false)).toBe(3);
  });
});
