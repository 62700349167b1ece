import type pg from 'pg';
import { Room } from '@livekit/rtc-node';
import { RoomServiceClient } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { closeContainer, createContainer } from './container.ts';
import type { Role } from './roles.ts';
import { TOKENS } from './tokens.ts';
import { Client } from './test-client.ts';
import { cvForm, cvPdf, eventually } from './test-applications.ts';
import { logged, ofRole, serverAt, startCluster, type Cluster, type Process } from './test-role-processes.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

/**
 * Issue 18: two processes of each role on one database, one Temporal namespace and one LiveKit. Every application
 * is processed once, every projection advances once, and every interview room gets exactly one interviewer.
 */
const APPLICATIONS = 200;
const livekitUrl = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const livekit = new RoomServiceClient(
  livekitUrl.replace(/^ws/u, 'http'),
  process.env.LIVEKIT_API_KEY ?? 'devkey',
  process.env.LIVEKIT_API_SECRET ?? 'secret',
);

let cluster: Cluster;
let processes: Process[];
let db: pg.Pool;
let env: Record<string, string>;
let jobId: string;
let bots: Room[];
const applicationIds: string[] = [];
const of = (role: Role) => ofRole(processes, role);

beforeAll(async () => {
  cluster = await startCluster();
  ({ processes, db, env, jobId, bots } = cluster);
}, 300_000);

afterAll(async () => {
  await cluster?.close();
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
          acceptedNotices: JSON.stringify(currentNoticeVersions),
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
