import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  candidateIdByEmail,
  companyReceivedCv,
  getCandidateApplication,
  getCandidateCv,
  getCompanyApplication,
  jobForAnalysis,
  listCandidateApplications,
  listCandidateCvs,
  openJobForApplication,
  type CandidateStatusFilter,
} from './applications/query.ts';
import {
  applicationOwners,
  companyApplicationCounts,
  eachCompanyApplication,
  getCompanyApplicationProfile,
  listApplicationNotes,
  listCompanyApplications,
  userNames,
  type CompanyApplicationFilter,
} from './applications/company-query.ts';
import {
  applicationContact,
  applicationsByPhoneTail,
  candidateContact,
  communicationIdByProviderId,
  communicationStats,
  companyHasJob,
  companyName,
  eachCommunication,
  getCommunication,
  latestCommunicationByPhone,
  listCommunications,
  type CommunicationFilter,
  type CommunicationSort,
} from './communications/query.ts';
import { companyAnalytics, type AnalyticsPeriod } from './analytics/query.ts';
import {
  digestRecipients,
  getNotification,
  listNotifications,
  notificationsBetween,
  pendingMentionMails,
  unreadNotificationCount,
  unreadNotificationsSince,
  weeklyFigures,
  weeklyReportRecipients,
  type NotificationListQuery,
} from './notifications/query.ts';
import {
  companySchedule,
  getInterview,
  getInterviewByRoom,
  interviewContext,
  interviewRecommendations,
  interviewsOfApplication,
  interviewsOfCandidate,
  interviewsOfCandidateForJob,
  previewTranscripts,
  transcriptOf,
} from './interviews/query.ts';
import {
  getHumanInterview,
  humanInterviewsOfApplication,
  humanInterviewsOfCandidate,
  upcomingHumanInterviews,
} from './human-interviews/query.ts';
import { getAuditLogEntry, listAuditLog, type AuditLogFilter } from './audit-log/query.ts';
import {
  openReviewRequestCount,
  reviewRequestsOfCandidateApplication,
  reviewRequestsOfCompanyApplication,
} from './review-requests/query.ts';
import { retentionCandidates, retentionOfApplication, retentionRecipients } from './retention/query.ts';
import type { ListParams } from './query/list.ts';
import { getCandidateProfile } from './candidate-profiles/query.ts';
import { getCompany } from './companies/query.ts';
import { companyJobStats, getCompanyJob, listCompanyJobs, type CompanyJobFilter } from './jobs/company-query.ts';
import {
  countJobView,
  featuredJobs,
  getPublicJob,
  isPublicJob,
  jobsPastDeadline,
  listBoard,
  sitemapJobs,
  type BoardQuery,
  type BoardSearchEngine,
} from './jobs/public-query.ts';
import { listSavedJobs } from './saved-jobs/query.ts';
import { getUser, listTeamMembers, type TeamMemberFilter } from './users/query.ts';
import { getStreamSummary, listStreamSummaries, type StreamSummaryFilter } from './stream-summary/query.ts';

/** The read side's queries bound to one database, as the HTTP layer injects them. */
export function readModelQueries(db: NodePgDatabase, options: { boardSearch?: BoardSearchEngine } = {}) {
  return {
    auditLog: {
      list: (params?: ListParams<AuditLogFilter>) => listAuditLog(db, params),
      one: (position: number) => getAuditLogEntry(db, position),
    },
    streamSummary: {
      list: (params?: ListParams<StreamSummaryFilter>) => listStreamSummaries(db, params),
      one: (streamName: string) => getStreamSummary(db, streamName),
    },
    users: {
      one: (userId: string) => getUser(db, userId),
      teamMembers: (companyId: string, params?: ListParams<TeamMemberFilter>) => listTeamMembers(db, companyId, params),
    },
    companies: { one: (companyId: string) => getCompany(db, companyId) },
    candidateProfiles: { one: (candidateId: string) => getCandidateProfile(db, candidateId) },
    companyJobs: {
      list: (companyId: string, params?: ListParams<CompanyJobFilter>) => listCompanyJobs(db, companyId, params),
      one: (companyId: string, jobId: string) => getCompanyJob(db, companyId, jobId),
      stats: (companyId: string) => companyJobStats(db, companyId),
    },
    board: {
      list: (query: BoardQuery, now: Date) => listBoard(db, query, now, options.boardSearch),
      featured: (limit: number, now: Date) => featuredJobs(db, limit, now),
      one: (jobId: string, now: Date) => getPublicJob(db, jobId, now),
      isPublic: (jobId: string, now: Date) => isPublicJob(db, jobId, now),
      countView: (jobId: string) => countJobView(db, jobId),
      sitemap: (now: Date) => sitemapJobs(db, now),
      pastDeadline: (now: Date) => jobsPastDeadline(db, now),
    },
    savedJobs: { list: (userId: string, now: Date) => listSavedJobs(db, userId, now) },
    cvs: {
      list: (candidateId: string) => listCandidateCvs(db, candidateId),
      one: (candidateId: string, cvId: string) => getCandidateCv(db, candidateId, cvId),
      receivedBy: (companyId: string, storageKey: string) => companyReceivedCv(db, companyId, storageKey),
    },
    applications: {
      ofCandidate: (candidateId: string, options: { status?: CandidateStatusFilter; start: number; end: number }) =>
        listCandidateApplications(db, candidateId, options),
      oneOfCandidate: (candidateId: string, id: string) => getCandidateApplication(db, candidateId, id),
      oneOfCompany: (companyId: string, applicationId: string) => getCompanyApplication(db, companyId, applicationId),
      candidateIdByEmail: (normalizedEmail: string) => candidateIdByEmail(db, normalizedEmail),
      openJob: (jobId: string, now: Date) => openJobForApplication(db, jobId, now),
      jobForAnalysis: (jobId: string) => jobForAnalysis(db, jobId),
    },
    companyApplications: {
      list: (companyId: string, params?: ListParams<CompanyApplicationFilter>) =>
        listCompanyApplications(db, companyId, params),
      each: (companyId: string, params: Omit<ListParams<CompanyApplicationFilter>, 'range'>) =>
        eachCompanyApplication(db, companyId, params),
      counts: (companyId: string, jobIds?: string[]) => companyApplicationCounts(db, companyId, jobIds),
      profile: (companyId: string, applicationId: string) => getCompanyApplicationProfile(db, companyId, applicationId),
      notes: (applicationId: string) => listApplicationNotes(db, applicationId),
      owners: (applicationId: string) => applicationOwners(db, applicationId),
      userNames: (userIds: string[]) => userNames(db, userIds),
    },
    notifications: {
      list: (userId: string, query: NotificationListQuery) => listNotifications(db, userId, query),
      one: (userId: string, id: string) => getNotification(db, userId, id),
      unreadCount: (userId: string) => unreadNotificationCount(db, userId),
      between: (after: number, upTo: number) => notificationsBetween(db, after, upTo),
      unreadSince: (userIds: string[], from: Date, to: Date) => unreadNotificationsSince(db, userIds, from, to),
      digestRecipients: () => digestRecipients(db),
      pendingMentionMails: (since: Date) => pendingMentionMails(db, since),
      weeklyReportRecipients: () => weeklyReportRecipients(db),
      weeklyFigures: (companyId: string, from: Date, to: Date) => weeklyFigures(db, companyId, from, to),
    },
    analytics: {
      company: (companyId: string, period: AnalyticsPeriod, now: Date) => companyAnalytics(db, companyId, period, now),
    },
    interviews: {
      one: (interviewId: string) => getInterview(db, interviewId),
      byRoom: (roomName: string) => getInterviewByRoom(db, roomName),
      ofApplication: (companyId: string, applicationId: string) =>
        interviewsOfApplication(db, companyId, applicationId),
      ofCandidateForJob: (companyId: string, candidateId: string, jobId: string) =>
        interviewsOfCandidateForJob(db, companyId, candidateId, jobId),
      ofCandidate: (candidateId: string, upcomingOnly: boolean) => interviewsOfCandidate(db, candidateId, upcomingOnly),
      transcript: (interviewId: string) => transcriptOf(db, interviewId),
      previews: (interviewIds: string[], perInterview: number) => previewTranscripts(db, interviewIds, perInterview),
      companySchedule: (companyId: string, now: Date) => companySchedule(db, companyId, now),
      context: (applicationId: string, jobId: string) => interviewContext(db, applicationId, jobId),
      recommendations: (applicationId: string) => interviewRecommendations(db, applicationId),
    },
    humanInterviews: {
      one: (interviewId: string) => getHumanInterview(db, interviewId),
      ofApplication: (companyId: string, applicationId: string) =>
        humanInterviewsOfApplication(db, companyId, applicationId),
      upcoming: (companyId: string, now: Date) => upcomingHumanInterviews(db, companyId, now),
      ofCandidate: (candidateId: string, upcomingOnly: boolean, now: Date) =>
        humanInterviewsOfCandidate(db, candidateId, upcomingOnly, now),
    },
    reviewRequests: {
      ofCompanyApplication: (companyId: string, applicationId: string) =>
        reviewRequestsOfCompanyApplication(db, companyId, applicationId),
      ofCandidateApplication: (candidateId: string, applicationId: string) =>
        reviewRequestsOfCandidateApplication(db, candidateId, applicationId),
      openCount: (companyId: string) => openReviewRequestCount(db, companyId),
    },
    retention: {
      candidates: (now: Date, withinDays: number, defaultMonths: number) =>
        retentionCandidates(db, now, withinDays, defaultMonths),
      ofApplication: (companyId: string, applicationId: string) => retentionOfApplication(db, companyId, applicationId),
      recipients: (companyId: string) => retentionRecipients(db, companyId),
    },
    communications: {
      list: (
        companyId: string,
        filter: CommunicationFilter,
        page: { offset: number; limit: number; sort?: CommunicationSort },
      ) => listCommunications(db, companyId, filter, page),
      each: (companyId: string, filter: CommunicationFilter) => eachCommunication(db, companyId, filter),
      one: (companyId: string, id: string) => getCommunication(db, companyId, id),
      stats: (companyId: string) => communicationStats(db, companyId),
      idByProviderId: (providerMessageId: string) => communicationIdByProviderId(db, providerMessageId),
      latestByPhone: (phoneKey: string) => latestCommunicationByPhone(db, phoneKey),
      application: (companyId: string, applicationId: string) => applicationContact(db, companyId, applicationId),
      candidate: (companyId: string, candidateId: string, jobId: string | null) =>
        candidateContact(db, companyId, candidateId, jobId),
      applicationsByPhoneTail: (tail: string) => applicationsByPhoneTail(db, tail),
      hasJob: (companyId: string, jobId: string) => companyHasJob(db, companyId, jobId),
      companyName: (companyId: string) => companyName(db, companyId),
    },
  };
}

export type ReadModelQueries = ReturnType<typeof readModelQueries>;
