import { Router } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError, contentRangeHeader, problemResponses, idFilter, listDialect, sendList } from '@tawzeef/http';
import type { ProjectionRunner, ProjectionStatus } from '@tawzeef/read-models';
import type { ApiRoute } from '../../tokens.ts';

const position = z.string().regex(/^\d+$/).meta({ description: 'Global log position (a decimal string)' });
const timestamp = z.iso.datetime().nullable();

export const projectionSchema = z
  .object({
    id: z.string().meta({ description: 'The projection name' }),
    name: z.string(),
    state: z.enum(['running', 'rebuilding', 'failed']),
    checkpoint: position,
    headPosition: position,
    lagEvents: z.number().int().meta({ description: 'Events in the log the projection has not processed' }),
    lagMs: z.number().int().meta({ description: 'Age of the oldest unprocessed event in ms; 0 when caught up' }),
    version: z.number().int(),
    storedVersion: z.number().int(),
    error: z.string().nullable(),
    failedAt: timestamp,
    retries: z.number().int(),
    updatedAt: timestamp,
    lastEventAt: timestamp,
    rebuildPosition: position.nullable(),
  })
  .meta({ id: 'Projection' });
export type ProjectionView = z.infer<typeof projectionSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toProjectionView(s: ProjectionStatus): ProjectionView {
  return {
    id: s.name,
    name: s.name,
    state: s.state,
    checkpoint: String(s.checkpoint),
    headPosition: String(s.headPosition),
    lagEvents: s.lagEvents,
    lagMs: Math.round(s.lagMs),
    version: s.version,
    storedVersion: s.storedVersion,
    error: s.error,
    failedAt: iso(s.failedAt),
    retries: s.retries,
    updatedAt: iso(s.updatedAt),
    lastEventAt: iso(s.lastEventAt),
    rebuildPosition: s.rebuildPosition === null ? null : String(s.rebuildPosition),
  };
}

const sortFields = ['id', 'name', 'state', 'lagEvents', 'lagMs', 'checkpoint'] as const;
const dialect = listDialect({
  sortFields,
  defaultSort: ['name', 'ASC'],
  filter: z.strictObject({
    id: idFilter.optional(),
    q: z.string().optional(),
    state: z.enum(['running', 'rebuilding', 'failed']).optional(),
  }),
});

function compare(a: ProjectionView, b: ProjectionView, field: (typeof sortFields)[number]): number {
  if (field === 'checkpoint') {
    const [x, y] = [BigInt(a.checkpoint), BigInt(b.checkpoint)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = a[field];
  const y = b[field];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
}

export function projectionsRoute(runner: ProjectionRunner, registry: OpenAPIRegistry): ApiRoute {
  registry.registerPath({
    method: 'get',
    path: '/api/projections',
    tags: ['operations'],
    summary: "Each projection's checkpoint and lag, in events and milliseconds",
    request: { query: dialect.querySchema },
    responses: {
      200: {
        description: 'Projections',
        headers: contentRangeHeader,
        content: { 'application/json': { schema: z.array(projectionSchema) } },
      },
      ...problemResponses(400),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/projections/{id}',
    tags: ['operations'],
    summary: 'One projection',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'The projection', content: { 'application/json': { schema: projectionSchema } } },
      ...problemResponses(404),
    },
  });

  const router = Router();
  router.get('/', async (req, res) => {
    const { sort, range, filter } = dialect.parse(req);
    const all = (await runner.status()).map(toProjectionView);
    const matching = all.filter(
      (p) =>
        (!filter.id || filter.id.includes(p.id)) &&
        (!filter.state || p.state === filter.state) &&
        (!filter.q || p.name.includes(filter.q.toLowerCase())),
    );
    const direction = sort.order === 'ASC' ? 1 : -1;
    matching.sort((a, b) => direction * compare(a, b, sort.field));
    const rows = matching.slice(range.start, range.end + 1);
    sendList(res, 'projections', { rows, total: matching.length }, range);
  });
  router.get('/:id', async (req, res) => {
    const found = (await runner.status()).find((s) => s.name === req.params.id);
    if (!found) throw new DomainError('PROJECTION.NOT_FOUND', `No projection named "${req.params.id}".`);
    res.json(toProjectionView(found));
  });
  return { path: '/projections', router };
}
