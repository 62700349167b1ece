import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './test-server.ts';
import { Client, companyForm, companyOwner, invite, startMailCatcher } from './test-client.ts';
import { createJob } from './test-jobs.ts';

/** What the notifications HTTP tests share: an owner, a recruiter of the same company, an outsider, one job. */
export type NotificationsFixture = {
  server: TestServer;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  owner: Client;
  ownerId: string;
  recruiter: Client;
  recruiterId: string;
  outsider: Client;
  jobId: string;
  close(): Promise<void>;
};

/** An application to `jobId` (the Data Engineer job) as the tests seed it. */
export const applicantOf = (jobId: string) => (firstName: string, lastName: string) => ({
  jobId,
  jobTitle: 'Data Engineer',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'PENDING' as const,
  score: null,
  skills: [],
});

/** Reads server-sent events from a fetch body until `until` says stop. */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  until: (events: { event: string; data: unknown }[]) => boolean,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const deadline = Date.now() + 15_000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      else if (block.startsWith(':')) events.push({ event: 'comment', data: block });
    }
  }
  await reader.cancel();
  return events;
}

export const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export const settings = (changes: Record<string, boolean>) => ({
  emailDigest: false,
  browserNotifications: true,
  emailOnMention: true,
  emailOnAssignment: true,
  emailWeeklyReport: false,
  smsReminders: false,
  ...changes,
});

/** decodeMail gives one character per byte; the mails are UTF-8. */
export const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

/** Waits until nothing more arrives for a moment, then answers how many mails were caught. */
export async function settledMailCount(mail: NotificationsFixture['mail']) {
  await new Promise((resolve) => setTimeout(resolve, 700));
  return mail.mails.length;
}

/** Starts the API with a mail catcher and the digest hour at 00:00 UTC, and signs the three users up. */
export async function startNotifications(): Promise<NotificationsFixture> {
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-notifications-'));
  let server: TestServer | undefined;
  let mail: NotificationsFixture['mail'] | undefined;
  const close = async () => {
    await server?.close();
    await mail?.close();
    rmSync(cvDir, { recursive: true, force: true });
  };
  try {
    mail = await startMailCatcher();
    server = await startTestServer({
      env: {
        CV_STORAGE_DIR: cvDir,
        TEMPORAL_TASK_QUEUE: `test-notifications-${randomUUID()}`,
        LOG_LEVEL: 'warn',
        SMTP_URL: mail.url,
        DIGEST_HOUR_UTC: '0',
      },
    });
    const a = await companyOwner(server, 'owner.notify@example.com');
    const { code } = await invite(a.owner, a.company.id);
    const recruiter = new Client(server);
    const recruiterId = String(
      (await recruiter.signup({ email: 'recruiter.notify@example.com', name: 'Rami Recruiter', invitationCode: code }))
        .user.id,
    );
    const { owner: outsider } = await companyOwner(server, 'owner.other@example.com', {
      ...companyForm,
      name: 'Other',
    });
    const jobId = (await createJob(a.owner, { title: 'Data Engineer' })).id as string;
    return { server, mail, owner: a.owner, ownerId: String(a.user.id), recruiter, recruiterId, outsider, jobId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
