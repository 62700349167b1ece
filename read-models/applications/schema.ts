import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

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
 * One row per application: the candidate's list and details, the company's per-job list, pipeline, counters,
 * CSV and profile.
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
    /** high 3, medium 2, low 1: sorting by priority means by urgency, not alphabetically. */
    priorityRank: integer('priority_rank').notNull().default(2),
    /** The stream version after the last event applied: the `expectedVersion` a recruiter sends back. */
    version: integer('version').notNull().default(0),
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
    experienceYears: real('experience_years'),
    /** Filled by the AI interviews (issue 7); null until then. */
    interview1Score: integer('interview1_score'),
    interview2Score: integer('interview2_score'),
    hrInterviewScore: integer('hr_interview_score'),
    /** The mean of the known interview scores, else the CV score. */
    overallScore: integer('overall_score'),
    /** Lower-case name, e-mail and matched skills: what the lists' search box matches (with the job title). */
    searchText: text('search_text').notNull().default(''),
    withdrawalReason: text('withdrawal_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('applications_candidate_idx').on(t.candidateId, t.appliedAt.desc()),
    // Filters by status and priority (its rank, which the priority filter uses), then in applied order.
    index('applications_company_list_idx').on(t.companyId, t.status, t.priorityRank, t.appliedAt, t.applicationId),
    index('applications_job_list_idx').on(t.jobId, t.status, t.priorityRank, t.appliedAt, t.applicationId),
    // The pipeline's sorts, with the tie-breaker: a page is read from the index in order, in either direction
    // (the scores keep nulls last both ways, so they need one index per direction).
    index('applications_company_recent_idx').on(t.companyId, t.appliedAt, t.applicationId),
    index('applications_company_priority_idx').on(t.companyId, t.priorityRank, t.applicationId),
    index('applications_company_ai_score_desc_idx').on(
      t.companyId,
      t.cvAnalysisScore.desc(),
      t.applicationId.desc().nullsFirst(),
    ),
    index('applications_company_ai_score_asc_idx').on(t.companyId, t.cvAnalysisScore, t.applicationId),
    index('applications_company_overall_desc_idx').on(
      t.companyId,
      t.overallScore.desc(),
      t.applicationId.desc().nullsFirst(),
    ),
    index('applications_company_overall_asc_idx').on(t.companyId, t.overallScore, t.applicationId),
    index('applications_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('applications_cv_key_idx').on(t.cvStorageKey),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Notes on an application, written by recruiters (USER) or the platform (AI, SYSTEM). */
export const applicationNotes = pgTable(
  'application_notes',
  {
    noteId: text('note_id').primaryKey(),
    applicationId: text('application_id').notNull(),
    source: text('source').notNull(),
    authorId: text('author_id'),
    text: text('text').notNull(),
    provenance: jsonb('provenance').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPosition: bigint('last_position', { mode: 'number' }).notNull(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt.desc())],
);
export type ApplicationNoteRow = typeof applicationNotes.$inferSelect;
