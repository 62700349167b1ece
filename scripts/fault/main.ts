// The fault run (scripts/fault/run starts its stack): 16 anonymous appliers while the API is killed with SIGKILL,
// PostgreSQL restarts and Temporal stops for a minute; then every acknowledged application is checked.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { createAppEventStore } from '../../web/api/src/event-store.ts';
import { createOpenJobs } from '../bench/applications-apply.ts';
import { newCompanyMember } from '../bench/applications-http.ts';
import { applyOnce, createAppliers } from './appliers.ts';
import { hiringStarts, idsInReadModel, quantile, submittedInLog, withIds } from './checks.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const baseUrl = process.env.FAULT_API_URL ?? 'http://127.0.0.1:3400';
const settings = {
  concurrency: env('FAULT_APPLIERS', 16),
  pauseMs: env('FAULT_PAUSE_MS', 4_000),
  temporalDownMs: env('FAULT_TEMPORAL_DOWN_SECONDS', 60) * 1000,
  apiBackMs: env('FAULT_API_BACK_SECONDS', 30) * 1000,
  workflowWithinMs: 30_000,
};
const run = promisify(execFile);
const action = async (name: string) => {
  const { stdout } = await run('bash', [new URL('./run', import.meta.url).pathname, 'action', name]);
  return stdout.trim();
};
const t0 = Date.now();
// Bounded whatever happens: a hang anywhere fails the run instead of holding the test tier.
setTimeout(() => {
  say('FAILED: the fault run did not finish within 8 minutes');
  process.exit(1);
}, 8 * 60_000);
const say = (message: string) => process.stdout.write(`[fault ${((Date.now() - t0) / 1000).toFixed(1)}s] ${message}\n`);

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await sleep(200);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s`);
}
const answers = async () => (await fetch(`${baseUrl}/api/openapi.json`)).ok;
const temporalUp = async () => {
  const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as {
    checks: Record<string, { status: string }>;
  };
  return health.checks.temporal?.status === 'up' && health.checks.database?.status === 'up';
};

const tag = randomBytes(4).toString('hex');
const owner = await newCompanyMember(baseUrl, `owner.${tag}@fault.example`, `Fault Test ${tag}`);
const jobIds = await createOpenJobs(baseUrl, owner, 3);
const pdf = readFileSync(new URL('../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));
// Normal operation first: ten applications one after another, nothing else going on.
const probeEmails = new Set<string>();
const probeIds: string[] = [];
for (let i = 0; i < 10; i++) {
  const email = `probe.${tag}.${i}@fault.example`;
  probeEmails.add(email);
  probeIds.push(await applyOnce(baseUrl, jobIds[i % jobIds.length]!, email, pdf));
  await sleep(500);
}
const appliers = createAppliers({ baseUrl, jobIds, pdf, tag, ...settings });
say(`${settings.concurrency} appliers on ${jobIds.length} jobs, one application each per ${settings.pauseMs} ms`);
appliers.start();

await sleep(15_000);
const healthyUntil = Date.now();
say(`(a) SIGKILL to the API (pid ${await action('kill-api')})`);
const apiBack = await until('the API back after SIGKILL', answers, settings.apiBackMs);
say(`the API answers again after ${(apiBack / 1000).toFixed(1)} s (supervised restart)`);

await sleep(10_000);
say('(b) restarting PostgreSQL');
await action('restart-postgres');
say('PostgreSQL is back');

await sleep(10_000);
say(`(c) stopping Temporal for ${settings.temporalDownMs / 1000} s`);
await action('stop-temporal');
// A request that signals a workflow while Temporal is down: answered (the signal is bounded and logged), not held.
await sleep(5_000);
const signalled = appliers.accepted.find((a) => a.applicationId)!.applicationId!;
const changeStarted = Date.now();
const change = await fetch(`${baseUrl}/api/company/applications/${signalled}/status`, {
  method: 'PATCH',
  headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ status: 'REVIEWING' }),
});
const statusChange = { status: change.status, ms: Date.now() - changeStarted };
say(`a status change (a signal to hiring-<id>) with Temporal down: ${statusChange.status} in ${statusChange.ms} ms`);
await sleep(Math.max(0, settings.temporalDownMs - (Date.now() - changeStarted) - 5_000));
await action('start-temporal');
await until('Temporal up in the API health', temporalUp, 60_000);
const backAt = Date.now();
say('Temporal is back: the platform is whole again');

await sleep(5_000);
await appliers.stop();
const { tally } = appliers;
say(`load stopped: ${tally.applications} applications, ${tally.requests} requests`);
say(
  `answers: ${JSON.stringify({ ...tally, serverErrors: tally.serverErrors.length, otherErrors: tally.otherErrors.length })}`,
);

// The checks.
const { store } = createAppEventStore({ databaseUrl: process.env.DATABASE_URL! });
const byEmail = await submittedInLog(store, new Set([...appliers.accepted.map((a) => a.email), ...probeEmails]));
await store.close();
const accepted = withIds(appliers.accepted, byEmail);
const notOnceInLog = accepted.filter(
  (a) => byEmail.get(a.email)?.length !== 1 || byEmail.get(a.email)![0]!.applicationId !== a.applicationId,
);
const inReadModel = await idsInReadModel(baseUrl, owner.token);
const notOnceInReadModel = accepted.filter((a) => inReadModel.get(a.applicationId ?? '') !== 1);
const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
const ids = accepted.map((a) => a.applicationId).filter((id): id is string => id !== null);
const starts = await hiringStarts(new Client({ connection }), ids, backAt + settings.workflowWithinMs + 5_000);
const probeStarts = await hiringStarts(new Client({ connection }), probeIds, Date.now() + 10_000);
await connection.close();
const withoutWorkflow = ids.filter((id) => !starts.has(id));
const afterRecovery = ids.map((id) => Math.max(0, (starts.get(id) ?? Infinity) - backAt));
const occurredAt = new Map([...byEmail.values()].flat().map((s) => [s.applicationId, s.occurredAt]));
const occurredOf = (id: string) => [...byEmail.values()].flat().find((e) => e.applicationId === id)?.occurredAt;
const quietLags = probeIds.filter((id) => probeStarts.has(id)).map((id) => probeStarts.get(id)! - occurredOf(id)!);
// Under load: submitted and started before the first fault.
const loadedLags = ids
  .filter((id) => (occurredAt.get(id) ?? Infinity) < healthyUntil && (starts.get(id) ?? Infinity) < healthyUntil)
  .map((id) => starts.get(id)! - occurredAt.get(id)!);
const maxAfterRecovery = Math.max(0, ...afterRecovery);

const figures = {
  applicationsSent: tally.applications,
  requests: tally.requests,
  created201: tally.created,
  confirmedBy409: tally.confirmedBy409,
  unavailable503: tally.unavailable,
  unavailableWithoutRetryAfter: tally.unavailableWithoutRetryAfter,
  serverErrors5xx: tally.serverErrors.length,
  otherErrors: tally.otherErrors.length,
  connectionErrors: tally.connectionErrors,
  hangs: tally.hangs,
  gaveUp: tally.gaveUp,
  statusChangeWithTemporalDown: statusChange,
  apiBackAfterSigkillSeconds: +(apiBack / 1000).toFixed(1),
  notOnceInEventStore: notOnceInLog.length,
  notOnceInReadModel: notOnceInReadModel.length,
  withoutHiringWorkflow: withoutWorkflow.length,
  maxSecondsToWorkflowAfterRecovery: +(maxAfterRecovery / 1000).toFixed(1),
  quietLagMs: { count: quietLags.length, p50: quantile(quietLags, 0.5), max: Math.max(...quietLags) },
  loadedLagMs: {
    count: loadedLags.length,
    p50: quantile(loadedLags, 0.5),
    p95: quantile(loadedLags, 0.95),
    max: Math.max(...loadedLags),
  },
};
process.stdout.write(`\n${JSON.stringify(figures, null, 2)}\n`);
for (const error of [...tally.serverErrors, ...tally.otherErrors].slice(0, 5))
  say(`error ${error.status}: ${error.body}`);

const failures = [
  tally.serverErrors.length && `${tally.serverErrors.length} requests got a 5xx other than 503`,
  tally.unavailableWithoutRetryAfter && `${tally.unavailableWithoutRetryAfter} 503s without Retry-After`,
  tally.otherErrors.length && `${tally.otherErrors.length} requests got an unexpected answer`,
  tally.hangs && `${tally.hangs} requests hung for 30 s`,
  tally.gaveUp && `${tally.gaveUp} applications never got through`,
  notOnceInLog.length && `${notOnceInLog.length} acknowledged applications not exactly once in the event store`,
  notOnceInReadModel.length && `${notOnceInReadModel.length} acknowledged applications not exactly once in the list`,
  withoutWorkflow.length && `${withoutWorkflow.length} applications without hiring workflow`,
  maxAfterRecovery > settings.workflowWithinMs && `a workflow started ${maxAfterRecovery} ms after recovery`,
  accepted.length === 0 && 'no application was acknowledged',
  statusChange.status >= 500 && statusChange.status !== 503 && `a status change got ${statusChange.status}`,
  statusChange.ms > 10_000 && `a status change took ${statusChange.ms} ms with Temporal down`,
  quietLags.length < probeIds.length && 'a probe application has no hiring workflow',
].filter(Boolean);
for (const failure of failures) say(`FAILED: ${failure}`);
say(failures.length ? 'the fault run failed' : 'the fault run passed: nothing acknowledged was lost');
// scripts/test's summary reads it.
if (process.env.FAULT_RESULT)
  writeFileSync(process.env.FAULT_RESULT, JSON.stringify({ passed: failures.length === 0, failures, figures }));
process.exit(failures.length ? 1 : 0);
