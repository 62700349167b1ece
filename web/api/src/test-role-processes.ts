import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Room } from '@livekit/rtc-node';
import { expect } from 'vitest';
import { runMigrations } from '@tawzeef/read-models';
import { createTestDatabase } from '@tawzeef/shared/testing';
import type { Role } from './roles.ts';
import { closedPort, type TestServer } from './test-server.ts';
import { companyOwner, type Client } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { eventually } from './test-applications.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** One process of a role: its JSON log lines, and its other output (the Temporal SDK's), shown if it fails. */
export type Process = {
  role: Role;
  child: ChildProcess;
  logs: Record<string, unknown>[];
  stderr: string[];
  url?: string;
};

/** Two processes of each role (api, projector, worker, interviewer) on one fresh database, a company and a job. */
export type Cluster = {
  processes: Process[];
  /** The cluster's database; it notes every move of a projection checkpoint in checkpoint_moves. */
  db: pg.Pool;
  /** The environment the processes run with. */
  env: Record<string, string>;
  owner: Client;
  jobId: string;
  /** LiveKit participants a test connects; disconnected on close. */
  bots: Room[];
  close(): Promise<void>;
};

export const logged = (p: Process, msg: string) => p.logs.filter((l) => l.msg === msg);
export const ofRole = (processes: Process[], role: Role) => processes.filter((p) => p.role === role);
/** A caller of one API process, as the test client expects a server. */
export const serverAt = (url: string) =>
  ({ url, get: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) }) as unknown as TestServer;

export async function startCluster(): Promise<Cluster> {
  const processes: Process[] = [];
  const bots: Room[] = [];
  const of = (role: Role) => ofRole(processes, role);
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: pg.Pool | undefined;
  let dir: string | undefined;
  const close = async () => {
    await Promise.all(bots.map((b) => b.disconnect()));
    await Promise.all(
      processes.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null) return resolve();
            p.child.once('exit', () => resolve());
            p.child.kill('SIGTERM');
            setTimeout(() => p.child.kill('SIGKILL'), 15_000).unref();
          }),
      ),
    );
    await db?.end();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  // A setup that fails half way still stops what it started.
  try {
    database = await createTestDatabase();
    await runMigrations(database.url);
    db = new pg.Pool({ connectionString: database.url, max: 2 });
    // Every move of a checkpoint, to show that no range of the log is applied twice.
    await db.query(`
      CREATE TABLE checkpoint_moves (name text, from_position bigint, to_position bigint);
      CREATE FUNCTION note_checkpoint_move() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.position <> OLD.position THEN
          INSERT INTO checkpoint_moves VALUES (NEW.name, OLD.position, NEW.position);
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER checkpoint_moves AFTER UPDATE ON projection_checkpoints
        FOR EACH ROW EXECUTE FUNCTION note_checkpoint_move();`);
    dir = mkdtempSync(join(tmpdir(), 'tawzeef-roles-'));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      EVENTSTORE_CONNECTION_STRING: '',
      TEMPORAL_TASK_QUEUE: `test-roles-${randomUUID()}`,
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      UPLOADS_DIR: join(dir, 'uploads'),
      SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:1025',
      INTERVIEW_AGENT: 'on',
      // Debian's pocketsphinx: the candidates here only join; no recogniser model needs loading.
      INTERVIEW_AGENT_SPEECH_PYTHON: join(dir, 'no-venv', 'python'),
      APPLY_MAX_PER_IP: '10000',
      AUTH_MAX_PER_IP: '10000',
    };
    function start(role: Role, port?: number): Process {
      const child = spawn(process.execPath, ['--import', 'tsx', 'web/api/src/main.ts', '--role', role], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port ?? 0) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const p: Process = { role, child, logs: [], stderr: [], url: port ? `http://127.0.0.1:${port}` : undefined };
      let rest = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('{')) p.logs.push(JSON.parse(line) as Record<string, unknown>);
      });
      child.stderr!.on('data', (chunk: Buffer) => p.stderr.push(chunk.toString('utf8')));
      child.once('exit', (code) => {
        if (code !== 0) process.stderr.write(`[${role}] exited with ${code}:\n${p.stderr.join('').slice(-4000)}\n`);
      });
      processes.push(p);
      return p;
    }

    for (const role of ['projector', 'projector', 'worker', 'worker', 'interviewer', 'interviewer'] as const)
      start(role);
    const apis = [start('api', await closedPort()), start('api', await closedPort())];
    for (const api of apis) {
      const up = await eventually(
        () =>
          fetch(`${api.url}/api/jobs`).then(
            (r) => r.status,
            () => 0,
          ),
        (status) => status === 200,
        90_000,
      );
      expect(up, `the api process at ${api.url} answers`).toBe(200);
    }
    for (const p of [...of('worker'), ...of('interviewer')]) {
      await eventually(
        async () => logged(p, 'temporal worker running').length,
        (n) => n > 0,
        120_000,
      );
    }
    const { owner } = await companyOwner(serverAt(apis[0]!.url!), 'owner.roles@example.com');
    const jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'] })).id;
    return { processes, db, env, owner, jobId, bots, close };
  } catch (error) {
    await close();
    throw error;
  }
}
