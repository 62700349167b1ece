import { Router } from 'express';
import { z } from 'zod';
import type { CandidateStatusFilter } from '@tawzeef/read-models';
import {
  requireCandidate,
  type ApiRoute,
  anyObject,
  readerLanguage,
  applicationNotFound,
  commandRequest,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import { parseRange } from './range.ts';
import type { ApplicationRouteDeps } from './deps.ts';
import { candidateApplicationsQuery, withdrawBody } from './schemas.ts';
import { candidateApplicationView, displayStatus, type ScoredInterviews } from './views.ts';
import { applicationErrors } from './write.ts';

/** My Applications and application details under /api/candidate/applications, and withdrawal. */
export function candidateApplicationsRoute({
  applications,
  queries,
  wait,
  registry,
  processes,
}: ApplicationRouteDeps): ApiRoute {
  const idParam = z.object({ id: z.string() });
  const langQuery = z.object({
    lang: z.enum(['en', 'ar']).optional().meta({
      description: "The language of the candidate-facing AI texts (default: Accept-Language, then 'en')",
    }),
  });
  const doc = routeDocs(registry, 'applications', '/api/candidate/applications');
  doc('get', '', {
    summary: "The candidate's applications, newest first; status filters on the server ('accepted' = HIRED)",
    query: candidateApplicationsQuery.extend(langQuery.shape),
    response: z.array(anyObject),
    errors: [400, 401, 403],
  });
  doc('get', '/{id}', {
    summary:
      'One application, by its id or by its job id. The AI sections are written to the candidate (what stood out, ' +
      'what to strengthen, what happens next); interview scores, AI verdicts and recruiter advice are never included',
    params: idParam,
    query: langQuery,
    response: anyObject,
    errors: [401, 403, 404],
  });
  doc('get', '/for-job/{jobId}', {
    summary:
      "The candidate's application to a job, or null: always 200, so the job and apply pages can say " +
      "'already applied' up front without a failed request",
    params: z.object({ jobId: z.string() }),
    response: z.object({
      application: z
        .object({
          id: z.string(),
          jobId: z.string(),
          status: z.string(),
          displayStatus: z.string(),
          appliedAt: z.string(),
        })
        .nullable(),
    }),
    errors: [401, 403],
  });
  doc('post', '/{id}/withdraw', {
    summary: 'Withdraw the application (WITHDRAWN)',
    params: idParam,
    body: withdrawBody.optional(),
    response: anyObject,
    errors: [401, 403, 404, 422],
  });

  /** The latest scored interview of each stage (the list is newest first). */
  const scoredInterviews = async (row: { companyId: string; applicationId: string }) => {
    const rows = await queries.interviews.ofApplication(row.companyId, row.applicationId);
    const scored: ScoredInterviews = {};
    for (const r of rows.filter((i) => i.scoredAt).sort((a, b) => +b.scoredAt! - +a.scoredAt!)) {
      const stage = r.stage === 'SECOND' ? 'SECOND' : 'FIRST';
      scored[stage] ??= { evidence: r.evidence, breakdown: r.breakdown };
    }
    return scored;
  };

  const write = writeCommand(wait, applicationErrors);
  const router = Router();
  router.get('/', async (req, res) => {
    const { userId } = requireCandidate(res);
    const query = candidateApplicationsQuery.parse(req.query);
    const { start, end } = parseRange(query.range);
    const status = query.status === 'all' ? undefined : (query.status as CandidateStatusFilter);
    const { rows, total } = await queries.applications.ofCandidate(userId, { status, start, end });
    res.setHeader('Content-Range', `applications ${start}-${start + Math.max(rows.length - 1, 0)}/${total}`);
    res.setHeader('X-Total-Count', String(total));
    res.json(rows.map((row) => candidateApplicationView(row, {}, readerLanguage(req))));
  });
  router.get('/for-job/:jobId', async (req, res) => {
    const { userId } = requireCandidate(res);
    const row = await queries.applications.oneOfCandidate(userId, req.params.jobId);
    const application =
      row && row.jobId === req.params.jobId
        ? {
            id: row.applicationId,
            jobId: row.jobId,
            status: row.status,
            displayStatus: displayStatus[row.status] ?? 'submitted',
            appliedAt: row.appliedAt.toISOString(),
          }
        : null;
    res.setHeader('Cache-Control', 'no-store');
    res.json({ application });
  });
  router.get('/:id', async (req, res) => {
    const { userId } = requireCandidate(res);
    const row = await queries.applications.oneOfCandidate(userId, req.params.id);
    if (!row) throw applicationNotFound();
    res.json(candidateApplicationView(row, await scoredInterviews(row), readerLanguage(req)));
  });
  router.post('/:id/withdraw', async (req, res) => {
    const { userId } = requireCandidate(res);
    const { reason } = withdrawBody.parse(req.body ?? {});
    const row = await queries.applications.oneOfCandidate(userId, req.params.id);
    if (!row) throw applicationNotFound();
    const withdrawn = async () => {
      const result = await applications.withdraw(userId, row.applicationId, reason ?? null, commandRequest(req, res));
      // The hiring workflow ends and cancels an open interview.
      if (result.events.length) await processes.statusChanged?.(row.applicationId, 'WITHDRAWN', userId);
      return result;
    };
    await write(res, withdrawn());
    const after = await queries.applications.oneOfCandidate(userId, row.applicationId);
    res.json(
      after ? candidateApplicationView(after, {}, readerLanguage(req)) : { id: row.applicationId, status: 'WITHDRAWN' },
    );
  });
  return { path: '/candidate/applications', router };
}
