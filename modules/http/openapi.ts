import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';

type OpenAPIDefinitions = OpenAPIRegistry['definitions'][number];
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE, problemSchema } from './errors.ts';

/** Routes register their paths here; schemas named with `.meta({ id })` become components. */
export function createOpenApiRegistry(): OpenAPIRegistry {
  return new OpenAPIRegistry();
}

const problemDescriptions: Record<number, string> = {
  400: 'The request is malformed or failed validation',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such resource',
  409: 'Conflicts with the current state',
  412: 'A precondition failed',
  413: 'The body is too large',
  415: 'Unsupported media type',
  422: 'A business rule rejected the request',
  429: 'Too many requests',
  500: 'Unexpected failure',
};

/** Problem-details responses for the given statuses, ready to spread into a route's `responses`. */
export function problemResponses(...statuses: number[]): Record<number, ResponseConfig> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: problemDescriptions[status] ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
      },
    ]),
  );
}

/**
 * A query parameter whose value is JSON, documented as such (`content`), so a client or a fuzzer sees the shape of
 * the value rather than "a string". The JSON Schema is the one of what the parameter accepts.
 */
export function jsonQueryParameter(
  schema: z.ZodType,
  { description, example }: { description: string; example: unknown },
) {
  const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  withoutClosedTuples(jsonSchema);
  return z
    .string()
    .optional()
    .meta({ description, param: { content: { 'application/json': { schema: jsonSchema, example } } } });
}

/**
 * A tuple comes out of zod as `prefixItems` with `items: false`; Swagger UI reads `items` as a schema and cannot
 * render the parameter at all. `maxItems` already closes the tuple, so `items: false` says nothing more.
 */
function withoutClosedTuples(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.items === false && Array.isArray(record.prefixItems) && typeof record.maxItems === 'number') {
    delete record.items;
  }
  for (const value of Object.values(record)) withoutClosedTuples(value);
}

/** A parameter is described by its `schema` or by its `content`, never both (OpenAPI 3.1, 4.8.12.4). */
function dropSchemaOfContentParameters(document: { paths?: Record<string, unknown> }) {
  for (const item of Object.values(document.paths ?? {}) as Record<string, { parameters?: object[] }>[]) {
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) {
        if ('content' in parameter) delete (parameter as { schema?: unknown }).schema;
      }
    }
  }
  return document;
}

export const contentRangeHeader = {
  'Content-Range': {
    description: 'The returned slice and the total, as `<resource> <start>-<end>/<total>`',
    schema: { type: 'string' as const, example: 'audit-log 0-24/319' },
  },
};

const unsafeMethods = new Set(['post', 'put', 'patch', 'delete']);
const bodyMethods = new Set(['post', 'put', 'patch']);

// Node's HTTP server itself refuses a request line and headers beyond its limit, with no body.
const nodeResponses: Record<number, ResponseConfig> = {
  431: { description: 'The URL and headers are larger than the server reads (16 KB)' },
};

/**
 * What the edge answers on any operation before its route runs (server.ts): control characters anywhere in the
 * request and malformed JSON are a 400, a cookie-authenticated write without its CSRF token a 403, a body too large
 * a 413 and one that is neither JSON nor multipart a 415; an oversized URL a 431. A route's own description of a
 * status wins.
 */
/**
 * A body is required unless its schema accepts none (`schema.optional()` where the route reads a missing body as
 * `{}`); without this a client reading the document, or the fuzzer, leaves out bodies the route cannot do without.
 */
function withRequiredBody(route: RouteConfig): RouteConfig {
  const body = route.request?.body;
  if (!body || body.required !== undefined) return route;
  const schemas = Object.values(body.content).map((media) => (media && 'schema' in media ? media.schema : undefined));
  const required = !schemas.some((schema) => schema instanceof z.ZodType && schema.safeParse(undefined).success);
  return { ...route, request: { ...route.request, body: { ...body, required } } };
}

function withEdgeResponses(definitions: OpenAPIDefinitions[]): OpenAPIDefinitions[] {
  return definitions.map((definition) => {
    if (definition.type !== 'route') return definition;
    const { method } = definition.route;
    const edge = [400, ...(unsafeMethods.has(method) ? [403] : []), ...(bodyMethods.has(method) ? [413, 415] : [])];
    const responses = { ...problemResponses(...edge), ...nodeResponses, ...definition.route.responses };
    return { ...definition, route: { ...withRequiredBody(definition.route), responses } };
  });
}

export function generateOpenApiDocument(registry: OpenAPIRegistry) {
  const document = new OpenApiGeneratorV31(withEdgeResponses(registry.definitions)).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tawzeef API',
      version: '0.1.0',
      description:
        'Recruitment platform API. Errors are RFC 9457 problem details with stable codes; ' +
        'list endpoints speak the react-admin ra-data-simple-rest dialect (sort, range, filter, Content-Range).',
    },
    servers: [{ url: '/' }],
  });
  return dropSchemaOfContentParameters(document);
}
