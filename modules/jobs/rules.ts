/**
 * The job rules a browser needs as well as the server: option lists, length caps, salary buckets and
 * the board's filters. Browser-safe: the files it reaches import nothing but each other (checked by
 * `npm run boundaries` and rules.unit.test.ts).
 */
export {
  caps,
  educationLevels,
  experiencePresets,
  interviewLanguages,
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
export { salaryBuckets, type SalaryBucket } from './job/salary.ts';
export {
  boardExperienceLevels,
  boardFilters,
  boardSorts,
  type BoardExperienceLevel,
  type BoardFilter,
  type BoardSort,
} from './job/board-options.ts';
export { boardIndustries, type BoardIndustry } from './search/sectors.ts';
