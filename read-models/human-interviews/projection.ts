import { and, eq, lt } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { num, str, strOrNull } from '../runner/fields.ts';
import { humanInterviews, type InterviewerEntry, type RatingEntry } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseHumanInterviews } from './erasure.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);
const dateOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
const interviewersOf = (value: unknown): InterviewerEntry[] =>
  Array.isArray(value)
    ? value.map(obj).map((i) => ({ userId: str(i.userId), name: str(i.name), email: str(i.email) }))
    : [];

/** The slot fields HumanInterviewScheduled and HumanInterviewRescheduled both carry. */
const slotOf = (d: Data, at: Date) => ({
  startsAt: dateOr(d.startsAt, at),
  endsAt: dateOr(d.endsAt, at),
  timeZone: str(d.timeZone, 'UTC'),
  durationMinutes: num(d.durationMinutes, 60),
  type: str(d.type, 'VIDEO'),
  location: strOrNull(d.location),
  interviewers: interviewersOf(d.interviewers),
  note: strOrNull(d.note),
  sequence: num(d.sequence, 0),
  remindAt: dateOrNull(d.remindAt),
});

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const interviewId = str(d.interviewId);
  if (!interviewId) return;
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const guard = and(eq(humanInterviews.interviewId, interviewId), lt(humanInterviews.lastPosition, position));
  const update = (values: PgUpdateSetSource<typeof humanInterviews>) =>
    tx
      .update(humanInterviews)
      .set({ ...values, updatedAt: at, lastPosition: position })
      .where(guard);
  switch (event.type) {
    case 'HumanInterviewScheduled':
      await tx
        .insert(humanInterviews)
        .values({
          interviewId,
          applicationId: str(d.applicationId),
          jobId: str(d.jobId),
          companyId: str(d.companyId),
          candidateId: strOrNull(d.candidateId),
          status: 'SCHEDULED',
          ...slotOf(d, at),
          organizerName: strOrNull(obj(d.organizer).name),
          ratings: [],
          scheduledAt: dateOr(d.scheduledAt, at),
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'HumanInterviewRescheduled':
      // A new version: its reminder is still to come.
      await update({ ...slotOf(d, at), reminderSentAt: null });
      return;
    case 'HumanInterviewCancelled':
      await update({ status: 'CANCELLED', sequence: num(d.sequence, 0), cancelReason: strOrNull(d.reason) });
      return;
    case 'HumanInterviewReminderSent':
      await update({ reminderSentAt: dateOr(d.sentAt, at) });
      return;
    case 'HumanInterviewRatingRequested':
      await update({ status: 'COMPLETED' });
      return;
    case 'HumanInterviewRated': {
      const [row] = await tx.select({ ratings: humanInterviews.ratings }).from(humanInterviews).where(guard);
      if (!row) return;
      const interviewerId = str(d.interviewerId);
      const rating: RatingEntry = {
        interviewerId,
        rating: num(d.rating, 0),
        comment: strOrNull(d.comment),
        ratedAt: str(d.ratedAt, at.toISOString()),
      };
      await update({
        ratings: [...row.ratings.filter((r) => r.interviewerId !== interviewerId), rating],
        score: Math.round(num(d.score, 0)),
      });
      return;
    }
  }
}

export const humanInterviewsProjection = withErasure(
  defineProjection({
    name: 'human-interviews',
    version: 2,
    tables: [humanInterviews],
    handles: [
      'HumanInterviewScheduled',
      'HumanInterviewRescheduled',
      'HumanInterviewCancelled',
      'HumanInterviewReminderSent',
      'HumanInterviewRatingRequested',
      'HumanInterviewRated',
    ],
    apply,
  }),
  eraseHumanInterviews,
);
