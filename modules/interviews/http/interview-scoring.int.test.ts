import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import type { Client } from '../../../web/api/src/test-client.ts';
import { caughtUp, request, seedApplication } from '../../../web/api/src/test-company-applications.ts';
import {
  applicantSeed,
  interviewsCaughtUp as caughtUpInterviews,
  startInterviews,
  type InterviewsFixture,
} from '../../../web/api/src/test-interviews.ts';

// A held AI interview: its transcript, scoring, recording, report and the timers of later invitations.
let fixture: InterviewsFixture;
let server: TestServer;
let owner: Client;
let other: Client;
let omar: Client;
let stranger: Client;
let omarId: string;
let jobId: string;
let companyId: string;
let applicationId: string;
let interviewId: string;
let roomName: string;

const seed = (jobTitle: string, email: string) => applicantSeed(jobId, jobTitle, email);
const interviewsCaughtUp = () => caughtUpInterviews(server);

beforeAll(async () => {
  fixture = await startInterviews();
  ({ server, owner, other, omar, stranger, omarId, jobId, companyId, applicationId } = fixture);
  // The invitation the interview is held under (its activity is tested in interview-invitations).
  ({ interviewId, roomName } = await server.container
    .get(TOKENS.InterviewActivities)
    .inviteToInterview({ applicationId, jobId, companyId, stage: 'FIRST', round: 1 }));
}, 120_000);

afterAll(async () => {
  await fixture?.close();
});

describe('the interview, its scoring and the company views', () => {
  const answer =
    'I built the payments API in Node.js with PostgreSQL and SQL queries tuned by hand; for example I reduced the p95 latency from 900 ms to 120 ms by adding indexes and batching.';

  it('records what the agent reports, scores it and shows it to the company', async () => {
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(interviewId, request(null));
    const lines: [string, 'AI_ASSISTANT' | 'CANDIDATE' | 'SYSTEM'][] = [
      ['Interview started.', 'SYSTEM'],
      ['Could you walk me through your background?', 'AI_ASSISTANT'],
      [answer, 'CANDIDATE'],
      ['Tell me about a recent piece of work where you used SQL?', 'AI_ASSISTANT'],
      [answer.replace('payments', 'billing'), 'CANDIDATE'],
      ['Describe a time you disagreed with a colleague?', 'AI_ASSISTANT'],
      [
        'I disagreed about caching; I led a small experiment, measured it, and we shipped the faster design together in two weeks.',
        'CANDIDATE',
      ],
      ['What questions do you have for us?', 'AI_ASSISTANT'],
      ['How large is the team and how do you run on-call rotations for the Node.js services?', 'CANDIDATE'],
      ['Thank you, that is all.', 'AI_ASSISTANT'],
    ];
    for (const [i, [text, speakerType]] of lines.entries())
      await interviews.recordUtterance(interviewId, { seq: i + 1, speakerType, text }, request(null));
    await interviews.recordUtterance(interviewId, { seq: 3, speakerType: 'CANDIDATE', text: answer }, request(null));
    await interviews.complete(interviewId, 'AGENT_ENDED', request(null));
    const saved = await interviews.saveRecording(
      interviewId,
      { bytes: new TextEncoder().encode('OggS-fake-audio-bytes-0123456789'), contentType: 'audio/ogg' },
      request(null),
    );
    expect(saved.storageKey).toMatch(/^rec-.*\.ogg$/);
    const activities = server.container.get(TOKENS.InterviewActivities);
    expect(await activities.closeInterview(interviewId)).toBe('COMPLETED');
    const score = await activities.scoreInterview(interviewId);
    expect(await activities.scoreInterview(interviewId)).toEqual(score);
    expect(score.insufficientEvidence).toBe(false);
    expect(score.aiScore).toBeGreaterThan(0);
    await interviewsCaughtUp();

    const profile = await owner.get(`/api/company/applications/${applicationId}`);
    expect(profile.body.status).toBe('INTERVIEWED');
    const recommendations = await server.container.get(TOKENS.ReadModels).interviews.recommendations(applicationId);
    expect(recommendations.aiInterviewRecommendations).toMatch(/Interview Assessment/);
    expect(recommendations.aiSecondInterviewRecommendations).toBeNull();
    const history = await owner.get(`/api/company/applications/${applicationId}/interviews`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    const item = history.body[0];
    expect(item).toMatchObject({
      id: interviewId,
      status: 'COMPLETED',
      stage: 'FIRST',
      aiScore: score.aiScore,
      aiRecommendation: score.recommendation,
      transcriptCount: 10,
      roomId: roomName,
      videoLink: `/api/interviews/${interviewId}/recording`,
      endReason: 'AGENT_ENDED',
    });
    expect(item.transcripts).toHaveLength(8);
    expect(item.transcripts.every((t: { speakerType: string }) => t.speakerType !== 'SYSTEM')).toBe(true);
    for (const e of item.evidence)
      expect(
        answer.toLowerCase() +
          ' ' +
          lines
            .map((l) => l[0])
            .join(' ')
            .toLowerCase(),
      ).toContain(e.quote.toLowerCase());
    expect(item.provenance).toMatchObject({ engine: 'local' });

    const full = await owner.get(`/api/interviews/${interviewId}`);
    expect(full.body.transcripts).toHaveLength(10);
    const asCandidate = await omar.get(`/api/interviews/${interviewId}`);
    expect(asCandidate.status).toBe(200);
    expect(asCandidate.body.aiScore).toBeUndefined();
    expect((await stranger.get(`/api/interviews/${interviewId}`)).status).toBe(404);
    expect((await other.get(`/api/interviews/${interviewId}`)).status).toBe(404);

    for (const path of [
      `/api/interviews/candidate/${omarId}/job/${jobId}`,
      `/interviews/candidate/${omarId}/job/${jobId}`,
    ]) {
      const pair = await owner.get(path);
      expect(pair.status, path).toBe(200);
      expect(pair.body.map((i: { id: string }) => i.id)).toEqual([interviewId]);
      expect((await other.get(path)).body).toEqual([]);
    }
    expect((await other.get(`/api/company/applications/${applicationId}/interviews`)).status).toBe(404);
    expect((await omar.post('/api/interview/token', { roomName, participantName: 'Omar' })).status).toBe(409);
  }, 60_000);

  it('streams the recording and the PDF report to company members only', async () => {
    const recording = await owner.server.get(`/api/interviews/${interviewId}/recording`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/ogg');
    expect(await recording.text()).toBe('OggS-fake-audio-bytes-0123456789');
    const part = await owner.server.get(`/api/interviews/${interviewId}/recording`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '), range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('OggS');
    expect((await other.get(`/api/interviews/${interviewId}/recording`)).status).toBe(404);
    expect((await omar.get(`/api/interviews/${interviewId}/recording`)).status).toBe(403);

    const pdf = await owner.server.get(`/api/interviews/${interviewId}/report.pdf`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1500);
    expect((await other.get(`/api/interviews/${interviewId}/report.pdf`)).status).toBe(404);
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const arabic = await owner.server.get(`/api/interviews/${interviewId}/report.pdf?lang=ar&tz=Not/A_Zone`, {
      headers: { cookie },
    });
    expect([arabic.status, arabic.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await arabic.arrayBuffer()).equals(bytes)).toBe(false);
    const french = await owner.server.get(`/api/interviews/${interviewId}/report.pdf?lang=fr`, { headers: { cookie } });
    expect(french.status).toBe(400);
  });

  it('scores a transcript too short to judge as insufficient evidence, never a number', async () => {
    const applied = await seedApplication(server, seed('Backend Developer', 'short.answers@example.com'));
    await caughtUp(server, applied.position);
    const activities = server.container.get(TOKENS.InterviewActivities);
    const { interviewId: id } = await activities.inviteToInterview({
      applicationId: applied.id,
      jobId,
      companyId,
      stage: 'FIRST',
      round: 1,
    });
    const interviews = server.container.get(TOKENS.Interviews);
    await interviews.start(id, request(null));
    await interviews.recordUtterance(
      id,
      { seq: 1, speakerType: 'AI_ASSISTANT', text: 'Tell me about yourself?' },
      request(null),
    );
    await interviews.recordUtterance(id, { seq: 2, speakerType: 'CANDIDATE', text: 'uh hm' }, request(null));
    await interviews.complete(id, 'CANDIDATE_LEFT', request(null));
    const score = await activities.scoreInterview(id);
    expect(score).toEqual({ aiScore: null, recommendation: 'INSUFFICIENT_EVIDENCE', insufficientEvidence: true });
    await interviewsCaughtUp();
    const [item] = (await owner.get(`/api/company/applications/${applied.id}/interviews`)).body;
    expect(item).toMatchObject({
      aiScore: null,
      aiRecommendation: 'INSUFFICIENT_EVIDENCE',
      insufficientEvidence: true,
    });
    expect(item.aiAnalysis).toMatch(/Insufficient evidence/);
  }, 60_000);

  it("lets the job's company set its interview timers, which later invitations use", async () => {
    const path = `/api/company/jobs/${jobId}/interview-settings`;
    const initial = await owner.get(path);
    expect(initial.body).toMatchObject({
      own: { remindAfterHours: null, expireAfterHours: null, maxDurationMinutes: null },
      effective: { remindAfterHours: 24, expireAfterHours: 72, maxDurationMinutes: 45 },
    });
    const body = { remindAfterHours: 2, expireAfterHours: 6, maxDurationMinutes: 20 };
    expect((await other.put(path, body)).status).toBe(404);
    expect((await owner.put(path, { ...body, remindAfterHours: 8 })).status).toBe(422);
    const changed = await owner.put(path, body);
    expect(changed.status).toBe(200);
    expect(changed.body.effective).toEqual(body);
    const applied = await seedApplication(server, seed('Backend Developer', 'timers@example.com'));
    const invitation = await server.container
      .get(TOKENS.InterviewActivities)
      .inviteToInterview({ applicationId: applied.id, jobId, companyId, stage: 'FIRST', round: 1 });
    expect(invitation).toMatchObject({
      remindAfterMs: 2 * 3_600_000,
      expireAfterMs: 6 * 3_600_000,
      maxDurationMs: 20 * 60_000,
    });
  }, 60_000);
});
