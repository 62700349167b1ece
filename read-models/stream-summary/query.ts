import { eq, ilike } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  InvalidQueryError,
  numberBound,
  orderOf,
  pageOf,
  textIn,
  timeBound,
  whereOf,
  type ListParams,
  type ListResult,
} from '../query/list.ts';
import { streamSummary as s, type StreamSummaryRow } from './schema.ts';

export type StreamSummary = StreamSummaryRow & { id: string };

export type StreamSummaryFilter = {
  /** Stream names (react-admin's getMany sends ids). */
  id?: string | string[];
  streamType?: string | string[];
  lastEventType?: string | string[];
  lastPosition_gte?: number;
  lastEventAt_gte?: string;
  lastEventAt_lte?: string;
  /** Case-insensitive substring of the stream name. */
  q?: string;
};

export const streamSummarySortable = {
  id: s.streamName,
  streamName: s.streamName,
  streamType: s.streamType,
  eventCount: s.eventCount,
  firstPosition: s.firstPosition,
  lastPosition: s.lastPosition,
  firstEventAt: s.firstEventAt,
  lastEventAt: s.lastEventAt,
};

const filters = {
  id: textIn(s.streamName),
  streamType: textIn(s.streamType),
  lastEventType: textIn(s.lastEventType),
  lastPosition_gte: numberBound(s.lastPosition, 'gte'),
  lastEventAt_gte: timeBound(s.lastEventAt, 'gte'),
  lastEventAt_lte: timeBound(s.lastEventAt, 'lte'),
  q: (value: unknown) => {
    if (typeof value !== 'string') throw new InvalidQueryError('filter "q" takes a string');
    if (value.trim() === '') return undefined;
    return ilike(s.streamName, `%${value.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  },
};

const summary = (row: StreamSummaryRow): StreamSummary => ({ id: row.streamName, ...row });

/** Most recently active first unless asked otherwise. */
export async function listStreamSummaries(
  db: NodePgDatabase,
  params: ListParams<StreamSummaryFilter> = {},
): Promise<ListResult<StreamSummary>> {
  const where = whereOf(params.filter, filters);
  const orderBy = orderOf(params.sort, streamSummarySortable, ['lastPosition', 'DESC'], s.streamName);
  const { offset, limit } = pageOf(params.range);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(s)
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.$count(s, where),
  ]);
  return { rows: rows.map(summary), total };
}

export async function getStreamSummary(db: NodePgDatabase, streamName: string): Promise<StreamSummary | null> {
  const [row] = await db.select().from(s).where(eq(s.streamName, streamName));
  return row ? summary(row) : null;
}
