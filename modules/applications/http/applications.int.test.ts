import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { cvForm, cvPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';

let server: TestServer;
let cvDir: string;
let owner: Client;
let jobId: string;
let secondJobId: string;

const alreadyApplied = 'You have already applied for this job. Please check your applications in your dashboard.';
const request = () => ({ commandId: randomUUID(), actorId: 'recruiter', correlationId: randomUUID() });

const candidate = async (email: string) => {
  const client = new Client(server);
  await client.signup({ email, userType: 'CANDIDATE', name: 'Omar Khalil' });
  return client;
};

const anonymousFields = (overrides: Record<string, string> = {}) => ({
  jobId,
  fullName: 'Lina Haddad Nasser',
  email: 'lina@example.com',
  countryCode: '+962',
  phone: '791 234 567',
  portfolioUrl: 'https://lina.example.com',
  coverLetter: 'I would love to join.',
  expectedSalary: 'JOD 1,200',
  noticePeriod: '1 month',
  ...overrides,
});

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-applications-'));
  server = await startTestServer({
    env: { CV_STORAGE_DIR: cvDir, TEMPORAL_TASK_QUEUE: `test-applications-${randomUUID()}`, LOG_LEVEL: 'warn' },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ({ owner } = await companyOwner(server, 'owner.apply@example.com'));
  jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL', 'Docker'] })).id;
  secondJobId = (await createJob(owner, { title: 'Platform Engineer' })).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(cvDir, { recursive: true, force: true });
});

describe('applying signed in', () => {
  it('applies with a saved CV, answers 409 with the spec message the second time, and analyses the CV in hiring-<id>', async () => {
    const omar = await candidate('omar@example.com');
    const cv = await uploadCv(omar);
    const applied = await omar.post('/api/applications', {
      jobId,
      cvId: cv.id,
      coverLetter: 'Hello',
      expectedSalary: 'JOD 1,500',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = applied.body.id as string;

    const again = await omar.post('/api/applications', { jobId, resumeUrl: `/api/candidate/cvs/${cv.id}/download` });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'APPLICATION.ALREADY_APPLIED', detail: alreadyApplied });

    // An anonymous application with the candidate's e-mail is the same applicant.
    const anonymous = await new Client(server).post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'cv.pdf', anonymousFields({ email: 'OMAR@example.com' })),
    );
    expect(anonymous.status).toBe(409);

    const details = await eventually(
      () => omar.get(`/api/candidate/applications/${applicationId}`),
      (r) => r.body.analysisStatus !== 'PENDING',
    );
    expect(details.body).toMatchObject({
      id: applicationId,
      jobId,
      job: { title: 'Backend Developer', company: { name: 'Acme Hiring' } },
      coverLetter: 'Hello',
      expectedSalary: 'JOD 1,500',
      analysisStatus: 'DONE',
      cvAnalysisScore: expect.any(Number),
      cvAnalysisResults: { overallFit: expect.any(String), skillsMatch: { matched: expect.any(Array) } },
    });
    // Right after the analysis the hiring workflow invites the candidate to the AI interview.
    expect([
      ['SUBMITTED', 'Your application has been received and is awaiting review.'],
      ['INTERVIEW_SCHEDULED', 'Congratulations! An interview has been scheduled.'],
    ]).toContainEqual([details.body.status, details.body.statusMessage]);
    // The route parameter of the spec's details page is the job id.
    expect((await omar.get(`/api/candidate/applications/${jobId}`)).body.id).toBe(applicationId);

    const analyzed = await server.container.get(TOKENS.EventStore).readStream(`application-${applicationId}`);
    const event = analyzed.events.find((e) => e.type === 'CvAnalyzed');
    expect(event?.data).toMatchObject({ provenance: { engine: 'local', reader: { engine: 'local' } } });

    const stranger = await candidate('stranger.apply@example.com');
    expect((await stranger.get(`/api/candidate/applications/${applicationId}`)).status).toBe(404);

    // The CV goes to the company it was sent to, and to no other.
    const cvOf = (client: Client) =>
      server.get(`/api/company/applications/${applicationId}/cv`, {
        headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
    const received = await cvOf(owner);
    expect(received.status).toBe(200);
    expect(Buffer.from(await received.arrayBuffer()).equals(cvPdf)).toBe(true);
    const { owner: otherCompany } = await companyOwner(server, 'owner.other@example.com', {
      ...companyForm,
      name: 'Other Co',
    });
    expect((await cvOf(otherCompany)).status).toBe(404);
    expect((await cvOf(stranger)).status).toBe(403);
  }, 90_000);

  it('needs a valid saved CV', async () => {
    const omar = await candidate('omar.nocv@example.com');
    const reply = await omar.post('/api/applications', { jobId });
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toBe('Please select or upload a valid CV before submitting your application.');
    const foreign = await omar.post('/api/applications', { jobId, cvId: randomUUID() });
    expect(foreign.status).toBe(422);
    // A refused attempt leaves no claim behind: applying properly still works.
    const cv = await uploadCv(omar);
    expect((await omar.post('/api/applications', { jobId, cvId: cv.id })).status).toBe(201);
  });

  it('applies with a new CV sent along, and refuses an unknown job', async () => {
    const omar = await candidate('omar.upload@example.com');
    const reply = await omar.post('/api/applications', cvForm(cvPdf, 'fresh.pdf', { jobId, noticePeriod: '2 weeks' }));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const unknown = await omar.post('/api/applications', cvForm(cvPdf, 'fresh.pdf', { jobId: randomUUID() }));
    expect(unknown.status).toBe(404);
  });
});

describe('a CV the engine cannot read', () => {
  it('goes to manual review, and a retried analysis still reports the failure, so no interview is sent', async () => {
    const broken = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Broken true\nstartxref\n0\n%%EOF\n');
    const reply = await new Client(server).post(
      '/api/applications/anonymous',
      cvForm(broken, 'broken.pdf', anonymousFields({ email: 'broken.cv@example.com' })),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const applicationId = reply.body.id as string;
    const applications = server.container.get(TOKENS.Applications);
    const store = server.container.get(TOKENS.EventStore);
    await eventually(
      () => store.readStream(`application-${applicationId}`),
      (s) => s.events.some((e) => e.type === 'CvAnalysisFailed'),
    );
    const retried = await applications.analyzeApplicationCv(applicationId, request());
    expect(retried.status).toBe('failed');
    const { events } = await store.readStream(`application-${applicationId}`);
    expect(events.map((e) => e.type)).not.toContain('ApplicationStatusChanged');
  });
});

describe('applying anonymously', () => {
  it('applies with the spec fields, then answers 409 for the same e-mail', async () => {
    const visitor = new Client(server);
    const first = await visitor.post('/api/applications/anonymous', cvForm(cvPdf, 'lina.pdf', anonymousFields()));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const stream = await server.container.get(TOKENS.EventStore).readStream(`application-${first.body.id}`);
    expect(stream.events[0]?.data).toMatchObject({
      applicationId: first.body.id,
      jobId,
      candidateId: null,
      source: 'anonymous',
      applicant: {
        firstName: 'Lina',
        lastName: 'Haddad Nasser',
        email: 'lina@example.com',
        countryCode: '+962',
        phone: '791 234 567',
      },
    });
    const second = await visitor.post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'lina.pdf', anonymousFields({ email: ' Lina@Example.com ' })),
    );
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(alreadyApplied);
  });

  it('validates the form and requires a CV', async () => {
    const visitor = new Client(server);
    const noCv = await visitor.post('/api/applications/anonymous', {
      ...anonymousFields({ email: 'nocv@example.com' }),
    });
    expect(noCv.status).toBe(422);
    expect(noCv.body.detail).toBe('Please upload a CV before submitting your application.');
    const bad = await visitor.post(
      '/api/applications/anonymous',
      cvForm(
        cvPdf,
        'cv.pdf',
        anonymousFields({
          email: 'not-an-email',
          phone: '+962791234567',
          countryCode: '+1',
          portfolioUrl: 'javascript:alert(1)',
          fullName: '',
        }),
      ),
    );
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { path: string }[]).map((e) => e.path).sort()).toEqual([
      'countryCode',
      'email',
      'phone',
      'portfolioUrl',
    ]);
    const notPdf = await visitor.post(
      '/api/applications/anonymous',
      cvForm(Buffer.from('hello'), 'cv.pdf', anonymousFields({ email: 'np@example.com' })),
    );
    expect(notPdf.status).toBe(415);
  });

  it('links an applicant whose e-mail belongs to a candidate to that candidate', async () => {
    const huda = await candidate('huda@example.com');
    const reply = await new Client(server).post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'cv.pdf', anonymousFields({ email: 'huda@example.com', jobId: secondJobId })),
    );
    expect(reply.status).toBe(201);
    const list = await huda.get('/api/candidate/applications');
    expect((list.body as { id: string }[]).map((a) => a.id)).toEqual([reply.body.id]);
  });
});

describe('My Applications', () => {
  it('filters by status on the server, with accepted = HIRED, and withdraws', async () => {
    const nour = await candidate('nour@example.com');
    const cv = await uploadCv(nour);
    const hired = (await nour.post('/api/applications', { jobId, cvId: cv.id })).body.id as string;
    const withdrawn = (await nour.post('/api/applications', { jobId: secondJobId, cvId: cv.id })).body.id as string;
    const applications = server.container.get(TOKENS.Applications);
    for (const status of ['REVIEWING', 'OFFERED', 'HIRED'] as const) {
      await applications.changeStatus(hired, { status, actorId: 'recruiter', reason: null }, request());
    }
    const withdraw = await nour.post(`/api/candidate/applications/${withdrawn}/withdraw`, {
      reason: 'Accepted elsewhere',
    });
    expect(withdraw.status).toBe(200);
    expect(withdraw.body).toMatchObject({ status: 'WITHDRAWN', statusMessage: 'This application has been withdrawn.' });
    expect((await nour.post(`/api/candidate/applications/${hired}/withdraw`, {})).status).toBe(422);

    const ids = async (status: string) => {
      const reply = await eventually(
        () => nour.get(`/api/candidate/applications?status=${status}`),
        (r) => status !== 'accepted' || r.body.length > 0,
        5_000,
      );
      return (reply.body as { id: string }[]).map((a) => a.id);
    };
    expect(await ids('accepted')).toEqual([hired]);
    expect(await ids('withdrawn')).toEqual([withdrawn]);
    expect(await ids('submitted')).toEqual([]);
    expect((await ids('all')).sort()).toEqual([hired, withdrawn].sort());
    const all = await nour.get('/api/candidate/applications?range=[0,0]');
    expect(all.headers.get('content-range')).toBe('applications 0-0/2');
    expect((await nour.get('/api/candidate/applications?status=nonsense')).status).toBe(400);
    const accepted = await nour.get(`/api/candidate/applications/${hired}`);
    expect(accepted.body).toMatchObject({ status: 'HIRED', displayStatus: 'accepted' });

    // The jobs read model counts the hire from the same events.
    const job = await eventually(
      () => owner.get(`/api/company/jobs/${jobId}`),
      (r) => r.body.hires === 1,
      5_000,
    );
    expect(job.body).toMatchObject({ hires: 1, applicants: expect.any(Number) });
    expect(job.body.applicants).toBeGreaterThanOrEqual(2);
  });
});
