import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { contentRangeHeader, problemResponses } from '../../openapi.ts';

type Doc = {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status?: number;
  response: z.ZodType;
  /** A list: Content-Range and X-Total-Count, and the CSV export. */
  list?: boolean;
  errors: number[];
};

/** Registers one company-side applications path (PATCH included, which identity's helper does not take). */
export function documentApplicationsRoute(
  registry: OpenAPIRegistry,
  method: 'get' | 'post' | 'patch',
  path: string,
  doc: Doc,
): void {
  const content: Record<string, { schema: z.ZodType }> = { 'application/json': { schema: doc.response } };
  if (doc.list) content['text/csv'] = { schema: z.string() };
  registry.registerPath({
    method,
    path,
    tags: ['applications'],
    summary: doc.summary,
    request: {
      params: doc.params,
      query: doc.query,
      body: doc.body ? { content: { 'application/json': { schema: doc.body } } } : undefined,
    },
    responses: {
      [doc.status ?? 200]: {
        description: 'OK',
        headers: doc.list
          ? {
              ...contentRangeHeader,
              'X-Total-Count': { description: 'The total of the filtered rows', schema: { type: 'integer' } },
            }
          : undefined,
        content,
      },
      ...problemResponses(...doc.errors),
    },
  });
}
