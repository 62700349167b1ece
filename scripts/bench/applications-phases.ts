import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Client } from '@temporalio/client';
import { readModelQueries, type ReadModelDb } from '@tawzeef/read-models';
import { applyMany, applyRow, createOpenJobs } from './applications-apply.ts';
import { call, newCompanyMember, quantile, type Member } from './applications-http.ts';
import { directParams, listCases, listPath, type ListCase } from './applications-lists.ts';
import { paddedCv } from './applications-pdf.ts';

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Hiring workflows the run started on its own queue; they are terminated afterwards (no worker would run them). */
async function settleWorkflows(temporal: Client, taskQueue: string, expected: number) {
  const query = `TaskQueue = "${taskQueue}"`;
  let started = 0;
  for (let waited = 0; waited < 10_000 && started < expected; waited += 500) {
    started = (await temporal.workflow.count(query)).count;
    if (started < expected) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await temporal.workflowService.startBatchOperation({
    namespace: temporal.options.namespace,
    jobId: `${taskQueue}-cleanup`,
    reason: 'bench:applications cleanup',
    visibilityQuery: query,
    terminationOperation: {},
  });
  return started;
}

export async function measureApply(options: {
  baseUrl: string;
  temporal: Client;
  taskQueue: string;
  count: number;
  clients: number;
  log: (m: string) => void;
}): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const member = await newCompanyMember(options.baseUrl, `apply-${tag}@bench.example`, 'Bench Apply Co');
  const jobIds = await createOpenJobs(options.baseUrl, member, 16);
  const pdf = paddedCv(200 * 1024);
  const run = (count: number, runTag: string) =>
    applyMany({ baseUrl: options.baseUrl, jobIds, pdf, count, concurrency: options.clients, tag: runTag });
  options.log(`warming up, then ${options.count} applications with ${options.clients} clients`);
  const warm = await run(3 * options.clients, `${tag}w`);
  const result = await run(options.count, tag);
  const workflows = await settleWorkflows(options.temporal, options.taskQueue, warm.ok + result.ok);
  console.log(
    `\nApply: POST /api/applications/anonymous, ${pdf.length} byte PDF (a real CV padded by an incremental update), ` +
      `${options.clients} concurrent clients, ${jobIds.length} jobs, a distinct e-mail per application; the API ` +
      `and the clients share this process. Each application starts hiring-<id> on task queue ${options.taskQueue}, ` +
      `which has no worker, so no CV analysis competes for the CPU (${workflows} workflows started, then terminated).`,
  );
  console.table([
    { run: 'warm-up', ...applyRow(warm) },
    { run: 'measured', ...applyRow(result) },
  ]);
  const perSecond = result.latencies.length / result.seconds;
  const failures = result.latencies.length - result.ok;
  return [
    `apply >= 50/s: ${met(perSecond >= 50)} (${perSecond.toFixed(1)}/s)`,
    `non-201 = 0: ${met(failures === 0)} (${failures})`,
  ];
}

export async function measureLists(options: {
  baseUrl: string;
  db: ReadModelDb;
  owner: Member;
  queries: number;
  slowest: number;
}): Promise<string[]> {
  const { db, owner } = options;
  const { rows } = await db.$client.query<{ job_id: string }>(
    'SELECT job_id FROM applications WHERE company_id = $1 GROUP BY job_id ORDER BY count(*) DESC',
    [owner.companyId],
  );
  const direct = readModelQueries(db).companyApplications;
  const all = listCases(
    options.queries,
    rows.map((r) => r.job_id),
  );
  const endpoint: Record<string, number[]> = {};
  const sqlTimes: Record<string, number[]> = {};
  const timed: { ms: number; c: ListCase }[] = [];
  const get = (c: ListCase) =>
    fetch(`${options.baseUrl}${listPath(c)}`, { headers: { authorization: `Bearer ${owner.token}` } });
  for (const c of all.slice(0, 40)) {
    await (await get(c)).text();
    await direct.list(owner.companyId, directParams(c));
  }
  for (const c of all) {
    let t = performance.now();
    const response = await get(c);
    await response.arrayBuffer();
    const ms = performance.now() - t;
    if (response.status !== 200) throw new Error(`${response.status} for ${listPath(c)}`);
    (endpoint[c.cls] ??= []).push(ms);
    timed.push({ ms, c });
    t = performance.now();
    const page = await direct.list(owner.companyId, directParams(c));
    (sqlTimes[c.cls] ??= []).push(performance.now() - t);
    if (String(page.total) !== response.headers.get('x-total-count')) throw new Error(`count differs: ${listPath(c)}`);
  }
  const row = (cls: string, e: number[], s: number[]) => ({
    class: cls,
    n: e.length,
    'p50 ms': quantile(e, 0.5).toFixed(1),
    'p95 ms': quantile(e, 0.95).toFixed(1),
    'sql p50 ms': quantile(s, 0.5).toFixed(1),
    'sql p95 ms': quantile(s, 0.95).toFixed(1),
  });
  const allEndpoint = Object.values(endpoint).flat();
  const allSql = Object.values(sqlTimes).flat();
  const total = await call(options.baseUrl, owner.token, 'GET', '/api/company/applications/stats');
  console.log(
    `\nLists: GET /api/company/jobs/{jobId}/applications and GET /api/company/applications as a member of a ` +
      `company with ${total.total} applications across ${rows.length} jobs (the database holds other companies' too)`,
  );
  console.table([
    ...Object.keys(endpoint).map((cls) => row(cls, endpoint[cls]!, sqlTimes[cls]!)),
    row('all', allEndpoint, allSql),
  ]);
  for (const { ms, c } of timed.sort((a, b) => b.ms - a.ms).slice(0, options.slowest)) {
    console.log(`${ms.toFixed(1).padStart(7)} ms  ${c.cls}  ${decodeURIComponent(listPath(c))}`);
  }
  const ratio = quantile(allEndpoint, 0.5) / quantile(allSql, 0.5);
  const p95 = quantile(allEndpoint, 0.95);
  console.log(
    `endpoint median ${quantile(allEndpoint, 0.5).toFixed(1)} ms / direct query median ${quantile(allSql, 0.5).toFixed(1)} ms = ratio ${ratio.toFixed(2)}`,
  );
  return [`list p95 <= 40 ms: ${met(p95 <= 40)} (${p95.toFixed(1)} ms)`];
}
