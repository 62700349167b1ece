import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { anyObject, routeDocs } from '@tawzeef/http';

/** The interview read endpoints: their parameters and queries, and their OpenAPI entries. */
export const idParam = z.object({ id: z.string() });
export const pairParams = z.object({ candidateId: z.string(), jobId: z.string() });
export const scopeQuery = z.object({ scope: z.enum(['upcoming', 'all']).default('upcoming') });
export const keyQuery = z.object({ key: z.string().max(200).optional() });
export const reportQuery = z.object({
  lang: z.enum(['en', 'ar']).optional().meta({ description: "The report's language (default: Accept-Language)" }),
  tz: z
    .string()
    .max(64)
    .optional()
    .meta({ description: 'IANA time zone for the dates (default UTC)', example: 'Asia/Riyadh' }),
});

export function documentInterviewReads(registry: OpenAPIRegistry): void {
  const doc = routeDocs(registry, 'interviews');
  doc('get', '/api/candidate/interviews', {
    summary: "The candidate's interviews with their join links (upcoming by default)",
    query: scopeQuery,
    response: z.array(anyObject),
    errors: [401, 403],
  });
  doc('get', '/api/company/interviews/upcoming', {
    summary: "Upcoming Schedule: the company's interviews with people, its open AI interviews and its jobs' deadlines",
    response: z.object({ events: z.array(anyObject) }),
    errors: [401, 403],
  });
  doc('get', '/api/company/applications/{id}/interviews', {
    summary: "Interview History of one of the company's applications",
    params: idParam,
    response: z.array(anyObject),
    errors: [401, 403, 404],
  });
  doc('get', '/api/interviews/candidate/{candidateId}/job/{jobId}', {
    summary: "A candidate's interviews for one of the company's jobs (also without /api)",
    params: pairParams,
    response: z.array(anyObject),
    errors: [401, 403],
  });
  doc('get', '/api/interviews/{id}', {
    summary: 'One interview with its whole transcript (company members, or its candidate without AI fields)',
    params: idParam,
    response: anyObject,
    errors: [401, 403, 404],
  });
  doc('get', '/api/interviews/{id}/invitation', {
    summary: 'What the join page shows, for the invited candidate (session or the link key)',
    params: idParam,
    query: keyQuery,
    response: anyObject,
    errors: [403, 404],
  });
  doc('get', '/api/interviews/{id}/recording', {
    summary: "The interview's recording (company members only), with Range support",
    params: idParam,
    errors: [401, 403, 404],
  });
  doc('get', '/api/interviews/{id}/report.pdf', {
    summary:
      'The interview report as a PDF in English or Arabic: scores, evidence and transcript (company members only)',
    params: idParam,
    query: reportQuery,
    errors: [401, 403, 404],
  });
}
