import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from '../../../e2e/harness.ts';
import { messages, type Lang } from '../../../e2e/identityFlows.ts';
import { apiCall, applyAnonymously, companyWithJob, waitForAnalysis, waitForInvitation } from './pipelineFlows.ts';

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
