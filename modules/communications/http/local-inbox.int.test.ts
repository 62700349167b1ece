import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewMail } from '@tawzeef/interviews';
import { assertMailpitUp, mailpit, mailsTo, rawMail } from '../../../web/api/src/test-mailpit.ts';
import { startTestServer, type TestServer } from '../../../web/api/src/test-server.ts';
import { TOKENS } from '../../../web/api/src/tokens.ts';
import { seedApplication } from '../../../web/api/src/test-company-applications.ts';
import { Client, companyOwner } from '../../../web/api/src/test-client.ts';
import { createJob } from '../../../web/api/src/test-jobs.ts';

// Every mail the platform sends, through the real SMTP client to the real local mail server (Mailpit), read back
// from its HTTP API: it arrives, has a plain-text part and an HTML part, reads right to left where it is Arabic, and
// carries the link the reader needs.
const PUBLIC_URL = 'http://tawzeef.test';
const run = randomUUID().slice(0, 8);
const address = (who: string) => `${who}.${run}@inbox.test`;

let server: TestServer;
let owner: Client;
let ownerEmail: string;
let companyId: string;
let jobId: string;
let applicationId: string;
let cvDir: string;

beforeAll(async () => {
  await assertMailpitUp();
  cvDir = mkdtempSync(join(tmpdir(), 'tawzeef-inbox-'));
  server = await startTestServer({
    startWorkflows: false,
    env: {
      CV_STORAGE_DIR: cvDir,
      TEMPORAL_TASK_QUEUE: `test-inbox-${run}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      SMTP_URL: mailpit.smtpUrl,
      CONTACT_EMAIL: address('contact'),
      DIGEST_HOUR_UTC: '0',
    },
  });
  server.container.get(TOKENS.TemporalWorker).start();
  ownerEmail = address('owner');
  const created = await companyOwner(server, ownerEmail);
  owner = created.owner;
  companyId = String(created.company.id);
  jobId = (await createJob(owner, { title: 'Backend Developer' })).id;
  applicationId = (
    await seedApplication(server, {
      jobId,
      jobTitle: 'Backend Developer',
      firstName: 'سارة',
      lastName: 'الحداد',
      email: address('sara'),
      status: 'SUBMITTED',
      priority: 'medium',
      analysis: 'PENDING',
      score: null,
      skills: [],
    })
  ).id;
  // The recipient is looked up in the read models.
  const head = await server.container.get(TOKENS.EventStore).headPosition();
  await server.container.get(TOKENS.ProjectionRunner).waitForPosition('all', head, 20_000);
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (cvDir) rmSync(cvDir, { recursive: true, force: true });
});

const paragraphsOf = (html: string) => [...html.matchAll(/<p dir="auto"[^>]*>(.*?)<\/p>/gs)].map((m) => m[1]!);

describe('the local inbox receives every mail', { timeout: 120_000 }, () => {
  it('a reply written in Arabic: text part, HTML part whose paragraphs take their own direction, SENT', async () => {
    const content = 'مرحباً سارة،\n\nنود دعوتك إلى مقابلة يوم الأحد.\n\nThank you, the Acme team';
    const sent = await owner.post('/api/communications', { type: 'EMAIL', applicationId, subject: 'مقابلة', content });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await mailsTo(address('sara'));
    expect(mail!.Subject).toBe('مقابلة');
    // What the recruiter wrote, then the links the candidate needs, in both languages.
    expect(mail!.Text.replace(/\r\n/g, '\n').startsWith(`${content}\n\n—\n`)).toBe(true);
    const jobLink = `${PUBLIC_URL}/jobs/${jobId}`;
    expect(mail!.Text).toContain(`The job: ${jobLink}`);
    expect(mail!.Text).toContain(`الوظيفة: ${jobLink}`);
    expect(mail!.Text).toContain(`${PUBLIC_URL}/login`);
    const paragraphs = paragraphsOf(mail!.HTML);
    expect(paragraphs.slice(0, 3)).toEqual([
      'مرحباً سارة،',
      'نود دعوتك إلى مقابلة يوم الأحد.',
      'Thank you, the Acme team',
    ]);
    expect(paragraphs[3]).toContain(`<a href="${jobLink}" dir="ltr">${jobLink}</a>`);
    expect(paragraphs[4]).toMatch(/^الوظيفة: <a href=/);
    const stored = await owner.get(`/api/communications/${sent.body.id}`);
    expect(stored.body.content).toBe(content);
    const raw = await rawMail(mail!.ID);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw.toLowerCase()).toContain(`x-tawzeef-communication-id: ${sent.body.id}`);
  });

  it('the AI interview invitation: English then Arabic, with a clickable join link in both', async () => {
    const link = `${PUBLIC_URL}/interview/${randomUUID()}?key=k-${run}`;
    const { subject, content } = interviewMail('interview-invitation', {
      jobTitle: 'Backend Developer',
      company: 'Acme Hiring',
      firstName: 'سارة',
      second: false,
      minutes: 20,
      link,
      until: new Date('2026-12-01T18:00:00Z'),
    });
    await server.container.get(TOKENS.Communications).recordSystemMessage({
      companyId,
      applicationId,
      type: 'EMAIL',
      subject,
      content,
      kind: 'interview-invitation',
      key: `interview-invitation:${run}`,
    });
    const [mail] = await mailsTo(address('sara'), { accept: (m) => m.Subject.startsWith('Your AI interview') });
    expect(mail!.Text).toContain(`Join here: ${link}`);
    expect(mail!.Text).toContain(`رابط الانضمام: ${link}`);
    const linked = mail!.HTML.split(`<a href="${link.replace(/&/g, '&amp;')}" dir="ltr">`).length - 1;
    expect(linked).toBe(2);
    const arabic = paragraphsOf(mail!.HTML).find((p) => p.startsWith('تدعوك'));
    expect(arabic).toContain('مقابلتك بالذكاء الاصطناعي');
  });

  it('the password reset: one link, said in English and Arabic', async () => {
    const email = address('candidate');
    await new Client(server).signup({ email, name: 'Omar Saleh', userType: 'CANDIDATE' });
    const asked = await new Client(server).post('/api/auth/forgot-password', { email });
    expect(asked.status).toBeLessThan(300);
    const [mail] = await mailsTo(email);
    expect(mail!.Subject).toBe('Reset your Tawzeef password | إعادة تعيين كلمة مرور توظيف');
    const link = /(http:\/\/tawzeef\.test\/reset-password\?token=\S+)/.exec(mail!.Text)?.[1];
    expect(link).toBeDefined();
    expect(mail!.Text).toContain('طلب أحدهم إعادة تعيين كلمة مرور حسابك');
    expect(mail!.HTML).toContain(`<a href="${link}"`);
  });

  it('the contact form reaches the contact address, the visitor’s Arabic message right to left', async () => {
    const reply = await server.get('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'ليلى',
        email: 'layla@example.com',
        company: null,
        subject: 'support',
        message: 'أحتاج إلى مساعدة في حسابي.',
        website: '',
      }),
    });
    expect(reply.status).toBe(201);
    const [mail] = await mailsTo(address('contact'));
    expect(mail!.Text).toContain('أحتاج إلى مساعدة في حسابي.');
    expect(paragraphsOf(mail!.HTML)).toContain('أحتاج إلى مساعدة في حسابي.');
  });

  it('the daily digest, in the reader’s language: an Arabic reader gets an RTL mail with the link to the inbox', async () => {
    const changed = await owner.call('PUT', '/api/auth/profile', {
      firstName: 'Layla',
      lastName: 'Haddad',
      language: 'ar',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await server.container.get(TOKENS.Digest).send(new Date())).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo(ownerEmail);
    expect(mail!.HTML).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail!.Text).toContain(`${PUBLIC_URL}/dashboard/notifications`);
    expect(mail!.Text).toMatch(/[\u0600-\u06FF]/);
  });
});
