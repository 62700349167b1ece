import type { Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiCaller } from './applicationsFlows.ts';
import { postJob } from './applicationsFlows.ts';
import { appUrl } from './harness.ts';
import { messages } from './identityFlows.ts';
import { candidateWalk, signIn } from './candidateWalkFlows.ts';

/** Issue 19: the signed-out pages, the jobs board filters and the company schedule a first-time user tripped over. */
const { openAs, session } = candidateWalk();
let recruiter: ApiCaller;
let recruiterEmail: string;
beforeAll(() => {
  ({ recruiter, recruiterEmail } = session);
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
