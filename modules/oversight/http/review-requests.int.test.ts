import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';
import { seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';

// A candidate's requests for a person through the real API, event store and projections: the company's task and
// notification, its answers, and what the candidate reads back.
const run = randomUUID().slice(0, 8);
const address = (who: string) => `${who}.${run}@inbox.test`;
let server: TestServer;
let cvDir: string;
let owner: Client;
let other: Client;
let candidate: Client;
let stranger: Client;
let companyId: string;
let applicationId: string;
let aiInterviewId: string;
let jobId: string;

/** The answers e-mailed to the candidate (kept with the application's messages), oldest first. */
async function outcomeMails(): Promise<{ subject: string; content: string }[]> {
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
  const { rows } = await server.container
    .get(TOKENS.PgPool)
    .query(
      "SELECT subject, content FROM communications WHERE application_id = $1 AND system_kind = 'review-outcome' ORDER BY created_at",
      [applicationId],
    );
  return rows;
}
const path = (id = applicationId) => `/api/candidate/applications/${id}/review-requests`;
const companyPath = (id = applicationId) => `/api/company/applications/${id}/review-requests`;

beforeAll(async () => {
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-review-requests-'));
  server = await startTestServer({ startWorkflows: false, env: { CV_STORAGE_DIR: cvDir, LOG_LEVEL: 'warn' } });
  const created = await companyOwner(server, address('owner'));
  owner = created.owner;
  companyId = String(created.company.id);
  other = (await companyOwner(server, address('other'))).owner;
  candidate = new Client(server);
  const sara = await candidate.signup({ email: address('sara'), name: 'Sara Nasser', userType: 'CANDIDATE' });
  stranger = new Client(server);
  await stranger.signup({ email: address('omar'), name: 'Omar Saleh', userType: 'CANDIDATE' });
  const job = await createJob(owner, { title: 'Frontend Developer' });
  jobId = job.id;
  applicationId = (
    await seedApplication(
      server,
      {
        jobId: job.id,
        jobTitle: 'Frontend Developer',
        firstName: 'Sara',
        lastName: 'Nasser',
        email: address('sara'),
        status: 'INTERVIEW_SCHEDULED',
        priority: 'medium',
        analysis: 'DONE',
        score: 41,
        skills: [],
      },
      { candidateId: String(sara.user.id) },
    )
  ).id;
  // The hiring process's invitation to the first AI interview, as its activity makes it.
  const invited = await server.container
    .get(TOKENS.Interviews)
    .schedule(
      { applicationId, jobId: job.id, companyId, candidateId: String(sara.user.id), stage: 'FIRST', round: 1 },
      { commandId: randomUUID(), actorId: null, correlationId: randomUUID() },
    );
  aiInterviewId = invited.interviewId;
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

describe('human review requests', { timeout: 120_000 }, () => {
  it('shows the candidate what they may ask: instead of the AI interview, and a re-evaluation of the CV analysis', async () => {
    const reply = await candidate.get(path());
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ requests: [], canAsk: { insteadOfAiInterview: true, reevaluation: ['CV_ANALYSIS'] } });
  });

  it('refuses a re-evaluation of an AI interview not yet held, and another person asking on the application', async () => {
    const early = await candidate.post(path(), { kind: 'REEVALUATION', subject: 'AI_INTERVIEW' });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('REVIEW_REQUEST.NOTHING_TO_REVIEW');
    const theirs = await stranger.post(path(), { kind: 'INSTEAD_OF_AI_INTERVIEW' });
    expect(theirs.status).toBe(404);
    expect((await stranger.get(path())).status).toBe(404);
    expect((await owner.post(path(), { kind: 'INSTEAD_OF_AI_INTERVIEW' })).status).toBe(403);
  });

  it('asks for a person instead of the AI interview; a second open request of that kind is a 409', async () => {
    const asked = await candidate.post(path(), { kind: 'INSTEAD_OF_AI_INTERVIEW', message: 'I have a stammer.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.requests).toEqual([
      expect.objectContaining({ kind: 'INSTEAD_OF_AI_INTERVIEW', status: 'OPEN', message: 'I have a stammer.' }),
    ]);
    expect(asked.body.canAsk.insteadOfAiInterview).toBe(false);
    const again = await candidate.post(path(), { kind: 'INSTEAD_OF_AI_INTERVIEW' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('REVIEW_REQUEST.ALREADY_OPEN');
  });

  it('reaches the company as a task on the application and a notification in both languages; another company gets 404', async () => {
    const tasks = await owner.get(companyPath());
    expect(tasks.status).toBe(200);
    expect(tasks.body.requests).toEqual([
      expect.objectContaining({
        applicationId,
        kind: 'INSTEAD_OF_AI_INTERVIEW',
        status: 'OPEN',
        message: 'I have a stammer.',
        decidedBy: null,
      }),
    ]);
    const inbox = await owner.get('/api/notifications');
    const note = inbox.body.find((n: { kind: string }) => n.kind === 'review.insteadOfAi');
    expect(note).toMatchObject({
      title: 'Human review requested',
      message: 'Sara Nasser asks for a person instead of the AI interview for Frontend Developer',
      category: 'candidate',
    });
    expect(note.actionUrl).toContain(`/applications/${applicationId}`);
    const arabic = await owner.get(`/api/notifications?search=${encodeURIComponent('مراجعة بشرية')}`);
    expect(arabic.body.map((n: { kind: string }) => n.kind)).toEqual(['review.insteadOfAi']);

    expect((await other.get(companyPath())).status).toBe(404);
    const requestId = tasks.body.requests[0].id;
    const theirs = await other.post(`${companyPath()}/${requestId}/accept`, {});
    expect(theirs.status).toBe(404);
    expect((await other.get('/api/notifications')).body).toEqual([]);
  });

  it('accepts: the AI interview not yet held is cancelled; the candidate reads the status and the note', async () => {
    const requestId = (await owner.get(companyPath())).body.requests[0].id;
    const accepted = await owner.post(`${companyPath()}/${requestId}/accept`, {
      noteToCandidate: 'A recruiter will call you to set a time.',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.requests[0]).toMatchObject({ status: 'ACCEPTED', decidedBy: { name: 'Layla Haddad' } });
    const interview = await server.container.get(TOKENS.ReadModels).interviews.one(aiInterviewId);
    expect(interview?.status).toBe('CANCELLED');
    const twice = await owner.post(`${companyPath()}/${requestId}/decline`, { reason: 'No' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('REVIEW_REQUEST.ALREADY_DECIDED');

    const mine = await candidate.get(path());
    expect(mine.body.canAsk.insteadOfAiInterview).toBe(false);
    const again = await candidate.post(path(), { kind: 'INSTEAD_OF_AI_INTERVIEW' });
    expect(again.body.code).toBe('REVIEW_REQUEST.ALREADY_ACCEPTED');
    expect(mine.body.requests[0]).toEqual({
      id: requestId,
      kind: 'INSTEAD_OF_AI_INTERVIEW',
      subject: null,
      status: 'ACCEPTED',
      message: 'I have a stammer.',
      requestedAt: expect.any(String),
      decidedAt: expect.any(String),
      noteToCandidate: 'A recruiter will call you to set a time.',
    });
    const [mail] = await outcomeMails();
    expect(mail?.subject).toMatch(/person \| .*[\u0600-\u06FF]/u);
    expect(mail?.content).toContain('was accepted');
    expect(mail?.content).toContain('قُبل طلبك');
    expect(mail?.content).toContain('A recruiter will call you to set a time.');
    // The link opens the application at its requests.
    expect(mail?.content).toContain(`/userdashboard/applications/${applicationId}#application-review-requests`);
  });

  it('an AI interview invitation that comes after the acceptance is cancelled at once: no room, e-mail or status', async () => {
    const pool = server.container.get(TOKENS.PgPool);
    const mailsBefore = await pool.query('SELECT count(*)::int AS n FROM communications WHERE application_id = $1', [
      applicationId,
    ]);
    const activities = server.container.get(TOKENS.InterviewActivities);
    const invited = await activities.inviteToInterview({ applicationId, jobId, companyId, stage: 'FIRST', round: 2 });
    // The hiring process's timers fire at once and it finds the interview cancelled.
    expect(invited.remindAfterMs).toBeLessThan(1000);
    const { events } = await server.container.get(TOKENS.EventStore).readStream(`interview-${invited.interviewId}`);
    expect(events.map((e) => e.type)).toEqual(['InterviewScheduled', 'InterviewCancelled']);
    expect(await activities.expireInterview(invited.interviewId)).toBe('CANCELLED');
    expect(await server.container.get(TOKENS.LiveKitRooms).listRooms([invited.roomName])).toEqual([]);
    const mailsAfter = await pool.query('SELECT count(*)::int AS n FROM communications WHERE application_id = $1', [
      applicationId,
    ]);
    expect(mailsAfter.rows[0].n).toBe(mailsBefore.rows[0].n);
  });

  it('re-evaluates the CV analysis: the candidate reads the note, never the verdict or the internal note', async () => {
    const asked = await candidate.post(path(), { kind: 'REEVALUATION', subject: 'CV_ANALYSIS', message: '' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const task = (await owner.get(companyPath())).body.requests.find(
      (r: { kind: string }) => r.kind === 'REEVALUATION',
    );
    expect(task).toMatchObject({ subject: 'CV_ANALYSIS', status: 'OPEN', message: null });
    const inbox = await owner.get('/api/notifications');
    expect(inbox.body.map((n: { kind: string }) => n.kind)).toContain('review.reevaluation');

    const missing = await owner.post(`${companyPath()}/${task.id}/conclude`, { conclusion: 'CHANGED' });
    expect(missing.status).toBe(400);
    const wrong = await owner.post(`${companyPath()}/${task.id}/accept`, {});
    expect(wrong.body.code).toBe('REVIEW_REQUEST.WRONG_KIND');
    const concluded = await owner.post(`${companyPath()}/${task.id}/conclude`, {
      conclusion: 'CHANGED',
      noteToCandidate: 'We read your CV again: your experience counts more than the analysis said.',
      internalNote: 'The AI missed the Arabic-language certificate; score should be 70+.',
    });
    expect(concluded.status, JSON.stringify(concluded.body)).toBe(200);
    expect(concluded.body.requests.find((r: { id: string }) => r.id === task.id)).toMatchObject({
      status: 'COMPLETED',
      conclusion: 'CHANGED',
      internalNote: 'The AI missed the Arabic-language certificate; score should be 70+.',
    });

    const mine = await candidate.get(path());
    const seen = mine.body.requests.find((r: { id: string }) => r.id === task.id);
    expect(seen).toMatchObject({
      status: 'COMPLETED',
      noteToCandidate: 'We read your CV again: your experience counts more than the analysis said.',
    });
    const raw = JSON.stringify(mine.body);
    for (const hidden of ['conclusion', 'CHANGED', 'internalNote', 'certificate', 'decidedBy']) {
      expect(raw).not.toContain(hidden);
    }
    const mails = await outcomeMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.content).toContain('your experience counts more than the analysis said');
    for (const hidden of ['CHANGED', 'certificate', 'Layla']) expect(mails[1]!.content).not.toContain(hidden);
  });
});
