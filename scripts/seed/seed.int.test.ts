import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiringWorkflowId } from '@tawzeef/workflows';
import { startTestServer, type TestServer } from '../../web/api/src/test-server.ts';
import { TOKENS } from '../../web/api/src/tokens.ts';
import { Client } from '../../web/api/src/test-client.ts';
import { demoApplications } from './applications.ts';
import { seedClock } from './clock.ts';
import { DEMO_PASSWORD, demoAccounts } from './identity.ts';
import { demoCompanies, demoEmployers } from './jobs.ts';
import { candidateJourneys, journeys, type Step } from './journeys.ts';
import { demoInstance } from './platform.ts';
import { seedServicesOf } from '../seed-services.ts';
import { runSeed } from './run.ts';

type Row = { id: string; status: string; analysisStatus: string; aiScore: number | null; jobId: string };
type Interview = {
  id: string;
  stage: string;
  status: string;
  aiScore: number | null;
  aiRecommendation: string | null;
  aiAnalysis: string | null;
  breakdown: unknown[];
  videoLink: string | null;
  hasRecording: boolean;
  transcriptCount: number;
  reportUrl: string;
  scheduledAt: string;
  endedAt: string | null;
};
type Utterance = { speakerType: string; content: string; createdAt: string };

let server: TestServer;
let folder: string;
let appended: Record<string, number>;
const clock = seedClock();
// Its own queue: the seeded applications' workflows run in this test's worker only.
const taskQueue = `test-seed-${randomUUID()}`;

const seed = () => {
  let working = false;
  return runSeed(seedServicesOf(server.container), clock, {
    startWorker: () => {
      if (!working) server.container.get(TOKENS.TemporalWorker).start();
      working = true;
    },
  });
};

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tawzeef-seed-'));
  server = await startTestServer({
    env: {
      LOG_LEVEL: 'warn',
      CV_STORAGE_DIR: join(folder, 'cvs'),
      RECORDING_STORAGE_DIR: join(folder, 'recordings'),
      TEMPORAL_TASK_QUEUE: taskQueue,
      INTERVIEW_AGENT: 'off',
    },
    // The seed's clock gives each demo story its own time in the past, in the services and in the activities.
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(clock.clock),
  });
  appended = await seed();
}, 900_000);

afterAll(async () => {
  // The workflows still waiting for candidates would wait on a queue nobody serves.
  const client = server?.container.get(TOKENS.TemporalClient);
  await client?.workflowService
    .startBatchOperation({
      namespace: client.options.namespace,
      jobId: `${taskQueue}-cleanup`,
      reason: 'seed test cleanup',
      visibilityQuery: `TaskQueue = "${taskQueue}" AND ExecutionStatus = "Running"`,
      terminationOperation: {},
    })
    .catch(() => undefined);
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const login = async (email: string) => {
  const client = new Client(server);
  await client.post('/api/auth/login', { email, password: DEMO_PASSWORD });
  return client;
};
const owners = () => [demoAccounts.owner.email, ...demoCompanies.map((c) => c.ownerEmail)];
const arabic = /[\u0600-\u06FF]/u;

describe('the demo seed', () => {
  it('runs once: a second run appends nothing', async () => {
    expect(appended.applications).toBeGreaterThan(0);
    expect(Object.values(await seed())).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives every seeded application its hiring workflow, started from the event log', async () => {
    const client = server.container.get(TOKENS.TemporalClient);
    const instance = await demoInstance(server.container.get(TOKENS.EventStore));
    expect(instance).toMatch(/^[0-9a-f-]{36}$/u);
    const missing: string[] = [];
    const statuses = new Map<string, string>();
    for (const app of demoApplications(instance)) {
      try {
        const described = await client.workflow.getHandle(hiringWorkflowId(app.applicationId)).describe();
        expect(described.type).toBe('hiringWorkflow');
        statuses.set(app.applicationId, described.status.name);
      } catch {
        missing.push(app.applicationId);
      }
    }
    expect(missing).toEqual([]);
    expect(statuses.size).toBe(96);
    // Hired, rejected and withdrawn applications ended their process; the others wait for a candidate or a decision.
    const ends = (steps: Step[]) =>
      steps.some((s) => s.kind === 'withdraw' || (s.kind === 'status' && ['HIRED', 'REJECTED'].includes(s.status)));
    const expected = demoApplications(instance).map((app) => {
      const steps = app.byCandidate ? candidateJourneys[app.j]! : journeys[app.k]!;
      return [app.applicationId, ends(steps) ? 'COMPLETED' : 'RUNNING'];
    });
    expect(expected.filter(([, status]) => status === 'COMPLETED').length).toBe(35);
    expect(expected.filter(([id, status]) => statuses.get(id!) !== status)).toEqual([]);
  });

  it('fills every pipeline with applications in every status, each analysed from its own CV', async () => {
    const statuses = new Set<string>();
    for (const email of owners()) {
      const owner = await login(email);
      const rows: Row[] = (await owner.get('/api/company/applications?range=[0,99]')).body;
      expect(rows.length).toBe(24);
      for (const row of rows) statuses.add(row.status);
      expect(rows.filter((r) => r.analysisStatus === 'DONE' && r.aiScore !== null).length).toBeGreaterThan(20);
      if (email === demoCompanies[0]!.ownerEmail) expect(rows.some((r) => r.analysisStatus === 'FAILED')).toBe(true);
      if (email === demoAccounts.owner.email) {
        // Each applicant sent their own CV: the name read from it is theirs (issue 19: "Khaled Al Farsi" sent Khaled Haddad's).
        const checks: { applicant: string; nameCheck?: { cvName: string; matches: boolean | null } }[] = [];
        for (const row of rows.filter((r) => r.analysisStatus === 'DONE')) {
          const profile = (await owner.get(`/api/company/applications/${row.id}`)).body;
          checks.push({ applicant: profile.candidate.fullName, nameCheck: profile.cvAnalysisResults.nameCheck });
        }
        expect(checks.filter((c) => c.nameCheck?.matches !== true)).toEqual([]);
      }
    }
    expect([...statuses].sort()).toEqual(
      [
        'HIRED',
        'INTERVIEWED',
        'INTERVIEW_SCHEDULED',
        'OFFERED',
        'REJECTED',
        'REVIEWING',
        'SUBMITTED',
        'WITHDRAWN',
      ].sort(),
    );

    const candidate = await login(demoAccounts.candidate.email);
    const mine: Row[] = (await candidate.get('/api/candidate/applications')).body;
    expect(mine.map((a) => a.status).sort()).toEqual(['OFFERED', 'WITHDRAWN']);
    const cvs = (await candidate.get('/api/candidate/cvs')).body;
    expect(cvs).toEqual([expect.objectContaining({ status: 'PROCESSED', isActive: true })]);
  });

  it('holds completed AI interviews, in English and Arabic, with transcripts, scores and reports', async () => {
    const instance = await demoInstance(server.container.get(TOKENS.EventStore));
    let completed = 0;
    let arabicInterviews = 0;
    for (const [e, employer] of demoEmployers().entries()) {
      const owner = await login(owners()[e]!);
      for (const app of demoApplications(instance).filter((a) => a.companyId === employer.companyId)) {
        const list: Interview[] = (await owner.get(`/api/company/applications/${app.applicationId}/interviews`)).body;
        const steps = app.byCandidate ? candidateJourneys[app.j]! : journeys[app.k]!;
        const taken = app.n === 100 ? 0 : steps.filter((s) => s.kind === 'interview').length;
        expect(
          list.filter((i) => i.status === 'COMPLETED'),
          `application ${app.applicationId}`,
        ).toHaveLength(taken);
        for (const interview of list.filter((i) => i.status === 'COMPLETED')) {
          completed++;
          expect(interview.aiScore).toEqual(expect.any(Number));
          expect(interview.aiRecommendation).toMatch(/^(SECOND_INTERVIEW|OFFER|REJECT)$/u);
          expect(interview.breakdown.length).toBeGreaterThanOrEqual(4);
          // The evaluation of each answer, in the company's language.
          expect(interview.aiAnalysis).toMatch(/### (Answers|الإجابات)\n- \*\*(Q|س)1\*\* /u);
          // Typed in the chat: nothing was spoken, so there is no recording, and none is pretended.
          expect([interview.videoLink, interview.hasRecording]).toEqual([null, false]);
          const full = (await owner.get(`/api/interviews/${interview.id}`)).body as { transcripts: Utterance[] };
          expect(full.transcripts.length).toBeGreaterThan(10);
          const said = full.transcripts.filter((u) => u.speakerType === 'CANDIDATE').map((u) => u.content);
          expect(said.length).toBeGreaterThanOrEqual(5);
          // The story happened in the past: the interview ended before the seed ran.
          expect(Date.parse(interview.endedAt!)).toBeLessThan(Date.now() - 3_600_000);
          if (said.every((text) => arabic.test(text))) arabicInterviews++;
          const report = await owner.get(interview.reportUrl);
          expect([report.status, report.headers.get('content-type')]).toEqual([200, 'application/pdf']);
        }
      }
    }
    expect(completed).toBeGreaterThanOrEqual(20);
    expect(arabicInterviews).toBeGreaterThanOrEqual(4);
  });
});
