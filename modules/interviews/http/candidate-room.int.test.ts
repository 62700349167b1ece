import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unclearNote } from '@tawzeef/interview-agent';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { caughtUp, request, seedApplication } from '../../../web/api/src/test-company-applications.ts';

/** Issue 19, points 2 and 3: the conversation a rejoining candidate sees, and an ended interview shown ended at once. */
let server: TestServer;
let dir: string;
let owner: Client;
let lina: Client;
let stranger: Client;
let applicationId: string;
let jobId: string;
let companyId: string;

/** A new interview of Lina's application (the next round), in progress, with its join link's key. */
async function interviewInProgress(round: number) {
  const activities = server.container.get(TOKENS.InterviewActivities);
  const { interviewId } = await activities.inviteToInterview({
    applicationId,
    jobId,
    companyId,
    stage: 'FIRST',
    round,
  });
  const interviews = server.container.get(TOKENS.Interviews);
  await interviews.start(interviewId, request(null));
  return { interviewId, key: interviews.joinKey(interviewId) };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-candidate-room-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-candidate-room-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://tawzeef.test',
    },
    startWorkflows: false,
  });
  const a = await companyOwner(server, 'owner.candidate-room@example.com');
  owner = a.owner;
  companyId = a.company.id;
  lina = new Client(server);
  const linaId = String(
    (await lina.signup({ email: 'lina.room@example.com', userType: 'CANDIDATE', name: 'Lina Haddad' })).user.id,
  );
  stranger = new Client(server);
  await stranger.signup({ email: 'stranger.room@example.com', userType: 'CANDIDATE', name: 'Sam Stranger' });
  jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
  const applied = await seedApplication(
    server,
    {
      jobId,
      jobTitle: 'Backend Developer',
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina.room@example.com',
      status: 'SUBMITTED',
      priority: 'medium',
      analysis: 'DONE',
      score: 70,
      skills: ['Node.js'],
    },
    { candidateId: linaId },
  );
  applicationId = applied.id;
  await caughtUp(server, applied.position);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the conversation so far (point 2)', () => {
  it('gives the candidate (session or link key) what was said, and nobody else', async () => {
    const { interviewId, key } = await interviewInProgress(1);
    const interviews = server.container.get(TOKENS.Interviews);
    const lines = [
      { speakerType: 'AI_ASSISTANT' as const, text: 'Hello Lina.' },
      { speakerType: 'AI_ASSISTANT' as const, text: 'Why this job?' },
      { speakerType: 'SYSTEM' as const, text: unclearNote('jump on', 0.2), confidence: 0.2 },
      { speakerType: 'CANDIDATE' as const, text: 'Because I build payment APIs in Node.js.' },
      { speakerType: 'AI_ASSISTANT' as const, text: 'Tell me about a hard bug.' },
    ];
    for (const [i, line] of lines.entries())
      await interviews.recordUtterance(interviewId, { seq: i + 1, ...line }, request(null));

    // Read from the interview's own events: the line just recorded is there, whatever the read models' lag.
    const bySession = await lina.get(`/api/interviews/${interviewId}/conversation`);
    expect(bySession.status).toBe(200);
    expect(bySession.body.status).toBe('IN_PROGRESS');
    expect(bySession.body.lines.map((l: { from: string; text: string }) => `${l.from}: ${l.text}`)).toEqual([
      'ai: Hello Lina.',
      'ai: Why this job?',
      'candidate: jump on',
      'candidate: Because I build payment APIs in Node.js.',
      'ai: Tell me about a hard bug.',
    ]);
    expect(bySession.body.lines[2]).toMatchObject({ seq: 3, unclear: true, spoken: true });

    const byKey = await new Client(server).get(
      `/api/interviews/${interviewId}/conversation?key=${encodeURIComponent(key)}`,
    );
    expect(byKey.status).toBe(200);
    expect(byKey.body.lines).toHaveLength(5);

    for (const caller of [stranger, owner, new Client(server)])
      expect((await caller.get(`/api/interviews/${interviewId}/conversation`)).status).toBe(404);
    expect((await new Client(server).get(`/api/interviews/${interviewId}/conversation?key=wrong`)).status).toBe(404);
    expect((await lina.get(`/api/interviews/${randomUUID()}/conversation`)).status).toBe(404);
  });
});

describe('an ended interview (point 3)', () => {
  const list = async (scope: 'upcoming' | 'all') =>
    (await lina.get(`/api/candidate/interviews?scope=${scope}`)).body as {
      id: string;
      status: string;
      interviewStatus: string;
      joinUrl: string | null;
    }[];

  it('is completed at once in My Interviews when the interviewer ends it, before the read model has it', async () => {
    const { interviewId } = await interviewInProgress(2);
    const runner = server.container.get(TOKENS.ProjectionRunner);
    await caughtUp(server, await server.container.get(TOKENS.EventStore).headPosition());
    expect((await list('upcoming')).map((i) => i.id)).toContain(interviewId);
    // The projections stand still: the list can only know the end from the interview's events.
    await runner.stop();
    try {
      await server.container.get(TOKENS.Interviews).complete(interviewId, 'AGENT_ENDED', request(null));
      expect((await list('upcoming')).map((i) => i.id)).not.toContain(interviewId);
      const mine = (await list('all')).find((i) => i.id === interviewId);
      expect(mine).toMatchObject({ status: 'completed', interviewStatus: 'COMPLETED', joinUrl: null });
    } finally {
      await runner.start();
    }
  });

  it('ends when the candidate chooses End Interview (session or key), and answers once the read model has it', async () => {
    const { interviewId, key } = await interviewInProgress(3);
    expect((await stranger.post(`/api/interviews/${interviewId}/end`, {})).status).toBe(404);
    expect((await owner.post(`/api/interviews/${interviewId}/end`, { key })).status).toBe(404);
    const ended = await new Client(server).post(`/api/interviews/${interviewId}/end`, { key });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ interviewId, status: 'COMPLETED' });
    const row = await server.container.get(TOKENS.ReadModels).interviews.one(interviewId);
    expect(row).toMatchObject({ status: 'COMPLETED', endReason: 'CANDIDATE_LEFT' });
    // Again: nothing more happens.
    expect((await lina.post(`/api/interviews/${interviewId}/end`, {})).body).toEqual({
      interviewId,
      status: 'COMPLETED',
    });
    const { events } = await server.container.get(TOKENS.EventStore).readStream(`interview-${interviewId}`);
    expect(events.filter((e) => e.type === 'InterviewCompleted')).toHaveLength(1);
  });

  it('leaves an interview the interviewer never started open, to be joined later', async () => {
    const activities = server.container.get(TOKENS.InterviewActivities);
    const { interviewId } = await activities.inviteToInterview({
      applicationId,
      jobId,
      companyId,
      stage: 'FIRST',
      round: 4,
    });
    const ended = await lina.post(`/api/interviews/${interviewId}/end`, {});
    expect(ended.body).toEqual({ interviewId, status: 'SCHEDULED' });
  });
});
