import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per interview (stream `interview-<id>`). */
export const interviews = pgTable(
  'interviews',
  {
    interviewId: text('interview_id').primaryKey(),
    applicationId: text('application_id').notNull(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id'),
    stage: text('stage').notNull(),
    round: integer('round').notNull(),
    status: text('status').notNull(),
    roomName: text('room_name').notNull(),
    scheduledAt: at('scheduled_at').notNull(),
    remindAt: at('remind_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    maxDurationMinutes: integer('max_duration_minutes').notNull(),
    reminderSentAt: at('reminder_sent_at'),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    aiScore: integer('ai_score'),
    aiRecommendation: text('ai_recommendation'),
    aiAnalysis: text('ai_analysis'),
    /** The language ai_analysis is written in; the analysis in each language it was written in. */
    aiAnalysisLanguage: text('ai_analysis_language'),
    aiAnalysisTranslations: jsonb('ai_analysis_translations').$type<Partial<Record<'en' | 'ar', string>>>(),
    insufficientEvidence: boolean('insufficient_evidence').notNull().default(false),
    evidence: jsonb('evidence').$type<{ about: string; quote: string }[]>(),
    breakdown: jsonb('breakdown').$type<Record<string, unknown>[]>(),
    provenance: jsonb('provenance').$type<Record<string, unknown>>(),
    scoredAt: at('scored_at'),
    recordingKey: text('recording_key'),
    recordingContentType: text('recording_content_type'),
    utteranceCount: integer('utterance_count').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.scheduledAt.desc()),
    index('interviews_company_status_idx').on(t.companyId, t.status, t.expiresAt),
    index('interviews_candidate_idx').on(t.candidateId, t.scheduledAt.desc()),
    index('interviews_room_idx').on(t.roomName),
  ],
);
export type InterviewRow = typeof interviews.$inferSelect;

/** The transcript: one row per utterance, keyed by the agent's seq. */
export const interviewUtterances = pgTable(
  'interview_utterances',
  {
    interviewId: text('interview_id').notNull(),
    seq: integer('seq').notNull(),
    speakerType: text('speaker_type').notNull(),
    text: text('text').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.interviewId, t.seq] })],
);
export type InterviewUtteranceRow = typeof interviewUtterances.$inferSelect;
