import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCaller, cvPdf, logIn, postJob } from './applicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, password, uniqueEmail } from './identityFlows.ts';

/**
 * Issue #22's "done when", from the UI: a candidate downloads their data and then erases their account; the
 * company's counts (the job's applicants, the pipeline) do not change and the applicant shows as "Erased".
 */
const m = messages.en;
let browser: Browser;
const open: AppPage[] = [];
const recruiterEmail = uniqueEmail('erasure-recruiter');
const candidateEmail = uniqueEmail('erasure-candidate');
const recruiter = new ApiCaller();
const candidate = new ApiCaller();
let jobId: string;
let applicationId: string;

type Row = { id: string; status: string; candidate?: { email?: string; firstName?: string } };
const counts = async () => {
  const job = await recruiter.call<{ applicants: number }>('GET', `/api/company/jobs/${jobId}`);
  const rows = await recruiter.call<Row[]>(
    'GET',
    `/api/company/applications?filter=${encodeURIComponent(JSON.stringify({ jobId }))}&range=[0,99]`,
  );
  const pipeline: Record<string, number> = {};
  for (const row of rows) pipeline[row.status] = (pipeline[row.status] ?? 0) + 1;
  return { applicants: job.applicants, pipeline };
};
const until = async (check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 500));
  }
};
const openAs = async (storage: Record<string, string> = {}) => {
  const app = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language: 'en', ...storage } });
  open.push(app);
  return app;
};

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
  await recruiter.call('POST', '/api/auth/signup', {
    email: recruiterEmail,
    password,
    name: 'Layla Haddad',
    phone: '+962791234567',
    userType: 'COMPANY',
  });
  await recruiter.call('POST', '/api/company/register', {
    name: `Erasure Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: `hr.${Date.now()}@example.com`,
    description: 'We build payment systems for the region.',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
  jobId = await postJob(recruiter, `Data Engineer ${Date.now().toString(36)}`);
  const { currentNoticeVersions } = await import('@tawzeef/privacy/rules');
  await candidate.call('POST', '/api/auth/signup', {
    email: candidateEmail,
    password,
    name: 'Yara Mansour',
    phone: '+962791234569',
    userType: 'CANDIDATE',
    acceptedNotices: currentNoticeVersions,
  });
  const form = new FormData();
  form.set('jobId', jobId);
  form.set('coverLetter', 'Pipelines are my thing.');
  form.set('cv', new Blob([new Uint8Array(cvPdf)], { type: 'application/pdf' }), 'Yara CV.pdf');
  applicationId = (await candidate.call<{ id: string }>('POST', '/api/applications', form)).id;
  // The hiring process runs on its own (CV analysis, then the AI interview's invitation); the counts are compared
  // once it rests, so a status it moves on its own is not taken for a change the erasure made.
  await until(async () => (await counts()).pipeline.INTERVIEW_SCHEDULED === 1, 120_000);
}, 180_000);

afterAll(async () => {
  await Promise.all(open.map((app) => app.close()));
  await browser?.close();
});

describe('a candidate exports and then erases their data from the UI', () => {
  it('downloads the data, erases the account, and the company keeps its counts with the applicant erased', async () => {
    const before = await counts();
    const app = await openAs();
    await app.goto('/login');
    await logIn(app.page, m, candidateEmail);
    await app.page.waitForURL((url) => url.pathname.startsWith('/userdashboard'));
    await app.goto('/userdashboard/profile');

    // The export first: the ZIP holds their own data.
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: m.myData.download }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(JSON.stringify(JSON.parse(new TextDecoder().decode(zip['data.json'])))).toContain(candidateEmail);
    await app.page.getByText(m.myData.done).waitFor();

    // Then the erasure: a wrong password is refused on its field and nothing is lost.
    const section = app.page.getByRole('region', { name: m.erasure.title });
    await section.getByRole('button', { name: m.erasure.start }).click();
    await section.getByLabel(m.erasure.password).fill('not-my-password');
    await section.getByRole('checkbox', { name: m.erasure.understand }).check();
    await section.getByRole('button', { name: m.erasure.submit }).click();
    await app.page.getByRole('dialog', { name: m.erasure.confirmTitle }).getByTestId('confirm').click();
    await section.getByText(m.erasure.wrongPassword).waitFor();
    await app.screenshot('erasure-wrong-password-en');
    expect((await counts()).applicants).toBe(before.applicants);

    await section.getByLabel(m.erasure.password).fill(password);
    await section.getByRole('button', { name: m.erasure.submit }).click();
    await app.page.getByRole('dialog', { name: m.erasure.confirmTitle }).getByTestId('confirm').click();
    await app.page.waitForURL((url) => url.pathname === '/account-erased');
    await app.page.getByRole('heading', { name: m.erasure.done.title }).waitFor();
    await app.screenshot('erasure-done-en');
    const me = await app.page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(me).toBe(401);

    // The company: the same counts, the applicant erased, shown as "Erased".
    await until(async () => {
      const row = await recruiter.call<Row>('GET', `/api/company/applications/${applicationId}`);
      return row.candidate?.email === '[erased]';
    });
    expect(await counts()).toEqual(before);
    const company = await openAs();
    await company.goto('/login');
    await logIn(company.page, m, recruiterEmail);
    await company.page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await company.goto(`/dashboard/candidates/${applicationId}`);
    await company.page.getByText(m.erased.label).first().waitFor();
    const text = await company.page.locator('body').innerText();
    expect(text).not.toContain('[erased]');
    expect(text).not.toContain('Yara');
    expect(text).not.toContain(candidateEmail);
    await company.screenshot('erasure-company-profile-en');
  }, 180_000);
});
