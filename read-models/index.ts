export { createReadModelDb, closeReadModelDb } from './db.ts';
export type { ReadModelDb, ReadModelTx, ReadModelExecutor } from './db.ts';
export { runMigrations, migrationsFolder } from './migrate.ts';
export {
  allProjections,
  applicationsProjectionNames,
  communicationsProjectionNames,
  identityProjectionNames,
  humanInterviewsProjectionNames,
  interviewsProjectionNames,
  jobsProjectionNames,
  notificationsProjectionNames,
  reviewRequestsProjectionNames,
  retentionProjectionNames,
} from './projections.ts';
export { readModelQueries, type ReadModelQueries } from './queries.ts';

export { defineProjection, ProjectionApplyError, streamTypeOf, occurredAtOf } from './runner/projection.ts';
export type { Projection } from './runner/projection.ts';
export { createProjectionRunner } from './runner/runner.ts';
export type { ProjectionRunner, ProjectionRunnerOptions, RunnerLogger } from './runner/runner.ts';
export { readProjectionStatus } from './runner/status.ts';
export type { ProjectionState, ProjectionStatus } from './runner/status.ts';
export { waitForProjections } from './runner/wait.ts';
export { createReactor, type Reaction, type Reactor, type ReactorOptions } from './runner/reactor.ts';
export { rebuildProjection, rebuildProjections, RebuildInProgressError } from './runner/rebuild.ts';
export type { RebuildOptions, RebuildResult } from './runner/rebuild.ts';
export { readCheckpoints } from './runner/checkpoints.ts';
export { projectionCheckpoints } from './runner/schema.ts';

export { InvalidQueryError, MAX_PAGE_SIZE } from './query/list.ts';
export type { ListParams, ListResult, SortOrder } from './query/list.ts';

export { auditLog, type AuditLogRow } from './audit-log/schema.ts';
export { auditLogProjection } from './audit-log/projection.ts';
export { decisionLogEntries, type DecisionLogRow } from './decision-log/schema.ts';
export { decisionLogProjection } from './decision-log/projection.ts';
export { listDecisionLog, eachDecisionLogEntry, eraseDecisionLogOf } from './decision-log/query.ts';
export type { DecisionLogEntry, DecisionLogFilter } from './decision-log/query.ts';
export { listAuditLog, getAuditLogEntry, auditLogSortable } from './audit-log/query.ts';
export type { AuditLogEntry, AuditLogFilter } from './audit-log/query.ts';

export { streamSummary, type StreamSummaryRow } from './stream-summary/schema.ts';
export { streamSummaryProjection } from './stream-summary/projection.ts';
export { listStreamSummaries, getStreamSummary, streamSummarySortable } from './stream-summary/query.ts';
export type { StreamSummary, StreamSummaryFilter } from './stream-summary/query.ts';

export { users, type UserRow } from './users/schema.ts';
export { usersProjection } from './users/projection.ts';
export type { TeamMember, TeamMemberFilter } from './users/query.ts';
export { companies, type CompanyRow } from './companies/schema.ts';
export { companiesProjection } from './companies/projection.ts';
export { candidateProfiles, type CandidateProfileRow } from './candidate-profiles/schema.ts';
export { candidateProfilesProjection } from './candidate-profiles/projection.ts';
export {
  jobs,
  jobCompanies,
  jobApplications,
  jobViews,
  savedJobs,
  type JobRow,
  type JobCompanyRow,
} from './jobs/schema.ts';
export { jobsProjection } from './jobs/projection.ts';
export { jobColumns, fieldsOf } from './jobs/row.ts';
export type { CompanyJobFilter, CompanyJobStats, JobWithExtras } from './jobs/company-query.ts';
export { recountBoard } from './jobs/board.ts';
export { boardSearchQuery, TYPO_SIMILARITY } from './jobs/board-search.ts';
export type { BoardPage, BoardQuery, BoardSearchEngine, BoardSort } from './jobs/public-query.ts';
export { BOARD_COUNT_CAP, postgresBoardSearch } from './jobs/public-query.ts';
export { boardDocument, type BoardDocument } from './jobs/opensearch/document.ts';
export { createOpenSearchBoard, type OpenSearchBoard } from './jobs/opensearch/engine.ts';
export { createBoardIndexSync, type BoardIndexSync } from './jobs/opensearch/sync.ts';
export { savedJobsProjection } from './saved-jobs/projection.ts';
export type { SavedJobRow } from './saved-jobs/query.ts';

export {
  applications,
  applicationNotes,
  candidateCvs,
  type ApplicationNoteRow,
  type ApplicationRow,
  type CandidateCvRow,
} from './applications/schema.ts';
export type {
  ApplicationCounts,
  ApplicationNote,
  CompanyApplication,
  CompanyApplicationFilter,
  CompanyApplicationProfile,
} from './applications/company-query.ts';
export { applicationsProjection } from './applications/projection.ts';
export { candidateStatusFilters } from './applications/query.ts';
export type { CandidateApplication, CandidateStatusFilter } from './applications/query.ts';
export {
  activeCvProfile,
  experienceFit,
  experiencePosition,
  experienceRange,
  recommendJobs,
  LEVEL_YEARS,
  MATCH_WEIGHTS,
  TITLE_SIMILARITY,
} from './recommendations/query.ts';
export type { ActiveCvProfile, CandidateFit, ExperiencePosition, RecommendedJob } from './recommendations/query.ts';
export {
  createJobMatchIndex,
  skillKeys,
  type IndexedJob,
  type JobMatchIndex,
  type SkillCanonicaliser,
} from './recommendations/job-index.ts';

export { communications, type CommunicationRow } from './communications/schema.ts';
export { communicationsProjection } from './communications/projection.ts';
export { communicationSortFields } from './communications/query.ts';
export type {
  ApplicationContact,
  CommunicationFilter,
  CommunicationSort,
  CommunicationStats,
  CommunicationWithJob,
} from './communications/query.ts';

export { notifications, type NotificationRow } from './notifications/schema.ts';
export { notificationsProjection } from './notifications/projection.ts';
export { renderText, type NotificationLanguage } from './notifications/texts.ts';
export { notificationSortFields } from './notifications/query.ts';
export type { NotificationListQuery, NotificationSort } from './notifications/query.ts';
export { analyticsProjection } from './analytics/projection.ts';
export { analyticsPeriods, analyticsWindow, currencyOfCountry, type AnalyticsPeriod } from './analytics/query.ts';
export { contributionOf, hireDaysOf, type AnalyticsRow } from './analytics/row.ts';
export { bucketRowsOf as analyticsBucketRowsOf, columnOf as analyticsColumnOf } from './analytics/buckets.ts';
export type { AnalyticsSummary } from './analytics/summary.ts';

export { interviews, interviewUtterances, type InterviewRow, type InterviewUtteranceRow } from './interviews/schema.ts';
export { interviewsProjection } from './interviews/projection.ts';
export type { InterviewWithNames, ScheduleItem } from './interviews/query.ts';
export {
  humanInterviews,
  type HumanInterviewRow,
  type InterviewerEntry,
  type RatingEntry,
} from './human-interviews/schema.ts';
export { humanInterviewsProjection } from './human-interviews/projection.ts';
export type { HumanInterviewWithNames } from './human-interviews/query.ts';

export { reviewRequests, type ReviewRequestRow } from './review-requests/schema.ts';
export { reviewRequestsProjection } from './review-requests/projection.ts';
export { retentionApplications, type RetentionApplicationRow } from './retention/schema.ts';
export { retentionProjection } from './retention/projection.ts';
export type { RetentionCandidate } from './retention/query.ts';

export { selfIdentifications, type SelfIdentificationRow } from './self-identification/schema.ts';
export {
  biasAuditInput,
  deleteSelfIdentification,
  saveSelfIdentification,
  sealedSelfIdentification,
  type BiasAuditInputRow,
} from './self-identification/query.ts';
export {
  deletePersonalRows,
  erasureTargetsOfApplications,
  erasureTargetsOfCandidate,
  type ErasureTargets,
} from './erasure/query.ts';
