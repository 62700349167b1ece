import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { problemResponses } from '../../openapi.ts';

type Doc = {
  summary: string;
  body?: z.ZodType;
  multipartField?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  status?: number;
  response?: z.ZodType;
  errors?: number[];
  tag?: string;
};

/** Registers one path: the session (cookie or bearer) is described once in the API docs. */
export function documentRoute(
  registry: OpenAPIRegistry,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  doc: Doc,
): void {
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
  registry.registerPath({
    method,
    path,
    tags: [doc.tag ?? 'identity'],
    summary: doc.summary,
    request: { body, params: doc.params, query: doc.query },
    responses: {
      [doc.status ?? 200]: doc.response
        ? { description: 'OK', content: { 'application/json': { schema: doc.response } } }
        : { description: 'Done' },
      ...problemResponses(...(doc.errors ?? [400])),
    },
  });
}

export const anyObject = z.record(z.string(), z.unknown());
