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

  it('counts days, then weeks, months and years', () => {
    expect(postedAgo(daysAgo(0), now, 'en')).toBe('1 day ago');
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
