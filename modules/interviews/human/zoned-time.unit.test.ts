import { describe, expect, it } from 'vitest';
import { companyTimeZone, wallTimeIn, zonedInstant } from './zoned-time.ts';

describe('wall time in a zone', () => {
  it('turns a local date and time into the UTC instant, and back', () => {
    expect(zonedInstant('2026-03-04', '11:00', 'Asia/Riyadh')?.toISOString()).toBe('2026-03-04T08:00:00.000Z');
    expect(zonedInstant('2026-03-04', '11:00', 'Asia/Dubai')?.toISOString()).toBe('2026-03-04T07:00:00.000Z');
    expect(zonedInstant('2026-03-04', '00:30', 'UTC')?.toISOString()).toBe('2026-03-04T00:30:00.000Z');
    expect(wallTimeIn(new Date('2026-03-04T08:00:00Z'), 'Asia/Amman')).toEqual({ date: '2026-03-04', time: '11:00' });
    expect(wallTimeIn(new Date('2026-03-04T22:30:00Z'), 'Asia/Qatar')).toEqual({ date: '2026-03-05', time: '01:30' });
  });

  it('follows daylight saving time where the zone has it (Beirut)', () => {
    // Lebanon: UTC+2 in winter, UTC+3 from the last Sunday of March.
    expect(zonedInstant('2026-01-15', '10:00', 'Asia/Beirut')?.toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-07-15', '10:00', 'Asia/Beirut')?.toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('has no instant for a skipped time, the earlier one for a repeated time, none for a malformed one', () => {
    // Beirut, 29 March 2026: 00:00 jumps to 01:00. 25 October 2026: 00:00 goes back to 23:00, so 23:30 on the 24th
    // comes twice (first at UTC+3).
    expect(zonedInstant('2026-03-29', '00:30', 'Asia/Beirut')).toBeNull();
    expect(zonedInstant('2026-10-24', '23:30', 'Asia/Beirut')?.toISOString()).toBe('2026-10-24T20:30:00.000Z');
    expect(zonedInstant('2026-02-30', '10:00', 'Asia/Riyadh')).toBeNull();
    expect(zonedInstant('2026-03-04', '25:00', 'Asia/Riyadh')).toBeNull();
    expect(zonedInstant('2026-03-04', '10:00', 'Mars/Olympus')).toBeNull();
  });

  it("gives a company its country's zone", () => {
    expect(companyTimeZone('JO')).toBe('Asia/Amman');
    expect(companyTimeZone('AE')).toBe('Asia/Dubai');
    expect(companyTimeZone(null)).toBe('UTC');
  });
});
