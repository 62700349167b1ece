import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCaller, logIn } from './applicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, type Lang } from './identityFlows.ts';

/**
 * Issue 19, "the whole walk": every screen a first-time candidate and recruiter open, on the seeded demo data, in
 * both languages at three widths. Each screen is photographed (web/app/test-results/walk-*.png, to look at), and
 * fails on console errors, failed requests, a page that scrolls sideways, the wrong direction or a translation
 * key shown instead of its text.
 */

const widths = [
  { name: '1366', viewport: { width: 1366, height: 900 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
] as const;
const demoPassword = 'Tawzeef-Demo-1';
const candidateEmail = 'candidate@tawzeef.example';
const ownerEmail = 'owner@sahara-tech.example';

let browser: Browser;
const ids = { job: '', candidateJob: '', companyJob: '', application: '' };

async function signedIn(email: string): Promise<ApiCaller> {
  const caller = new ApiCaller();
  await caller.call('POST', '/api/auth/login', { email, password: demoPassword });
  return caller;
}

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
  const board = await new ApiCaller().call<{ jobs: { id: string }[] }>('GET', '/api/jobs?limit=1');
  ids.job = board.jobs[0]?.id ?? '';
  const candidate = await signedIn(candidateEmail);
  const mine = await candidate.call<{ jobId: string }[]>('GET', '/api/candidate/applications');
  ids.candidateJob = mine[0]?.jobId ?? '';
  const owner = await signedIn(ownerEmail);
  const applications = await owner.call<{ id: string; jobId: string }[]>('GET', '/api/company/applications');
  ids.application = applications[0]?.id ?? '';
  ids.companyJob = applications[0]?.jobId ?? '';
  expect(ids, 'the demo data the walk opens').toEqual({
    job: expect.stringMatching(/.+/),
    candidateJob: expect.stringMatching(/.+/),
    companyJob: expect.stringMatching(/.+/),
    application: expect.stringMatching(/.+/),
  });
});

afterAll(async () => {
  await browser?.close();
});

type Screen = { name: string; path: () => string };

const publicScreens: Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'jobs', path: () => '/jobs' },
  { name: 'job', path: () => `/jobs/${ids.job}` },
  { name: 'apply', path: () => `/jobs/${ids.job}/apply` },
  { name: 'employers', path: () => '/employers' },
  { name: 'contact', path: () => '/contact' },
  { name: 'signup', path: () => '/signup' },
];
const candidateScreens: Screen[] = [
  { name: 'candidate-home', path: () => '/userdashboard' },
  { name: 'candidate-profile', path: () => '/userdashboard/profile' },
  { name: 'candidate-cvs', path: () => '/userdashboard/cv' },
  { name: 'candidate-saved', path: () => '/userdashboard/saved-jobs' },
  { name: 'candidate-applications', path: () => '/userdashboard/applications' },
  { name: 'candidate-application', path: () => `/userdashboard/applications/${ids.candidateJob}` },
  { name: 'candidate-interviews', path: () => '/userdashboard/interviews' },
];
const companyScreens: Screen[] = [
  { name: 'company-home', path: () => '/dashboard' },
  { name: 'company-jobs', path: () => '/dashboard/jobs' },
  { name: 'company-job-wizard', path: () => '/dashboard/jobs/create' },
  { name: 'company-job-applications', path: () => `/dashboard/jobs/${ids.companyJob}/applications` },
  { name: 'company-pipeline', path: () => '/dashboard/candidates' },
  { name: 'company-application', path: () => `/dashboard/candidates/${ids.application}` },
  { name: 'company-messages', path: () => '/dashboard/messages' },
  { name: 'company-notifications', path: () => '/dashboard/notifications' },
  { name: 'company-analytics', path: () => '/dashboard/analytics' },
  { name: 'company-profile', path: () => '/dashboard/company-profile' },
  { name: 'company-my-profile', path: () => '/dashboard/my-profile' },
];

/** What a screen must not show: a sideways scroll, the other direction, or a raw translation key. */
async function defects(app: AppPage, language: Lang): Promise<string[]> {
  return app.page.evaluate((lang) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`scrolls sideways (${root.scrollWidth} px wide)`);
    const dir = root.dir || getComputedStyle(document.body).direction;
    if (dir !== (lang === 'ar' ? 'rtl' : 'ltr')) found.push(`direction ${dir}`);
    const keys = document.body.innerText.match(/\b(?:ra|dashboard|candidate|jobs|common|apply)\.[a-z][\w]*\.[\w.]+\b/g);
    if (keys) found.push(`translation keys shown: ${[...new Set(keys)].slice(0, 5).join(', ')}`);
    return found;
  }, language);
}

async function walk(app: AppPage, language: Lang, width: string, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const screen of screens) {
    await app.goto(screen.path());
    // The lists and profiles load after the first paint: wait for their spinners to go.
    await app.page
      .locator('[role="progressbar"]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await app.screenshot(`walk-${language}-${width}-${screen.name}`);
    for (const defect of await defects(app, language)) found.push(`${screen.name}: ${defect}`);
    for (const problem of app.problems.splice(0)) found.push(`${screen.name}: ${problem}`);
  }
  return found;
}

describe.each(['en', 'ar'] as const)('the whole walk (%s)', (language: Lang) => {
  it.each(widths)(
    'at $name px: public pages, the candidate area and the company dashboard, without a defect',
    async ({ name, viewport }) => {
      const storage = { 'gdpr-accepted': 'true', language };
      const visitor = await openPage(browser, { viewport, storage, timezoneId: 'Asia/Amman' });
      const candidate = await openPage(browser, { viewport, storage, timezoneId: 'Asia/Riyadh' });
      const recruiter = await openPage(browser, { viewport, storage, timezoneId: 'Asia/Dubai' });
      try {
        const found = await walk(visitor, language, name, publicScreens);
        await candidate.goto('/login');
        await logIn(candidate.page, messages[language], candidateEmail, demoPassword);
        await candidate.page.waitForURL((url) => url.pathname !== '/login');
        found.push(...(await walk(candidate, language, name, candidateScreens)));
        await recruiter.goto('/login');
        await logIn(recruiter.page, messages[language], ownerEmail, demoPassword);
        await recruiter.page.waitForURL((url) => url.pathname !== '/login');
        found.push(...(await walk(recruiter, language, name, companyScreens)));
        expect(found).toEqual([]);
      } finally {
        await Promise.all([visitor.close(), candidate.close(), recruiter.close()]);
      }
    },
    480_000,
  );
});
