import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf, eventually } from '../../../web/api/src/test-applications.ts';
import {
  alreadyApplied,
  anonymousFields as fieldsOf,
  candidate as candidateOf,
  request,
  startApply,
  type Apply,
} from '../../../web/api/src/test-apply.ts';

// Applying anonymously, and a CV the engine cannot read.
let fixture: Apply;
let server: TestServer;
let jobId: string;
let secondJobId: string;

const candidate = (email: string) => candidateOf(server, email);
const anonymousFields = (overrides?: Record<string, string>) => fieldsOf(jobId, overrides);

beforeAll(async () => {
  fixture = await startApply();
  ({ server, jobId, secondJobId } = fixture);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
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
