import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { request } from '../../../web/api/src/test-company-applications.ts';

let server: TestServer;
let dir: string;
let owner: Client;
let omar: Client;
let applicationId: string;
let companyId: string;

/** What only the recruiter may read: the engines' recruiter texts, scores of the interview and AI verdicts. */
const recruiterOnly = [
  /Interview Assessment/i,
  /\bREJECT\b/,
  /SECOND[_ ]INTERVIEW/i,
  /\bOFFER\b/,
  /Consider for the first interview/i,
  /Invite to the first interview/i,
  /Not recommended for this role/i,
  /probe the gaps/i,
  /In the interview, ask about/i,
  /Score Breakdown/i,
  /Score: \d+\/100/i,
];
const recruiterKeys = ['aiScore', 'aiRecommendation', 'aiAnalysis', 'scoreBreakdown', 'breakdown', 'evidence'];

function expectCandidateSafe(body: unknown) {
  const json = JSON.stringify(body);
  for (const pattern of recruiterOnly) expect(json, String(pattern)).not.toMatch(pattern);
  const keys = new Set<string>();
  JSON.stringify(body, (key, value: unknown) => {
    keys.add(key);
    return value;
  });
  for (const key of recruiterKeys) expect(keys.has(key), key).toBe(false);
}

async function interviewsCaughtUp() {
  const runner = server.container.get(TOKENS.ProjectionRunner);
  const last = await server.container.get(TOKENS.EventStore).headPosition();
  await runner.waitForPosition('interviews', last, 20_000);
  await runner.waitForPosition('applications', last, 20_000);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-feedback-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-feedback-${randomUUID()}`,
      LOG_LEVEL: 'warn',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  const company = await companyOwner(server, 'owner.feedback@example.com');
  owner = company.owner;
  companyId = company.company.id;
  const jobId = (
    await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL', 'Kubernetes', 'Rust'] })
  ).id;
  omar = new Client(server);
  await omar.signup({ email: 'omar.feedback@example.com', userType: 'CANDIDATE', name: 'Omar Khalil' });
  const cv = await uploadCv(omar);
  const applied = await omar.post('/api/applications', { jobId, cvId: cv.id });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  applicationId = applied.body.id as string;
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the candidate's view of the AI's work", () => {
  it('shows the CV analysis score, fit and skills, with advice written to the candidate in English and Arabic', async () => {
    const details = await eventually(
      () => omar.get(`/api/candidate/applications/${applicationId}?lang=en`),
      (r) => r.body.analysisStatus !== 'PENDING',
      150_000,
    );
    expect(details.body.analysisStatus).toBe('DONE');
    expect(details.body.cvAnalysisScore).toEqual(expect.any(Number));
    expect(Object.keys(details.body.cvAnalysisResults).sort()).toEqual(['overallFit', 'skillsMatch', 'summary']);
    expect(details.body.cvAnalysisResults.skillsMatch.missing).toContain('Rust');
    expect(details.body.cvAnalysisResults.summary).toMatch(/^Your CV shows \d+ of the 4 skills this job asks for/);
    const advice = details.body.aiCvRecommendations as string;
    expect(advice).toMatch(/^### What stood out\n/);
    expect(advice).toContain('### What to strengthen');
    expect(advice).toMatch(/This job also asks for \*\*[^*]*Rust/);
    expect(advice).toContain('### What happens next');
    expectCandidateSafe(details.body);

    const arabic = await omar.call('GET', `/api/candidate/applications/${applicationId}`, undefined, {
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.aiCvRecommendations).toMatch(/^### ما الذي برز\n/);
    expect(arabic.body.aiCvRecommendations).toContain('### ما الذي يمكنك تقويته');
    expect(arabic.body.aiCvRecommendations).toContain('### ماذا يحدث بعد ذلك');
    expect(arabic.body.cvAnalysisResults.summary).toMatch(/^تُظهر سيرتك الذاتية/);
    expectCandidateSafe(arabic.body);

    const list = await omar.get('/api/candidate/applications?lang=ar');
    expect(list.body[0].aiCvRecommendations).toMatch(/^### ما الذي برز/);
    expectCandidateSafe(list.body);

    // The company still reads the engine's recruiter text.
    const company = await owner.get(`/api/company/applications/${applicationId}`);
    expect(JSON.stringify(company.body)).toMatch(/### Recommendation/);
  }, 200_000);

  it("never sends the interview's score, the AI's verdict or recruiter advice to the candidate", async () => {
    const reads = server.container.get(TOKENS.ReadModels);
    const invited = await eventually(
      () => reads.interviews.ofApplication(companyId, applicationId),
      (rows) => rows.length > 0,
      150_000,
    );
    const interviewId = invited[0]!.interviewId;
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(interviewId, request(null));
    const lines: [string, 'AI_ASSISTANT' | 'CANDIDATE'][] = [
      ['Could you walk me through your background?', 'AI_ASSISTANT'],
      [
        'I have built Node.js services for four years; for example an orders API that handles 2,000 requests a minute.',
        'CANDIDATE',
      ],
      ['Tell me about a piece of work you are proud of?', 'AI_ASSISTANT'],
      ['I moved our Node.js build to a shared pipeline and it now takes six minutes instead of twenty.', 'CANDIDATE'],
      ['Describe a time you disagreed with a colleague?', 'AI_ASSISTANT'],
      ['We talked it through and agreed on a plan.', 'CANDIDATE'],
      ['Thank you, that is all.', 'AI_ASSISTANT'],
    ];
    for (const [i, [text, speakerType]] of lines.entries())
      await interviews.recordUtterance(interviewId, { seq: i + 1, speakerType, text }, request(null));
    await interviews.complete(interviewId, 'AGENT_ENDED', request(null));
    const activities = server.container.get(TOKENS.InterviewActivities);
    await activities.closeInterview(interviewId);
    const score = await activities.scoreInterview(interviewId);
    expect(['REJECT', 'SECOND_INTERVIEW']).toContain(score.recommendation);
    await interviewsCaughtUp();

    const company = await owner.get(`/api/company/applications/${applicationId}`);
    expect(company.body.aiInterviewRecommendations).toMatch(/Interview Assessment[\s\S]*(REJECT|SECOND INTERVIEW)/);

    for (const lang of ['en', 'ar'] as const) {
      const details = await omar.get(`/api/candidate/applications/${applicationId}?lang=${lang}`);
      expect(details.status).toBe(200);
      const text = details.body.aiInterviewRecommendations as string;
      if (lang === 'en') {
        expect(text).toMatch(/^### What stood out\n- You spoke about \*\*Node\.js\*\*/);
        expect(text).toMatch(/### What to strengthen\n- Be ready to talk about \*\*[^*]*PostgreSQL/);
        expect(text).toContain('### What happens next');
      } else {
        expect(text).toMatch(/^### ما الذي برز\n- تحدثت عن \*\*Node\.js\*\*/);
        expect(text).toContain('### ماذا يحدث بعد ذلك');
      }
      expectCandidateSafe(details.body);
    }
    // The candidate's interview routes hold no AI fields either.
    const mine = await omar.get(`/api/interviews/${interviewId}`);
    if (mine.status === 200) expectCandidateSafe(mine.body);
  }, 200_000);
});

describe('GET /api/candidate/applications/for-job/{jobId}', () => {
  it("answers 200 with the candidate's application to the job, or null", async () => {
    const mine = await omar.get(`/api/candidate/applications/${applicationId}`);
    const found = await omar.get(`/api/candidate/applications/for-job/${mine.body.jobId}`);
    expect(found.status).toBe(200);
    expect(found.body.application).toMatchObject({
      id: applicationId,
      jobId: mine.body.jobId,
      status: mine.body.status,
      appliedAt: mine.body.appliedAt,
    });
    const other = (await createJob(owner, { title: 'Data Analyst' })).id;
    const none = await omar.get(`/api/candidate/applications/for-job/${other}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ application: null });
    // Only by job id: an application id is not a job.
    expect((await omar.get(`/api/candidate/applications/for-job/${applicationId}`)).body).toEqual({
      application: null,
    });
    expect((await new Client(server).get(`/api/candidate/applications/for-job/${other}`)).status).toBe(401);
    expect((await owner.get(`/api/candidate/applications/for-job/${other}`)).status).toBe(403);
  });
});
