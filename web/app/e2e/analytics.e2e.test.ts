import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, applyAnonymously, companyWithJob, person } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, type Lang } from './identityFlows.ts';

let browser: Browser;
const open: AppPage[] = [];

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

const charts = ['funnel', 'time', 'trends', 'sources', 'ai', 'locations', 'skills'];

describe.each(['en', 'ar'] as const)('analytics (%s)', (language: Lang) => {
  const m = messages[language];
  const a = m.analytics;

  it('renders the KPIs and every chart with its table, for the chosen period, in the right direction', async () => {
    const recruiter = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language } });
    open.push(recruiter);
    const { page, context } = recruiter;
    const jobId = await companyWithJob(context, `Designer ${Date.now().toString(36)}`, 'Design');
    const hired = await applyAnonymously(jobId, person('Rami'));
    await applyAnonymously(jobId, person('Dana'));
    // One applicant goes all the way: the funnel, time in stage and the hire figures then have data.
    const analysed = Date.now() + 90_000;
    while ((await apiCall(context, 'GET', `/api/company/applications/${hired}`)).analysisStatus === 'PENDING') {
      if (Date.now() > analysed) throw new Error('the CV analysis did not finish');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const status of ['REVIEWING', 'INTERVIEW_SCHEDULED', 'INTERVIEWED', 'OFFERED', 'HIRED']) {
      await apiCall(context, 'PATCH', `/api/company/applications/${hired}/status`, { status });
    }
    // The analytics read model follows the events; wait until it counted both applications and the hire.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const kpis = (await apiCall(context, 'GET', '/api/company/analytics?period=1')).kpis as Record<
        string,
        { value: number | null }
      >;
      if (Number(kpis.totalApplications?.value) >= 2 && Number(kpis.hires?.value) >= 1) break;
      if (Date.now() > deadline) throw new Error(`analytics never counted the applications: ${JSON.stringify(kpis)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await recruiter.goto('/dashboard/analytics');
    await page.getByRole('heading', { name: a.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.getByTestId('kpi-totalApplications').getByText('2', { exact: true }).waitFor();
    for (const chart of charts) {
      const figure = page.getByTestId(`chart-${chart}`);
      await figure.waitFor();
      // Each chart draws, and its table is there for screen readers.
      await figure.getByTestId('chart-drawing').waitFor();
      expect(await figure.locator('table').count(), chart).toBe(1);
    }
    expect(await page.getByTestId('chart-funnel').getByTestId('bar').count()).toBe(6);
    expect(await page.getByTestId('chart-trends').getByTestId('column').count()).toBe(18);
    await page.getByTestId('departments').getByRole('rowheader', { name: 'Design' }).waitFor();
    // Amounts are in the company's currency (AED for a company in the UAE).
    expect(await page.getByText(/AED|د\.إ/).count()).toBeGreaterThan(0);
    await recruiter.screenshot(`analytics-${language}`);

    // "Show as table" swaps the funnel's drawing for its table.
    const funnel = page.getByTestId('chart-funnel');
    await funnel.getByRole('button', { name: a.showTable }).click();
    expect(await funnel.getByTestId('chart-drawing').count()).toBe(0);
    await funnel.getByRole('rowheader', { name: a.stage.APPLIED }).waitFor();
    expect(await funnel.getByRole('row').count()).toBe(7);
    await funnel.getByRole('button', { name: a.showChart }).click();
    await funnel.getByTestId('chart-drawing').waitFor();

    // The period lives in the address.
    await page.locator('#analytics-period').click();
    await page.getByRole('option', { name: a.periods.p12, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '12');
    await page.getByTestId('kpi-totalApplications').getByText('2', { exact: true }).waitFor();
    await page.setViewportSize(mobile);
    await recruiter.screenshot(`analytics-mobile-${language}`);
  });
});
