import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { SavedJobRow } from '@tawzeef/read-models';
import { requireCandidate, type ApiRoute, anyObject, routeDocs, commandRequest, writeCommand } from '@tawzeef/http';
import type { JobRouteDeps } from './deps.ts';
import { savedJobsQuery } from './schemas.ts';
import { savedJobView } from './views.ts';
import { jobErrors } from './write.ts';

const DEADLINE_SOON_MS = 3 * 86_400_000;

export function savedJobStats(rows: SavedJobRow[], now: Date) {
  return {
    totalSaved: rows.length,
    appliedFromSaved: rows.filter((r) => r.applied).length,
    deadlinesSoon: rows.filter(
      (r) => r.job.deadlineAt && r.job.deadlineAt.getTime() - now.getTime() <= DEADLINE_SOON_MS,
    ).length,
  };
}

const bySort: Record<'saved' | 'deadline' | 'title', (a: SavedJobRow, b: SavedJobRow) => number> = {
  saved: (a, b) => b.savedAt.getTime() - a.savedAt.getTime() || b.job.jobId.localeCompare(a.job.jobId),
  deadline: (a, b) =>
    (a.job.deadlineAt?.getTime() ?? Infinity) - (b.job.deadlineAt?.getTime() ?? Infinity) ||
    a.job.jobId.localeCompare(b.job.jobId),
  title: (a, b) => a.job.title.localeCompare(b.job.title) || a.job.jobId.localeCompare(b.job.jobId),
};

/** A candidate's saved jobs under /api/saved-jobs, with the page's stats. */
export function savedJobsRoute({ jobs, queries, wait, registry, clock }: JobRouteDeps): ApiRoute {
  const jobIdParam = z.object({ jobId: z.string() });
  const toggled = z.object({ jobId: z.string(), saved: z.boolean() });
  const doc = routeDocs(registry, 'jobs', '/api/saved-jobs');
  doc('get', '', {
    summary: "The candidate's saved jobs and stats",
    query: z.object({ type: z.string().optional(), sort: z.string().optional() }),
    response: z.object({ savedJobs: z.array(anyObject), stats: anyObject }),
    errors: [400, 401, 403],
  });
  doc('get', '/ids', {
    summary: 'The ids of the saved jobs',
    response: z.object({ jobIds: z.array(z.string()) }),
    errors: [401, 403],
  });
  doc('get', '/stats', {
    summary: 'Total Saved, Applied From Saved, Deadlines Soon',
    response: anyObject,
    errors: [401, 403],
  });
  doc('put', '/{jobId}', { summary: 'Save a job', params: jobIdParam, response: toggled, errors: [401, 403, 404] });
  doc('post', '', {
    summary: 'Save a job',
    body: z.object({ jobId: z.string() }),
    response: toggled,
    errors: [400, 401, 403, 404],
  });
  doc('delete', '/{jobId}', { summary: 'Unsave a job', params: jobIdParam, response: toggled, errors: [401, 403] });
  doc('post', '/{jobId}/toggle', {
    summary: 'Save or unsave',
    params: jobIdParam,
    response: toggled,
    errors: [401, 403, 404],
  });

  const write = writeCommand(wait, jobErrors);
  const save = async (req: Request, res: Response, jobId: string) => {
    const { userId } = requireCandidate(res);
    await write(res, jobs.save(userId, jobId, commandRequest(req, res)), () => ({ jobId, saved: true }));
  };
  const unsave = async (req: Request, res: Response, jobId: string) => {
    const { userId } = requireCandidate(res);
    await write(res, jobs.unsave(userId, jobId, commandRequest(req, res)), () => ({ jobId, saved: false }));
  };

  const router = Router();
  router.get('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { type, sort } = savedJobsQuery.parse(req.query);
    const now = clock();
    const rows = await queries.savedJobs.list(userId, now);
    const shown = rows.filter((r) => !type?.length || type.includes(r.job.type as never)).sort(bySort[sort]);
    res.json({ savedJobs: shown.map(savedJobView), stats: savedJobStats(rows, now) });
  });
  router.get('/ids', async (_req, res) => {
    const { userId } = requireCandidate(res);
    const rows = await queries.savedJobs.list(userId, clock());
    res.json({ jobIds: rows.map((r) => r.job.jobId) });
  });
  router.get('/stats', async (_req, res) => {
    const { userId } = requireCandidate(res);
    const now = clock();
    res.json(savedJobStats(await queries.savedJobs.list(userId, now), now));
  });
  router.put('/:jobId', (req, res) => save(req, res, String(req.params.jobId)));
  router.post('/', (req, res) => save(req, res, z.object({ jobId: z.string().max(100) }).parse(req.body).jobId));
  router.delete('/:jobId', (req, res) => unsave(req, res, String(req.params.jobId)));
  router.post('/:jobId/toggle', async (req, res) => {
    const { userId } = requireCandidate(res);
    const jobId = String(req.params.jobId);
    if (await jobs.isSaved(userId, jobId)) await unsave(req, res, jobId);
    else await save(req, res, jobId);
  });
  return { path: '/saved-jobs', router };
}
