/**
 * The interview rules a browser needs as well as the server: meeting types, statuses and rating bounds of the
 * interviews people hold, their limits and which applications may get one, and the limits of the per-job
 * interview timers. Browser-safe: the files it reaches
 * import nothing but each other (checked by `npm run boundaries` and web/app/src/rules.unit.test.ts).
 */
export {
  humanInterviewStatuses,
  MAX_RATING,
  meetingTypes,
  MIN_RATING,
  type HumanInterviewStatus,
  type MeetingType,
} from './human/human-interview.ts';
export { closedApplicationStatuses, slotLimits } from './human/limits.ts';
export { settingsLimits } from './settings/limits.ts';
