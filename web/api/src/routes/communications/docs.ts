import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { problemResponses } from '../../openapi.ts';

type Doc = {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status?: number;
  response?: z.ZodType;
  contentType?: string;
  errors: number[];
  tag?: string;
};

export function documentCommunications(
  registry: OpenAPIRegistry,
  method: 'get' | 'post' | 'patch',
  path: string,
  doc: Doc,
): void {
  registry.registerPath({
    method,
    path,
    tags: [doc.tag ?? 'communications'],
    summary: doc.summary,
    request: {
      params: doc.params,
      query: doc.query,
      body: doc.body ? { content: { 'application/json': { schema: doc.body } } } : undefined,
    },
    responses: {
      [doc.status ?? 200]: doc.response
        ? { description: 'OK', content: { [doc.contentType ?? 'application/json']: { schema: doc.response } } }
        : { description: 'Done' },
      ...problemResponses(...doc.errors),
    },
  });
}
