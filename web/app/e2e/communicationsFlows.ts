import type { BrowserContext } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { cvPdf } from './applicationsFlows.ts';
import { appUrl } from './harness.ts';
import { password, uniqueEmail } from './identityFlows.ts';

/** The browser context's own API client: same cookies as its pages, plus the CSRF header on writes. */
export async function apiCall(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: object,
) {
  const csrf = (await context.cookies(appUrl)).find((c) => c.name === 'tawzeef_csrf')?.value;
  const response = await context.request.fetch(`${appUrl}${path}`, {
    method,
    data,
    headers: { Accept: 'application/json', ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}) },
  });
  const body: unknown = await response.json().catch(() => undefined);
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body as Record<string, unknown>;
}

/** A company (in the United Arab Emirates, so its currency is AED) with an active job, signed in inside `context`. */
export async function companyWithJob(context: BrowserContext, title: string, department = 'Engineering') {
  await apiCall(context, 'POST', '/api/auth/signup', {
    email: uniqueEmail('recruiter'),
    password,
    name: 'Huda Karim',
    userType: 'COMPANY',
  });
  await apiCall(context, 'POST', '/api/company/register', {
    name: `Insights Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: 'hr@insights.example',
    country: 'AE',
    city: 'Dubai',
    street: 'Sheikh Zayed Rd 1',
    phone: '0501234567',
  });
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await apiCall(context, 'POST', '/api/company/jobs', {
    title,
    department,
    location: 'Dubai, UAE',
    deadline,
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Dubai.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work with Node.js and SQL.',
    experience: '3-5 years',
    salary: 'AED 15,000 - 20,000 per month',
    skills: ['Node.js', 'SQL', 'PostgreSQL'],
  });
  if (job.status !== 'ACTIVE') await apiCall(context, 'POST', `/api/company/jobs/${String(job.id)}/publish`, {});
  return job.id as string;
}

/**
 * A file that passes the upload's PDF check but does not parse: its analysis fails ("Manual Review"), so the
 * hiring workflow sends no interview invitation and the Communication Center holds only what a test writes.
 */
export const unreadableCv = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Broken true\nstartxref\n0\n%%EOF\n');

/** An anonymous visitor applies with a PDF; no cookies, so no CSRF. */
export async function applyAnonymously(jobId: string, person: { first: string; last: string }, cv: Uint8Array = cvPdf) {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('fullName', `${person.first} ${person.last}`);
  form.append('email', uniqueEmail(person.first.toLowerCase()));
  form.append('countryCode', '+971');
  form.append('phone', '501234567');
  form.append('coverLetter', 'I build reliable backend services.');
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${appUrl}/api/applications/anonymous`, { method: 'POST', body: form });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

export const person = (first: string) => ({ first, last: `Test${Date.now().toString(36).slice(-5)}` });

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives: the e2e API must send e-mail to it
 * (SMTP_URL=smtp://127.0.0.1:<E2E_SMTP_PORT, default 2525>).
 */
export async function startMailCatcher(port = Number(process.env.E2E_SMTP_PORT ?? 2525)) {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
