/**
 * The application rules a browser needs as well as the server: the statuses and what may follow
 * which, priorities, the apply form's rules and caps. Browser-safe: the files it reaches import
 * nothing but each other (checked by `npm run boundaries` and rules.unit.test.ts).
 */
export {
  applicationPriorities,
  applicationStatuses,
  MAX_NOTE_LENGTH,
  type ApplicationPriority,
  type ApplicationStatus,
} from './application/application.ts';
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
  MAX_CV_BYTES,
  splitFullName,
  type ApplyCountryCode,
} from './application/apply-rules.ts';
