import { readFile } from 'node:fs/promises';
import { biasAuditTexts } from '@tawzeef/oversight/rules';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './communicationsFlows.ts';
import { appUrl, assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';

/**
 * The company's accountability screens over the demo data (scripts/seed): the bias audit of Sahara Tech's job that
 * the seed filled with the fixture of known answers (modules/oversight/bias-audit/fixture.ts: 28 applicants), and
 * the AI decision log with its filters and export. English and Arabic, 1440 and 390 px.
 */
const OWNER = { email: 'owner@sahara-tech.example', password: 'Tawzeef-Demo-1' };
type Audit = { jobs: { jobId: string; applications: number }[] };

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

const viewports = [
  ['1440', { width: 1440, height: 900 }],
  ['390', mobile],
] as const;

/** Nothing on the page is wider than the window (a table squeezed into a phone must not scroll the page). */
const overflow = (app: AppPage) =>
  app.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(['en', 'ar'] as const)('oversight screens (%s)', (language) => {
  const t = biasAuditTexts[language].report;

  it.each(viewports)(
    'the bias audit shows the seeded rates, a flagged group and its exports at %s px',
    async (width, viewport) => {
      const app = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language }, viewport });
      open.push(app);
      const { page, context } = app;
      await apiCall(context, 'POST', '/api/auth/login', OWNER);
      const audit = (await apiCall(context, 'GET', '/api/bias-audit')) as unknown as Audit;
      const job = audit.jobs.find((j) => j.applications === 28);
      expect(job, 'the seeded job of the bias audit demo').toBeDefined();

      await app.goto(`/dashboard/bias-audit?job=${job!.jobId}`);
      const row = (stage: string, category: string, group: string) =>
        page.getByTestId(`audit-${stage}-${category}-${group}`);
      // Offer, of those interviewed: women 3 of 6 (50%), men 4 of 6: ratio 0.75, flagged.
      const women = row('offer', 'sex', 'female');
      await women.waitFor();
      await expect.poll(() => women.innerText(), { timeout: 15_000 }).toMatch(/3\s*\/\s*6/);
      expect(await women.innerText()).toContain('0.75');
      expect(await women.innerText()).toContain(t.flag);
      expect(await row('offer', 'sex', 'male').innerText()).not.toContain(t.flag);
      // Hired: fewer than five of either sex, so no counts.
      expect(await row('hired', 'sex', 'male').innerText()).toContain(t.fewerThan5);
      // Sex × age band: women 25–34 were reviewed 5 of 7, the highest rate (ratio 1).
      expect(await row('reviewed', 'sexByAgeBand', 'female:25to34').innerText()).toMatch(/5\s*\/\s*7/);
      expect(await page.getByTestId('bias-audit-period').innerText()).toBe(t.allPeriod);
      expect(await overflow(app)).toBeLessThanOrEqual(0);
      await app.screenshot(`bias-audit-${language}-${width}`);

      // The exports answer the same figures, in the page's language.
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('bias-audit-export-csv').click(),
      ]);
      const text = await readFile((await csv.path())!, 'utf8');
      expect(text).toContain('job_id,job_title,stage,question,group');
      expect(text).toMatch(new RegExp(`,offer,sex,female,6,3,0\\.5,0\\.75,${t.flag},`));
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('bias-audit-export-pdf').click(),
      ]);
      expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

      // A date range that holds none of the seeded applications.
      await page.locator('#bias-audit-from').fill('2001-01-01');
      await page.locator('#bias-audit-to').fill('2001-01-31');
      await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('to=2001-01-31');
      await page.getByText(t.empty).waitFor();
    },
  );

  it.each(viewports)(
    'the decision log filters by verdict and exports what it shows at %s px',
    async (width, viewport) => {
      const app = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language }, viewport });
      open.push(app);
      const { page, context } = app;
      await apiCall(context, 'POST', '/api/auth/login', OWNER);
      await app.goto('/dashboard/decision-log');
      const total = page.getByTestId('decision-log-total');
      await total.waitFor();
      expect(await overflow(app)).toBeLessThanOrEqual(0);
      await app.screenshot(`decision-log-${language}-${width}`);

      // The verdict filter goes into the address and the server answers fewer rows.
      const all = (await context.request.get(`${appUrl}/api/company/decision-log?range=[0,0]`)).headers()[
        'content-range'
      ];
      const notComparable = (
        await context.request.get(
          `${appUrl}/api/company/decision-log?range=[0,0]&filter=${encodeURIComponent('{"verdict":"NOT_COMPARABLE"}')}`,
        )
      ).headers()['content-range'];
      const count = (range: string | undefined) => Number(range?.split('/')[1]);
      expect(count(notComparable)).toBeLessThan(count(all));
      await page.locator('#decision-log-verdict').click();
      await page.getByRole('option').nth(3).click();
      await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('verdict=NOT_COMPARABLE');
      await expect.poll(() => total.innerText(), { timeout: 15_000 }).toContain(String(count(notComparable)));

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('decision-log-export').click()]);
      const lines = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
      expect(lines.length - 1).toBe(count(notComparable));
    },
  );
});
