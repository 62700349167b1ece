import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { newCompany, type ApiCaller } from './applicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import type { Lang } from './identityFlows.ts';

/** Until the recommendations endpoint is deployed it may answer 404; the home shows its empty state then. */
const missingApi = [/^\/api\/candidate\/recommended-jobs/];

/** The duplicate application answers 409 on purpose; the browser logs every non-2xx answer. */
const expected = [/status of 409 \(Conflict\) \(http:\/\/[^)]+\/api\/applications\/anonymous\)/];

/**
 * The apply journeys' browser and company, set up before a test file's tests: `openAs` opens a page in a language
 * (every page must log no unexpected problem), `session.recruiter` is the company that posts the jobs.
 */
export function applyBrowser() {
  let browser: Browser;
  const open: AppPage[] = [];
  const session = { recruiter: undefined as unknown as ApiCaller };

  beforeAll(async () => {
    await assertAppReachable();
    browser = await launchBrowser();
    session.recruiter = await newCompany();
  });

  afterEach(async () => {
    const problems = open.flatMap((app) => app.problems).filter((p) => !expected.some((re) => re.test(p)));
    await Promise.all(open.splice(0).map((app) => app.close()));
    expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function openAs(language: Lang, viewport = { width: 1280, height: 800 }): Promise<AppPage> {
    const app = await openPage(browser, { viewport, missingApi, storage: { 'gdpr-accepted': 'true', language } });
    open.push(app);
    return app;
  }

  return { openAs, session };
}
