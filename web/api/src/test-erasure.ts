import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { TOKENS } from './tokens.ts';
import { Client, companyOwner, startMailCatcher } from './test-client.ts';
import { createJob } from './test-jobs.ts';
import { cvForm, cvPdf, eventually, uploadCv } from './test-applications.ts';
import { anonymousFields, request } from './test-apply.ts';

/** One person the erasure test seeds, and what of them must be found nowhere afterwards. */
export type Person = { email: string; phoneForms: string[]; firstName: string; lastName: string };

/** A signed-in candidate with the lot, another one who is kept, and an anonymous applicant. */
export const zubaida: Person = {
  email: 'zubaida.farouqi@example.com',
  phoneForms: ['+966551239876', '966551239876', '551239876'],
  firstName: 'Zubaida',
  lastName: 'Farouqi',
};
export const nizar: Person = {
  email: 'nizar.anonymous@example.com',
  phoneForms: ['791 555 013', '791555013'],
  firstName: 'Nizarine',
  lastName: 'Qubtawi',
};
export const kept: Person = {
  email: 'kept.karimova@example.com',
  phoneForms: ['+971509871234'],
  firstName: 'Keptina',
  lastName: 'Karimova',
};

export type ErasureFixture = {
  server: TestServer;
  owner: Client;
  storage: string;
  zubaidaId: string;
  zubaidaApplications: string[];
  anonymousApplication: string;
  keptApplication: string;
  mail: Awaited<ReturnType<typeof startMailCatcher>>;
  close(): Promise<void>;
};

async function candidateWith(server: TestServer, person: Person) {
  const client = new Client(server);
  const signed = await client.signup({
    email: person.email,
    userType: 'CANDIDATE',
    name: `${person.firstName} ${person.lastName}`,
    phone: person.phoneForms[0],
  } as Parameters<Client['signup']>[0]);
  return { client, userId: String(signed.user.id) };
}

async function applyWithCv(client: Client, jobId: string, fileName: string) {
  const cv = await uploadCv(client, fileName);
  const applied = await client.post('/api/applications', { jobId, cvId: cv.id, coverLetter: `Cover of ${fileName}` });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const id = String(applied.body.id);
  await eventually(
    () => client.get(`/api/candidate/applications/${id}`),
    (r) => r.body.analysisStatus === 'DONE',
  );
  return id;
}

/** An AI interview of the application with a transcript (the candidate says their name) and a recording. */
async function interviewOf(server: TestServer, applicationId: string, candidateId: string | null) {
  const interviews = server.container.get(TOKENS.Interviews);
  const row = await server.container
    .get(TOKENS.ReadModelDb)
    .$client.query('SELECT job_id, company_id FROM applications WHERE application_id = $1', [applicationId]);
  const { job_id: jobId, company_id: companyId } = row.rows[0] as { job_id: string; company_id: string };
  const { interviewId } = await interviews.schedule(
    { applicationId, jobId, companyId, candidateId, stage: 'FIRST', round: 7 },
    request(),
  );
  await interviews.start(interviewId, request());
  const said = `My name is ${zubaida.firstName} ${zubaida.lastName}, call me on ${zubaida.phoneForms[0]}.`;
  await interviews.recordUtterance(interviewId, { seq: 1, speakerType: 'CANDIDATE', text: said }, request());
  await interviews.saveRecording(interviewId, { bytes: Buffer.from(said), contentType: 'audio/ogg' }, request());
  await interviews.complete(interviewId, 'AGENT_ENDED', request());
}

export async function startErasureFixture(): Promise<ErasureFixture> {
  const storage = mkdtempSync(join(tmpdir(), 'tawzeef-erasure-'));
  const mail = await startMailCatcher();
  const server = await startTestServer({
    env: {
      CV_STORAGE_DIR: join(storage, 'cvs'),
      RECORDING_STORAGE_DIR: join(storage, 'recordings'),
      UPLOADS_DIR: join(storage, 'uploads'),
      TEMPORAL_TASK_QUEUE: `test-erasure-${randomUUID()}`,
      SELF_ID_KEY: 'ab'.repeat(32),
      SMTP_URL: mail.url,
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://tawzeef.test',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  const { owner } = await companyOwner(server, 'owner.erasure@example.com');
  const jobId = (await createJob(owner, { title: 'Backend Developer', skills: ['Node.js', 'PostgreSQL'] })).id;
  const secondJobId = (await createJob(owner, { title: 'Platform Engineer' })).id;

  const z = await candidateWith(server, zubaida);
  const zubaidaApplications = [
    await applyWithCv(z.client, jobId, `${zubaida.firstName} ${zubaida.lastName} CV.pdf`),
    await applyWithCv(z.client, secondJobId, `${zubaida.lastName} second.pdf`),
  ];
  expect((await z.client.call('PATCH', '/api/candidate/profile', { currentLocation: 'Farouqi Street' })).status).toBe(
    200,
  );
  const saved = await z.client.put('/api/self-identification', { sex: 'female', ageBand: '35to44' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await interviewOf(server, zubaidaApplications[0]!, z.userId);
  const note = await owner.post(`/api/company/applications/${zubaidaApplications[0]}/notes`, {
    text: `Spoke with ${zubaida.firstName} ${zubaida.lastName} (${zubaida.email}), strong profile.`,
  });
  expect(note.status, JSON.stringify(note.body)).toBe(201);
  const message = await owner.post('/api/communications', {
    type: 'EMAIL',
    applicationId: zubaidaApplications[0],
    subject: `Hello ${zubaida.firstName}`,
    content: `Dear ${zubaida.firstName} ${zubaida.lastName}, see you Monday.`,
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);

  // A recruiter searches for her by name and address: the request lines must not keep what was searched.
  for (const q of [zubaida.lastName, zubaida.email]) {
    const found = await owner.get(`/api/company/applications?filter=${encodeURIComponent(JSON.stringify({ q }))}`);
    expect(found.status).toBe(200);
  }

  const visitor = new Client(server);
  const anonymous = await visitor.post(
    '/api/applications/anonymous',
    cvForm(
      cvPdf,
      'nizarine.pdf',
      anonymousFields(jobId, {
        fullName: `${nizar.firstName} ${nizar.lastName}`,
        email: nizar.email,
        phone: nizar.phoneForms[0]!,
      }),
    ),
  );
  expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(201);
  const anonymousApplication = String(anonymous.body.id ?? anonymous.body.applicationId);

  const k = await candidateWith(server, kept);
  const keptApplication = await applyWithCv(k.client, jobId, `${kept.firstName} CV.pdf`);
  await owner.post(`/api/company/applications/${keptApplication}/notes`, { text: `Call ${kept.firstName} back.` });

  return {
    server,
    owner,
    storage,
    zubaidaId: z.userId,
    zubaidaApplications,
    anonymousApplication,
    keptApplication,
    mail,
    async close() {
      await server.close();
      await mail.close?.();
      rmSync(storage, { recursive: true, force: true });
    },
  };
}
