import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { type ReadAfter, dateTimeFilter, integerText, listResource, textFilter } from '@tawzeef/http';
import type { ApiRoute } from '../../tokens.ts';

export const streamSummarySchema = z
  .object({
    id: z.string().meta({ description: 'The stream name' }),
    streamName: z.string(),
    streamType: z.string(),
    eventCount: z.number().int(),
    firstEventType: z.string(),
    firstPosition: z.number().int(),
    firstEventAt: z.iso.datetime().nullable(),
    lastEventType: z.string(),
    lastPosition: z.number().int(),
    lastStreamPosition: z.number().int(),
    lastEventAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'StreamSummary', description: 'One stream of the event store' });

const filter = z.strictObject({
  id: textFilter,
  streamType: textFilter,
  lastEventType: textFilter,
  lastPosition_gte: integerText.optional(),
  lastEventAt_gte: dateTimeFilter,
  lastEventAt_lte: dateTimeFilter,
  q: z.string().optional().meta({ description: 'Substring of the stream name' }),
});

export function streamsRoute(queries: ReadModelQueries, registry: OpenAPIRegistry, readAfter: ReadAfter): ApiRoute {
  return listResource({
    resource: 'streams',
    tag: 'operations',
    schema: streamSummarySchema,
    summary: 'One row per event stream, most recently active first by default',
    sortFields: [
      'id',
      'streamName',
      'streamType',
      'eventCount',
      'firstPosition',
      'lastPosition',
      'firstEventAt',
      'lastEventAt',
    ],
    defaultSort: ['lastPosition', 'DESC'],
    filter,
    list: (input) => queries.streamSummary.list(input),
    parseId: (raw) => raw,
    one: (id) => queries.streamSummary.one(String(id)),
    notFoundCode: 'STREAM.NOT_FOUND',
    readAfter: readAfter('stream-summary'),
    registry,
    // Operators only (auth/operator.ts): no token, a wrong one, or none configured.
    errors: [401, 403],
  });
}
