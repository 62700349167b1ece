import { describe, expect, it } from 'vitest';
import { jobTypeLabel, postedAgo } from './jobFormat.ts';

const now = new Date('2026-03-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('job formatting', () => {
  it('labels known job types and calls the rest Other', () => {
    expect(jobTypeLabel('FULL_TIME')).toBe('FULL_TIME');
    expect(jobTypeLabel('FREELANCE')).toBe('OTHER');
    expect(jobTypeLabel(undefined)).toBe('OTHER');
  });

  it('gives no relative date when the posting date is missing or invalid', () => {
    expect(postedAgo(undefined, now, 'en')).toBeNull();
    expect(postedAgo('not a date', now, 'en')).toBeNull();
  });

  it('says now, then minutes and hours under a day (not "1 day ago" for seconds)', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(postedAgo(ago(5_000), now, 'en')).toBe('now');
    expect(postedAgo(ago(5 * 60_000), now, 'en')).toBe('5 minutes ago');
    expect(postedAgo(ago(3 * 3_600_000), now, 'en')).toBe('3 hours ago');
    expect(postedAgo(ago(5_000), now, 'ar')).toBe('الآن');
    expect(postedAgo(new Date(now.getTime() + 60_000).toISOString(), now, 'en')).toBe('now');
  });

  it('counts days, then weeks, months and years', () => {
    expect(postedAgo(daysAgo(1), now, 'en')).toBe('1 day ago');
    expect(postedAgo(daysAgo(3), now, 'en')).toBe('3 days ago');
    expect(postedAgo(daysAgo(14), now, 'en')).toBe('2 weeks ago');
    expect(postedAgo(daysAgo(65), now, 'en')).toBe('2 months ago');
    expect(postedAgo(daysAgo(800), now, 'en')).toBe('2 years ago');
  });

  it('speaks Arabic with Latin digits', () => {
    const text = postedAgo(daysAgo(3), now, 'ar') ?? '';
    expect(text).toMatch(/\p{Script=Arabic}/u);
    expect(text).toContain('3');
  });
});
