import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Messages } from '../src/i18n/en.ts';
import { appUrl } from './harness.ts';
import { password, uniqueEmail } from './identityFlows.ts';

/** A real text CV of the AI engine's labelled set, so the analysis has something to read. */
export const cvPdf = readFileSync(new URL('../../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));
export const pdfFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: cvPdf });

/** A caller of one API origin from the test itself: keeps cookies, echoes the CSRF cookie like the web app, sends JSON or multipart. */
export class ApiCaller {
  private readonly cookies = new Map<string, string>();

  constructor(readonly base: string = appUrl) {}

  async call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
    const headers = new Headers({ accept: 'application/json' });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('tawzeef_csrf');
    if (method !== 'GET' && csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name.trim(), value.trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A company user with a company, made through the API (sign-ups per IP are rate limited: make one). */
export async function newCompany(base: string = appUrl): Promise<ApiCaller> {
  const recruiter = new ApiCaller(base);
  await recruiter.call('POST', '/api/auth/signup', {
    email: uniqueEmail('recruiter'),
    password,
    name: 'Layla Haddad',
    phone: '+962791234567',
    userType: 'COMPANY',
  });
  await recruiter.call('POST', '/api/company/register', {
    name: `Apply Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: `hr.${Date.now()}@example.com`,
    description: 'We build payment systems for the region.',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
  return recruiter;
}

/** An ACTIVE job of the recruiter's company (the wizard has its own end-to-end test). */
export async function postJob(recruiter: ApiCaller, title: string): Promise<string> {
  const job = await recruiter.call<{ id: string; status: string }>('POST', '/api/company/jobs', {
    title,
    department: 'Engineering',
    location: 'Amman, Jordan',
    deadline: inDays(30),
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Amman.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work.',
    benefits: 'Medical insurance.',
    experience: '3-5 years',
    education: "Bachelor's Degree",
    salary: 'JOD 1,000 - 1,500 per month',
    skills: ['Node.js', 'PostgreSQL', 'Docker'],
    interviewQuestions: 'Why us?\nA hard bug?',
    aiCvAnalysisPrompt: 'Check backend experience.',
  });
  if (job.status !== 'ACTIVE') await recruiter.call('POST', `/api/company/jobs/${job.id}/publish`, {});
  return job.id;
}

export async function signUpCandidate(page: Page, m: Messages, email: string, name = 'Sara Nasser') {
  await page.locator('#field-name').fill(name);
  await page.locator('#field-email').fill(email);
  await page.locator('#field-phone').fill('501234567');
  await page.locator('#field-password').fill(password);
  await page.locator('#field-confirm').fill(password);
  await page.getByTestId('notice-consent').getByRole('checkbox').check();
  await page.getByRole('button', { name: m.signup.submit, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/userdashboard'));
}

export async function logIn(page: Page, m: Messages, email: string, secret = password) {
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(secret);
  await page.getByRole('button', { name: m.login.submit, exact: true }).click();
}
