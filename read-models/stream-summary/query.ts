import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  containsText,
  listPage,
  numberBound,
  textIn,
  timeBound,
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
  q: containsText(s.streamName),
};

const summary = (row: StreamSummaryRow): StreamSummary => ({ id: row.streamName, ...row });

/** Most recently active first unless asked otherwise. */
export async function listStreamSummaries(
  db: NodePgDatabase,
  params: ListParams<StreamSummaryFilter> = {},
): Promise<ListResult<StreamSummary>> {
  return listPage(
    db,
    {
      table: s,
      filters,
      sortable: streamSummarySortable,
      defaultSort: ['lastPosition', 'DESC'],
      tieBreaker: s.streamName,
      toRecord: summary,
    },
    params,
  );
}

export async function getStreamSummary(db: NodePgDatabase, streamName: string): Promise<StreamSummary | null> {
  const [row] = await db.select().from(s).where(eq(s.streamName, streamName));
  return row ? summary(row) : null;
}
