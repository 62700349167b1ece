import { describe, expect, it } from 'vitest';
import { dayAfter, todayIn, whenInZones } from './zones.ts';

describe('schedule zones', () => {
  it("gives today's date in the zone, which may already be tomorrow", () => {
    const lateUtc = new Date('2026-03-04T22:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-04');
    expect(todayIn('Asia/Riyadh', lateUtc)).toBe('2026-03-05');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });

  it("shows the viewer's time, and the interview zone's time only when it differs", () => {
    const start = '2026-03-04T08:00:00.000Z';
    expect(whenInZones(start, 'Asia/Riyadh', 'en-GB', 'Asia/Riyadh')).toEqual({
      own: '4 Mar 2026, 11:00',
      theirs: null,
    });
    expect(whenInZones(start, 'Asia/Kuwait', 'en-GB', 'Asia/Riyadh').theirs).toBeNull();
    expect(whenInZones(start, 'Asia/Riyadh', 'en-GB', 'Asia/Dubai').theirs).toBe('11:00');
  });
});
