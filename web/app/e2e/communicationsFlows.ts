import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { cvPdf } from './applicationsFlows.ts';
import { appUrl } from './harness.ts';
import { password, uniqueEmail } from './identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

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
export async function applyAnonymously(
  jobId: string,
  person: { first: string; last: string },
  cv: Uint8Array = cvPdf,
  email = uniqueEmail(person.first.toLowerCase()),
) {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('fullName', `${person.first} ${person.last}`);
  form.append('email', email);
  form.append('countryCode', '+971');
  form.append('phone', '501234567');
  form.append('acceptedNotices', JSON.stringify(currentNoticeVersions));
  form.append('coverLetter', 'I build reliable backend services.');
  form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${appUrl}/api/applications/anonymous`, { method: 'POST', body: form });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

export const person = (first: string) => ({ first, last: `Test${Date.now().toString(36).slice(-5)}` });

/** A mail as the local mail server (Mailpit) parsed it. */
export interface InboxMail {
  ID: string;
  Subject: string;
  To: { Address: string }[];
  Text: string;
  HTML: string;
  Attachments: { FileName: string; ContentType: string; PartID: string }[];
}

/**
 * The local mail server the e2e API sends to (scripts/test points its SMTP_URL at Mailpit), read through its
 * HTTP API on MAILPIT_UI_PORT (8025 by default).
 */
export const inboxUrl = `http://127.0.0.1:${process.env.MAILPIT_UI_PORT ?? '8025'}`;

/** The mails to `address` that `accept` takes, newest first, once `count` of them arrived (30 s at most). */
export async function mailsTo(
  address: string,
  options: { count?: number; accept?: (mail: { Subject: string }) => boolean } = {},
): Promise<InboxMail[]> {
  const { count = 1, accept = () => true } = options;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const query = encodeURIComponent(`to:"${address}"`);
    const listed = (await (await fetch(`${inboxUrl}/api/v1/search?query=${query}&limit=200`)).json()) as {
      messages: (InboxMail & { ID: string })[];
    };
    const found = listed.messages.filter(
      (m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()) && accept(m),
    );
    if (found.length >= count) {
      return Promise.all(
        found.map(async (m) => (await (await fetch(`${inboxUrl}/api/v1/message/${m.ID}`)).json()) as InboxMail),
      );
    }
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${address} reached ${inboxUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
