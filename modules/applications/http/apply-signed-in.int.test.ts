import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client, companyForm, companyOwner } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf, eventually, uploadCv } from '../../../web/api/src/test-applications.ts';
import {
  alreadyApplied,
  anonymousFields as fieldsOf,
  candidate as candidateOf,
  request,
  startApply,
  type Apply,
} from '../../../web/api/src/test-apply.ts';

// Applying signed in, and the candidate's My Applications.
let fixture: Apply;
let server: TestServer;
let owner: Client;
let jobId: string;
let secondJobId: string;

const candidate = (email: string) => candidateOf(server, email);
const anonymousFields = (overrides?: Record<string, string>) => fieldsOf(jobId, overrides);

beforeAll(async () => {
  fixture = await startApply();
  ({ server, owner, jobId, secondJobId } = fixture);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
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
