import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { assertMailpitUp, mailpit, type MailpitMessage } from './test-mailpit.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { seedApplication } from './test-company-applications.ts';
import { Client, companyOwner } from './test-client.ts';
import { createJob } from './test-jobs.ts';

// What the tests of interviews with people share: the real API, event store, projections, Temporal (dev server:
// the reactor starts its workflow, whose activities mail) and SMTP to Mailpit, read back with the calendar files.
export const PUBLIC_URL = 'http://tawzeef.test';
export const run = randomUUID().slice(0, 8);
export const address = (who: string) => `${who}.${run}@inbox.test`;

/** A company (its owner the one interviewer) and Sara, a candidate whose application is in REVIEWING. */
export type HumanInterviews = {
  server: TestServer;
  owner: Client;
  ownerId: string;
  companyId: string;
  candidate: Client;
  applicationId: string;
  close(): Promise<void>;
};

/** The content lines of an .ics attachment, folded lines joined again. */
export async function calendarOf(mail: MailpitMessage) {
  const parts = mail.Attachments.filter((a) => a.FileName.endsWith('.ics'));
  expect(parts, `one .ics attachment in "${mail.Subject}"`).toHaveLength(1);
  const part = parts[0];
  const text = await (await fetch(`${mailpit.apiUrl}/api/v1/message/${mail.ID}/part/${part!.PartID}`)).text();
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r?\n/);
  const field = (name: string) =>
    lines.filter((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)).map((l) => l.slice(l.indexOf(':') + 1));
  return { fileName: part!.FileName, field };
}

export async function startHumanInterviews(): Promise<HumanInterviews> {
  await assertMailpitUp();
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-human-interviews-'));
  const server = await startTestServer({
    startWorkflows: false,
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-human-interviews-${run}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      SMTP_URL: mailpit.smtpUrl,
    },
  });
  const created = await companyOwner(server, address('owner'));
  const ownerId = String(created.user.id);
  const companyId = String(created.company.id);
  const candidate = new Client(server);
  const signedUp = await candidate.signup({ email: address('sara'), name: 'Sara Nasser', userType: 'CANDIDATE' });
  const jobId = (await createJob(created.owner, { title: 'Frontend Developer' })).id;
  const applicationId = (
    await seedApplication(
      server,
      {
        jobId,
        jobTitle: 'Frontend Developer',
        firstName: 'Sara',
        lastName: 'Nasser',
        email: address('sara'),
        status: 'REVIEWING',
        priority: 'medium',
        analysis: 'DONE',
        score: 60,
        skills: [],
      },
      { candidateId: String(signedUp.user.id) },
    )
  ).id;
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
  // Only now: the seeded application's hiring workflow is not this test's business; the interview's is.
  await server.container.get(TOKENS.WorkflowStarts).start();
  server.container.get(TOKENS.TemporalWorker).start();
  return {
    server,
    owner: created.owner,
    ownerId,
    companyId,
    candidate,
    applicationId,
    async close() {
      await server.close();
      rmSync(cvDir, { recursive: true, force: true });
    },
  };
}
