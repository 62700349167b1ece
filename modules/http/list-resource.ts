import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DomainError } from './errors.ts';
import { contentRangeHeader, problemResponses } from './openapi.ts';
import { listDialect, sendList, type ListResult, type SortOrder } from './ra-dialect.ts';
import type { ApiRoute } from '@tawzeef/http';

const minPositionHeader = z.object({
  'x-min-position': z.string().regex(/^\d+$/).optional().meta({
    description: 'Wait (briefly) until the read model has processed this global position; see X-Read-Model-Stale',
  }),
});

type ListInput<Filter> = { sort: [string, SortOrder]; range: [number, number]; filter: Filter };

/** A read-only resource in the ra-data-simple-rest dialect: GET /api/<resource> and GET /api/<resource>/{id}. */
export function listResource<const Field extends string, FilterSchema extends z.ZodType, Row>(options: {
  resource: string;
  tag: string;
  /** The OpenAPI component of one row. */
  schema: z.ZodType;
  summary: string;
  sortFields: readonly [Field, ...Field[]];
  defaultSort: [NoInfer<Field>, SortOrder];
  filter: FilterSchema;
  list(input: ListInput<z.output<FilterSchema>>): Promise<ListResult<Row>>;
  /** Parses the path id; undefined means no such row. */
  parseId(raw: string): string | number | undefined;
  one(id: string | number): Promise<Row | null | undefined>;
  notFoundCode: string;
  /** Read-your-writes: waits (bounded) for the projection to reach the caller's x-min-position. */
  readAfter: RequestHandler;
  registry: OpenAPIRegistry;
  /** Further problem statuses both operations may answer (a guard in front of the resource). */
  errors?: number[];
}): ApiRoute {
  const { resource, registry } = options;
  const dialect = listDialect({
    sortFields: options.sortFields,
    defaultSort: options.defaultSort,
    filter: options.filter,
  });

  registry.registerPath({
    method: 'get',
    path: `/api/${resource}`,
    tags: [options.tag],
    summary: options.summary,
    request: { query: dialect.querySchema, headers: minPositionHeader },
    responses: {
      200: {
        description: `A page of ${resource}`,
        headers: contentRangeHeader,
        content: { 'application/json': { schema: z.array(options.schema) } },
      },
      ...problemResponses(400, ...(options.errors ?? [])),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `/api/${resource}/{id}`,
    tags: [options.tag],
    summary: `One of ${resource}`,
    request: { params: z.object({ id: z.string() }), headers: minPositionHeader },
    responses: {
      200: { description: 'Found', content: { 'application/json': { schema: options.schema } } },
      ...problemResponses(404, ...(options.errors ?? [])),
    },
  });

  const router = Router();
  router.get('/', options.readAfter, async (req, res) => {
    const { sort, range, filter } = dialect.parse(req);
    const result = await options.list({
      sort: [sort.field, sort.order],
      range: [range.start, range.end],
      filter,
    });
    sendList(res, resource, result, range);
  });
  router.get('/:id', options.readAfter, async (req, res) => {
    const raw = String(req.params.id);
    const id = options.parseId(raw);
    const row = id === undefined ? undefined : await options.one(id);
    if (!row) throw new DomainError(options.notFoundCode, `No ${resource} entry with id "${raw}".`);
    res.json(row);
  });
  return { path: `/${resource}`, router };
}

const text = z.string().min(1);
/** One value or a list of values, as react-admin sends filters and getMany ids. */
export const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).min(1).max(1000)]);
export const textFilter = oneOrMany(text).optional();
export const integerText = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
// PostgreSQL has no year 0 (1 BC is year 1 of its calendar).
export const dateTimeFilter = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine((value) => !value.startsWith('0000'), 'The year must be 0001 or later')
  .optional();
