import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getAuditLogEntry, listAuditLog, type AuditLogFilter } from './audit-log/query.ts';
import type { ListParams } from './query/list.ts';
import { getCandidateProfile } from './candidate-profiles/query.ts';
import { getCompany } from './companies/query.ts';
import { getUser, listTeamMembers, type TeamMemberFilter } from './users/query.ts';
import { getStreamSummary, listStreamSummaries, type StreamSummaryFilter } from './stream-summary/query.ts';

/** The read side's queries bound to one database, as the HTTP layer injects them. */
export function readModelQueries(db: NodePgDatabase) {
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
  };
}

export type ReadModelQueries = ReturnType<typeof readModelQueries>;
