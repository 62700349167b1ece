export { JobError, jobErrors, type JobErrorStatus } from './errors.ts';
export {
  caps,
  countryOfLocation,
  educationLevels,
  experiencePresets,
  interviewLanguages,
  isKnownLocation,
  jobCountries,
  jobIndustries,
  jobLevels,
  jobLocations,
  jobStatuses,
  jobTypes,
  workTypes,
  type InterviewLanguage,
  type JobCountry,
  type JobIndustry,
  type JobLevel,
  type JobStatus,
  type JobType,
  type WorkType,
} from './job/options.ts';
export {
  asciiDigits,
  monthlyBounds,
  parseSalary,
  salaryBuckets,
  type SalaryBucket,
  type SalaryPeriod,
  type SalaryRange,
} from './job/salary.ts';
export {
  cleanSkills,
  deadlineInFuture,
  deadlineInstant,
  emptyJobFields,
  mergeJobInput,
  questionList,
  type JobFields,
  type JobInput,
} from './job/fields.ts';
export {
  DEADLINE_IN_PAST,
  PROMPT_TOO_LONG,
  experienceRange,
  requiredMessages,
  validateJob,
  type JobFieldError,
  type ValidationMode,
} from './job/validate.ts';
export { jobStreamName, jobEventTypes, type JobEvent, type JobState } from './job/job.ts';
export { allowedActions, jobDecider, type JobAction, type JobCommand } from './job/decide.ts';
export {
  savedJobsDecider,
  savedJobsStreamName,
  type SavedJobsCommand,
  type SavedJobsEvent,
} from './saved/saved-jobs.ts';
export {
  boardExperienceLevels,
  boardFilters,
  boardSorts,
  type BoardExperienceLevel,
  type BoardFilter,
  type BoardSort,
} from './job/board-options.ts';
export { normalizeSearchText, prefixTsQuery, searchWords } from './search/normalize.ts';
export { indexedBodyText, queryWords } from './search/stop-words.ts';
export { boardIndustries, isDirectorJob, sectorsOf, type BoardIndustry } from './search/sectors.ts';
export {
  createJobsService,
  type JobRequest,
  type JobsDeps,
  type JobsService,
  type JobWriteResult,
} from './services/jobs.ts';
export * from './personal-data.ts';
