import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Room } from '@livekit/rtc-node';
import { RoomServiceClient } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '@tawzeef/read-models';
import { createTestDatabase } from '@tawzeef/shared/testing';
import { loadConfig } from './config.ts';
import { closeContainer, createContainer } from './container.ts';
import type { Role } from './roles.ts';
import type { TestServer } from './test-server.ts';
import { closedPort } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { Client, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { cvForm, cvPdf, eventually } from './test-applications.ts';

/**
 * Issue 18: two processes of each role on one database, one Temporal namespace and one LiveKit. Every application
 * is processed once, every projection advances once, and every interview room gets exactly one interviewer.
 */
const APPLICATIONS = 200;
const root = fileURLToPath(new URL('../../../', import.meta.url));
const livekitUrl = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const livekit = new RoomServiceClient(
  livekitUrl.replace(/^ws/u, 'http'),
  process.env.LIVEKIT_API_KEY ?? 'devkey',
  process.env.LIVEKIT_API_SECRET ?? 'secret',
);

/** One process of a role: its JSON log lines, and its other output (the Temporal SDK's), shown if it fails. */
type Process = { role: Role; child: ChildProcess; logs: Record<string, unknown>[]; stderr: string[]; url?: string };
const processes: Process[] = [];
let database: { url: string; drop: () => Promise<void> };
let db: pg.Pool;
let dir: string;
let env: Record<string, string>;
let owner: Client;
let jobId: string;
const applicationIds: string[] = [];
const bots: Room[] = [];

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

const logged = (p: Process, msg: string) => p.logs.filter((l) => l.msg === msg);
const of = (role: Role) => processes.filter((p) => p.role === role);
/** A caller of one API process, as the test client expects a server. */
const serverAt = (url: string) =>
  ({ url, get: (path: string, init?: RequestInit) => fetch(`${url}${path}`, init) }) as unknown as TestServer;

beforeAll(async () => {
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
  env = {
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
  for (const role of ['projector', 'projector', 'worker', 'worker', 'interviewer', 'interviewer'] as const) start(role);
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
  ({ owner } = await companyOwner(serverAt(apis[0]!.url!), 'owner.roles@example.com'));
  jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'] })).id;
}, 300_000);

afterAll(async () => {
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
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const countBy = async (sql: string, params: unknown[] = []) =>
  new Map((await db.query<{ k: string; n: string }>(sql, params)).rows.map((r) => [r.k, Number(r.n)]));

describe('two processes of each role', () => {
  it('processes each of 200 applications once, sent to either API', { timeout: 600_000 }, async () => {
    const apis = of('api');
    let next = 0;
    const send = async () => {
      while (next < APPLICATIONS) {
        const i = next++;
        const fields = {
          jobId,
          fullName: `Candidate ${i}`,
          email: `candidate.${i}@example.com`,
          countryCode: '+962',
          phone: `791${100_000 + i}`,
        };
        const api = serverAt(apis[i % 2]!.url!);
        const reply = await new Client(api).post('/api/applications/anonymous', cvForm(cvPdf, 'cv.pdf', fields));
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        applicationIds.push(reply.body.id as string);
      }
    };
    await Promise.all([send(), send(), send(), send()]);
    expect(new Set(applicationIds).size).toBe(APPLICATIONS);

    // Each analysis ran once: one CvAnalyzed per application, and every application's read model shows it.
    const analysed = await eventually(
      () =>
        countBy(`SELECT stream_id AS k, count(*) AS n FROM emt_messages WHERE message_type = 'CvAnalyzed' GROUP BY 1`),
      (m) => m.size >= APPLICATIONS,
      400_000,
    );
    expect(analysed.size).toBe(APPLICATIONS);
    expect([...analysed.values()].every((n) => n === 1)).toBe(true);
    const rows = await eventually(
      () => db.query(`SELECT count(*)::int AS n FROM applications WHERE analysis_status = 'DONE'`),
      (r) => r.rows[0].n === APPLICATIONS,
      60_000,
    );
    expect(rows.rows[0].n).toBe(APPLICATIONS);

    // One hiring workflow each, started once from the log by one of the two projectors' reactions.
    const tool = createContainer(loadConfig(env));
    try {
      const temporal = tool.get(TOKENS.TemporalClient);
      for (const id of applicationIds) {
        const described = await temporal.workflow.getHandle(`hiring-${id}`).describe();
        expect(described.taskQueue).toBe(env.TEMPORAL_TASK_QUEUE);
      }
    } finally {
      await closeContainer(tool);
    }
    const invited = await eventually(
      () => countBy(`SELECT application_id AS k, count(*) AS n FROM interviews GROUP BY 1`),
      (m) => m.size >= APPLICATIONS,
      120_000,
    );
    expect([...invited.values()].every((n) => n === 1)).toBe(true);
  });

  it('advances each projection once: no range of the log is applied twice', async () => {
    const moves = await db.query<{ name: string; from_position: string; to_position: string }>(
      `SELECT name, from_position, to_position FROM checkpoint_moves ORDER BY name, from_position`,
    );
    const byName = new Map<string, { from: bigint; to: bigint }[]>();
    for (const m of moves.rows) {
      const list = byName.get(m.name) ?? [];
      list.push({ from: BigInt(m.from_position), to: BigInt(m.to_position) });
      byName.set(m.name, list);
    }
    expect(byName.size).toBeGreaterThan(10);
    for (const [name, list] of byName) {
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.from, `${name}: each move starts where the last one ended`).toBe(list[i - 1]!.to);
      }
    }
    const head = BigInt((await db.query(`SELECT max(global_position) AS p FROM emt_messages`)).rows[0].p);
    const behind = await eventually(
      () => db.query(`SELECT name FROM projection_checkpoints WHERE position < $1`, [head.toString()]),
      (r) => r.rowCount === 0,
      30_000,
    );
    expect(behind.rows).toEqual([]);
  });

  it('gives each of two interview rooms exactly one interviewer', { timeout: 180_000 }, async () => {
    const chosen = (
      await db.query<{ interview_id: string; room_name: string }>(
        `SELECT interview_id, room_name FROM interviews WHERE status = 'SCHEDULED' ORDER BY interview_id LIMIT 2`,
      )
    ).rows;
    expect(chosen).toHaveLength(2);
    const tool = createContainer(loadConfig(env));
    const keys = chosen.map((c) => tool.get(TOKENS.Interviews).joinKey(c.interview_id));
    await closeContainer(tool);

    const apis = of('api');
    for (const [i, { room_name }] of chosen.entries()) {
      // Asked twice, through both APIs: still one dispatch, one interviewer.
      for (const api of apis) {
        const reply = await new Client(serverAt(api.url!)).post('/api/interview/token', {
          roomName: room_name,
          key: keys[i],
          participantName: `Candidate ${i}`,
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        if (api === apis[1]) {
          const room = new Room();
          bots.push(room);
          await room.connect(reply.body.liveKitUrl as string, reply.body.token as string, {
            autoSubscribe: false,
            dynacast: false,
          });
        }
      }
    }

    const agentsIn = async (room: string) =>
      (await livekit.listParticipants(room)).filter((p) => p.identity.startsWith('agent-')).length;
    for (const { room_name } of chosen) {
      expect(
        await eventually(
          () => agentsIn(room_name),
          (n) => n > 0,
          90_000,
        ),
        room_name,
      ).toBe(1);
    }
    // Watched for a while: never a second interviewer, in either room.
    const most = new Map<string, number>();
    for (let t = 0; t < 20; t++) {
      for (const { room_name } of chosen)
        most.set(room_name, Math.max(most.get(room_name) ?? 0, await agentsIn(room_name)));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect([...most.values()]).toEqual([1, 1]);
    const holding = of('interviewer').flatMap((p) => logged(p, 'interview agent holding the room'));
    expect(holding.map((l) => l.room).sort()).toEqual(chosen.map((c) => c.room_name).sort());
    const started = await countBy(
      `SELECT stream_id AS k, count(*) AS n FROM emt_messages WHERE message_type = 'InterviewStarted' GROUP BY 1`,
    );
    expect(started.size).toBe(2);
    expect([...started.values()]).toEqual([1, 1]);
  });
});
