import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { contentRangeHeader, problemResponses } from './openapi.ts';

export type RouteDoc = {
  summary: string;
  /** The API docs' group. */
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart upload with one file in this field, instead of a JSON body. */
  multipartField?: string;
  status?: number;
  /** Without one the answer is documented as "Done" with no body. */
  response?: z.ZodType;
  contentType?: string;
  /** A list: Content-Range and X-Total-Count, and the CSV export. */
  list?: boolean;
  errors?: number[];
};

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Registers one path of the API docs: the session (cookie or bearer) is described once for all of them. */
export function documentPath(registry: OpenAPIRegistry, method: RouteMethod, path: string, doc: RouteDoc): void {
  const body = doc.multipartField
    ? {
        content: {
          'multipart/form-data': {
            schema: z.object({ [doc.multipartField]: z.string().meta({ format: 'binary' }) }),
          },
        },
      }
    : doc.body
      ? { content: { 'application/json': { schema: doc.body } } }
      : undefined;
  const content: Record<string, { schema: z.ZodType }> = {};
  if (doc.response) content[doc.contentType ?? 'application/json'] = { schema: doc.response };
  if (doc.response && doc.list) content['text/csv'] = { schema: z.string() };
  const headers = doc.list
    ? {
        ...contentRangeHeader,
        'X-Total-Count': { description: 'The total of the filtered rows', schema: { type: 'integer' as const } },
      }
    : undefined;
  registry.registerPath({
    method,
    path,
    tags: [doc.tag],
    summary: doc.summary,
    request: { body, params: doc.params, query: doc.query },
    responses: {
      [doc.status ?? 200]: doc.response ? { description: 'OK', headers, content } : { description: 'Done' },
      ...problemResponses(...(doc.errors ?? [400])),
    },
  });
}
