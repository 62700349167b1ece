import { NO_PERSONAL_DATA, subjectAt, classifyPersonalData } from '@tawzeef/shared';
import type { HumanInterviewEvent } from './human/human-interview.ts';
import type { InterviewEvent } from './interview/interview.ts';
import type { InterviewSettingsChanged } from './settings/settings.ts';

const application = subjectAt('applicationId');

/** Where and with whom an interview with people happens, and the note to the candidate. */
const slot = ['location', 'note', 'interviewers.*.name', 'interviewers.*.email'];

/**
 * Interviews' personal data, sealed with the application's id: the transcript, the AI's analysis with its quoted
 * evidence, and for interviews with people the meeting details, the people's names and e-mails, reasons and
 * comments. A transcript line carries its application id since issue #22 (older lines get it from the migration).
 */
export const interviewsPersonalData = classifyPersonalData<
  (InterviewEvent | HumanInterviewEvent | InterviewSettingsChanged)['type']
>()({
  InterviewScheduled: NO_PERSONAL_DATA,
  InterviewReminderSent: NO_PERSONAL_DATA,
  InterviewStarted: NO_PERSONAL_DATA,
  TranscriptUtteranceRecorded: { subject: application, fields: ['text'] },
  InterviewCompleted: NO_PERSONAL_DATA,
  InterviewExpired: NO_PERSONAL_DATA,
  InterviewCancelled: NO_PERSONAL_DATA,
  InterviewScored: {
    subject: application,
    fields: ['analysis', 'analysisTranslations', 'breakdown.*.explanation', 'evidence'],
  },
  RecordingAttached: NO_PERSONAL_DATA,
  InterviewSettingsChanged: NO_PERSONAL_DATA,
  HumanInterviewScheduled: { subject: application, fields: [...slot, 'organizer.name', 'organizer.email'] },
  HumanInterviewRescheduled: { subject: application, fields: slot },
  HumanInterviewCancelled: { subject: application, fields: ['reason'] },
  HumanInterviewReminderSent: NO_PERSONAL_DATA,
  HumanInterviewRatingRequested: NO_PERSONAL_DATA,
  HumanInterviewRated: { subject: application, fields: ['comment'] },
});
