import { once } from 'node:events';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { applicationPriorities, applicationStatuses } from '@tawzeef/applications';
import type { ApplicationCounts, CompanyApplicationFilter, ReadModelQueries } from '@tawzeef/read-models';
import {
  DomainError,
  zodFieldErrors,
  sendList,
  type ListParams,
  type ApiRoute,
  callerCompany,
  ownJob,
} from '@tawzeef/http';
import { documentApplicationsRoute } from './company-docs.ts';
import {
  companyApplicationSchema,
  exportQuery,
  jobApplicationsDialect,
  pipelineDialect,
  pipelineStatsFilter,
  pipelineStatsQuery,
  profileSchema,
  statsSchema,
} from './company-schemas.ts';
import { loadProfile } from './company-scope.ts';
import { companyApplicationView } from './company-views.ts';
import { csvHeader, csvRow } from './csv.ts';
import type { ApplicationRouteDeps } from './deps.ts';

type Filter = CompanyApplicationFilter;
type Params = ListParams<string, Filter>;

const wantsCsv = (req: Request) =>
  req.query.format === 'csv' || (req.query.format === undefined && /\btext\/csv\b/.test(req.get('accept') ?? ''));

export function statsView(counts: ApplicationCounts) {
  return {
    total: counts.total,
    byStatus: Object.fromEntries(applicationStatuses.map((s) => [s, counts.byStatus[s] ?? 0])),
    byPriority: Object.fromEntries(applicationPriorities.map((p) => [p, counts.byPriority[p] ?? 0])),
  };
}

/** One page as JSON, or every filtered row as CSV. */
async function answerList(
  req: Request,
  res: Response,
  queries: ReadModelQueries,
  companyId: string,
  { sort, range, filter }: Params,
  fileStem: string,
) {
  exportQuery.parse({ format: req.query.format });
  const sortPair = [sort.field, sort.order] as const;
  if (wantsCsv(req)) {
    const day = new Date().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileStem}-${day}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.write(csvHeader());
    for await (const batch of queries.companyApplications.each(companyId, { sort: sortPair, filter })) {
      if (!res.write(batch.map(csvRow).join(''))) await once(res, 'drain');
    }
    res.end();
    return;
  }
  const result = await queries.companyApplications.list(companyId, {
    sort: sortPair,
    range: [range.start, range.end],
    filter,
  });
  res.setHeader('X-Total-Count', String(result.total));
  sendList(res, 'applications', { rows: result.rows.map(companyApplicationView), total: result.total }, range);
}

const jobParam = z.object({ jobId: z.string() });
const idParam = z.object({ id: z.string() });

/** Applications per job: GET /api/company/jobs/{jobId}/applications (and /stats). */
export function companyJobApplicationsRoute({ queries, registry }: ApplicationRouteDeps): ApiRoute {
  const base = '/api/company/jobs/{jobId}/applications';
  documentApplicationsRoute(registry, 'get', base, {
    summary: "The job's applications (react-admin list dialect); ?format=csv exports every filtered row",
    params: jobParam,
    query: jobApplicationsDialect.querySchema.extend(exportQuery.shape),
    response: z.array(companyApplicationSchema),
    list: true,
    errors: [400, 401, 403, 404],
  });
  documentApplicationsRoute(registry, 'get', `${base}/stats`, {
    summary: "The counter tiles: the job's applications per status and priority",
    params: jobParam,
    response: statsSchema,
    errors: [401, 403, 404],
  });

  const router = Router();
  router.get('/:jobId/applications', async (req, res) => {
    const { companyId } = callerCompany(res);
    await ownJob(queries, companyId, req.params.jobId);
    const params = jobApplicationsDialect.parse(req);
    const filter = { ...params.filter, jobId: req.params.jobId };
    await answerList(req, res, queries, companyId, { ...params, filter }, `applications-${req.params.jobId}`);
  });
  router.get('/:jobId/applications/stats', async (req, res) => {
    const { companyId } = callerCompany(res);
    await ownJob(queries, companyId, req.params.jobId);
    res.json(statsView(await queries.companyApplications.counts(companyId, [req.params.jobId])));
  });
  return { path: '/company/jobs', router };
}

/** The Recruitment Pipeline and the application profile under /api/company/applications. */
export function companyApplicationsRoute(deps: ApplicationRouteDeps): ApiRoute {
  const { queries, registry } = deps;
  const base = '/api/company/applications';
  documentApplicationsRoute(registry, 'get', base, {
    summary: "The pipeline: every application of the company's jobs; filter.jobId is the position filter",
    query: pipelineDialect.querySchema.extend(exportQuery.shape),
    response: z.array(companyApplicationSchema),
    list: true,
    errors: [400, 401, 403, 404],
  });
  documentApplicationsRoute(registry, 'get', `${base}/stats`, {
    summary: "The pipeline's counters per status and priority (optionally of some jobs)",
    query: pipelineStatsQuery,
    response: statsSchema,
    errors: [400, 401, 403, 404],
  });
  documentApplicationsRoute(registry, 'get', `${base}/{id}`, {
    summary: 'The Candidate application profile: applicant, job, analysis, notes, timeline',
    params: idParam,
    response: profileSchema,
    errors: [401, 403, 404],
  });

  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    await answerList(req, res, queries, companyId, pipelineDialect.parse(req), 'applications');
  });
  router.get('/stats', async (req, res) => {
    const { companyId } = callerCompany(res);
    const raw = typeof req.query.filter === 'string' ? req.query.filter : '{}';
    let parsed: ReturnType<typeof pipelineStatsFilter.safeParse>;
    try {
      parsed = pipelineStatsFilter.safeParse(JSON.parse(raw));
    } catch {
      parsed = pipelineStatsFilter.safeParse(null);
    }
    if (!parsed.success) {
      throw new DomainError(
        'REQUEST.INVALID_LIST_QUERY',
        'The filter query parameter is invalid.',
        400,
        zodFieldErrors(parsed.error, ['filter']),
      );
    }
    const { jobId } = parsed.data;
    const jobIds = jobId === undefined ? undefined : Array.isArray(jobId) ? jobId : [jobId];
    res.json(statsView(await queries.companyApplications.counts(companyId, jobIds)));
  });
  router.get('/:id', async (req, res) => {
    const { companyId } = callerCompany(res);
    res.json(await loadProfile(deps, companyId, req.params.id));
  });
  return { path: '/company/applications', router };
}
