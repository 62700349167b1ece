import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNoticeVersions, noticeNotAcceptedMessages, notices } from '@tawzeef/privacy/rules';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { cvForm, cvPdf } from '../../../web/api/src/test-applications.ts';
import { anonymousFields, startApply, type Apply } from '../../../web/api/src/test-apply.ts';

// The notices must be accepted before a CV is read: at sign-up, when applying, at the CV teaser, before an interview.
let fixture: Apply;
let server: TestServer;
let jobId: string;

beforeAll(async () => {
  fixture = await startApply();
  ({ server, jobId } = fixture);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

const candidateForm = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'correct horse battery',
  name: 'Sara Nasser',
  phone: '+962791234567',
  userType: 'CANDIDATE',
  ...extra,
});

const refusal = (detail: string) => ({
  code: 'PRIVACY.NOTICE_NOT_ACCEPTED',
  detail,
  errors: [{ path: 'acceptedNotices', message: detail, code: 'PRIVACY.NOTICE_NOT_ACCEPTED' }],
});

describe('sign-up', () => {
  it('refuses a candidate who did not accept the current notices, in their language, and creates no account', async () => {
    const email = `no-notices.${randomUUID()}@example.com`;
    const none = await new Client(server).post('/api/auth/signup', candidateForm(email));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject(refusal(noticeNotAcceptedMessages.en));

    const stale = { ...currentNoticeVersions, privacy: '2020-01-01' };
    const arabic = await new Client(server).call(
      'POST',
      '/api/auth/signup',
      candidateForm(email, { acceptedNotices: stale }),
      {
        headers: { 'accept-language': 'ar' },
      },
    );
    expect(arabic.status).toBe(400);
    expect(arabic.body).toMatchObject(refusal(noticeNotAcceptedMessages.ar));

    const login = await new Client(server).post('/api/auth/login', { email, password: 'correct horse battery' });
    expect(login.status).toBe(401);
  });

  it('records the accepted versions as events the person reads back', async () => {
    const sara = new Client(server);
    const email = `notices.${randomUUID()}@example.com`;
    const signed = await sara.post(
      '/api/auth/signup',
      candidateForm(email, { acceptedNotices: currentNoticeVersions }),
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);

    const consents = await sara.get('/api/privacy/consents');
    expect(consents.status).toBe(200);
    expect(consents.body).toEqual({
      current: currentNoticeVersions,
      upToDate: true,
      acceptances: [
        { notice: 'privacy', version: notices.privacy.version, context: 'sign-up', acceptedAt: expect.any(String) },
        { notice: 'ai-use', version: notices['ai-use'].version, context: 'sign-up', acceptedAt: expect.any(String) },
      ],
    });
    const userId = signed.body.user.id as string;
    const { events } = await server.container.get(TOKENS.EventStore).readStream(`consent-${userId}`);
    expect(events.map((e) => [e.type, (e.data as { notice: string }).notice])).toEqual([
      ['PrivacyNoticeAccepted', 'privacy'],
      ['PrivacyNoticeAccepted', 'ai-use'],
    ]);
    expect(events[0]!.metadata).toMatchObject({ actorId: null });

    // Signed in, the earlier acceptance stands: applying needs no second tick.
    const applied = await sara.post('/api/applications', cvForm(cvPdf, 'cv.pdf', { jobId }));
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    expect((await new Client(server).get('/api/privacy/consents')).status).toBe(401);
  });

  it('lets a company account sign up without them', async () => {
    const owner = await new Client(server).post('/api/auth/signup', {
      ...candidateForm(`owner.${randomUUID()}@example.com`),
      userType: 'COMPANY',
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
  });
});

describe('applying anonymously', () => {
  it('is refused without the notices, keeping nothing, and with them records the acceptance under the application', async () => {
    const email = `anon.${randomUUID()}@example.com`;
    const { acceptedNotices: _accepted, ...without } = anonymousFields(jobId, { email });
    const refused = await new Client(server).post('/api/applications/anonymous', cvForm(cvPdf, 'cv.pdf', without));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject(refusal(noticeNotAcceptedMessages.en));

    const applied = await new Client(server).post(
      '/api/applications/anonymous',
      cvForm(cvPdf, 'cv.pdf', anonymousFields(jobId, { email })),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = applied.body.applicationId as string;
    const consents = server.container.get(TOKENS.Consents);
    expect(await consents.acceptances({ kind: 'application', id: applicationId })).toEqual([
      { notice: 'privacy', version: currentNoticeVersions.privacy, context: 'apply', acceptedAt: expect.any(String) },
      { notice: 'ai-use', version: currentNoticeVersions.aiUse, context: 'apply', acceptedAt: expect.any(String) },
    ]);
  });
});

describe('the notices and an anonymous visit', () => {
  it('serves the current notices in English and Arabic', async () => {
    const reply = await new Client(server).get('/api/privacy/notices');
    expect(reply.status).toBe(200);
    expect(reply.body.current).toEqual(currentNoticeVersions);
    expect(reply.body.notices.map((n: { kind: string; ar: { title: string } }) => [n.kind, n.ar.title])).toEqual([
      ['privacy', notices.privacy.ar.title],
      ['ai-use', notices['ai-use'].ar.title],
    ]);
  });

  it('records a visitor’s acceptance by the visit’s id only, and asks for one without a session', async () => {
    const visitor = new Client(server);
    const noId = await visitor.post('/api/privacy/consents', {
      acceptedNotices: currentNoticeVersions,
      context: 'cv-teaser',
    });
    expect(noId.status).toBe(400);
    expect(noId.body.errors).toEqual([expect.objectContaining({ path: 'visitorId' })]);

    const visitorId = randomUUID();
    const accepted = await visitor.post('/api/privacy/consents', {
      acceptedNotices: currentNoticeVersions,
      context: 'cv-teaser',
      visitorId,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.upToDate).toBe(true);
    expect(await server.container.get(TOKENS.Consents).acceptances({ kind: 'visitor', id: visitorId })).toHaveLength(2);

    const old = await visitor.post('/api/privacy/consents', {
      acceptedNotices: { aiUse: '2020-01-01' },
      context: 'interview',
      visitorId,
    });
    expect(old.status).toBe(400);
    expect(old.body).toMatchObject({ code: 'PRIVACY.NOTICE_VERSION_NOT_CURRENT' });
  });
});
