import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { companyForm, companyOwner, startMailCatcher, type Client, type Reply } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { seedApplication } from './test-company-applications.ts';
import { eventually, startFakeProviders } from './test-providers.ts';

/** What the communications HTTP tests share: fake WhatsApp and SMS providers, a mail catcher, two companies. */
export const PHONE_NUMBER_ID = '1098765432';
export const WA_TOKEN = 'wa-token-test';
export const APP_SECRET = 'wa-app-secret';
export const SID = 'AC0123456789';
export const SMS_TOKEN = 'sms-auth-token';
export const PUBLIC_URL = 'http://tawzeef.test';

/** The list answers a page (a JSON array); its total is in X-Total-Count (and Content-Range). */
export const totalOf = (reply: Reply) => Number(reply.headers.get('x-total-count'));

export const seed = (jobId: string, firstName: string, jobTitle: string) => ({
  jobId,
  jobTitle,
  firstName,
  lastName: 'Haddad',
  email: `${firstName.toLowerCase()}@example.com`,
  status: 'SUBMITTED' as const,
  priority: 'medium' as const,
  analysis: 'PENDING' as const,
  score: null,
  skills: [],
});

export const patch = (client: Client, path: string, body?: unknown) => client.call('PATCH', path, body);
export const get = (client: Client, id: string) => client.get(`/api/communications/${id}`);
export const settled = (client: Client, id: string, ok: (body: Record<string, unknown>) => boolean) =>
  eventually(() => get(client, id).then((r) => r.body as Record<string, unknown>), ok);

/** Inbound messages are linked from the read models (the last conversation with the number), so they must be current. */
export async function projected(on: TestServer) {
  const head = await on.container.get(TOKENS.EventStore).headPosition();
  await on.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
}

export type CommunicationsFixture = {
  server: TestServer;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  providers: Awaited<ReturnType<typeof startFakeProviders>>;
  owner: Client;
  other: Client;
  /** Sara's application to the owner's Backend Developer job. */
  applicationId: string;
  /** Omar's application to the other company's job (same phone number). */
  otherApplicationId: string;
  jobId: string;
  close(): Promise<void>;
};

/** Starts the API with every channel configured against the fakes, and seeds one application in each company. */
export async function startCommunications(): Promise<CommunicationsFixture> {
  const cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-communications-'));
  let server: TestServer | undefined;
  let mail: CommunicationsFixture['mail'] | undefined;
  let providers: CommunicationsFixture['providers'] | undefined;
  const close = async () => {
    await server?.close();
    await providers?.close();
    await mail?.close();
    rmSync(cvDir, { recursive: true, force: true });
  };
  try {
    mail = await startMailCatcher();
    providers = await startFakeProviders({
      phoneNumberId: PHONE_NUMBER_ID,
      token: WA_TOKEN,
      sid: SID,
      authToken: SMS_TOKEN,
    });
    server = await startTestServer({
      startWorkflows: false,
      env: {
        CV_STORAGE_DIR: cvDir,
        TEMPORAL_TASK_QUEUE: `test-communications-${randomUUID()}`,
        LOG_LEVEL: 'warn',
        PUBLIC_URL,
        SMTP_URL: mail.url,
        WHATSAPP_API_URL: providers.url,
        WHATSAPP_TOKEN: WA_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: 'verify-me',
        SMS_API_URL: `${providers.url}/2010-04-01`,
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: SMS_TOKEN,
        SMS_FROM: '+15550001111',
      },
    });
    server.container.get(TOKENS.TemporalWorker).start();
    const { owner } = await companyOwner(server, 'owner.messages@example.com');
    const { owner: other } = await companyOwner(server, 'owner.other-messages@example.com', {
      ...companyForm,
      name: 'Other Co',
    });
    const jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
    const otherJob = (await createJob(other, { title: 'Secret Role' })).id;
    const applicationId = (await seedApplication(server, seed(jobId, 'Sara', 'Backend Developer'))).id;
    const otherApplicationId = (await seedApplication(server, seed(otherJob, 'Omar', 'Secret Role'))).id;
    await projected(server);
    return { server, mail, providers, owner, other, applicationId, otherApplicationId, jobId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
