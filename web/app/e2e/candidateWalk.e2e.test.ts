import type { Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller } from './applicationsFlows.ts';
import { cvPdf, postJob } from './applicationsFlows.ts';
import { messages } from './identityFlows.ts';
import { account, candidateWalk, encryptedPdf, narrow, pdfForm, signIn, wide } from './candidateWalkFlows.ts';

/** Issue 19, candidate side: what a first-time candidate who applied tripped over, in both languages and at two widths. */
const { openAs, session } = candidateWalk();
let recruiter: ApiCaller;
beforeAll(() => {
  ({ recruiter } = session);
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
      await app.page.getByTestId('notice-consent').getByRole('checkbox').check();
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
