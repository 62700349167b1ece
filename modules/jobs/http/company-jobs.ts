import { Router, type Response } from 'express';
import { z } from 'zod';
import type { JobAction } from '@tawzeef/jobs';
import {
  listDialect,
  sendList,
  type ApiRoute,
  anyObject,
  callerCompany,
  jobNotFound,
  commandRequest,
  writeCommand,
  routeDocs,
} from '@tawzeef/http';
import type { JobRouteDeps } from './deps.ts';
import { companyJobsPlainQuery, createJobBody, jobInputBody, reopenBody } from './schemas.ts';
import { companyJobView } from './views.ts';
import { jobErrors } from './write.ts';

const stringOrList = z.union([z.string(), z.array(z.string())]);
const jobsDialect = listDialect({
  sortFields: ['postedAt', 'createdAt', 'updatedAt', 'title', 'status', 'deadline', 'applicants'],
  defaultSort: ['postedAt', 'DESC'],
  filter: z.strictObject({
    q: z.string().optional(),
    status: stringOrList.optional(),
    type: stringOrList.optional(),
    id: stringOrList.optional(),
  }),
});

const listOf = (value: string | undefined) => {
  const items = (value ?? '')
    .split(',')
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v && v !== 'ALL');
  return items.length ? items : undefined;
};

/** Job Management, the wizard's create and the edit form under /api/company/jobs. */
export function companyJobsRoute(deps: JobRouteDeps): ApiRoute {
  const { jobs, queries, wait, registry } = deps;
  const job = anyObject.meta({ id: 'CompanyJob' });
  const idParam = z.object({ id: z.string() });
  const doc = routeDocs(registry, 'jobs', '/api/company/jobs');
  doc('get', '', {
    summary: "The company's jobs (react-admin list dialect)",
    query: jobsDialect.querySchema.extend(companyJobsPlainQuery.shape),
    response: z.array(job),
    errors: [400, 401, 403, 404],
  });
  doc('post', '', {
    summary: 'Create a job: publish it (wizard) or keep a draft',
    body: createJobBody,
    status: 201,
    response: job,
    errors: [400, 401, 403, 404, 422],
  });
  doc('get', '/{id}', { summary: 'One job of the company', params: idParam, response: job, errors: [401, 403, 404] });
  doc('put', '/{id}', {
    summary: 'Update a job (edit form)',
    params: idParam,
    body: jobInputBody,
    response: job,
    errors: [400, 401, 403, 404, 409, 422],
  });
  doc('delete', '/{id}', { summary: 'Soft-delete a job', params: idParam, response: job, errors: [401, 403, 404] });
  for (const action of ['publish', 'activate', 'pause', 'reopen', 'close', 'delete'] as const) {
    doc('post', `/{id}/${action}`, {
      summary: `Status action: ${action}`,
      params: idParam,
      body: action === 'reopen' ? reopenBody.optional() : undefined,
      response: job,
      errors: [401, 403, 404, 409, 422],
    });
  }

  const jobOf = async (companyId: string, jobId: string) => {
    const row = await queries.companyJobs.one(companyId, jobId);
    if (!row) throw jobNotFound();
    return companyJobView(row);
  };
  const write = writeCommand(wait, jobErrors);

  const router = Router();
  router.get('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { sort, range, filter } = jobsDialect.parse(req);
    const plain = companyJobsPlainQuery.parse(req.query);
    const merged = {
      ...filter,
      ...(plain.search !== undefined ? { q: plain.search } : {}),
      ...(listOf(plain.status) ? { status: listOf(plain.status) } : {}),
      ...(listOf(plain.type) ? { type: listOf(plain.type) } : {}),
    };
    const pageRange =
      plain.page || plain.limit
        ? { start: ((plain.page ?? 1) - 1) * (plain.limit ?? 100), end: (plain.page ?? 1) * (plain.limit ?? 100) - 1 }
        : range;
    const result = await queries.companyJobs.list(companyId, {
      sort: [sort.field, sort.order],
      range: [pageRange.start, pageRange.end],
      filter: merged,
    });
    res.setHeader('X-Total-Count', String(result.total));
    sendList(res, 'jobs', { rows: result.rows.map(companyJobView), total: result.total }, pageRange);
  });

  router.post('/', async (req, res) => {
    const { companyId } = callerCompany(res);
    const { status, ...input } = createJobBody.parse(req.body);
    const created = jobs.create(companyId, input, status !== 'DRAFT', commandRequest(req, res));
    await write(res, created, (result) => jobOf(companyId, result.jobId), 201);
  });

  router.get('/:id', async (req, res) => {
    const { companyId } = callerCompany(res);
    res.json(await jobOf(companyId, String(req.params.id)));
  });

  router.put('/:id', async (req, res) => {
    const { companyId } = callerCompany(res);
    const input = jobInputBody.parse(req.body);
    const jobId = String(req.params.id);
    await write(res, jobs.update(companyId, jobId, input, commandRequest(req, res)), () => jobOf(companyId, jobId));
  });

  const act = (action: JobAction) => async (req: Parameters<Parameters<typeof router.post>[1]>[0], res: Response) => {
    const { companyId } = callerCompany(res);
    const jobId = String(req.params.id);
    const options = action === 'reopen' ? reopenBody.parse(req.body ?? {}) : {};
    await write(res, jobs.act(companyId, jobId, action, commandRequest(req, res), options), () =>
      jobOf(companyId, jobId),
    );
  };
  for (const action of ['publish', 'activate', 'pause', 'reopen', 'close', 'delete'] as const) {
    router.post(`/:id/${action}`, act(action));
  }
  router.delete('/:id', act('delete'));

  return { path: '/company/jobs', router };
}
