import { describe, expect, it } from 'vitest';
import { ageLabel } from './text.tsx';

describe('notification age', () => {
  const t = ((key: string, options?: { count?: number }) => `${key}:${options?.count ?? ''}`) as never;
  const now = Date.parse('2026-03-01T12:00:00Z');
  it("says 'Just now' under an hour, hours under a day, then days, in each language's plural forms", () => {
    expect(ageLabel(t, 'en', '2026-03-01T11:30:00Z', now)).toBe('notificationCenter.justNow:');
    expect(ageLabel(t, 'en', '2026-03-01T09:00:00Z', now)).toBe('3h ago');
    expect(ageLabel(t, 'en', '2026-02-28T12:30:00Z', now)).toBe('23h ago');
    expect(ageLabel(t, 'en', '2026-02-26T11:00:00Z', now)).toBe('3d ago');
    expect(ageLabel(t, 'ar', '2026-02-26T11:00:00Z', now)).toBe('قبل 3 أيام');
    expect(ageLabel(t, 'ar', '2026-02-27T10:00:00Z', now)).toBe('قبل يومين');
  });
});
