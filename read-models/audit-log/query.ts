import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  containsText,
  listPage,
  numberBound,
  numberIn,
  textIn,
  timeBound,
  type ListParams,
  type ListResult,
} from '../query/list.ts';
import { auditLog as a, type AuditLogRow } from './schema.ts';

export type AuditLogEntry = AuditLogRow & { id: number };

export type AuditLogFilter = {
  /** Positions (react-admin's getMany sends ids). */
  id?: number | number[];
  streamName?: string | string[];
  streamType?: string | string[];
  type?: string | string[];
  actorId?: string | string[];
  correlationId?: string | string[];
  causationId?: string | string[];
  position_gte?: number;
  position_lte?: number;
  occurredAt_gte?: string;
  occurredAt_lte?: string;
  /** Case-insensitive substring of the stream name or the event type. */
  q?: string;
};

export const auditLogSortable = {
  id: a.position,
  position: a.position,
  streamName: a.streamName,
  streamType: a.streamType,
  type: a.type,
  actorId: a.actorId,
  occurredAt: a.occurredAt,
};

const filters = {
  id: numberIn(a.position),
  streamName: textIn(a.streamName),
  streamType: textIn(a.streamType),
  type: textIn(a.type),
  actorId: textIn(a.actorId),
  correlationId: textIn(a.correlationId),
  causationId: textIn(a.causationId),
  position_gte: numberBound(a.position, 'gte'),
  position_lte: numberBound(a.position, 'lte'),
  occurredAt_gte: timeBound(a.occurredAt, 'gte'),
  occurredAt_lte: timeBound(a.occurredAt, 'lte'),
  q: containsText(a.streamName, a.type),
};

const entry = (row: AuditLogRow): AuditLogEntry => ({ id: row.position, ...row });

/** Newest first unless asked otherwise. */
export async function listAuditLog(
  db: NodePgDatabase,
  params: ListParams<AuditLogFilter> = {},
): Promise<ListResult<AuditLogEntry>> {
  return listPage(
    db,
    {
      table: a,
      filters,
      sortable: auditLogSortable,
      defaultSort: ['position', 'DESC'],
      tieBreaker: a.position,
      toRecord: entry,
    },
    params,
  );
}

export async function getAuditLogEntry(db: NodePgDatabase, position: number): Promise<AuditLogEntry | null> {
  if (!Number.isSafeInteger(position)) return null;
  const [row] = await db.select().from(a).where(eq(a.position, position));
  return row ? entry(row) : null;
}
