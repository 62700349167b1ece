import type { InterviewStatus } from '../../api/interviews.ts';

export interface DashboardStats {
  activeJobs: number;
  totalJobs: number;
  totalApplications: number;
  hires: number;
  hireSuccessRate: number;
  totalViews: number;
}

export interface ScheduleEvent {
  id: string;
  /** The server's English title; screens build theirs from kind, stage, jobTitle and candidateName. */
  title: string;
  type: 'interview' | 'deadline' | 'meeting' | string;
  /** `human-interview`: an interview with people, at `at` (its start), set in `timeZone`. */
  kind?: 'interview' | 'human-interview' | 'deadline' | string | null;
  timeZone?: string | null;
  meeting?: 'VIDEO' | 'PHONE' | 'IN_PERSON' | string | null;
  interviewers?: string[] | null;
  stage?: 'FIRST' | 'SECOND' | string | null;
  jobTitle?: string | null;
  /** Null when the candidate has no name. */
  candidateName?: string | null;
  date?: string | null;
  time?: string | null;
  /** ISO date-time. */
  at: string;
  status?: InterviewStatus | null;
  interviewId?: string | null;
  roomId?: string | null;
  applicationId?: string | null;
  jobId?: string | null;
}
