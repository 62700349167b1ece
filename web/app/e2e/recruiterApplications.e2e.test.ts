import { describe, expect, it } from 'vitest';
import { apiCall } from './communicationsFlows.ts';
import { mobile } from './harness.ts';
import { messages, type Lang } from './identityFlows.ts';
import { dashboardMessages } from '../src/dashboard/i18nProvider.ts';
import { demoOwner, inView, recruiterTrips, statusOf } from './recruiterTripsFlows.ts';

/** A first-time recruiter's applications: Send Offer confirmed everywhere, a CV naming someone else, the pipeline's columns. */
const { signedIn, company } = recruiterTrips();

describe.each(['en', 'ar'] as const)('a first-time recruiter (%s)', (language: Lang) => {
  const m = messages[language];
  const ca = m.companyApplications;

  it('confirms Send Offer from the dashboard, the bulk bar and the profile, under a label that cannot read as "View"', async () => {
    const app = await signedIn(language);
    const { page, context } = app;
    // «عرض» alone means "View" (the table's own View button): the offer says what it sends.
    expect(ca.recent.offer).not.toBe(ca.actions.view);
    expect(ca.bulk.sendOffer).not.toBe(ca.actions.view);
    if (language === 'ar') expect(ca.recent.offer).toContain('وظيفي');

    await app.goto('/dashboard');
    const row = page.getByTestId('recent-application').filter({ hasText: 'Ahmad Haddad' });
    await row.getByRole('button', { name: ca.recent.offer, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: ca.confirm.title.OFFERED }).waitFor();
    await app.screenshot(`trips-offer-confirm-${language}`, { fullPage: false });
    await dialog.getByRole('button', { name: m.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOf(context, company.ahmad)).not.toBe('OFFERED');

    await app.goto('/dashboard/candidates');
    const tableRow = page.getByTestId('application-row').filter({ hasText: 'Ahmad Haddad' });
    await tableRow.getByRole('checkbox').check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: ca.bulk.sendOffer, exact: true }).click();
    await dialog.getByRole('heading', { name: ca.confirm.title.OFFERED }).waitFor();
    await dialog.getByRole('button', { name: m.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOf(context, company.ahmad)).not.toBe('OFFERED');

    await app.goto(`/dashboard/candidates/${company.ahmad}`);
    await page.getByRole('button', { name: ca.quick.sendOffer, exact: true }).first().click();
    await dialog.getByRole('heading', { name: ca.confirm.title.OFFERED }).waitFor();
    await dialog.getByRole('button', { name: m.common.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await statusOf(context, company.ahmad)).not.toBe('OFFERED');
  });

  it("flags an analysed CV that names someone other than the applicant, and not the applicant's own", async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto(`/dashboard/candidates/${company.khaled}`);
    const warning = page.getByTestId('cv-name-mismatch');
    await warning.waitFor();
    const text = await warning.innerText();
    expect(text).toContain(ca.analysis.nameMismatchTitle);
    expect(text).toContain('Khaled Haddad');
    expect(text).toContain('Khaled Al Farsi');
    await warning.scrollIntoViewIfNeeded();
    await app.screenshot(`trips-cv-name-${language}`, { fullPage: false });

    await app.goto(`/dashboard/candidates/${company.ahmad}`);
    await page.getByTestId('analysis-results').waitFor();
    expect(await page.getByTestId('cv-name-mismatch').count()).toBe(0);

    // The demo data: each seeded applicant sent their own CV ("Khaled Al Farsi" was analysed as Khaled Haddad).
    const demo = await signedIn(language, demoOwner);
    const rows = (await apiCall(demo.context, 'GET', '/api/company/applications?range=[0,99]')) as unknown as {
      id: string;
      analysisStatus: string;
    }[];
    const analysed = rows.filter((row) => row.analysisStatus === 'DONE');
    expect(analysed.length).toBeGreaterThan(20);
    for (const row of analysed) {
      const profile = await apiCall(demo.context, 'GET', `/api/company/applications/${row.id}`);
      const results = profile.cvAnalysisResults as { nameCheck?: { cvName: string; matches: boolean } };
      const candidate = profile.candidate as { fullName: string };
      expect([candidate.fullName, results.nameCheck?.matches]).toEqual([candidate.fullName, true]);
    }
  });

  it(
    'fits Last Activity and the actions at 1440 and 1280 px, and lets the recruiter choose the columns',
    { timeout: 180_000 },
    async () => {
      const demo = await signedIn(language, demoOwner);
      const app = await signedIn(language);
      const { page } = app;
      // The demo company's pipeline has long job titles and every status; the new company's job list is short.
      for (const [who, path] of [
        [demo, '/dashboard/candidates'],
        [app, '/dashboard/candidates'],
        [app, `/dashboard/jobs/${company.jobId}/applications`],
      ] as const) {
        const page = who.page;
        for (const width of [1440, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await who.goto(path);
          await page.getByTestId('application-row').first().waitFor();
          expect(await inView(page, 'th[data-column="lastActivity"]'), `${path} at ${width}`).toBe(true);
          expect(await inView(page, 'th[data-column="actions"]'), `${path} at ${width}`).toBe(true);
          expect(await inView(page, '[data-testid="application-row"] td[data-column="actions"] a'), path).toBe(true);
          // Nothing to scroll sideways, so nothing hides under the pinned actions.
          const overflow = await page
            .locator('.RaDataTable-tableWrapper')
            .evaluate((el) => el.scrollWidth - el.clientWidth);
          expect(overflow, `${path} at ${width}`).toBeLessThanOrEqual(1);
        }
        if (who === demo) await demo.screenshot(`trips-demo-pipeline-1280-${language}`, { fullPage: false });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await app.screenshot(`trips-pipeline-1440-${language}`, { fullPage: false });
      // Applied is off by default (Last Activity is on); the recruiter adds it and Interview 2, and hides AI Score.
      const count = (column: string) => page.locator(`th[data-column="${column}"]`).count();
      expect([await count('applied'), await count('interview2'), await count('aiScore')]).toEqual([0, 0, 1]);
      await page.getByRole('button', { name: ca.columns.button }).click();
      // react-admin's column chooser: one switch per column, named by the column's header.
      for (const column of [ca.table.applied, ca.table.interview2, ca.table.aiScore])
        await page.getByRole('option', { name: column, exact: true }).locator('input').click();
      await page.keyboard.press('Escape');
      expect([await count('applied'), await count('interview2'), await count('aiScore')]).toEqual([1, 1, 0]);
      await page.reload({ waitUntil: 'networkidle' });
      await page.getByTestId('application-row').first().waitFor();
      expect([await count('applied'), await count('interview2'), await count('aiScore')]).toEqual([1, 1, 0]);
      await page.getByRole('button', { name: ca.columns.button }).click();
      const ra = dashboardMessages[language].ra as { action: { reset: string } };
      await page.getByRole('button', { name: ra.action.reset, exact: true }).click();
      await page.keyboard.press('Escape');
      expect([await count('applied'), await count('interview2'), await count('aiScore')]).toEqual([0, 0, 1]);

      // At 390 px the table scrolls sideways, and the actions stay pinned in view.
      await page.setViewportSize(mobile);
      await app.goto('/dashboard/candidates');
      await page.getByTestId('application-row').first().waitFor();
      await page.getByTestId('application-row').first().scrollIntoViewIfNeeded();
      expect(await inView(page, '[data-testid="application-row"] td[data-column="actions"]')).toBe(true);
      await app.screenshot(`trips-pipeline-390-${language}`, { fullPage: false });
    },
  );
});
