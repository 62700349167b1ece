import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { ReadModelQueries } from '@tawzeef/read-models';
import { type ReadAfter, dateTimeFilter, integerText, listResource, oneOrMany, textFilter } from '@tawzeef/http';
import type { ApiRoute } from '../../tokens.ts';

export const auditLogEntrySchema = z
  .object({
    id: z.number().int().meta({ description: 'The global log position' }),
    position: z.number().int(),
    eventId: z.string(),
    streamName: z.string(),
    streamType: z.string(),
    streamPosition: z.number().int(),
    type: z.string(),
    actorId: z.string().nullable(),
    correlationId: z.string().nullable(),
    causationId: z.string().nullable(),
    occurredAt: z.iso.datetime().nullable(),
    data: z.record(z.string(), z.unknown()),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditLogEntry', description: 'One event of the global log' });

const filter = z.strictObject({
  id: oneOrMany(integerText).optional(),
  streamName: textFilter,
  streamType: textFilter,
  type: textFilter,
  actorId: textFilter,
  correlationId: textFilter,
  causationId: textFilter,
  position_gte: integerText.optional(),
  position_lte: integerText.optional(),
  occurredAt_gte: dateTimeFilter,
  occurredAt_lte: dateTimeFilter,
  q: z.string().optional().meta({ description: 'Substring of the stream name or the event type' }),
});

export function auditLogRoute(queries: ReadModelQueries, registry: OpenAPIRegistry, readAfter: ReadAfter): ApiRoute {
  return listResource({
    resource: 'audit-log',
    tag: 'operations',
    schema: auditLogEntrySchema,
    summary: 'Every event of the global log, newest first by default',
    sortFields: ['id', 'position', 'streamName', 'streamType', 'type', 'actorId', 'occurredAt'],
    defaultSort: ['position', 'DESC'],
    filter,
    list: (input) => queries.auditLog.list(input),
    parseId: (raw) => (/^\d{1,15}$/.test(raw) ? Number(raw) : undefined),
    one: (id) => queries.auditLog.one(Number(id)),
    notFoundCode: 'AUDIT_LOG.NOT_FOUND',
    readAfter: readAfter('audit-log'),
    registry,
    // Operators only (auth/operator.ts): no token, a wrong one, or none configured.
    errors: [401, 403],
  });
}
