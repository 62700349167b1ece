export { ApplicationError, applicationErrors, messages as applicationMessages } from './errors.ts';
export {
  applicationEventTypes,
  applicationPriorities,
  applicationStatuses,
  evolveApplication,
  initialApplicationState,
  MAX_NOTE_LENGTH,
  noteSources,
  applicationStreamName,
  type Applicant,
  type ApplicationEvent,
  type ApplicationPriority,
  type ApplicationState,
  type NoteSource,
  type ApplicationStatus,
  type SentCv,
} from './application/application.ts';
export { applicationDecider, type ApplicationCommand } from './application/decide.ts';
export {
  candidateDisplayStatus,
  candidateStatusFilters,
  canChangeStatus,
  canWithdraw,
  hiringFunnelStages,
  isFinalStatus,
  type CandidateDisplayStatus,
  type CandidateStatusFilter,
  type HiringFunnelStage,
} from './application/status-machine.ts';
export {
  applyCaps,
  applyCountryCodes,
  defaultApplyCountryCode,
  hasPhoneDigits,
  isPhoneWithoutCountryCode,
  isPortfolioUrl,
  splitFullName,
} from './application/apply-rules.ts';
export { checkCvName, type NameCheck } from './application/name-check.ts';
export { applicantClaimStreamName, applicantKey } from './application/applicant-claim.ts';
export { cvEventTypes, cvsStreamName, type CvEvent, type CvStatus } from './cv/cvs.ts';
export { cvsDecider, type CvCommand } from './cv/decide.ts';
export { createFileSystemCvStorage, cvStorageKeyPattern, type CvStorage } from './storage/cv-storage.ts';
export { checkPdfBytes, type PdfCheck } from './storage/pdf-check.ts';
export { MAX_CV_BYTES } from './application/apply-rules.ts';
export { createCvService, type CvService } from './services/cvs.ts';
export { createApplicationsService, type ApplicationsService, type ApplyInput } from './services/applications.ts';
export type {
  ApplicationRequest,
  ApplicationsDeps,
  CvAnalysisOutcome,
  CvReadOutcome,
  JobForApplication,
} from './services/deps.ts';
export { readApplicationHistory, type ApplicationHistoryEntry } from './services/history.ts';
export { auditApplication, formatAudit, type ApplicationAudit, type AuditStep } from './tools/audit.ts';
export * from './personal-data.ts';
