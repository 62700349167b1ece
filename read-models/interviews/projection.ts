import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { interviewEventTypes } from '@tawzeef/interviews';
import type { RecordedEvent } from '@tawzeef/shared';
import type { ReadModelTx } from '../db.ts';
import { defineProjection, occurredAtOf } from '../runner/projection.ts';
import { bool, num, str, strOrNull } from '../runner/fields.ts';
import { interviews, interviewUtterances } from './schema.ts';
import { withErasure } from '../erasure/with-erasure.ts';
import { eraseInterviews } from './erasure.ts';

type Data = Record<string, unknown>;
const obj = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const dateOr = (value: unknown, fallback: Date) => (typeof value === 'string' ? new Date(value) : fallback);
/** { en, ar } texts of an event, the strings only (never throws on an older or odd shape). */
const translationsOf = (value: unknown): Partial<Record<'en' | 'ar', string>> =>
  Object.fromEntries(
    Object.entries(obj(value)).filter(([k, v]) => (k === 'en' || k === 'ar') && typeof v === 'string' && v.trim()),
  ) as Partial<Record<'en' | 'ar', string>>;

async function apply(tx: ReadModelTx, event: RecordedEvent) {
  const d = obj(event.data);
  const interviewId = str(d.interviewId);
  if (!interviewId) return;
  const position = Number(event.globalPosition);
  const at = occurredAtOf(event) ?? new Date(0);
  const guard = and(eq(interviews.interviewId, interviewId), lt(interviews.lastPosition, position));
  const update = (values: PgUpdateSetSource<typeof interviews>) =>
    tx
      .update(interviews)
      .set({ ...values, updatedAt: at, lastPosition: position })
      .where(guard);
  switch (event.type) {
    case 'InterviewScheduled':
      await tx
        .insert(interviews)
        .values({
          interviewId,
          applicationId: str(d.applicationId),
          jobId: str(d.jobId),
          companyId: str(d.companyId),
          candidateId: strOrNull(d.candidateId),
          stage: str(d.stage, 'FIRST'),
          round: num(d.round, 1),
          status: 'SCHEDULED',
          roomName: str(d.roomName),
          scheduledAt: dateOr(d.scheduledAt, at),
          remindAt: dateOr(d.remindAt, at),
          expiresAt: dateOr(d.expiresAt, at),
          maxDurationMinutes: num(d.maxDurationMinutes, 45),
          updatedAt: at,
          lastPosition: position,
        })
        .onConflictDoNothing();
      return;
    case 'InterviewReminderSent':
      await update({ reminderSentAt: dateOr(d.sentAt, at) });
      return;
    case 'InterviewStarted':
      await update({ status: 'IN_PROGRESS', startedAt: dateOr(d.startedAt, at) });
      return;
    case 'TranscriptUtteranceRecorded': {
      const inserted = await tx
        .insert(interviewUtterances)
        .values({
          interviewId,
          seq: num(d.seq, 0),
          speakerType: str(d.speakerType, 'SYSTEM'),
          text: str(d.text),
          at: dateOr(d.at, at),
        })
        .onConflictDoNothing()
        .returning({ seq: interviewUtterances.seq });
      if (inserted.length) await update({ utteranceCount: sql`${interviews.utteranceCount} + 1` });
      return;
    }
    case 'InterviewCompleted':
      await update({
        status: 'COMPLETED',
        endedAt: dateOr(d.completedAt, at),
        endReason: str(d.reason, 'AGENT_ENDED'),
      });
      return;
    case 'InterviewExpired':
      await update({ status: 'EXPIRED', endedAt: dateOr(d.expiredAt, at), endReason: 'EXPIRED' });
      return;
    case 'InterviewCancelled':
      await update({ status: 'CANCELLED', endedAt: dateOr(d.cancelledAt, at), endReason: 'CANCELLED' });
      return;
    case 'InterviewScored':
      await update({
        aiScore: typeof d.aiScore === 'number' ? Math.round(d.aiScore) : null,
        aiRecommendation: strOrNull(d.aiRecommendation),
        aiAnalysis: str(d.analysis),
        aiAnalysisLanguage: d.analysisLanguage === 'ar' ? 'ar' : 'en',
        aiAnalysisTranslations: translationsOf(d.analysisTranslations),
        insufficientEvidence: bool(d.insufficientEvidence),
        evidence: Array.isArray(d.evidence) ? (d.evidence as { about: string; quote: string }[]) : [],
        breakdown: Array.isArray(d.breakdown) ? (d.breakdown as Record<string, unknown>[]) : [],
        provenance: typeof d.provenance === 'object' && d.provenance !== null ? (d.provenance as Data) : null,
        scoredAt: dateOr(d.scoredAt, at),
      });
      return;
    case 'RecordingAttached':
      await update({ recordingKey: strOrNull(d.storageKey), recordingContentType: strOrNull(d.contentType) });
      return;
  }
}

export const interviewsProjection = withErasure(
  defineProjection({
    name: 'interviews',
    version: 2,
    tables: [interviews, interviewUtterances],
    handles: interviewEventTypes,
    apply,
  }),
  eraseInterviews,
);
