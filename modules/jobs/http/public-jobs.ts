import { Router } from 'express';
import { z } from 'zod';
import {
  boardExperienceLevels,
  boardIndustries,
  boardSorts,
  educationLevels,
  experiencePresets,
  interviewLanguages,
  jobCountries,
  jobIndustries,
  jobLevels,
  jobLocations,
  jobTypes,
  salaryBuckets,
  workTypes,
} from '@tawzeef/jobs';
import { isUuid } from '@tawzeef/shared';
import { type ApiRoute, DomainError, anyObject, routeDocs } from '@tawzeef/http';
import type { JobRouteDeps } from './deps.ts';
import { boardQuery, featuredQuery } from './schemas.ts';
import { publicJobView } from './views.ts';

const FEATURED = 6;
const FEATURED_TTL_MS = 10_000;

export const jobNotFound = () =>
  new DomainError('JOB.NOT_FOUND', "The job you're looking for doesn't exist or has been removed.");

/** The public board under /api/jobs: list, featured, options and detail (which counts a view). */
export function publicJobsRoute({ queries, registry, clock }: JobRouteDeps): ApiRoute {
  const job = anyObject.meta({ id: 'PublicJob' });
  const doc = routeDocs(registry, 'jobs', '/api/jobs');
  doc('get', '', {
    summary: 'The public jobs board: search, filters, sort and pages',
    query: z.object({
      ...boardQuery.shape,
      type: z.string().optional(),
      location: z.string().optional(),
      salary: z.string().optional(),
      experience: z.string().optional(),
      industry: z.string().optional(),
    }),
    response: z.object({
      jobs: z.array(job),
      total: z.number(),
      /** More than `total` jobs match: the count stops at the board's cap (the page says "10,000+"). */
      totalCapped: z.boolean(),
      totalAll: z.number(),
      pagination: anyObject,
    }),
    errors: [400],
  });
  doc('get', '/featured', {
    summary: 'Up to 6 featured jobs',
    query: featuredQuery,
    response: z.object({ jobs: z.array(job) }),
  });
  doc('get', '/options', { summary: "The wizard's and the board's option lists", response: anyObject });
  doc('get', '/{id}', {
    summary: 'A public job (counts a view)',
    params: z.object({ id: z.string() }),
    response: job,
    errors: [404],
  });

  let featuredCache: { ids: Set<string>; at: number } | null = null;
  const featuredIds = async () => {
    const now = clock();
    if (featuredCache && now.getTime() - featuredCache.at < FEATURED_TTL_MS) return featuredCache.ids;
    const rows = await queries.board.featured(FEATURED, now);
    featuredCache = { ids: new Set(rows.map((r) => r.job.jobId)), at: now.getTime() };
    return featuredCache.ids;
  };

  const router = Router();
  router.get('/', async (req, res) => {
    const q = boardQuery.parse(req.query);
    const offset = (q.page - 1) * q.limit;
    const [page, featured] = await Promise.all([
      queries.board.list(
        {
          search: q.search,
          types: q.type,
          locations: q.location,
          salary: q.salary,
          experience: q.experience,
          industries: q.industry,
          sort: q.sort,
          offset,
          limit: q.limit,
        },
        clock(),
      ),
      featuredIds(),
    ]);
    const totalPages = Math.ceil(page.total / q.limit);
    res.json({
      jobs: page.rows.map((row) => publicJobView(row, featured.has(row.job.jobId), false)),
      total: page.total,
      totalCapped: page.totalCapped,
      totalAll: page.totalAll,
      page: q.page,
      limit: q.limit,
      pagination: {
        page: q.page,
        limit: q.limit,
        totalPages,
        hasPrevPage: q.page > 1,
        hasNextPage: q.page < totalPages,
        prevPage: q.page > 1 ? q.page - 1 : null,
        nextPage: q.page < totalPages ? q.page + 1 : null,
      },
    });
  });

  router.get('/featured', async (req, res) => {
    const { limit } = featuredQuery.parse(req.query);
    const rows = await queries.board.featured(limit, clock());
    res.json({ jobs: rows.map((row) => publicJobView(row, true, false)) });
  });

  router.get('/options', (_req, res) => {
    res.json({
      types: jobTypes,
      jobLevels,
      workTypes,
      interviewLanguages,
      industries: jobIndustries,
      educationLevels,
      experiencePresets,
      locations: jobLocations,
      countries: jobCountries,
      board: {
        locations: Object.entries(jobCountries).map(([code, name]) => ({ code, name })),
        salary: Object.keys(salaryBuckets),
        experience: boardExperienceLevels,
        industries: boardIndustries,
        sort: boardSorts,
      },
    });
  });

  router.get('/:id', async (req, res) => {
    const jobId = String(req.params.id);
    if (!isUuid(jobId)) throw jobNotFound();
    const row = await queries.board.one(jobId, clock());
    if (!row) throw jobNotFound();
    await queries.board.countView(jobId);
    const featured = (await featuredIds()).has(jobId);
    res.json(publicJobView({ ...row, views: row.views + 1 }, featured));
  });

  return { path: '/jobs', router };
}
