import { readFileSync } from 'node:fs';
import type { Browser, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiCaller, cvPdf, logIn, postJob } from './applicationsFlows.ts';
import { appUrl, assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, password, uniqueEmail, type Lang } from './identityFlows.ts';

/** Issue 19, candidate side: what a first-time candidate tripped over, in both languages and at two widths. */

const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };
const encryptedPdf = readFileSync(new URL('../../../modules/ai/pdf/fixtures/encrypted.pdf', import.meta.url));

let browser: Browser;
const open: AppPage[] = [];
/** Answers the browser logs on purpose: the refused CVs of point 8. */
const expected = [/status of (415|422|400) .*\/api\/(candidate\/upload-cv|applications)\)/];

async function openAs(language: Lang, viewport = wide): Promise<AppPage> {
  const app = await openPage(browser, { viewport, storage: { 'gdpr-accepted': 'true', language } });
  open.push(app);
  return app;
}

/** A new account made through the API; its e-mail, to sign in with in the browser. */
async function account(userType: 'CANDIDATE' | 'COMPANY', name: string) {
  const caller = new ApiCaller();
  const email = uniqueEmail(userType.toLowerCase());
  await caller.call('POST', '/api/auth/signup', { email, password, name, phone: '+962791234567', userType });
  return { caller, email };
}

async function signIn(app: AppPage, language: Lang, email: string) {
  await app.goto('/login');
  await logIn(app.page, messages[language], email);
  await app.page.waitForURL((url) => url.pathname !== '/login');
}

const pdfForm = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
};

let recruiter: ApiCaller;
let recruiterEmail: string;

beforeAll(async () => {
  await assertAppReachable();
  browser = await launchBrowser();
  ({ caller: recruiter, email: recruiterEmail } = await account('COMPANY', 'Layla Haddad'));
  await recruiter.call('POST', '/api/company/register', {
    name: `Walk Co ${Date.now().toString(36)}`,
    industry: 'Technology',
    size: '11-50',
    email: `hr.${Date.now()}@example.com`,
    description: 'We build payment systems for the region.',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
});

afterEach(async () => {
  const problems = open.flatMap((app) => app.problems).filter((p) => !expected.some((re) => re.test(p)));
  await Promise.all(open.splice(0).map((app) => app.close()));
  expect(problems, 'console errors, page errors or failed requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe('signed-out pages (point 11)', () => {
  it('ask who is signed in without a 401, so a visit logs no console error', async () => {
    for (const language of ['en', 'ar'] as const) {
      const app = await openAs(language);
      const unauthorized: string[] = [];
      app.page.on('response', (r: Response) => {
        if (r.status() === 401) unauthorized.push(r.url());
      });
      for (const path of ['/', '/jobs', '/about', '/contact', '/login']) await app.goto(path);
      expect(unauthorized).toEqual([]);
      const session = await (await fetch(`${appUrl}/api/users/session`)).json();
      expect(session).toEqual({ user: null });
    }
  });
});

describe('the jobs board filters (point 6)', () => {
  const ids = async (query: string) => {
    const reply = (await (await fetch(`${appUrl}/api/jobs?${query}&limit=50`)).json()) as {
      total: number;
      jobs: { id: string; type: string; workType: string; location: string }[];
    };
    return reply;
  };

  it('Remote finds the remote jobs, Executive and Director differ, and Internship is offered', async () => {
    const remote = await ids('type=REMOTE');
    expect(remote.total).toBeGreaterThan(0);
    for (const job of remote.jobs)
      expect(job.type === 'REMOTE' || job.workType === 'REMOTE' || job.location === 'Remote').toBe(true);
    const executive = await ids('experience=executive');
    const director = await ids('experience=director');
    const overlap = executive.jobs.filter((j) => director.jobs.some((d) => d.id === j.id));
    expect(overlap).toEqual([]);
    expect(executive.total + director.total).toBeGreaterThan(0);

    for (const language of ['en', 'ar'] as const) {
      const m = messages[language];
      const app = await openAs(language);
      await app.goto('/jobs?type=REMOTE');
      await app.page.getByTestId('jobs-found').waitFor();
      expect(await app.page.getByTestId('jobs-empty').count()).toBe(0);
      await app.page.locator('#filter-type').click();
      await app.page.getByRole('option', { name: m.jobs.type.INTERNSHIP, exact: true }).waitFor();
      await app.screenshot(`issue19-jobs-remote-${language}-1440`);
      await app.page.keyboard.press('Escape');
    }
  });
});

describe.each(['en', 'ar'] as const)('a candidate who applied (%s)', (language) => {
  const m = messages[language];
  let email: string;
  let candidate: ApiCaller;
  let jobId: string;
  let title: string;

  beforeAll(async () => {
    ({ caller: candidate, email } = await account('CANDIDATE', 'Sara Nasser'));
    const cv = await candidate.call<{ id: string }>(
      'POST',
      '/api/candidate/upload-cv',
      pdfForm(cvPdf, 'Sara-Nasser-CV.pdf'),
    );
    title = `${language === 'en' ? 'Backend Engineer' : 'مهندس خلفيات'} ${Date.now().toString(36)}`;
    jobId = await postJob(recruiter, title);
    await candidate.call('POST', '/api/applications', { jobId, cvId: cv.id });
  });

  it('reads AI feedback written to them, never the recruiter-only analysis (point 1)', async () => {
    for (const viewport of [wide, narrow]) {
      const app = await openAs(language, viewport);
      await signIn(app, language, email);
      const bodies: string[] = [];
      app.page.on('response', async (r: Response) => {
        if (new URL(r.url()).pathname.startsWith('/api/candidate/applications/') && r.ok())
          bodies.push(await r.text().catch(() => ''));
      });
      await app.goto(`/userdashboard/applications/${jobId}`);
      const feedback = app.page.locator('section[aria-labelledby="application-ai-cv"]');
      await feedback.waitFor({ timeout: 150_000 });
      const heading = language === 'en' ? 'What stood out' : 'ما الذي برز';
      const strengthen = language === 'en' ? 'What to strengthen' : 'ما الذي يمكنك تقويته';
      const next = language === 'en' ? 'What happens next' : 'ماذا يحدث بعد ذلك';
      for (const text of [heading, strengthen, next]) await feedback.getByText(text, { exact: true }).waitFor();
      const page = await app.page.locator('main').innerText();
      for (const recruiterText of [
        /Invite to the first interview/i,
        /Consider for the first interview/i,
        /probe the gaps/i,
        /Score Breakdown/i,
        /Interview Assessment/i,
        /\bREJECT\b/,
        /SECOND[ _]INTERVIEW/,
      ])
        expect(page).not.toMatch(recruiterText);
      expect(bodies.length).toBeGreaterThan(0);
      for (const body of bodies) {
        expect(body).not.toMatch(/"(aiScore|aiRecommendation|aiAnalysis|scoreBreakdown|evidence)"/);
        expect(body).not.toMatch(/Invite to the first interview|Consider for the first interview|Interview Assessment/);
      }
      await app.screenshot(`issue19-feedback-${language}-${viewport.width}`);
    }
  }, 300_000);

  it('sees "already applied" up front on the job page and the apply page, with a link (point 7)', async () => {
    for (const viewport of [wide, narrow]) {
      const app = await openAs(language, viewport);
      await signIn(app, language, email);
      await app.goto(`/jobs/${jobId}`);
      const banner = app.page.getByTestId('applied-before');
      await banner.getByText(m.applyPage.appliedBefore.title).waitFor();
      expect(await app.page.getByRole('link', { name: m.jobs.applyNow, exact: true }).count()).toBe(0);
      await app.screenshot(`issue19-job-applied-${language}-${viewport.width}`);

      await app.goto(`/jobs/${jobId}/apply`);
      await app.page.getByTestId('applied-before').waitFor();
      expect(await app.page.getByRole('button', { name: m.applyPage.submit, exact: true }).count()).toBe(0);
      await app.screenshot(`issue19-apply-applied-${language}-${viewport.width}`);
      await app.page.getByTestId('applied-before').getByRole('link', { name: m.applyPage.appliedBefore.view }).click();
      await app.page.waitForURL((url) => url.pathname === `/userdashboard/applications/${jobId}`);
    }
  });

  it('sees "Saved now" for a job saved seconds ago and the deadline as its calendar date (point 5)', async () => {
    const year = new Date().getUTCFullYear();
    const deadline = `${year}-12-31`;
    await recruiter.call('PUT', `/api/company/jobs/${jobId}`, { deadline });
    await candidate.call('PUT', `/api/saved-jobs/${jobId}`);
    const app = await openAs(language);
    await signIn(app, language, email);
    await app.goto('/userdashboard/saved-jobs');
    const card = app.page.getByTestId('saved-job').filter({ hasText: title });
    const savedNow = m.savedJobs.savedOn.replace('%{when}', language === 'en' ? 'now' : 'الآن');
    await card.getByText(savedNow, { exact: false }).waitFor();
    const text = await card.innerText();
    expect(text).not.toMatch(/1 day ago|قبل يوم/);
    const expectedDate = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
      dateStyle: 'medium',
    }).format(new Date(year, 11, 31));
    expect(text).toContain(expectedDate);
    await app.screenshot(`issue19-saved-${language}-1440`);

    await app.goto(`/jobs/${jobId}`);
    const posted = await app.page.locator('main').innerText();
    expect(posted).not.toMatch(/1 day ago|قبل يوم واحد/);
  });

  it("shows the active CV as the profile's resume, and a refused CV takes the focus (points 4 and 8)", async () => {
    for (const viewport of [wide, narrow]) {
      const app = await openAs(language, viewport);
      await signIn(app, language, email);
      await app.goto('/userdashboard/profile');
      const documents = app.page.locator('section[aria-labelledby="profile-documents"]');
      await documents.getByRole('link', { name: m.candidate.profile.viewResume }).waitFor();
      expect(await documents.getByText(m.candidate.profile.noResume).count()).toBe(0);
      await documents.getByText('Sara-Nasser-CV.pdf').waitFor();
      const education = await app.page.locator('section[aria-labelledby="profile-education"]').innerText();
      for (const line of education.split('\n')) expect(line.trim()).not.toMatch(/^(University|جامعة)$/);
      await app.screenshot(`issue19-profile-${language}-${viewport.width}`);

      await app.goto('/userdashboard/cv');
      await app.page.locator('#cv-upload-input').setInputFiles({
        name: 'locked.pdf',
        mimeType: 'application/pdf',
        buffer: encryptedPdf,
      });
      const notice = app.page.getByTestId('cv-notice-error');
      await notice.waitFor();
      expect(await notice.getAttribute('role')).toBe('alert');
      await app.page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'cv-notice-error',
        undefined,
        { timeout: 5000 },
      );
      await app.screenshot(`issue19-cv-refused-${language}-${viewport.width}`, { fullPage: false });
    }
  });

  it('on the apply page, a CV the server refuses takes the focus and is announced (point 8)', async () => {
    const other = await postJob(recruiter, `${title} B`);
    for (const viewport of [wide, narrow]) {
      const app = await openAs(language, viewport);
      await signIn(app, language, email);
      await app.goto(`/jobs/${other}/apply`);
      await app.page.getByRole('button', { name: m.applyPage.submit, exact: true }).waitFor();
      await app.page.getByRole('radio', { name: m.applyPage.newCv }).check();
      await app.page.locator('#apply-cv-input').setInputFiles({
        name: 'locked.pdf',
        mimeType: 'application/pdf',
        buffer: encryptedPdf,
      });
      await app.page.getByRole('button', { name: m.applyPage.submit, exact: true }).click();
      const error = app.page.getByTestId('apply-cv-error');
      await error.waitFor();
      expect(await error.getAttribute('role')).toBe('alert');
      await app.page.waitForFunction(() => document.activeElement?.id === 'apply-cv-error', undefined, {
        timeout: 5000,
      });
      const box = await error.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      await app.screenshot(`issue19-apply-refused-${language}-${viewport.width}`, { fullPage: false });
    }
  });
});

describe('the company schedule (point 5)', () => {
  it('shows a 31 December deadline as 31 December, without a time', async () => {
    const year = new Date().getUTCFullYear();
    const jobId = await postJob(recruiter, `Deadline ${Date.now().toString(36)}`);
    await recruiter.call('PUT', `/api/company/jobs/${jobId}`, { deadline: `${year}-12-31` });
    for (const language of ['en', 'ar'] as const) {
      const app = await openAs(language);
      await signIn(app, language, recruiterEmail);
      await app.goto('/dashboard');
      const list = app.page.getByTestId('schedule-list');
      await list.waitFor();
      const text = await list.innerText();
      const dec31 = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', { dateStyle: 'medium' }).format(
        new Date(year, 11, 31),
      );
      const jan1 = new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', { dateStyle: 'medium' }).format(
        new Date(year + 1, 0, 1),
      );
      expect(text).toContain(dec31);
      expect(text).not.toContain(jan1);
      await app.screenshot(`issue19-schedule-${language}-1440`);
    }
  });
});
