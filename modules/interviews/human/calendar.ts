import { createEvent, type DateArray, type EventAttributes } from 'ics';

/** An iCalendar invitation (RFC 5545/5546) as mail carries it: the method goes into the MIME type too. */
export type CalendarInvitation = { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };

export type CalendarFacts = {
  interviewId: string;
  /** The version of the invitation: the same UID with a higher SEQUENCE replaces the earlier one. */
  sequence: number;
  cancelled: boolean;
  startsAt: string;
  endsAt: string;
  title: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** When this version was issued (DTSTAMP). */
  issuedAt: Date;
};

const utc = (iso: string | Date): DateArray => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/** The UID of every version of one interview's invitation. */
export const calendarUid = (interviewId: string) => `human-interview-${interviewId}@tawzeef`;

/**
 * The invitation of one version of an interview: METHOD:REQUEST (a new or updated event) or METHOD:CANCEL, with the
 * interview's stable UID and its SEQUENCE, so calendar clients replace or remove the event they already hold.
 */
export function interviewCalendar(facts: CalendarFacts): CalendarInvitation {
  const method = facts.cancelled ? 'CANCEL' : 'REQUEST';
  const attributes: EventAttributes = {
    productId: '-//Tawzeef//Interviews//EN',
    method,
    uid: calendarUid(facts.interviewId),
    sequence: facts.sequence,
    start: utc(facts.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(facts.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: facts.title,
    description: facts.description,
    ...(facts.location ? { location: facts.location } : {}),
    ...(facts.url ? { url: facts.url } : {}),
    status: facts.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: facts.cancelled ? 'FREE' : 'BUSY',
    organizer: { name: facts.organizer.name, email: facts.organizer.email },
    attendees: facts.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: false,
      role: 'REQ-PARTICIPANT' as const,
      partstat: 'NEEDS-ACTION' as const,
    })),
  };
  // DTSTAMP: the package takes `timestamp` (its schema has it) though its type declarations leave it out.
  const { error, value } = createEvent({ ...attributes, timestamp: facts.issuedAt.getTime() } as EventAttributes);
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return { method, filename: facts.cancelled ? 'cancel.ics' : 'invite.ics', content: value };
}
