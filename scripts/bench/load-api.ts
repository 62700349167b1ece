// The load bench's own API: the real entry point (web/api/src/main.ts) in a child process, on a scratch
// database seeded with the demo data plus board jobs, its own task queue and file folders, so a running
// platform is never disturbed and the process's memory is the API's alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { closeReadModelDb, createReadModelDb, runMigrations } from '@tawzeef/read-models';
import { seedBenchJobs } from './jobs-data.ts';
import { createScratchDatabase } from './scratch-database.ts';

const root = resolve(import.meta.dirname, '../..');
const unlimited = '1000000';

export type OwnApi = { url: string; pid: number; folder: string; stop: () => Promise<void> };

/** Resident set size of a process, in bytes, from /proc/<pid>/status. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Seconds the process's main thread (its event loop) spent ready to run but waiting for a CPU taken by
 * other processes, from /proc/<pid>/schedstat: a high figure means the machine, not the API, was the bottleneck.
 */
export function runQueueSecondsOf(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
}

/** Waits (at most `maxMs`) until the process uses under 10% of a core, e.g. after CV analyses queued by a run. */
export async function settle(pid: number, maxMs = 90_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cpuSecondsOf(pid);
    await new Promise((r) => setTimeout(r, 2000));
    const busy = (cpuSecondsOf(pid) - before) / 2;
    if (busy < 0.1 || performance.now() - started > maxMs) return (performance.now() - started) / 1000;
  }
}

function run(command: string[], env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, command, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command.join(' ')} exited with ${code}; see ${logFile}`)),
    );
  });
}

function listen(
  env: NodeJS.ProcessEnv,
  logFile: string,
  nodeFlags: string[],
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'web/api/src/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = createWriteStream(logFile, { flags: 'a' });
    child.stderr.pipe(out);
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out.write(chunk);
      printed += chunk.toString();
      const url = /App\s+(http:\/\/\S+?)\/?\s/.exec(printed)?.[1];
      if (url) resolvePromise({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`the API exited with ${code} before listening; see ${logFile}`)));
  });
}

async function terminateWorkflows(taskQueue: string) {
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233' });
  try {
    const client = new Client({ connection, namespace: process.env.TEMPORAL_NAMESPACE ?? 'default' });
    const query = `TaskQueue = "${taskQueue}" AND ExecutionStatus = "Running"`;
    if ((await client.workflow.count(query)).count === 0) return;
    await client.workflowService.startBatchOperation({
      namespace: client.options.namespace,
      jobId: `${taskQueue}-cleanup`,
      reason: 'bench:load cleanup',
      visibilityQuery: query,
      terminationOperation: {},
    });
  } finally {
    await connection.close();
  }
}

export async function startOwnApi(options: {
  baseDatabaseUrl: string;
  boardJobs: number;
  keep: boolean;
  /** Write a V8 CPU profile of the API into its folder (kept) when it stops. */
  profile: boolean;
  log: (m: string) => void;
}): Promise<OwnApi> {
  const { log } = options;
  const scratch = await createScratchDatabase(options.baseDatabaseUrl);
  const folder = mkdtempSync(join(tmpdir(), 'tawzeef-bench-load-'));
  const taskQueue = `bench-load-${randomBytes(4).toString('hex')}`;
  const logFile = join(folder, 'api.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: scratch.url,
    EVENTSTORE_CONNECTION_STRING: '',
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    OPS_API_TOKEN: randomBytes(24).toString('hex'),
    CV_STORAGE_DIR: join(folder, 'cvs'),
    UPLOADS_DIR: join(folder, 'uploads'),
    RECORDING_STORAGE_DIR: join(folder, 'recordings'),
    // Its own queue: its worker takes only its own hiring workflows (CV analysis included), nobody else's.
    TEMPORAL_TASK_QUEUE: taskQueue,
    // The interviewer would join rooms on the shared LiveKit server; no candidate joins during the bench anyway.
    INTERVIEW_AGENT: 'off',
    SMTP_URL: '',
    // Every request comes from 127.0.0.1: the per-address limits would throttle the bench, not a crowd.
    AUTH_MAX_PER_IP: unlimited,
    APPLY_MAX_PER_IP: unlimited,
  };
  const cleanUp = async () => {
    await terminateWorkflows(taskQueue).catch((e: unknown) => log(`could not terminate the workflows: ${e}`));
    if (options.keep) log(`kept the database ${scratch.url.replace(/\/\/[^@]*@/, '//')}`);
    else await scratch.drop();
    if (options.keep || options.profile)
      log(`kept ${folder} (the API's log, files${options.profile ? ', CPU profile' : ''})`);
    else rmSync(folder, { recursive: true, force: true });
  };
  try {
    log(`database ${new URL(scratch.url).pathname.slice(1)}, task queue ${taskQueue}, log ${logFile}`);
    await runMigrations(scratch.url);
    const db = createReadModelDb(scratch.url);
    try {
      await seedBenchJobs(db, options.boardJobs, new Date(), () => {});
    } finally {
      await closeReadModelDb(db);
    }
    const seeding = performance.now();
    await run(['--import', 'tsx', 'scripts/seed.ts'], env, logFile);
    log(`${options.boardJobs} board jobs and the demo seed in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    const { child, url } = await listen(env, logFile, options.profile ? ['--cpu-prof', '--cpu-prof-dir', folder] : []);
    const exited = new Promise((r) => child.once('exit', r));
    return {
      url,
      pid: child.pid!,
      folder,
      stop: async () => {
        child.kill('SIGTERM');
        await exited;
        await cleanUp();
      },
    };
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    log(`the API's log ends with:\n${tail}`);
    await cleanUp();
    throw error;
  }
}
