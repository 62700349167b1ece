import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner, invite } from '../../../web/api/src/test-client.ts';
import { createJob, inDays, jobForm } from '../../../web/api/src/test-jobs.ts';

let server: TestServer;
const clock = { offsetMs: 0 };
let a: Client;
let b: Client;
let companyA: { id: string };

beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_MAX_PER_IP: '1000', LOG_LEVEL: 'warn' },
    configure: (c) => c.rebind(TOKENS.Clock).toConstantValue(() => new Date(Date.now() + clock.offsetMs)),
  });
  const ownerA = await companyOwner(server, 'jobs-owner-a@example.com');
  a = ownerA.owner;
  companyA = ownerA.company;
  b = (await companyOwner(server, 'jobs-owner-b@example.com', { ...companyForm, name: 'Other Co' })).owner;
});
afterAll(async () => server?.close());

describe('creating and editing jobs', () => {
  it('publishes from the wizard and keeps every field, the questions and the prompts', async () => {
    const job = await createJob(a, { skills: [' Node.js', 'node.js ', '', 'SQL'] });
    expect(job).toMatchObject({
      status: 'ACTIVE',
      title: 'Backend Developer',
      country: 'JO',
      skills: ['Node.js', 'SQL'],
      salaryRange: { min: 1000, max: 1500, currency: 'JOD', period: 'MONTH' },
      interviewQuestionList: ['Why us?', 'A hard bug?'],
      aiCvAnalysisPrompt: 'Check backend experience.',
      cvAnalysisPrompt: 'Check backend experience.',
      company: { id: companyA.id, name: 'Acme Hiring' },
      applicants: 0,
      views: 0,
      actions: ['pause', 'close', 'delete'],
    });
    expect((await a.get(`/api/company/jobs/${job.id}`)).body.interviewQuestions).toBe('Why us?\nA hard bug?');
  });

  it('answers 422 with the spec messages per field', async () => {
    const reply = await a.post('/api/company/jobs', { ...jobForm(), title: ' ', deadline: inDays(-1), salary: '' });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('JOB.INVALID');
    expect(reply.body.errors).toEqual([
      { path: 'title', message: 'Job title is required', code: 'required' },
      { path: 'salary', message: 'Salary range is required', code: 'required' },
      { path: 'deadline', message: 'Deadline must be in the future', code: 'past' },
    ]);
    const tooLong = await a.post('/api/company/jobs', { ...jobForm(), aiSecondInterviewPrompt: 'x'.repeat(1001) });
    expect(tooLong.body.errors).toEqual([
      { path: 'aiSecondInterviewPrompt', message: 'AI prompts must be at most 1000 characters', code: 'too_long' },
    ]);
    expect((await a.post('/api/company/jobs', { title: 42 })).status).toBe(400);
  });

  it('keeps drafts with a title, publishes them after the full check, and edits with the edit rules', async () => {
    const draft = await a.post('/api/company/jobs', { title: 'Draft role', status: 'DRAFT' });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'DRAFT', actions: ['publish', 'delete'] });
    const early = await a.post(`/api/company/jobs/${draft.body.id}/publish`);
    expect(early.status).toBe(422);
    expect(early.body.errors.map((e: { path: string }) => e.path)).toContain('department');
    const filled = await a.put(`/api/company/jobs/${draft.body.id}`, jobForm({ title: 'Draft role' }));
    expect(filled.status).toBe(200);
    const published = await a.post(`/api/company/jobs/${draft.body.id}/publish`);
    expect(published.body).toMatchObject({ status: 'ACTIVE' });
    const edited = await a.put(`/api/company/jobs/${draft.body.id}`, { skills: 'Go, Rust , go', deadline: null });
    expect(edited.body).toMatchObject({ skills: ['Go', 'Rust'], deadline: null });
    const emptied = await a.put(`/api/company/jobs/${draft.body.id}`, { shortDescription: ' ' });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors[0].message).toBe('Short description is required');
  });

  it('runs every status action and refuses the others with 409', async () => {
    const job = await createJob(a, { title: 'Lifecycle' });
    const act = (action: string, body?: object) => a.post(`/api/company/jobs/${job.id}/${action}`, body);
    expect((await act('pause')).body).toMatchObject({ status: 'PAUSED', actions: ['activate', 'close', 'delete'] });
    expect((await act('pause')).status).toBe(200);
    expect((await act('activate')).body.status).toBe('ACTIVE');
    expect((await act('close')).body.status).toBe('CLOSED');
    const refused = await act('pause');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'JOB.INVALID_TRANSITION',
      detail: 'Cannot pause a job that is CLOSED.',
    });
    expect((await act('reopen')).body.status).toBe('ACTIVE');
    const deleted = await a.call('DELETE', `/api/company/jobs/${job.id}`);
    expect(deleted.body).toMatchObject({ status: 'DELETED', actions: [] });
    expect((await act('reopen')).status).toBe(409);
    expect((await a.put(`/api/company/jobs/${job.id}`, { title: 'x' })).status).toBe(409);
  });

  it('expires jobs past their deadline through the sweep, and reopens them', async () => {
    const job = await createJob(a, { title: 'Expiring', deadline: inDays(2) });
    // Only anonymous calls while the clock is ahead: the owner's session would time out.
    clock.offsetMs = 4 * 86_400_000;
    try {
      expect((await server.get(`/api/jobs/${job.id}`)).status).toBe(404);
      const expiry = server.container.get(TOKENS.JobExpiry);
      expect(await expiry.sweep()).toBeGreaterThanOrEqual(1);
      expect(await expiry.sweep()).toBe(0);
    } finally {
      clock.offsetMs = 0;
    }
    // The sweep appends JobExpired without waiting for the read models (unlike the HTTP writes).
    const row = await vi.waitFor(async () => {
      const r = await a.get(`/api/company/jobs/${job.id}`);
      expect(r.body.status).toBe('EXPIRED');
      return r;
    });
    expect(row.body).toMatchObject({ status: 'EXPIRED', actions: ['reopen', 'delete'] });
    expect(row.body.expiredAt).not.toBeNull();
    expect((await server.get(`/api/jobs/${job.id}`)).status).toBe(404);
    const past = await a.post(`/api/company/jobs/${job.id}/reopen`, { deadline: inDays(-1) });
    expect(past.body.errors[0]).toMatchObject({ path: 'deadline', message: 'Deadline must be in the future' });
    const reopened = await a.post(`/api/company/jobs/${job.id}/reopen`, { deadline: inDays(30) });
    expect(reopened.body).toMatchObject({ status: 'ACTIVE', deadline: inDays(30) });
  });
});

describe('the list and the dashboard', () => {
  it('filters by search, status and type, in both dialects, and hides deleted jobs unless asked', async () => {
    const c = (await companyOwner(server, 'jobs-list@example.com', { ...companyForm, name: 'Listing Co' })).owner;
    const [first, , third] = [
      await createJob(c, { title: 'Accountant', type: 'PART_TIME', department: 'Finance' }),
      await createJob(c, { title: 'محاسب أول', type: 'FULL_TIME' }),
      await createJob(c, { title: 'Designer', type: 'CONTRACT' }),
    ];
    await c.post(`/api/company/jobs/${first.id}/pause`);
    await c.call('DELETE', `/api/company/jobs/${third.id}`);
    const all = await c.get('/api/company/jobs');
    expect(all.body.map((j: { title: string }) => j.title)).toEqual(['محاسب أول', 'Accountant']);
    expect(all.headers.get('content-range')).toBe('jobs 0-1/2');
    expect(all.headers.get('x-total-count')).toBe('2');
    const paused = await c.get(`/api/company/jobs?filter=${encodeURIComponent('{"status":"PAUSED"}')}`);
    expect(paused.body.map((j: { id: string }) => j.id)).toEqual([first.id]);
    expect((await c.get('/api/company/jobs?status=DELETED')).body.map((j: { id: string }) => j.id)).toEqual([third.id]);
    expect((await c.get('/api/company/jobs?type=FULL_TIME')).body).toHaveLength(1);
    expect((await c.get(`/api/company/jobs?search=${encodeURIComponent('المحاسب')}`)).body[0].title).toBe('محاسب أول');
    expect((await c.get('/api/company/jobs?search=finance')).body[0].title).toBe('Accountant');
    const page = await c.get(`/api/company/jobs?sort=${encodeURIComponent('["title","ASC"]')}&range=[1,1]`);
    expect(page.body.map((j: { title: string }) => j.title)).toEqual(['محاسب أول']);
    expect(page.headers.get('content-range')).toBe('jobs 1-1/2');
    expect((await c.get('/api/company/jobs?page=2&limit=1')).body[0].title).toBe('Accountant');
    expect((await c.get('/api/company/jobs?sort=["salary","ASC"]')).status).toBe(400);

    const stats = await c.get('/api/company/dashboard/stats');
    expect(stats.body).toEqual({
      activeJobs: 1,
      totalJobs: 2,
      jobsByStatus: { DRAFT: 0, ACTIVE: 1, PAUSED: 1, CLOSED: 0, EXPIRED: 0, DELETED: 1 },
      totalApplications: 0,
      hires: 0,
      hireSuccessRate: 0,
      offers: 0,
      applicationsByStatus: {
        SUBMITTED: 0,
        REVIEWING: 0,
        INTERVIEW_SCHEDULED: 0,
        INTERVIEWED: 0,
        OFFERED: 0,
        REJECTED: 0,
        WITHDRAWN: 0,
        HIRED: 0,
      },
      totalViews: 0,
    });
    await server.get(`/api/jobs/${all.body[0].id}`);
    await server.get(`/api/jobs/${all.body[0].id}`);
    const postings = await c.get('/api/company/dashboard/job-postings?limit=4');
    expect(postings.body.jobs.map((j: { title: string; views: number }) => [j.title, j.views])).toEqual([
      ['محاسب أول', 2],
      ['Accountant', 0],
    ]);
    expect((await c.get('/api/company/dashboard/stats')).body.totalViews).toBe(2);
  });
});

describe('tenant scoping and roles', () => {
  it("company B cannot see, edit or act on company A's jobs", async () => {
    const job = await createJob(a, { title: 'Private to A' });
    expect((await b.get(`/api/company/jobs/${job.id}`)).status).toBe(404);
    expect((await b.put(`/api/company/jobs/${job.id}`, { title: 'Taken' })).body.code).toBe('JOB.NOT_FOUND');
    for (const action of ['pause', 'close', 'publish', 'activate', 'reopen', 'delete']) {
      expect((await b.post(`/api/company/jobs/${job.id}/${action}`)).status, action).toBe(404);
    }
    expect((await b.call('DELETE', `/api/company/jobs/${job.id}`)).status).toBe(404);
    expect((await b.get('/api/company/jobs?status=ACTIVE')).body.map((j: { id: string }) => j.id)).not.toContain(
      job.id,
    );
    expect((await a.get(`/api/company/jobs/${job.id}`)).body.title).toBe('Private to A');
  });

  it('a recruiter manages jobs; candidates and users without a company cannot', async () => {
    const { code } = await invite(a, companyA.id);
    const recruiter = new Client(server);
    await recruiter.signup({ email: 'jobs-recruiter@example.com', invitationCode: code });
    const job = await createJob(recruiter, { title: 'By the recruiter' });
    expect((await recruiter.post(`/api/company/jobs/${job.id}/pause`)).status).toBe(200);
    expect((await a.get(`/api/company/jobs/${job.id}`)).body.status).toBe('PAUSED');
    const candidate = new Client(server);
    await candidate.signup({ email: 'jobs-candidate@example.com', userType: 'CANDIDATE' });
    expect((await candidate.get('/api/company/jobs')).status).toBe(403);
    expect((await candidate.post('/api/company/jobs/ai/analysis', { jobTitle: 'x' })).status).toBe(403);
    const loner = new Client(server);
    await loner.signup({ email: 'jobs-loner@example.com' });
    expect((await loner.get('/api/company/jobs')).body.code).toBe('COMPANY.NOT_FOUND');
    expect((await new Client(server).get('/api/company/dashboard/stats')).status).toBe(401);
  });
});

describe('AI helpers', () => {
  it('analyses, writes prompts and rewrites through the AI engine', async () => {
    const analysis = await a.post('/api/company/jobs/ai/analysis', {
      jobTitle: 'Backend Developer',
      department: 'Engineering',
      industry: 'technology',
      jobLevel: 'SENIOR',
      location: 'Riyadh, Saudi Arabia',
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body).toMatchObject({ experienceLevel: '5-7 years', provenance: { engine: 'local' } });
    expect(analysis.body.suggestedSalary).toMatch(/^SAR /);
    expect(analysis.body.skills.length).toBeGreaterThan(0);
    const prompts = await a.post('/api/company/jobs/ai/prompts', {
      jobTitle: 'Backend Developer',
      skills: ['Node.js'],
    });
    for (const key of ['aiCvAnalysisPrompt', 'aiFirstInterviewPrompt', 'aiSecondInterviewPrompt']) {
      expect(prompts.body[key].length).toBeGreaterThan(0);
      expect(prompts.body[key].length).toBeLessThanOrEqual(1000);
    }
    const rewrite = await a.post('/api/company/jobs/ai/rewrite', { field: 'description', text: 'we need backend dev' });
    expect(rewrite.body.field).toBe('description');
    expect(rewrite.body.rewrittenDescription).toBe(rewrite.body.text);
    const title = await a.post('/api/company/jobs/ai/rewrite', { field: 'title', text: 'backend dev' });
    expect(title.body.jobTitle).toBe(title.body.text);
    expect((await a.post('/api/company/jobs/ai/rewrite', { field: 'salary', text: 'x' })).status).toBe(400);
  });
});
