import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiCaller, signUpCandidate } from './applicationsFlows.ts';
import { assertAppReachable, launchBrowser, openPage, type AppPage } from './harness.ts';
import { futureDate } from './jobsFlows.ts';
import { messages, password, uniqueEmail, type Lang } from './identityFlows.ts';

// Issue 19: Recommended Jobs showed one company's title four times, all "66% match" in red, and missed a React
// job for a React CV because the job wrote it "React.js". A frontend CV of the labelled set per language
// (skills JavaScript, React, TypeScript, HTML, CSS, Redux, Git, Figma).
const cvs: Record<Lang, { file: string; buffer: Buffer }> = {
  en: { file: 'Yousef CV.pdf', buffer: cvFile('cv-15-frontend-en-two') },
  ar: { file: 'سيرة رانيا.pdf', buffer: cvFile('cv-02-frontend-ar-one') },
};
/** The React job writes every skill another way than the CV reader names it. */
const synonyms: Record<Lang, string[]> = {
  en: ['React.js', 'JS', 'HTML5'],
  ar: ['رياكت', 'جافا سكريبت', 'HTML5'],
};

function cvFile(name: string) {
  return readFileSync(new URL(`../../../modules/ai/eval/cvs/${name}.pdf`, import.meta.url));
}

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

/** A company of the test's own, with a name the test can find on the candidate's screen. */
async function company(name: string): Promise<ApiCaller> {
  const recruiter = new ApiCaller();
  await recruiter.call('POST', '/api/auth/signup', {
    email: uniqueEmail('recommend'),
    password,
    name: 'Layla Haddad',
    phone: '+962791234567',
    userType: 'COMPANY',
  });
  await recruiter.call('POST', '/api/company/register', {
    name,
    industry: 'Technology',
    size: '11-50',
    email: `hr.${Date.now()}@example.com`,
    description: 'We build web products for the region.',
    country: 'JO',
    city: 'Amman',
    street: 'King Hussein St 12',
    phone: '0791 234 567',
  });
  return recruiter;
}

async function postJob(recruiter: ApiCaller, fields: { title: string; skills: string[]; location: string }) {
  const job = await recruiter.call<{ id: string; status: string }>('POST', '/api/company/jobs', {
    ...fields,
    department: 'Engineering',
    deadline: futureDate(30),
    industry: 'technology',
    interviewLanguage: 'english',
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build the web screens of our products in English and Arabic.',
    shortDescription: 'Web screens in Amman.',
    responsibilities: 'Build components and pages.',
    requirements: 'Two years of frontend work.',
    benefits: 'Medical insurance.',
    experience: '2+ years',
    education: "Bachelor's Degree",
    salary: 'JOD 1,000 - 1,500 per month',
    interviewQuestions: 'Why us?\nA hard bug?',
    aiCvAnalysisPrompt: 'Check frontend experience.',
  });
  if (job.status !== 'ACTIVE') await recruiter.call('POST', `/api/company/jobs/${job.id}/publish`, {});
  return job.id;
}

const levelOf = (score: number) => (score >= 70 ? 'strong' : score >= 40 ? 'partial' : 'weak');
const colourOf = { strong: 'green', partial: 'amber', weak: 'grey' } as const;

describe.each(['en', 'ar'] as const)('recommended jobs (%s)', (language) => {
  const m = messages[language];
  const home = m.candidate.home;

  it("folds one company's repeats, matches synonyms of the CV's skills and says what a match means", async () => {
    const candidate = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      storage: { 'gdpr-accepted': 'true', language, hasShownCVPrompt: 'true' },
    });
    open.push(candidate);
    const { page } = candidate;
    await candidate.goto('/signup');
    await signUpCandidate(page, m, uniqueEmail('recommended'));
    await page.getByRole('link', { name: m.candidate.menu.cv }).first().click();
    await page
      .locator('#cv-upload-input')
      .setInputFiles({ name: cvs[language].file, mimeType: 'application/pdf', buffer: cvs[language].buffer });
    await page.locator('[data-testid="cv-status"][data-status="PROCESSED"]').waitFor({ timeout: 60_000 });

    // The jobs take the title the CV reader found, so the title part is the same for all of them.
    const basedOn = await page.evaluate(async () => {
      const reply = await fetch('/api/candidate/recommended-jobs');
      return ((await reply.json()) as { basedOn: { title: string; skills: string[] } }).basedOn;
    });
    expect(basedOn.skills).toEqual(expect.arrayContaining(['React', 'JavaScript', 'HTML']));
    const title = basedOn.title || 'Frontend Developer';
    const stamp = Date.now().toString(36);
    const repeatsName = language === 'en' ? `Repeat Web ${stamp}` : `شركة التكرار ${stamp}`;
    const synonymsName = language === 'en' ? `Synonym Web ${stamp}` : `شركة المرادفات ${stamp}`;
    const repeats = await company(repeatsName);
    for (const location of ['Amman, Jordan', 'Irbid, Jordan', 'Aqaba, Jordan', 'Zarqa, Jordan']) {
      await postJob(repeats, { title, skills: ['React', 'TypeScript', 'CSS'], location });
    }
    const react = await company(synonymsName);
    const reactJob = await postJob(react, { title, skills: synonyms[language], location: 'Amman, Jordan' });

    await page.getByRole('link', { name: m.candidate.menu.dashboard }).first().click();
    const panel = page.getByTestId('home-recommended');
    const rows = panel.getByTestId('recommended-job');
    await rows.first().waitFor({ timeout: 20_000 });
    const texts = await rows.allInnerTexts();

    // One line for the company's four postings of one title, saying how many more there are.
    const repeated = rows.filter({ hasText: repeatsName });
    expect(await repeated.count()).toBe(1);
    await repeated.getByTestId('more-openings').getByText(home.moreOpenings.replace('%{count}', '3')).waitFor();

    // The job asking React.js, JS and HTML5 (or «رياكت», «جافا سكريبت») is the CV's React, JavaScript and HTML.
    const synonymRow = rows.filter({ has: page.locator(`a[href="/jobs/${reactJob}"]`) });
    expect(await synonymRow.count(), texts.join('\n---\n')).toBe(1);
    const why = synonymRow.getByTestId('match-why');
    await why
      .getByText(home.matchSkills.replace('%{matched}', '3').replace('%{asked}', '3'), { exact: false })
      .waitFor();
    for (const skill of synonyms[language]) await why.getByText(skill, { exact: true }).waitFor();
    await why.getByText(home.matchExperience.within, { exact: false }).waitFor();
    await why.getByText(home.matchTitle, { exact: false }).waitFor();

    // The colour follows the level (green from 70, amber from 40, grey below), and the level is said in words.
    for (const chip of await rows.getByTestId('match-score').all()) {
      const score = Number((await chip.innerText()).replace(/\D/g, ''));
      const level = levelOf(score);
      expect(await chip.getAttribute('data-color'), `${score}`).toBe(colourOf[level]);
      expect(await chip.textContent()).toContain(home.matchLevel[level]);
    }
    expect(await synonymRow.getByTestId('match-score').getAttribute('data-color')).toBe('green');
    await panel.getByTestId('match-weights').waitFor();

    // No company's title shows twice.
    const lines = await rows.evaluateAll((items) =>
      items.map((item) => `${item.querySelector('a')?.textContent} / ${item.querySelector('p')?.textContent}`),
    );
    expect(new Set(lines).size, lines.join('\n')).toBe(lines.length);

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await candidate.screenshot(`recommended-jobs-${width}-${language}`);
      await panel.screenshot({
        path: fileURLToPath(new URL(`../test-results/recommended-panel-${width}-${language}.png`, import.meta.url)),
      });
    }
  }, 150_000);
});
