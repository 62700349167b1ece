import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A candidate's CV list (projection applications). Deleted CVs leave the table. */
export const candidateCvs = pgTable(
  'candidate_cvs',
  {
    cvId: text('cv_id').primaryKey(),
    candidateId: text('candidate_id').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    isActive: boolean('is_active').notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    /** The profile the AI engine extracted, for prefilling and recommendations. */
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [index('candidate_cvs_candidate_idx').on(t.candidateId, t.uploadedAt)],
);
export type CandidateCvRow = typeof candidateCvs.$inferSelect;

/**
 * One row per application: the candidate's list and details now, the company's per-job list, pipeline,
 * counters and CSV later (hence the company and status indexes and the searchable applicant columns).
 */
export const applications = pgTable(
  'applications',
  {
    applicationId: text('application_id').primaryKey(),
    jobId: text('job_id').notNull(),
    companyId: text('company_id').notNull(),
    candidateId: text('candidate_id'),
    source: text('source').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code'),
    phone: text('phone'),
    portfolioUrl: text('portfolio_url'),
    coverLetter: text('cover_letter'),
    expectedSalary: text('expected_salary'),
    noticePeriod: text('notice_period'),
    cvId: text('cv_id'),
    cvStorageKey: text('cv_storage_key').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    cvFileSize: bigint('cv_file_size', { mode: 'number' }).notNull(),
    /** PENDING until the hiring workflow records CvAnalyzed (DONE) or CvAnalysisFailed (FAILED). */
    analysisStatus: text('analysis_status').notNull(),
    cvAnalysisScore: integer('cv_analysis_score'),
    cvAnalysis: jsonb('cv_analysis').$type<Record<string, unknown>>(),
    analysisProvenance: jsonb('analysis_provenance').$type<Record<string, unknown>>(),
    analysisError: jsonb('analysis_error').$type<{ code: string; message: string }>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('applications_candidate_idx').on(t.candidateId, t.appliedAt.desc()),
    index('applications_company_idx').on(t.companyId, t.status, t.appliedAt.desc()),
    index('applications_job_idx').on(t.jobId, t.status, t.appliedAt.desc()),
    index('applications_cv_key_idx').on(t.cvStorageKey),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;
