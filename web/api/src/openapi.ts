import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
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

export const contentRangeHeader = {
  'Content-Range': {
    description: 'The returned slice and the total, as `<resource> <start>-<end>/<total>`',
    schema: { type: 'string' as const, example: 'audit-log 0-24/319' },
  },
};

export function generateOpenApiDocument(registry: OpenAPIRegistry) {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
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
}
