import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from '../../../e2e/harness.ts';
import { password, uniqueEmail } from '../../../e2e/identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

/** The company applications journey's setup (e2e): a company with a job, anonymous applicants, the hiring workflow. */

/** A real text CV of the AI engine's labelled set. */
const cvPdf = readFileSync(new URL('../../../../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));

/** The browser context's own API client: same cookies as its pages, plus the CSRF header on writes. */
export async function apiCall(context: BrowserContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) {
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

/** A company with an active job, signed in inside `context`. */
export async function companyWithJob(context: BrowserContext, title: string) {
  await apiCall(context, 'POST', '/api/auth/signup', {
    email: uniqueEmail('recruiter'),
    password,
    name: 'Rana Odeh',
    userType: 'COMPANY',
  });
  await apiCall(context, 'POST', '/api/company/register', {
    name: `Pipeline Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: 'hr@pipeline.example',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await apiCall(context, 'POST', '/api/company/jobs', {
    title,
    department: 'Engineering',
    location: 'Amman, Jordan',
    deadline,
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Amman.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work with Node.js and SQL.',
    experience: '3-5 years',
    salary: 'JOD 1,000 - 1,500 per month',
    skills: ['Node.js', 'SQL', 'PostgreSQL'],
  });
  return job.id as string;
}

/** An anonymous visitor applies with a PDF; no cookies, so no CSRF. */
export async function applyAnonymously(jobId: string, person: { first: string; last: string }) {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('fullName', `${person.first} ${person.last}`);
  form.append('email', uniqueEmail('applicant'));
  form.append('countryCode', '+962');
  form.append('phone', '791234567');
  form.append('acceptedNotices', JSON.stringify(currentNoticeVersions));
  form.append('coverLetter', 'I build reliable backend services.');
  form.append('expectedSalary', 'JOD 1,400');
  form.append('cv', new Blob([new Uint8Array(cvPdf)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${appUrl}/api/applications/anonymous`, { method: 'POST', body: form });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

export async function waitForAnalysis(context: BrowserContext, applicationId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const app = await apiCall(context, 'GET', `/api/company/applications/${applicationId}`);
    if (app.analysisStatus !== 'PENDING') return app;
    if (Date.now() > deadline) throw new Error('the CV analysis did not finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** After the analysis the hiring workflow invites the applicant to the AI interview (issue 7). */
export async function waitForInvitation(context: BrowserContext, applicationId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const app = await apiCall(context, 'GET', `/api/company/applications/${applicationId}`);
    if (app.status === 'INTERVIEW_SCHEDULED') return app;
    if (Date.now() > deadline) throw new Error(`no interview invitation: ${String(app.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
