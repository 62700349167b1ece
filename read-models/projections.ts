import { analyticsProjection } from './analytics/projection.ts';
import { applicationsProjection } from './applications/projection.ts';
import { auditLogProjection } from './audit-log/projection.ts';
import { candidateProfilesProjection } from './candidate-profiles/projection.ts';
import { communicationsProjection } from './communications/projection.ts';
import { companiesProjection } from './companies/projection.ts';
import { decisionLogProjection } from './decision-log/projection.ts';
import { humanInterviewsProjection } from './human-interviews/projection.ts';
import { interviewsProjection } from './interviews/projection.ts';
import { jobsProjection } from './jobs/projection.ts';
import { notificationsProjection } from './notifications/projection.ts';
import { retentionProjection } from './retention/projection.ts';
import { reviewRequestsProjection } from './review-requests/projection.ts';
import type { Projection } from './runner/projection.ts';
import { savedJobsProjection } from './saved-jobs/projection.ts';
import { streamSummaryProjection } from './stream-summary/projection.ts';
import { usersProjection } from './users/projection.ts';

/** Every read model the runner feeds and `read-models:rebuild` knows. Add new ones here. */
export const allProjections: readonly Projection[] = [
  auditLogProjection,
  streamSummaryProjection,
  usersProjection,
  companiesProjection,
  candidateProfilesProjection,
  jobsProjection,
  savedJobsProjection,
  applicationsProjection,
  communicationsProjection,
  notificationsProjection,
  analyticsProjection,
  interviewsProjection,
  humanInterviewsProjection,
  reviewRequestsProjection,
  decisionLogProjection,
  retentionProjection,
];

/** What identity writes wait for before answering, so the caller's next read sees the write. */
export const identityProjectionNames = [
  usersProjection.name,
  companiesProjection.name,
  candidateProfilesProjection.name,
] as const;

/** What job writes wait for before answering. */
export const jobsProjectionNames = [jobsProjection.name, savedJobsProjection.name] as const;

/** What CV and application writes wait for before answering. */
export const applicationsProjectionNames = [applicationsProjection.name] as const;

/** What communication writes wait for before answering. */
export const communicationsProjectionNames = [communicationsProjection.name] as const;

/** What notification writes (read, read all, delete) wait for before answering. */
export const notificationsProjectionNames = [notificationsProjection.name] as const;

/** What interview writes wait for before answering. */
export const interviewsProjectionNames = [interviewsProjection.name] as const;

/** What scheduling, rescheduling, cancelling and rating an interview held by people wait for before answering. */
export const humanInterviewsProjectionNames = [humanInterviewsProjection.name, applicationsProjection.name] as const;

/** What a human review request and its answer wait for: the request, the company's notification, a cancelled AI interview. */
export const reviewRequestsProjectionNames = [
  reviewRequestsProjection.name,
  notificationsProjection.name,
  interviewsProjection.name,
] as const;

/** What placing or lifting a legal hold waits for (issue #22's retention). */
export const retentionProjectionNames = [retentionProjection.name] as const;
