import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNoticeVersions } from '../notices/texts.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { Client } from '../../../web/api/src/test-client.ts';
import { caughtUp, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { applicantSeed, startInterviews, type InterviewsFixture } from '../../../web/api/src/test-interviews.ts';

// Issue #22: the AI interview does not start (no candidate join token) before the AI-use notice was accepted.
let fixture: InterviewsFixture;
let roomName: string;
let key: string;
let jobId: string;

beforeAll(async () => {
  fixture = await startInterviews();
  const { server, companyId } = fixture;
  jobId = fixture.jobId;
  // An application made without any notice accepted (as before the notices existed), by nobody signed in.
  const seeded = await seedApplication(server, applicantSeed(jobId, 'Backend Developer', 'rana.gate@example.com'));
  await caughtUp(server, seeded.position);
  const activities = server.container.get(TOKENS.InterviewActivities);
  const invited = await activities.inviteToInterview({
    applicationId: seeded.id,
    jobId,
    companyId,
    stage: 'FIRST',
    round: 1,
  });
  roomName = invited.roomName;
  await activities.inviteToInterview({
    applicationId: fixture.applicationId,
    jobId,
    companyId,
    stage: 'FIRST',
    round: 1,
  });
  key = server.container.get(TOKENS.Interviews).joinKey(invited.interviewId);
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('the AI-use notice before the AI interview', () => {
  it('refuses the candidate a join token, in the reader language, until this visit accepted the notice', async () => {
    const visit = new Client(fixture.server);
    const visitorId = randomUUID();
    const refused = await visit.post('/api/interview/token', { roomName, participantName: 'Rana', key, visitorId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'PRIVACY.NOTICE_NOT_ACCEPTED' });
    expect(refused.body.detail).toContain('AI-use notice');
    const inArabic = await visit.call(
      'POST',
      '/api/interview/token',
      { roomName, participantName: 'Rana', key, visitorId },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(inArabic.status).toBe(400);
    expect(inArabic.body.detail).toMatch(/[\u0600-\u06FF]/u);

    const recorded = await visit.post('/api/privacy/consents', {
      acceptedNotices: { aiUse: currentNoticeVersions.aiUse },
      context: 'interview',
      visitorId,
    });
    expect(recorded.status).toBeLessThan(300);
    const granted = await visit.post('/api/interview/token', { roomName, participantName: 'Rana', key, visitorId });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ role: 'CANDIDATE' });

    // Another visit's acceptance is not this one's, and an outdated version does not count.
    const otherVisit = await visit.post('/api/interview/token', {
      roomName,
      participantName: 'Rana',
      key,
      visitorId: randomUUID(),
    });
    expect(otherVisit.status).toBe(400);
  });

  it('lets the signed-in candidate who accepted the notice at sign-up start, and never asks the observer', async () => {
    const mine = await fixture.omar.post('/api/room/create-new-room', { jobId, phone: '+962791234567' });
    expect(mine.status).toBe(200);
    const observer = await fixture.owner.post('/api/interview/token', { roomName, participantName: 'Layla' });
    expect(observer.status).toBe(200);
    expect(observer.body).toMatchObject({ role: 'OBSERVER' });
  });
});
