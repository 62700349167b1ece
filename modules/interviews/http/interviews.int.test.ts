import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { caughtUp, request, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { joinToken } from './rooms.ts';

const decodeJwt = (token: string): unknown =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

const sign = (claims: object, secret: string) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};

let server: TestServer;
let dir: string;
let owner: Client;
let other: Client;
let omar: Client;
let stranger: Client;
let omarId: string;
let jobId: string;
let companyId: string;
let applicationId: string;
let interviewId: string;
let roomName: string;
let joinUrl: string;

const seed = (jobTitle: string, email: string) => ({
  jobId,
  jobTitle,
  firstName: 'Omar',
  lastName: 'Khalil',
  email,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'DONE' as const,
  score: 70,
  skills: ['Node.js'],
});

async function interviewsCaughtUp() {
  const runner = server.container.get(TOKENS.ProjectionRunner);
  const last = await server.container.get(TOKENS.EventStore).headPosition();
  await runner.waitForPosition('interviews', last, 20_000);
  await runner.waitForPosition('applications', last, 20_000);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-interviews-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-interviews-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://tawzeef.test',
    },
  });
  const a = await companyOwner(server, 'owner.interviews@example.com');
  owner = a.owner;
  companyId = a.company.id;
  ({ owner: other } = await companyOwner(server, 'owner.other.interviews@example.com', {
    ...companyForm,
    name: 'Other Co',
  }));
  omar = new Client(server);
  omarId = String(
    (await omar.signup({ email: 'omar.interview@example.com', userType: 'CANDIDATE', name: 'Omar Khalil' })).user.id,
  );
  stranger = new Client(server);
  await stranger.signup({ email: 'stranger.interview@example.com', userType: 'CANDIDATE', name: 'Sam Stranger' });
  jobId = (
    await createJob(owner, { title: 'Backend Developer', aiFirstInterviewPrompt: 'Probe Node.js and SQL depth.' })
  ).id;
  const applied = await seedApplication(server, seed('Backend Developer', 'omar.interview@example.com'), {
    candidateId: omarId,
  });
  applicationId = applied.id;
  await caughtUp(server, applied.position);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the invitation activity', () => {
  it('schedules once, creates the room, sets INTERVIEW_SCHEDULED and queues one invitation e-mail', async () => {
    const activities = server.container.get(TOKENS.InterviewActivities);
    const input = { applicationId, jobId, companyId, stage: 'FIRST' as const, round: 1 };
    const first = await activities.inviteToInterview(input);
    const again = await activities.inviteToInterview(input);
    expect(again).toEqual(first);
    expect(first.remindAfterMs).toBe(24 * 3_600_000);
    expect(first.expireAfterMs).toBe(72 * 3_600_000);
    expect(first.maxDurationMs).toBe(45 * 60_000);
    interviewId = first.interviewId;
    roomName = first.roomName;
    const rooms = await server.container.get(TOKENS.LiveKitRooms).listRooms([roomName]);
    expect(rooms.map((r) => r.name)).toEqual([roomName]);
    const { events } = await server.container.get(TOKENS.EventStore).readStream(`interview-${interviewId}`);
    expect(events.map((e) => e.type)).toEqual(['InterviewScheduled']);
    await interviewsCaughtUp();
    const profile = await owner.get(`/api/company/applications/${applicationId}`);
    expect(profile.body.status).toBe('INTERVIEW_SCHEDULED');
    const pool = server.container.get(TOKENS.PgPool);
    const mails = await pool.query(
      "SELECT subject, content FROM communications WHERE application_id = $1 AND system_kind = 'interview-invitation'",
      [applicationId],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].content).toContain(`http://tawzeef.test/interview/${interviewId}?key=`);
  }, 60_000);
});

describe('the candidate and company lists', () => {
  it('lists the upcoming interview with its join link for the candidate only', async () => {
    const mine = await omar.get('/api/candidate/interviews');
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      id: interviewId,
      jobTitle: 'Backend Developer',
      company: 'Acme Hiring',
      status: 'upcoming',
      interviewStatus: 'SCHEDULED',
      roomName,
      type: 'video',
      stage: 'FIRST',
      interviewerKind: 'AI',
      online: true,
    });
    joinUrl = mine.body[0].joinUrl;
    expect(joinUrl).toMatch(new RegExp(`^http://tawzeef.test/interview/${interviewId}\\?key=.+`));
    expect((await stranger.get('/api/candidate/interviews')).body).toEqual([]);
  });

  it("shows the company's upcoming schedule with interviews and job deadlines; another company sees none", async () => {
    const schedule = await owner.get('/api/company/interviews/upcoming');
    expect(schedule.status).toBe(200);
    const types = schedule.body.events.map((e: { type: string; jobId: string }) => `${e.type}:${e.jobId}`);
    expect(types).toEqual(expect.arrayContaining([`interview:${jobId}`, `deadline:${jobId}`]));
    // Structured fields next to the English titles, so that screens can translate them.
    const ours = schedule.body.events.filter((e: { jobId: string }) => e.jobId === jobId);
    expect(ours).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'interview',
          kind: 'interview',
          stage: 'FIRST',
          jobTitle: 'Backend Developer',
          candidateName: 'Omar Khalil',
          title: 'First AI interview: Omar Khalil (Backend Developer)',
        }),
        expect.objectContaining({
          type: 'deadline',
          kind: 'deadline',
          stage: null,
          jobTitle: 'Backend Developer',
          candidateName: null,
          title: 'Application deadline: Backend Developer',
        }),
      ]),
    );
    const theirs = await other.get('/api/company/interviews/upcoming');
    expect(theirs.body.events.filter((e: { jobId: string }) => e.jobId === jobId)).toEqual([]);
  });
});

describe('join tokens', () => {
  const key = () => new URL(joinUrl).searchParams.get('key')!;
  it('gives the candidate (session or link key) a publishing token scoped to one room', async () => {
    const bySession = await omar.post('/api/interview/token', { roomName, participantName: 'Omar' });
    expect(bySession.status).toBe(200);
    expect(bySession.body).toMatchObject({ roomName, role: 'CANDIDATE', identity: `candidate-${applicationId}` });
    const claims = decodeJwt(bySession.body.token) as { video: Record<string, unknown>; exp: number; nbf?: number };
    expect(claims.video).toMatchObject({ room: roomName, roomJoin: true, canPublish: true });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(600);
    const anonymous = new Client(server);
    const byKey = await anonymous.post('/api/interview/token', { roomName, participantName: 'Omar', key: key() });
    expect(byKey.status).toBe(200);
    const invitation = await anonymous.get(
      `/api/interviews/${interviewId}/invitation?key=${encodeURIComponent(key())}`,
    );
    expect(invitation.body).toMatchObject({ roomName, jobTitle: 'Backend Developer', status: 'SCHEDULED' });
  });

  it('makes company members hidden observers who cannot publish', async () => {
    const observer = await owner.post('/api/interview/token', { roomName, participantName: 'Layla' });
    expect(observer.status).toBe(200);
    expect(observer.body.role).toBe('OBSERVER');
    const claims = decodeJwt(observer.body.token) as { video: Record<string, unknown> };
    expect(claims.video).toMatchObject({ room: roomName, canPublish: false, canPublishData: false, hidden: true });
  });

  it('refuses strangers, other companies and wrong keys with 403; unknown rooms with 404', async () => {
    expect((await stranger.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    expect((await other.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    const anonymous = new Client(server);
    expect((await anonymous.post('/api/interview/token', { roomName, participantName: 'x', key: 'nope' })).status).toBe(
      403,
    );
    expect((await anonymous.post('/api/interview/token', { roomName, participantName: 'x' })).status).toBe(403);
    const unknown = `interview-${randomUUID()}`;
    expect((await omar.post('/api/interview/token', { roomName: unknown, participantName: 'x' })).status).toBe(404);
    expect((await stranger.post('/api/room/create-new-room', { jobId, phone: '+962791234567' })).status).toBe(404);
  });

  it('answers the variant-B room creation with the room and its context', async () => {
    const reply = await omar.post('/api/room/create-new-room', { jobId, phone: '+962791234567' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      roomName,
      room: {
        name: roomName,
        metadata: { jobName: 'Backend Developer', companyName: 'Acme Hiring', candidateName: 'Omar Khalil' },
      },
      participantName: 'Omar Khalil',
      interviewContext: { jobName: 'Backend Developer' },
    });
  });

  it('the real LiveKit server lets a valid token join and refuses an expired one', async () => {
    const config = server.container.get(TOKENS.Config);
    const state = await server.container.get(TOKENS.Interviews).load(interviewId);
    if (!state.exists) throw new Error('no interview');
    const livekit = {
      url: config.LIVEKIT_URL,
      apiKey: config.LIVEKIT_API_KEY,
      apiSecret: config.LIVEKIT_API_SECRET,
      tokenTtlSeconds: 1,
    };
    const validate = (token: string) =>
      fetch(`${config.livekitHttpUrl}/rtc/validate?access_token=${encodeURIComponent(token)}`).then((r) => r.status);
    const fresh = await omar.post('/api/interview/token', { roomName, participantName: 'Omar' });
    expect(await validate(fresh.body.token)).toBe(200);
    const short = await joinToken({ livekit, clock: () => new Date() }, state, 'CANDIDATE', {
      id: omarId,
      name: 'Omar',
    });
    // LiveKit accepts tokens up to 60 s past `exp` (clock leeway): move this one's times two minutes back, same signature key.
    const claims = decodeJwt(short.token) as Record<string, number>;
    const expired = sign(
      { ...claims, nbf: claims.nbf! - 180, iat: (claims.iat ?? claims.nbf!) - 180, exp: claims.exp! - 180 },
      config.LIVEKIT_API_SECRET,
    );
    expect(await validate(sign(claims, config.LIVEKIT_API_SECRET))).toBe(200);
    expect(await validate(expired)).toBe(401);
    const opened = (token: string) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(
          `${config.LIVEKIT_URL.replace(/^http/, 'ws')}/rtc?access_token=${encodeURIComponent(token)}`,
        );
        ws.onopen = () => {
          ws.close();
          resolve(true);
        };
        ws.onerror = () => resolve(false);
      });
    expect(await opened(expired)).toBe(false);
    expect(await opened(fresh.body.token)).toBe(true);
  }, 30_000);
});

describe('the interview, its scoring and the company views', () => {
  const answer =
    'I built the payments API in Node.js with PostgreSQL and SQL queries tuned by hand; for example I reduced the p95 latency from 900 ms to 120 ms by adding indexes and batching.';

  it('records what the agent reports, scores it and shows it to the company', async () => {
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(interviewId, request(null));
    const lines: [string, 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM'][] = [
      ['Interview started.', 'SYSTEM'],
      ['Could you walk me through your background?', 'AI_ASSISTANT'],
      [answer, 'CANDIDATE'],
      ['Tell me about a recent piece of work where you used SQL?', 'AI_ASSISTANT'],
      [answer.replace('payments', 'billing'), 'CANDIDATE'],
      ['Describe a time you disagreed with a colleague?', 'AI_ASSISTANT'],
      [
        'I disagreed about caching; I led a small experiment, measured it, and we shipped the faster design together in two weeks.',
        'CANDIDATE',
      ],
      ['What questions do you have for us?', 'AI_ASSISTANT'],
      ['How large is the team and how do you run on-call rotations for the Node.js services?', 'CANDIDATE'],
      ['Thank you, that is all.', 'AI_ASSISTANT'],
    ];
    for (const [i, [text, speakerType]] of lines.entries())
      await interviews.recordUtterance(interviewId, { seq: i + 1, speakerType, text }, request(null));
    await interviews.recordUtterance(interviewId, { seq: 3, speakerType: 'CANDIDATE', text: answer }, request(null));
    await interviews.complete(interviewId, 'AGENT_ENDED', request(null));
    const saved = await interviews.saveRecording(
      interviewId,
      { bytes: new TextEncoder().encode('OggS-fake-audio-bytes-0123456789'), contentType: 'audio/ogg' },
      request(null),
    );
    expect(saved.storageKey).toMatch(/^rec-.*\.ogg$/);
    const activities = server.container.get(TOKENS.InterviewActivities);
    expect(await activities.closeInterview(interviewId)).toBe('COMPLETED');
    const score = await activities.scoreInterview(interviewId);
    expect(await activities.scoreInterview(interviewId)).toEqual(score);
    expect(score.insufficientEvidence).toBe(false);
    expect(score.aiScore).toBeGreaterThan(0);
    await interviewsCaughtUp();

    const profile = await owner.get(`/api/company/applications/${applicationId}`);
    expect(profile.body.status).toBe('INTERVIEWED');
    const recommendations = await server.container.get(TOKENS.ReadModels).interviews.recommendations(applicationId);
    expect(recommendations.aiInterviewRecommendations).toMatch(/Interview Assessment/);
    expect(recommendations.aiSecondInterviewRecommendations).toBeNull();
    const history = await owner.get(`/api/company/applications/${applicationId}/interviews`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    const item = history.body[0];
    expect(item).toMatchObject({
      id: interviewId,
      status: 'COMPLETED',
      stage: 'FIRST',
      aiScore: score.aiScore,
      aiRecommendation: score.recommendation,
      transcriptCount: 10,
      roomId: roomName,
      videoLink: `/api/interviews/${interviewId}/recording`,
      endReason: 'AGENT_ENDED',
    });
    expect(item.transcripts).toHaveLength(8);
    expect(item.transcripts.every((t: { speakerType: string }) => t.speakerType !== 'SYSTEM')).toBe(true);
    for (const e of item.evidence)
      expect(
        answer.toLowerCase() +
          ' ' +
          lines
            .map((l) => l[0])
            .join(' ')
            .toLowerCase(),
      ).toContain(e.quote.toLowerCase());
    expect(item.provenance).toMatchObject({ engine: 'local' });

    const full = await owner.get(`/api/interviews/${interviewId}`);
    expect(full.body.transcripts).toHaveLength(10);
    const asCandidate = await omar.get(`/api/interviews/${interviewId}`);
    expect(asCandidate.status).toBe(200);
    expect(asCandidate.body.aiScore).toBeUndefined();
    expect((await stranger.get(`/api/interviews/${interviewId}`)).status).toBe(404);
    expect((await other.get(`/api/interviews/${interviewId}`)).status).toBe(404);

    for (const path of [
      `/api/interviews/candidate/${omarId}/job/${jobId}`,
      `/interviews/candidate/${omarId}/job/${jobId}`,
    ]) {
      const pair = await owner.get(path);
      expect(pair.status, path).toBe(200);
      expect(pair.body.map((i: { id: string }) => i.id)).toEqual([interviewId]);
      expect((await other.get(path)).body).toEqual([]);
    }
    expect((await other.get(`/api/company/applications/${applicationId}/interviews`)).status).toBe(404);
    expect((await omar.post('/api/interview/token', { roomName, participantName: 'Omar' })).status).toBe(409);
  }, 60_000);

  it('streams the recording and the PDF report to company members only', async () => {
    const recording = await owner.server.get(`/api/interviews/${interviewId}/recording`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/ogg');
    expect(await recording.text()).toBe('OggS-fake-audio-bytes-0123456789');
    const part = await owner.server.get(`/api/interviews/${interviewId}/recording`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '), range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('OggS');
    expect((await other.get(`/api/interviews/${interviewId}/recording`)).status).toBe(404);
    expect((await omar.get(`/api/interviews/${interviewId}/recording`)).status).toBe(403);

    const pdf = await owner.server.get(`/api/interviews/${interviewId}/report.pdf`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1500);
    expect((await other.get(`/api/interviews/${interviewId}/report.pdf`)).status).toBe(404);
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const arabic = await owner.server.get(`/api/interviews/${interviewId}/report.pdf?lang=ar&tz=Not/A_Zone`, {
      headers: { cookie },
    });
    expect([arabic.status, arabic.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await arabic.arrayBuffer()).equals(bytes)).toBe(false);
    const french = await owner.server.get(`/api/interviews/${interviewId}/report.pdf?lang=fr`, { headers: { cookie } });
    expect(french.status).toBe(400);
  });

  it('scores a transcript too short to judge as insufficient evidence, never a number', async () => {
    const applied = await seedApplication(server, seed('Backend Developer', 'short.answers@example.com'));
    await caughtUp(server, applied.position);
    const activities = server.container.get(TOKENS.InterviewActivities);
    const { interviewId: id } = await activities.inviteToInterview({
      applicationId: applied.id,
      jobId,
      companyId,
      stage: 'FIRST',
      round: 1,
    });
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(id, request(null));
    await interviews.recordUtterance(
      id,
      { seq: 1, speakerType: 'AI_ASSISTANT', text: 'Tell me about yourself?' },
      request(null),
    );
    await interviews.recordUtterance(id, { seq: 2, speakerType: 'CANDIDATE', text: 'uh hm' }, request(null));
    await interviews.complete(id, 'CANDIDATE_LEFT', request(null));
    const score = await activities.scoreInterview(id);
    expect(score).toEqual({ aiScore: null, recommendation: 'INSUFFICIENT_EVIDENCE', insufficientEvidence: true });
    await interviewsCaughtUp();
    const [item] = (await owner.get(`/api/company/applications/${applied.id}/interviews`)).body;
    expect(item).toMatchObject({
      aiScore: null,
      aiRecommendation: 'INSUFFICIENT_EVIDENCE',
      insufficientEvidence: true,
    });
    expect(item.aiAnalysis).toMatch(/Insufficient evidence/);
  }, 60_000);

  it("lets the job's company set its interview timers, which later invitations use", async () => {
    const path = `/api/company/jobs/${jobId}/interview-settings`;
    const initial = await owner.get(path);
    expect(initial.body).toMatchObject({
      own: { remindAfterHours: null, expireAfterHours: null, maxDurationMinutes: null },
      effective: { remindAfterHours: 24, expireAfterHours: 72, maxDurationMinutes: 45 },
    });
    const body = { remindAfterHours: 2, expireAfterHours: 6, maxDurationMinutes: 20 };
    expect((await other.put(path, body)).status).toBe(404);
    expect((await owner.put(path, { ...body, remindAfterHours: 8 })).status).toBe(422);
    const changed = await owner.put(path, body);
    expect(changed.status).toBe(200);
    expect(changed.body.effective).toEqual(body);
    const applied = await seedApplication(server, seed('Backend Developer', 'timers@example.com'));
    const invitation = await server.container
      .get(TOKENS.InterviewActivities)
      .inviteToInterview({ applicationId: applied.id, jobId, companyId, stage: 'FIRST', round: 1 });
    expect(invitation).toMatchObject({
      remindAfterMs: 2 * 3_600_000,
      expireAfterMs: 6 * 3_600_000,
      maxDurationMs: 20 * 60_000,
    });
  }, 60_000);
});

describe('an invitation that expires', () => {
  it('closes the room and hands the application back to the recruiter, who can schedule again', async () => {
    const applied = await seedApplication(server, seed('Backend Developer', 'late.candidate@example.com'));
    await caughtUp(server, applied.position);
    const activities = server.container.get(TOKENS.InterviewActivities);
    const invitation = await activities.inviteToInterview({
      applicationId: applied.id,
      jobId,
      companyId,
      stage: 'FIRST',
      round: 1,
    });
    expect(await activities.expireInterview(invitation.interviewId)).toBe('EXPIRED');
    expect(await server.container.get(TOKENS.LiveKitRooms).listRooms([invitation.roomName])).toEqual([]);
    await interviewsCaughtUp();
    const profile = await owner.get(`/api/company/applications/${applied.id}`);
    expect(profile.body.status).toBe('REVIEWING');
    const again = await owner.call('PATCH', `/api/company/applications/${applied.id}/status`, {
      status: 'INTERVIEW_SCHEDULED',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  }, 60_000);
});
