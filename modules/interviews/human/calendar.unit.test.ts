import { describe, expect, it } from 'vitest';
import { calendarUid, interviewCalendar, type CalendarFacts } from './calendar.ts';

const facts: CalendarFacts = {
  interviewId: '5b0d4c1e-1111-4a2b-9c3d-444455556666',
  sequence: 0,
  cancelled: false,
  startsAt: '2026-03-04T08:00:00.000Z',
  endsAt: '2026-03-04T08:45:00.000Z',
  title: 'Interview: Sara Nasser – Frontend Developer (Sahara Tech)',
  description: 'Bring your portfolio, please; we will talk about it.',
  location: 'https://meet.example/abc',
  url: 'https://meet.example/abc',
  organizer: { name: 'Layla Haddad', email: 'layla@sahara.example' },
  attendees: [
    { name: 'Sara Nasser', email: 'sara@candidate.example' },
    { name: 'Omar Saleh', email: 'omar@sahara.example' },
  ],
  issuedAt: new Date('2026-03-01T09:30:00Z'),
};

/** The content lines of an iCalendar text, folded lines joined again (RFC 5545 3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const field = (ics: string, name: string) =>
  lines(ics)
    .filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    .map((l) => l.slice(l.indexOf(':') + 1));

describe('interview calendar invitation', () => {
  it('is a REQUEST with the stable UID, SEQUENCE 0, the UTC times and every attendee', () => {
    const invite = interviewCalendar(facts);
    expect(invite.method).toBe('REQUEST');
    expect(invite.filename).toBe('invite.ics');
    const ics = invite.content;
    expect(field(ics, 'METHOD')).toEqual(['REQUEST']);
    expect(field(ics, 'UID')).toEqual([calendarUid(facts.interviewId)]);
    expect(field(ics, 'SEQUENCE')).toEqual(['0']);
    expect(field(ics, 'DTSTART')).toEqual(['20260304T080000Z']);
    expect(field(ics, 'DTEND')).toEqual(['20260304T084500Z']);
    expect(field(ics, 'DTSTAMP')).toEqual(['20260301T093000Z']);
    expect(field(ics, 'STATUS')).toEqual(['CONFIRMED']);
    const address = (value: string) => value.replace(/^mailto:/i, '');
    expect(field(ics, 'ORGANIZER').map(address)).toEqual(['layla@sahara.example']);
    expect(field(ics, 'ATTENDEE').map(address)).toEqual(['sara@candidate.example', 'omar@sahara.example']);
    // Text values are escaped: a comma or semicolon inside a description does not split it.
    expect(field(ics, 'DESCRIPTION')).toEqual(['Bring your portfolio\\, please\\; we will talk about it.']);
  });

  it('an update keeps the UID and raises the SEQUENCE', () => {
    const first = interviewCalendar(facts).content;
    const update = interviewCalendar({ ...facts, sequence: 1, startsAt: '2026-03-05T09:00:00.000Z' }).content;
    expect(field(update, 'UID')).toEqual(field(first, 'UID'));
    expect(Number(field(update, 'SEQUENCE')[0])).toBeGreaterThan(Number(field(first, 'SEQUENCE')[0]));
    expect(field(update, 'DTSTART')).toEqual(['20260305T090000Z']);
    expect(field(update, 'METHOD')).toEqual(['REQUEST']);
  });

  it('a cancellation is METHOD:CANCEL and STATUS:CANCELLED with the same UID and a higher SEQUENCE', () => {
    const cancel = interviewCalendar({ ...facts, sequence: 2, cancelled: true });
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.filename).toBe('cancel.ics');
    expect(field(cancel.content, 'METHOD')).toEqual(['CANCEL']);
    expect(field(cancel.content, 'STATUS')).toEqual(['CANCELLED']);
    expect(field(cancel.content, 'UID')).toEqual([calendarUid(facts.interviewId)]);
    expect(field(cancel.content, 'SEQUENCE')).toEqual(['2']);
  });

  it('keeps Arabic text whole in UTF-8', () => {
    const ics = interviewCalendar({ ...facts, title: 'مقابلة: سارة ناصر', location: 'عمّان، شارع الجامعة' }).content;
    expect(field(ics, 'SUMMARY')).toEqual(['مقابلة: سارة ناصر']);
    expect(field(ics, 'LOCATION')[0]).toContain('عمّان');
  });
});
