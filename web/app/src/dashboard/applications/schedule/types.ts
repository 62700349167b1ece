import type { MeetingType } from '@tawzeef/interviews/rules';

export { meetingTypes, type MeetingType } from '@tawzeef/interviews/rules';
/** An interview held by people, as GET /api/company/human-interviews/{id} answers it. */
export interface HumanInterview {
  id: string;
  kind: 'HUMAN';
  applicationId: string;
  jobId: string;
  candidateId: string | null;
  status: 'SCHEDULED' | 'CANCELLED' | 'COMPLETED';
  /** UTC instants. */
  startsAt: string;
  endsAt: string;
  /** The IANA zone it was chosen in, and its date and time there. */
  timeZone: string;
  local: { date: string; time: string };
  durationMinutes: number;
  type: MeetingType;
  location: string | null;
  interviewers: { id: string; name: string; email: string }[];
  note: string | null;
  sequence: number;
  remindAt: string | null;
  reminderSentAt: string | null;
  organizerName: string | null;
  cancelReason: string | null;
  ratings: { interviewerId: string; name: string; rating: number; comment: string | null; ratedAt: string }[];
  /** HR Interview: the mean rating as a percent. */
  score: number | null;
  candidate: { firstName: string; lastName: string };
  job: { id: string; title: string; company: { name: string } };
}

/** The scheduling form's choices. */
export interface ScheduleOptions {
  defaultTimeZone: string;
  timeZones: string[];
  types: MeetingType[];
  durationMinutes: { min: number; max: number };
  members: { id: string; name: string; email: string }[];
}

/** What the form sends: a local date and time in `timeZone`. */
export interface SlotInput {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  type: MeetingType;
  location: string | null;
  interviewerIds: string[];
  note: string | null;
}

export interface BulkScheduleResult {
  succeeded: number;
  failed: number;
  results: { id: string; ok: boolean; interviewId?: string; code?: string; detail?: string }[];
}
