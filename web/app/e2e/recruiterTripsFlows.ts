import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { apiCall, applyAnonymously, companyWithJob } from './communicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { password, type Lang } from './identityFlows.ts';

/** Khaled Haddad's CV, sent by "Khaled Al Farsi": the analysis must say the CV names someone else. */
const othersCv = readFileSync(new URL('../../../modules/ai/eval/cvs/cv-21-sales-en-two.pdf', import.meta.url));
/** Ahmad Haddad's own CV. */
const ownCv = readFileSync(new URL('../../../modules/ai/eval/cvs/cv-01-backend-en-one.pdf', import.meta.url));
export const demoOwner = { email: 'owner@sahara-tech.example', password: 'Tawzeef-Demo-1' };

/**
 * What the first-time recruiter trips share (issue 19, company side 2 to 9): a browser, and a new company (an owner
 * with no position set) with one job and two analysed applications, made before a test file's tests. `signedIn`
 * opens a page signed in as the company's owner (or `as`); every page must log no problem.
 */
export function recruiterTrips() {
  let browser: Browser;
  const open: AppPage[] = [];
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
  return { signedIn, company };
}

export const statusOf = async (context: BrowserContext, id: string) =>
  String((await apiCall(context, 'GET', `/api/company/applications/${id}`)).status);

/** The element lies inside the viewport horizontally, so it is seen without scrolling sideways. */
export async function inView(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const width = page.viewportSize()!.width;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
}
