import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, applyAnonymously, companyWithJob } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, password, type Lang } from './identityFlows.ts';
import { dashboardMessages } from '../src/dashboard/i18nProvider.ts';

// What a first-time recruiter tripped over (issue 19, company side 2 to 9), each checked in both languages.

/** Khaled Haddad's CV, sent by "Khaled Al Farsi": the analysis must say the CV names someone else. */
const othersCv = readFileSync(new URL('../../../modules/ai/eval/cvs/cv-21-sales-en-two.pdf', import.meta.url));
/** Ahmad Haddad's own CV. */
const ownCv = readFileSync(new URL('../../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));
const demoOwner = { email: 'owner@sahara-tech.example', password: 'Tawzeef-Demo-1' };

let browser: Browser;
const open: AppPage[] = [];
/** The company the tests share: a new owner (no position set) with one job and two analysed applications. */
const company = { email: '', jobId: '', khaled: '', ahmad: '' };

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
  const setup = await browser.newContext();
  company.jobId = await companyWithJob(setup, `Sales Lead ${Date.now().toString(36)}`, 'Sales');
  company.email = String((await apiCall(setup, 'GET', '/api/users/me')).email);
  company.khaled = await applyAnonymously(company.jobId, { first: 'Khaled', last: 'Al Farsi' }, othersCv);
  company.ahmad = await applyAnonymously(company.jobId, { first: 'Ahmad', last: 'Haddad' }, ownCv);
  // The hiring workflow analyses each CV; a loaded machine can take minutes.
  const deadline = Date.now() + 240_000;
  for (const id of [company.khaled, company.ahmad]) {
    while ((await apiCall(setup, 'GET', `/api/company/applications/${id}`)).analysisStatus === 'PENDING') {
      if (Date.now() > deadline) throw new Error('the CV analysis did not finish');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  await setup.close();
}, 300_000);

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems);
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

async function signedIn(
  language: Lang,
  as = { email: company.email, password },
  viewport = { width: 1440, height: 900 },
) {
  const app = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language }, viewport });
  open.push(app);
  await apiCall(app.context, 'POST', '/api/auth/login', as);
  return app;
}

const statusOf = async (context: BrowserContext, id: string) =>
  String((await apiCall(context, 'GET', `/api/company/applications/${id}`)).status);

/** The element lies inside the viewport horizontally, so it is seen without scrolling sideways. */
async function inView(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}

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

  it('shows the median time to hire, whole source labels and CLDR plural forms on Analytics', async () => {
    const app = await signedIn(language, demoOwner);
    const { page, context } = app;
    const data = (await apiCall(context, 'GET', '/api/company/analytics?period=6')) as {
      kpis: { timeToHireDays: { value: number | null } };
      timeToHire: { medianDays: number | null; hires: number };
    };
    expect(data.timeToHire.hires).toBeGreaterThan(0);
    expect(data.timeToHire.medianDays).not.toBeNull();
    const days = (value: number) =>
      new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
        style: 'unit',
        unit: 'day',
        unitDisplay: 'long',
        maximumFractionDigits: 1,
      }).format(value);

    await app.goto('/dashboard/analytics');
    const median = page.locator('dt', { hasText: m.analytics.time.median }).locator('xpath=following-sibling::dd[1]');
    expect((await median.innerText()).trim()).toBe(days(data.timeToHire.medianDays!));
    expect(await page.getByTestId('kpi-timeToHireDays').innerText()).toContain(days(data.kpis.timeToHireDays.value!));
    if (language === 'ar') {
      // 3 to 10 take «أيام», 11 and up «يومًا»: never a bare number before «يوم» in that range.
      expect(await page.locator('main').innerText()).not.toMatch(/(^|[^\d.])([3-9]|10) يوم/u);
    }
    for (const label of await page.getByTestId('bar-label').all()) {
      const cut = await label.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(cut, await label.innerText()).toBe(false);
    }
    expect(await page.locator('main').innerText()).toContain(m.analytics.source.anonymous);
    await app.screenshot(`trips-analytics-${language}`);
  });

  it("shows a new owner's role, the interface's language and the region's time zones on My Profile", async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/my-profile');
    const position = page.getByTestId('profile-position');
    await position.waitFor();
    expect(await position.innerText()).toBe(m.team.roles.OWNER);
    expect(await page.locator('#field-language').innerText()).toBe(m.myProfile.languages[language]);
    const zone = page.locator('#field-timezone');
    const zones = await zone
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    for (const wanted of ['Asia/Riyadh', 'Asia/Dubai', 'Asia/Amman', 'Asia/Qatar', 'Asia/Kuwait', 'Africa/Cairo'])
      expect(zones).toContain(wanted);
    await zone.selectOption('Asia/Riyadh');
    await page.getByRole('button', { name: m.myProfile.saveChanges, exact: true }).click();
    await page.getByText(m.myProfile.saved).waitFor();
    await app.screenshot(`trips-my-profile-${language}`);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#field-timezone').inputValue()).toBe('Asia/Riyadh');
    // The interface stays in the chosen language after the save.
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
  });

  it('says an unknown dashboard address is not found, in one sentence with one period', async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/no-such-page');
    await page.getByTestId('dashboard-not-found').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain(m.dashboard.notFoundBody);
    expect(text).not.toMatch(/\.\./u);
    await app.screenshot(`trips-not-found-${language}`, { fullPage: false });
  });

  it('keeps the job wizard draft across a reload until it is discarded', async () => {
    const app = await signedIn(language);
    const { page } = app;
    await app.goto('/dashboard/jobs/create');
    const title = `Field Sales ${Date.now().toString(36)}`;
    await page.locator('#field-title').fill(title);
    await page.locator('#field-department').fill('Sales');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByTestId('draft-restored').waitFor();
    expect(await page.locator('#field-title').inputValue()).toBe(title);
    expect(await page.locator('#field-department').inputValue()).toBe('Sales');
    await app.screenshot(`trips-wizard-draft-${language}`, { fullPage: false });
    await page.getByRole('button', { name: m.jobWizard.discardDraft, exact: true }).click();
    expect(await page.locator('#field-title').inputValue()).toBe('');
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.locator('#field-title').inputValue()).toBe('');
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    // A later step without a draft starts at the first one, not with step 1 marked done and empty fields.
    await app.goto('/dashboard/jobs/create?step=details');
    await page.waitForURL((url) => url.searchParams.get('step') === 'basic');
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

  it('reads well at 390 px: dashboard, profile, analytics, My Profile and the wizard', async () => {
    const app = await signedIn(language, { email: company.email, password }, mobile);
    for (const [name, path] of [
      ['home', '/dashboard'],
      ['profile', `/dashboard/candidates/${company.khaled}`],
      ['my-profile', '/dashboard/my-profile'],
      ['wizard', '/dashboard/jobs/create'],
    ] as const) {
      await app.goto(path);
      await app.page.locator('main').waitFor();
      await app.screenshot(`trips-390-${name}-${language}`);
    }
    const owner = await signedIn(language, demoOwner, mobile);
    await owner.goto('/dashboard/analytics');
    await owner.page.getByTestId('kpi-timeToHireDays').waitFor();
    await owner.screenshot(`trips-390-analytics-${language}`);
  });
});
