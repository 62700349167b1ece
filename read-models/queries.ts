import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { getAuditLogEntry, listAuditLog, type AuditLogFilter } from './audit-log/query.ts';
import type { ListParams } from './query/list.ts';
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
  };
}

export type ReadModelQueries = ReturnType<typeof readModelQueries>;
