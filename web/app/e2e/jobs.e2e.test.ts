import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { createCompany, messages, password, signUpCompanyUser, uniqueEmail, type Lang } from './identityFlows.ts';
import { createJobThroughWizard, pick } from './jobsFlows.ts';

let browser: Browser;
const open: AppPage[] = [];

async function openAs(language: Lang, viewport = { width: 1280, height: 800 }): Promise<AppPage> {
  const app = await openPage(browser, { viewport, storage: { 'gdpr-accepted': 'true', language } });
  open.push(app);
  return app;
}

/** Letters only, so the search engine sees one plain word. */
const token = () =>
  Array.from({ length: 9 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
});

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems);
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'ar'] as const)('jobs (%s)', (language) => {
  const m = messages[language];

  it('a recruiter publishes a job through the wizard, a visitor finds it, a candidate saves it', async () => {
    const word = token();
    const title = `${language === 'en' ? 'Payroll Systems Analyst' : 'محلل أنظمة الرواتب'} ${word}`;

    const recruiter = await openAs(language);
    await recruiter.goto('/login');
    await recruiter.page.getByRole('link', { name: m.login.signUp, exact: true }).click();
    await signUpCompanyUser(recruiter.page, m, { name: 'Omar Khalil', email: uniqueEmail('recruiter') });
    await recruiter.page.waitForURL((url) => url.pathname === '/dashboard/company-profile');
    await createCompany(recruiter.page, m, `Jobs Co ${word}`);
    await recruiter.page.getByTestId('job-postings').waitFor();
    expect(await recruiter.page.getByTestId('stat-active').innerText()).toContain('0');
    await recruiter.page.getByRole('menuitem', { name: m.dashboardMenu.jobs }).click();
    await recruiter.page.getByText(m.jobManagement.emptyTitle).waitFor();
    await recruiter.page.getByRole('link', { name: m.jobManagement.createFirst }).click();
    await recruiter.page.waitForURL((url) => url.pathname === '/dashboard/jobs/create');
    await recruiter.screenshot(`job-wizard-basic-${language}`);

    const wizard = await createJobThroughWizard(recruiter.page, m, {
      title,
      department: language === 'en' ? 'Finance' : 'المالية',
      maxDurationMinutes: '30',
    });
    expect(wizard.location).toBe(m.jobOptions.location['Amman, Jordan']);
    expect(wizard.industry).toBe(m.jobs.industry.technology);
    expect(wizard.description.length).toBeGreaterThan(40);
    expect(wizard.skills.length).toBeGreaterThan(0);
    expect(wizard.aiBadges).toBeGreaterThan(0);
    expect(wizard.prompt.length).toBeLessThanOrEqual(1000);
    await recruiter.screenshot(`job-wizard-preview-${language}`);
    await recruiter.page.getByRole('button', { name: m.jobWizard.publish, exact: true }).click();
    await recruiter.page.waitForURL((url) => url.pathname === '/dashboard/jobs' && url.search === '?created=true');
    await recruiter.page.getByTestId('job-created').waitFor();
    const card = recruiter.page.getByTestId('company-job').filter({ hasText: title });
    expect(await card.getByTestId('job-status').innerText()).toBe(m.jobManagement.statusLabel.ACTIVE);
    await recruiter.screenshot(`job-management-${language}`);
    // The interview timer set in the wizard was saved after the job was created and shows in Edit job.
    await card.getByRole('link', { name: m.jobManagement.edit }).click();
    await recruiter.page.waitForURL((url) => /^\/dashboard\/jobs\/[\w-]+$/.test(url.pathname));
    const minutes = recruiter.page.locator('#field-maxDurationMinutes');
    await minutes.waitFor();
    expect(await minutes.inputValue()).toBe('30');
    expect(await recruiter.page.locator('#field-remindAfterHours').inputValue()).toBe('');

    const visitor = await openAs(language);
    await visitor.goto('/jobs');
    await visitor.page.locator('#jobs-search').fill(word);
    await visitor.page.locator('#jobs-search').press('Enter');
    await pick(visitor.page, 'filter-type', m.jobs.type.FULL_TIME);
    await pick(visitor.page, 'filter-location', m.jobs.countryFilter.JO);
    await visitor.page.waitForURL((url) => url.search.includes('location=JO') && url.search.includes('type=FULL_TIME'));
    await visitor.page.getByText(m.jobs.list.found.replace('%{count}', '1')).waitFor();
    expect(await visitor.page.getByRole('button', { name: m.jobs.save, exact: true }).count()).toBe(0);
    await visitor.screenshot(`jobs-list-${language}`);
    await visitor.page.getByRole('link', { name: title }).click();
    await visitor.page.waitForURL((url) => /^\/jobs\/[\w-]+$/.test(url.pathname));
    await visitor.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await visitor.screenshot(`job-detail-${language}`);
    const jobPath = new URL(visitor.page.url()).pathname;
    const html = await (await fetch(`${appUrl}${jobPath}`, { headers: { Accept: 'text/html' } })).text();
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(ld, 'JSON-LD in the served HTML').not.toBeNull();
    const posting = JSON.parse(ld?.[1] ?? '{}') as { '@type': string; title: string };
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe(title);
    await visitor.page.setViewportSize(mobile);
    await visitor.goto('/jobs');
    await visitor.page.getByRole('button', { name: m.jobs.list.showFilters }).waitFor();
    expect(await visitor.page.locator('#jobs-search').getAttribute('placeholder')).toBe(
      m.jobs.list.searchPlaceholderMobile,
    );
    await visitor.screenshot(`jobs-list-mobile-${language}`);

    const candidate = await openAs(language);
    await candidate.goto('/login');
    await candidate.page.getByRole('link', { name: m.login.signUp, exact: true }).click();
    await candidate.page.locator('#field-name').fill('Sara Nasser');
    await candidate.page.locator('#field-email').fill(uniqueEmail('saver'));
    await candidate.page.locator('#field-phone').fill('501234567');
    await candidate.page.locator('#field-password').fill(password);
    await candidate.page.locator('#field-confirm').fill(password);
    await candidate.page.getByTestId('notice-consent').getByRole('checkbox').check();
    await candidate.page.getByRole('button', { name: m.signup.submit, exact: true }).click();
    await candidate.page.waitForURL((url) => url.pathname.startsWith('/userdashboard'));
    await candidate.goto(jobPath);
    await candidate.page.getByRole('button', { name: m.jobs.saveJob }).first().click();
    await candidate.page.getByRole('button', { name: m.jobs.saved }).first().waitFor();
    await candidate.goto('/userdashboard/saved-jobs');
    await candidate.page.getByTestId('saved-job').filter({ hasText: title }).waitFor();
    expect(await candidate.page.getByTestId('stat-total').innerText()).toContain('1');
    await candidate.screenshot(`saved-jobs-${language}`);
  });
});
