import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hiringState, hiringWorkflowId } from '@tawzeef/workflows';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { request } from '../../../web/api/src/test-company-applications.ts';

let server: TestServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-interview-workflow-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-interview-workflow-${randomUUID()}`,
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('applies, is invited, takes the interview, is scored, and the recruiter rejection ends the workflow', async () => {
  const { owner } = await companyOwner(server, 'owner.flow@example.com');
  const jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
  const omar = new Client(server);
  await omar.signup({ email: 'omar.flow@example.com', userType: 'CANDIDATE', name: 'Omar Khalil' });
  const cv = await uploadCv(omar);
  const applied = await omar.post('/api/applications', { jobId, cvId: cv.id });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const applicationId = applied.body.id as string;
  const handle = server.container.get(TOKENS.TemporalClient).workflow.getHandle(hiringWorkflowId(applicationId));
  const stage = async () => (await handle.query(hiringState).catch(() => null))?.stage ?? null;

  expect(await eventually(stage, (s) => s === 'INTERVIEW_1_INVITED', 90_000)).toBe('INTERVIEW_1_INVITED');
  const invited = await eventually(
    () => omar.get('/api/candidate/interviews'),
    (r) => r.body.length === 1,
  );
  const interviewId = invited.body[0].id as string;
  expect(invited.body[0].joinUrl).toContain(`/interview/${interviewId}?key=`);

  const interviews = server.container.get(TOKENS.Interviews);
  await interviews.start(interviewId, request(null));
  expect(await eventually(stage, (s) => s === 'INTERVIEW_1_IN_PROGRESS')).toBe('INTERVIEW_1_IN_PROGRESS');
  const answer =
    'I built the orders API in Node.js with SQL on PostgreSQL; for example I reduced the p95 latency from 800 ms to 90 ms.';
  let seq = 0;
  for (const [speakerType, text] of [
    ['AI_ASSISTANT', 'Could you walk me through your background?'],
    ['CANDIDATE', answer],
    ['AI_ASSISTANT', 'Tell me about a recent piece of work where you used SQL?'],
    ['CANDIDATE', answer.replace('orders', 'billing')],
    ['AI_ASSISTANT', 'Why do you want this role?'],
    ['CANDIDATE', 'I enjoy owning services end to end and your team builds the payments platform I want to grow with.'],
  ] as const)
    await interviews.recordUtterance(interviewId, { seq: ++seq, speakerType, text }, request(null));
  await interviews.complete(interviewId, 'AGENT_ENDED', request(null));

  const handedOver = await eventually(stage, (s) => s === 'AWAITING_DECISION' || s === 'INTERVIEW_2_INVITED');
  expect(['AWAITING_DECISION', 'INTERVIEW_2_INVITED']).toContain(handedOver);
  const state = await handle.query(hiringState);
  expect(state.interviews[0]).toMatchObject({ interviewId, stage: 'FIRST', status: 'COMPLETED' });
  expect(state.interviews[0]!.recommendation).not.toBeNull();
  const profile = await eventually(
    () => owner.get(`/api/company/applications/${applicationId}`),
    (r) => r.body.aiInterviewRecommendations !== null,
  );
  expect(profile.body.aiInterviewRecommendations).toEqual(expect.any(String));

  const rejected = await owner.call('PATCH', `/api/company/applications/${applicationId}/status`, {
    status: 'REJECTED',
  });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  expect(await handle.result()).toMatchObject({ stage: 'ENDED', finalStatus: 'REJECTED' });
  const after = await handle.query(hiringState);
  if (after.interviews.length > 1) {
    const second = await interviews.load(after.interviews[1]!.interviewId);
    expect(second.exists && second.status).toBe('CANCELLED');
    const rooms = await server.container.get(TOKENS.LiveKitRooms).listRooms([second.exists ? second.roomName : '']);
    expect(rooms).toEqual([]);
  }
  const first = await interviews.load(interviewId);
  const rooms = await server.container.get(TOKENS.LiveKitRooms).listRooms([first.exists ? first.roomName : '']);
  expect(rooms).toEqual([]);
}, 180_000);
