export { InterviewError, interviewErrors } from './errors.ts';
export {
  completionReasons,
  evolveInterview,
  initialInterviewState,
  interviewEventTypes,
  interviewStages,
  interviewStatuses,
  interviewStreamName,
  roomNameOf,
  speakerTypes,
  transcriptOf,
  type CompletionReason,
  type InterviewEvent,
  type InterviewRecommendation,
  type InterviewStage,
  type InterviewState,
  type InterviewStatus,
  type JoinPolicy,
  type SpeakerType,
  type Utterance,
} from './interview/interview.ts';
export { decideInterview, interviewDecider, LATE_UTTERANCE_MS, type InterviewCommand } from './interview/decide.ts';
export { interviewMail, interviewMailKey, joinUrlOf, type InterviewMailFacts } from './interview/invitation-mail.ts';
export { checkEvidence, checkRejection, MIN_ANSWERS, MIN_CANDIDATE_WORDS } from './interview/evidence.ts';
export { countedTranscript, DEFAULT_MIN_CONFIDENCE, notUnderstood, unclearAnswers } from './interview/answers.ts';
export {
  contentTypeOfKey,
  createFileSystemRecordingStorage,
  recordingKeyPattern,
  type RecordingStorage,
} from './storage/recordings.ts';
export { createInterviewsService, interviewIdOf, type InterviewsService } from './services/interviews.ts';
export { interviewSessionsOf } from './services/agent-sessions.ts';
export type {
  AiInterviewScore,
  InterviewBriefing,
  InterviewContext,
  InterviewRequest,
  InterviewSettings,
  InterviewsDeps,
} from './services/deps.ts';
export {
  interviewSettingsStreamName,
  settingsLimits,
  type InterviewSettingsChanged,
  type JobInterviewSettings,
} from './settings/settings.ts';
export {
  evolveHumanInterview,
  humanInterviewEventTypes,
  humanInterviewStatuses,
  humanInterviewStreamName,
  initialHumanInterviewState,
  MAX_RATING,
  meetingTypes,
  MIN_RATING,
  scoreOf,
  type HumanInterviewEvent,
  type HumanInterviewState,
  type HumanInterviewStatus,
  type Interviewer,
  type InterviewSlot,
  type MeetingType,
  type Person,
  type Rating,
} from './human/human-interview.ts';
export {
  closedApplicationStatuses,
  decideHumanInterview,
  humanInterviewDecider,
  reminderAt,
  slotLimits,
  type HumanInterviewCommand,
  type SlotInput,
} from './human/decide.ts';
export {
  companyTimeZone,
  countryTimeZones,
  isTimeZoneName,
  regionTimeZones,
  wallTimeIn,
  zonedInstant,
} from './human/zoned-time.ts';
export {
  createHumanInterviewsService,
  type HumanInterviewRequest,
  type HumanInterviewsDeps,
  type HumanInterviewsService,
  type SchedulableApplication,
  type SlotForm,
} from './services/human-interviews.ts';
export { calendarUid, interviewCalendar, type CalendarFacts, type CalendarInvitation } from './human/calendar.ts';
export {
  candidateInterviewMail,
  interviewerInterviewMail,
  whenIn,
  type HumanInterviewMailFacts,
  type HumanInterviewMailKind,
  type InterviewerMailKind,
} from './human/mails.ts';
export * from './personal-data.ts';
