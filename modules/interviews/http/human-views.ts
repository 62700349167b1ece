import { z } from 'zod';
import { humanInterviewStatuses, meetingTypes, wallTimeIn } from '@tawzeef/interviews';
import type { HumanInterviewWithNames } from '@tawzeef/read-models';

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const humanInterviewSchema = z
  .object({
    id: z.string(),
    kind: z.literal('HUMAN'),
    applicationId: z.string(),
    jobId: z.string(),
    candidateId: z.string().nullable(),
    status: z.enum(humanInterviewStatuses),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    /** The date and time in `timeZone`, as the recruiter chose them. */
    local: z.object({ date: z.string(), time: z.string() }),
    durationMinutes: z.number().int(),
    type: z.enum(meetingTypes),
    location: z.string().nullable(),
    interviewers: z.array(person),
    note: z.string().nullable(),
    sequence: z.number().int(),
    remindAt: z.string().nullable(),
    reminderSentAt: z.string().nullable(),
    organizerName: z.string().nullable(),
    cancelReason: z.string().nullable(),
    ratings: z.array(
      z.object({
        interviewerId: z.string(),
        name: z.string(),
        rating: z.number().int(),
        comment: z.string().nullable(),
        ratedAt: z.string(),
      }),
    ),
    /** The mean of the ratings as a percent (HR Interview); null until rated. */
    score: z.number().int().nullable(),
    candidate: z.object({ firstName: z.string(), lastName: z.string() }),
    job: z.object({ id: z.string(), title: z.string(), company: z.object({ name: z.string() }) }),
    scheduledAt: z.string(),
  })
  .meta({ id: 'HumanInterview' });
export type HumanInterviewView = z.infer<typeof humanInterviewSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function humanInterviewView(row: HumanInterviewWithNames): HumanInterviewView {
  const names = new Map(row.interviewers.map((i) => [i.userId, i.name]));
  return {
    id: row.interviewId,
    kind: 'HUMAN',
    applicationId: row.applicationId,
    jobId: row.jobId,
    candidateId: row.candidateId,
    status: row.status as HumanInterviewView['status'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    local: wallTimeIn(row.startsAt, row.timeZone),
    durationMinutes: row.durationMinutes,
    type: row.type as HumanInterviewView['type'],
    location: row.location,
    interviewers: row.interviewers.map((i) => ({ id: i.userId, name: i.name, email: i.email })),
    note: row.note,
    sequence: row.sequence,
    remindAt: iso(row.remindAt),
    reminderSentAt: iso(row.reminderSentAt),
    organizerName: row.organizerName,
    cancelReason: row.cancelReason,
    ratings: row.ratings.map((r) => ({ ...r, name: names.get(r.interviewerId) ?? '' })),
    score: row.score,
    candidate: { firstName: row.firstName ?? '', lastName: row.lastName ?? '' },
    job: { id: row.jobId, title: row.jobTitle ?? '', company: { name: row.companyName ?? '' } },
    scheduledAt: row.scheduledAt.toISOString(),
  };
}

const candidateTypes = { VIDEO: 'video', PHONE: 'phone', IN_PERSON: 'in-person' } as const;
const candidateStatus = (status: string) =>
  status === 'SCHEDULED' ? 'upcoming' : status === 'COMPLETED' ? 'completed' : 'cancelled';
const isLink = (text: string | null) => !!text && /^https?:\/\/\S+$/u.test(text);

/** The spec's candidate "Interview item" for an interview with people; `date` and `time` are in its own zone. */
export function candidateHumanInterviewView(row: HumanInterviewWithNames) {
  const local = wallTimeIn(row.startsAt, row.timeZone);
  return {
    id: row.interviewId,
    kind: 'HUMAN' as const,
    applicationId: row.applicationId,
    jobId: row.jobId,
    jobTitle: row.jobTitle ?? '',
    company: row.companyName ?? '',
    interviewer: row.interviewers.map((i) => i.name).join(', '),
    interviewerKind: 'HUMAN' as const,
    interviewers: row.interviewers.map((i) => i.name),
    date: local.date,
    time: local.time,
    timeZone: row.timeZone,
    scheduledAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    expiresAt: null,
    type: candidateTypes[row.type as keyof typeof candidateTypes] ?? 'video',
    stage: null,
    status: candidateStatus(row.status),
    interviewStatus: row.status,
    location: row.location ?? '',
    online: row.type !== 'IN_PERSON',
    meetingLink: row.type === 'VIDEO' && isLink(row.location) ? row.location : null,
    note: row.note,
    roomName: null,
    joinUrl: null,
  };
}

/** An Upcoming Schedule entry for an interview with people, at its start. */
export function humanScheduleEventView(row: HumanInterviewWithNames) {
  const candidateName = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || null;
  const local = wallTimeIn(row.startsAt, row.timeZone);
  return {
    id: `human-interview:${row.interviewId}`,
    title: `Interview: ${candidateName ?? 'Candidate'} (${row.jobTitle ?? ''})`,
    kind: 'human-interview' as const,
    stage: null,
    jobTitle: row.jobTitle ?? null,
    candidateName,
    date: local.date,
    time: local.time,
    timeZone: row.timeZone,
    at: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    type: 'interview' as const,
    meeting: row.type,
    location: row.location,
    interviewers: row.interviewers.map((i) => i.name),
    status: row.status,
    interviewId: row.interviewId,
    applicationId: row.applicationId,
    jobId: row.jobId,
    roomId: null,
  };
}
