import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type InterviewerEntry = { userId: string; name: string; email: string };
export type RatingEntry = { interviewerId: string; rating: number; comment: string | null; ratedAt: string };

/** One row per interview held by people (stream `human-interview-<id>`): the current version of the invitation. */
export const humanInterviews = pgTable(
  'human_interviews',
  {
    interviewId: text('interview_id').primaryKey(),
    applicationId: text('application_id').notNull(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id'),
    /** SCHEDULED, CANCELLED or COMPLETED (over; ratings asked for). */
    status: text('status').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** The IANA zone the recruiter chose the time in. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** VIDEO, PHONE or IN_PERSON. */
    type: text('type').notNull(),
    location: text('location'),
    interviewers: jsonb('interviewers').$type<InterviewerEntry[]>().notNull(),
    note: text('note'),
    sequence: integer('sequence').notNull(),
    remindAt: at('remind_at'),
    reminderSentAt: at('reminder_sent_at'),
    organizerName: text('organizer_name'),
    cancelReason: text('cancel_reason'),
    ratings: jsonb('ratings').$type<RatingEntry[]>().notNull(),
    /** The mean of the latest ratings as a percent; null until rated. */
    score: integer('score'),
    scheduledAt: at('scheduled_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('human_interviews_company_idx').on(t.companyId, t.status, t.startsAt),
    index('human_interviews_candidate_idx').on(t.candidateId, t.startsAt),
    index('human_interviews_application_idx').on(t.applicationId, t.startsAt),
  ],
);
export type HumanInterviewRow = typeof humanInterviews.$inferSelect;
