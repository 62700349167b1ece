import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

// Issue #21 through the API, on the built-in engine: an Arabic-speaking company gets its AI texts in Arabic, every
// "Rewrite" and "Regenerate" is a real alternative, and a CV analysis is stored in both languages.
const arabicLetters = (text: string) => {
  const letters = [...text.replace(/"[^"]*"|«[^»]*»/gu, '')].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => /[\u0600-\u06ff]/u.test(c)).length / Math.max(1, letters.length);
};

let server: TestServer;
let dir: string;
let owner: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tawzeef-ai-language-'));
  server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(dir, 'cvs'),
      RECORDING_STORAGE_DIR: join(dir, 'recordings'),
      TEMPORAL_TASK_QUEUE: `test-ai-language-${randomUUID()}`,
      LOG_LEVEL: 'warn',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  owner = (await companyOwner(server, 'owner.ai-language@example.com')).owner;
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('AI texts in the reader’s language', () => {
  const basic = {
    jobTitle: 'Senior Data Engineer',
    department: 'Data',
    industry: 'technology',
    employeeType: 'FULL_TIME',
    jobLevel: 'SENIOR',
    workType: 'HYBRID',
    location: 'Riyadh, Saudi Arabia',
  };

  it('writes the job analysis in the job’s interview language, with no doubled words and a data engineer’s skills', async () => {
    const ar = await owner.post('/api/company/jobs/ai/analysis', { ...basic, interviewLanguage: 'arabic' });
    expect(ar.status).toBe(200);
    expect(ar.body.language).toBe('ar');
    for (const field of ['description', 'shortDescription', 'responsibilities', 'requirements', 'benefits'])
      expect(arabicLetters(ar.body[field]), ar.body[field]).toBeGreaterThan(0.85);
    expect(ar.body.suggestedSalary).toMatch(/ريال سعودي شهريًا$/u);
    const en = await owner.post('/api/company/jobs/ai/analysis', { ...basic, jobTitle: 'Senior Senior Data Engineer' });
    expect(en.body.language).toBe('en');
    expect(en.body.description).not.toMatch(/senior senior/iu);
    expect(en.body.skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'Spark']));
    expect(en.body.skills).not.toContain('Power BI');
  });

  it('gives a new alternative on every Rewrite and Regenerate', async () => {
    const text = '- Build dashboards that managers use every week\n- Answer ad-hoc questions quickly';
    const first = await owner.post('/api/company/jobs/ai/rewrite', { field: 'responsibilities', text, variant: 1 });
    const second = await owner.post('/api/company/jobs/ai/rewrite', {
      field: 'responsibilities',
      text: first.body.text,
      variant: 2,
    });
    expect(first.body.text).not.toBe(text);
    expect(second.body.text).not.toBe(first.body.text);
    const job = { jobTitle: 'Accountant', skills: ['Accounting', 'SAP'], interviewLanguage: 'arabic' };
    const prompts = await owner.post('/api/company/jobs/ai/prompts', job);
    const again = await owner.post('/api/company/jobs/ai/prompts', { ...job, variant: 1 });
    expect(prompts.body.language).toBe('ar');
    expect(arabicLetters(prompts.body.aiFirstInterviewPrompt)).toBeGreaterThan(0.85);
    expect(again.body.aiCvAnalysisPrompt).not.toBe(prompts.body.aiCvAnalysisPrompt);
  });

  it('describes the company in the page’s language, its size as its band', async () => {
    const reply = await owner.post('/api/aiautocomplete/companydescription', {
      name: 'Nuqta',
      industry: 'Technology',
      location: 'Riyadh',
      country: 'SA',
      size: '11-50',
      numberOfEmployees: 11,
      language: 'ar',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.generatedDescription).toContain('ما بين 11 و50 موظفًا');
    expect(reply.body.generatedDescription).not.toMatch(/11\+/u);
    const en = await owner.post('/api/aiautocomplete/companydescription', { industry: 'Technology', size: '11-50' });
    expect(en.body.generatedDescription).toContain('11 to 50 people');
  });

  it('analyses a CV for an Arabic job in Arabic, with the English translation stored beside it', async () => {
    const jobId = (
      await createJob(owner, {
        title: 'Backend Developer',
        interviewLanguage: 'arabic',
        skills: ['Node.js', 'PostgreSQL', 'Kubernetes'],
      })
    ).id;
    const candidate = new Client(server);
    await candidate.signup({ email: 'lina.ai-language@example.com', userType: 'CANDIDATE', name: 'Lina Haddad' });
    const cv = await uploadCv(candidate);
    const applied = await candidate.post('/api/applications', { jobId, cvId: cv.id });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const profile = await eventually(
      () => owner.get(`/api/company/applications/${applied.body.id}`),
      (r) => r.body.analysisStatus === 'DONE' || r.body.analysisStatus === 'FAILED',
      150_000,
    );
    const results = profile.body.cvAnalysisResults;
    expect(profile.body.analysisStatus).toBe('DONE');
    expect(results.language).toBe('ar');
    expect(arabicLetters(results.summary)).toBeGreaterThan(0.85);
    expect(results.recommendation).toMatch(/^### التقييم العام/u);
    expect(results.translations.ar.summary).toBe(results.summary);
    expect(results.translations.en.summary).toMatch(/matches \d+ of 3 required skills/u);
    expect(results.translations.en.recommendation).toMatch(/^### Overall Assessment/u);
    // The candidate's own view in Arabic names the missing skills and years in Arabic forms.
    const mine = await candidate.get(`/api/candidate/applications/${applied.body.id}?lang=ar`);
    expect(mine.body.cvAnalysisResults.summary).toMatch(/^تُظهر سيرتك الذاتية \d+ من أصل 3 مهارات تطلبها/u);
  }, 200_000);
});
