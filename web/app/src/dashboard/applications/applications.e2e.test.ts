import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from '../../../e2e/harness.ts';
import { messages, password, uniqueEmail, type Lang } from '../../../e2e/identityFlows.ts';

/** A real text CV of the AI engine's labelled set. */
const cvPdf = readFileSync(new URL('../../../../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));

let browser: Browser;
const open: AppPage[] = [];

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});

/** The test provokes one stale write on purpose; Chromium logs its 409 like any failed request. */
const provokedConflict = /status of 409 \(Conflict\) \(.*\/api\/company\/applications\/[\w-]+\/status\)$/;

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems).filter((problem) => !provokedConflict.test(problem));
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

/** The browser context's own API client: same cookies as its pages, plus the CSRF header on writes. */
async function apiCall(context: BrowserContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) {
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
async function companyWithJob(context: BrowserContext, title: string) {
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
async function applyAnonymously(jobId: string, person: { first: string; last: string }) {
  const form = new FormData();
  form.append('jobId', jobId);
  form.append('fullName', `${person.first} ${person.last}`);
  form.append('email', uniqueEmail('applicant'));
  form.append('countryCode', '+962');
  form.append('phone', '791234567');
  form.append('coverLetter', 'I build reliable backend services.');
  form.append('expectedSalary', 'JOD 1,400');
  form.append('cv', new Blob([new Uint8Array(cvPdf)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await fetch(`${appUrl}/api/applications/anonymous`, { method: 'POST', body: form });
  const body = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

async function waitForAnalysis(context: BrowserContext, applicationId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const app = await apiCall(context, 'GET', `/api/company/applications/${applicationId}`);
    if (app.analysisStatus !== 'PENDING') return app;
    if (Date.now() > deadline) throw new Error('the CV analysis did not finish');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** After the analysis the hiring workflow invites the applicant to the AI interview (issue 7). */
async function waitForInvitation(context: BrowserContext, applicationId: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const app = await apiCall(context, 'GET', `/api/company/applications/${applicationId}`);
    if (app.status === 'INTERVIEW_SCHEDULED') return app;
    if (Date.now() > deadline) throw new Error(`no interview invitation: ${String(app.status)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.each(['en', 'ar'] as const)('company applications (%s)', (language: Lang) => {
  const m = messages[language];
  const ca = m.companyApplications;

  it('a recruiter reads an application, adds a note, moves it to hired and sees every step in History', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language } });
    open.push(recruiter);
    const { page, context } = recruiter;
    const jobTitle = `Backend Engineer ${Date.now().toString(36)}`;
    const jobId = await companyWithJob(context, jobTitle);
    const person = { first: 'Sami', last: `Haddad${Date.now().toString(36).slice(-4)}` };
    const applicationId = await applyAnonymously(jobId, person);
    const other = { first: 'Lina', last: `Nasser${Date.now().toString(36).slice(-4)}` };
    const otherId = await applyAnonymously(jobId, other);
    const otherName = `${other.first} ${other.last}`;
    const analysed = await waitForAnalysis(context, applicationId);
    expect(analysed.analysisStatus).toBe('DONE');
    await waitForInvitation(context, applicationId);
    await waitForInvitation(context, otherId);
    const name = `${person.first} ${person.last}`;

    // Applications per job: tiles, the row with its AI score, and the server-side search kept in the address.
    await recruiter.goto(`/dashboard/jobs/${jobId}/applications`);
    const row = page.getByTestId('application-row').filter({ hasText: name });
    await row.waitFor();
    expect(await page.getByTestId('counter-INTERVIEW_SCHEDULED').innerText()).toContain('2');
    expect(await row.getByTestId('ai-score').innerText()).toMatch(/\d+%/);
    await page.locator('#applications-search').fill('nobody-matches-this');
    await page.waitForURL((url) => url.searchParams.get('search') === 'nobody-matches-this');
    await page.getByTestId('applications-empty').waitFor();
    await page.locator('#applications-search').fill(person.last);
    await row.waitFor();
    await recruiter.screenshot(`job-applications-${language}`);

    // The profile: analysis, a note, then REVIEWING, OFFERED and HIRED through the quick actions.
    await row.getByRole('link', { name: ca.actions.view, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/jobs/${jobId}/applications/${applicationId}`);
    await page.getByTestId('analysis-results').waitFor();
    await page.getByTestId('ai-summary').locator('h4').first().waitFor();
    const note = `Strong SQL background ${language}`;
    await page.locator('#note-text').fill(`  ${note}  `);
    await page.getByRole('button', { name: ca.notes.add, exact: true }).click();
    await page.getByTestId('note').filter({ hasText: note }).waitFor();

    const quick = page.getByTestId('quick-actions');
    const status = page.getByTestId('current-status').getByTestId('application-status');
    const moveToReview = quick.getByRole('button', { name: ca.quick.moveToReview, exact: true });
    await moveToReview.waitFor();
    expect(await quick.getByRole('button', { name: ca.quick.markHired, exact: true }).isDisabled()).toBe(true);

    // A colleague changes the priority meanwhile: the page's version is stale, the server answers 409.
    await apiCall(context, 'PATCH', `/api/company/applications/${applicationId}/priority`, { priority: 'high' });
    await moveToReview.click();
    await page.getByTestId('version-conflict').waitFor();
    await page.locator('#application-priority').filter({ hasText: ca.priority.high }).waitFor();
    expect(await status.innerText()).toBe(ca.status.INTERVIEW_SCHEDULED);
    await moveToReview.click();
    await status.filter({ hasText: ca.status.REVIEWING }).waitFor();
    await quick.getByRole('button', { name: ca.quick.sendOffer, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ca.confirm.button.OFFERED, exact: true }).click();
    await status.filter({ hasText: ca.status.OFFERED }).waitFor();
    await quick.getByRole('button', { name: ca.quick.markHired, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ca.confirm.button.HIRED, exact: true }).click();
    await status.filter({ hasText: ca.status.HIRED }).waitFor();
    await recruiter.screenshot(`application-profile-${language}`);

    // History: every event, in order, with who and the AI provenance.
    await page.getByRole('tab', { name: ca.history.tab }).click();
    const events = page.getByTestId('history-event');
    await events.nth(7).waitFor();
    const types = await events.evaluateAll((items) => items.map((item) => item.getAttribute('data-type')));
    expect(types).toEqual([
      'ApplicationSubmitted',
      'CvAnalyzed',
      'ApplicationStatusChanged',
      'ApplicationNoteAdded',
      'ApplicationPriorityChanged',
      'ApplicationStatusChanged',
      'ApplicationStatusChanged',
      'ApplicationStatusChanged',
    ]);
    const what = await page.getByTestId('history-what').allInnerTexts();
    const step = (from: keyof typeof ca.status, to: keyof typeof ca.status) =>
      ca.history.event.statusChanged.replace('%{from}', ca.status[from]).replace('%{to}', ca.status[to]);
    expect(what[2]).toEqual(step('SUBMITTED', 'INTERVIEW_SCHEDULED'));
    expect(what.slice(5)).toEqual([
      step('INTERVIEW_SCHEDULED', 'REVIEWING'),
      step('REVIEWING', 'OFFERED'),
      step('OFFERED', 'HIRED'),
    ]);
    const who = await page.getByTestId('history-who').allInnerTexts();
    expect(who[5]).toContain('Rana Odeh');
    expect(who[1]).toContain(ca.history.ai);
    expect(await events.nth(1).getByTestId('history-provenance').innerText()).toContain(
      ca.history.provenanceField.engine,
    );
    await recruiter.screenshot(`application-history-${language}`);

    // The pipeline lists it as hired and exports the filtered rows as CSV.
    await recruiter.goto(`/dashboard/candidates?status=HIRED&search=${encodeURIComponent(person.last)}`);
    await page.getByTestId('application-row').filter({ hasText: name }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: ca.export, exact: true }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv).toContain(person.last);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

    // Bulk: one call for both, reported per application; the hired one refuses the change.
    await recruiter.goto('/dashboard/candidates');
    await page.getByTestId('application-row').nth(1).waitFor();
    await page.getByRole('checkbox', { name: ca.table.selectAll }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: ca.bulk.moveToReview, exact: true }).click();
    const report = page.getByTestId('bulk-report');
    await report.waitFor();
    expect(await report.innerText()).toContain(
      ca.bulk.report.replace('%{ok}', '1').replace('%{total}', '2').replace('%{status}', ca.status.REVIEWING),
    );
    expect(await report.locator('li').innerText()).toContain(name);
    await page
      .getByTestId('application-row')
      .filter({ hasText: otherName })
      .getByTestId('application-status')
      .filter({ hasText: ca.status.REVIEWING })
      .waitFor();
    await page.emulateMedia({ media: 'print' });
    await recruiter.screenshot(`pipeline-print-${language}`);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(mobile);
    await recruiter.screenshot(`pipeline-mobile-${language}`);

    // The dashboard: real hire figures, and Offer on a recent application hides its buttons.
    await recruiter.goto('/dashboard');
    expect(await page.getByTestId('stat-hires').innerText()).toContain('1');
    const hired = page.getByTestId('recent-application').filter({ hasText: name });
    await hired.waitFor();
    expect(await hired.getByRole('button', { name: ca.recent.offer, exact: true }).count()).toBe(0);
    const reviewing = page.getByTestId('recent-application').filter({ hasText: otherName });
    await reviewing.getByRole('button', { name: ca.recent.offer, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ca.confirm.button.OFFERED, exact: true }).click();
    await reviewing.getByTestId('application-status').filter({ hasText: ca.status.OFFERED }).waitFor();
    expect(await reviewing.getByRole('button', { name: ca.recent.reject, exact: true }).count()).toBe(0);
    await recruiter.screenshot(`company-home-${language}`);
  });
});
