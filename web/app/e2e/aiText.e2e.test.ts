import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { createCompany, messages, signUpCompanyUser, uniqueEmail, type Lang } from './identityFlows.ts';
import { futureDate } from './jobsFlows.ts';

// Issue #21 in the browser: on an Arabic page the job wizard's AI texts are Arabic, and on either page every
// "Rewrite with AI" and "Regenerate AI Prompts" gives a new alternative.
let browser: Browser;
const open: AppPage[] = [];
const wide = { width: 1440, height: 900 };

/** The share of Arabic letters among a text's letters (names such as Python or SQL count as Latin). */
const arabicShare = (text: string) => {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  return letters.filter((c) => /[\u0600-\u06ff]/u.test(c)).length / Math.max(1, letters.length);
};
const value = (page: Page, id: string) => page.locator(`#${id}`).inputValue();
async function changed(page: Page, id: string, before: string) {
  await page.waitForFunction(
    ([fieldId, old]) => {
      const field = document.getElementById(fieldId!) as HTMLTextAreaElement | null;
      return Boolean(field && field.value.trim() && field.value !== old);
    },
    [id, before],
  );
  return value(page, id);
}

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

describe.each(['ar', 'en'] as const)('AI texts of the job wizard (%s page)', (language: Lang) => {
  const m = messages[language];

  it('are written in the page’s language, and Rewrite and Regenerate give new alternatives', async () => {
    const app = await openPage(browser, { viewport: wide, storage: { 'gdpr-accepted': 'true', language } });
    open.push(app);
    const { page } = app;
    await app.goto('/login');
    await page.getByRole('link', { name: m.login.signUp, exact: true }).click();
    await signUpCompanyUser(page, m, { name: 'Huda Salem', email: uniqueEmail(`ai-text-${language}`) });
    await page.waitForURL((url) => url.pathname === '/dashboard/company-profile');
    await createCompany(page, m, `Nuqta Data ${language}`);
    await page.getByTestId('job-postings').waitFor();
    await app.goto('/dashboard/jobs/create');
    await page.getByRole('heading', { name: m.jobWizard.title, level: 1 }).waitFor();
    // A new job is interviewed in the page's language.
    expect(await page.locator('#field-interviewLanguage').innerText()).toBe(
      m.jobOptions.language[language === 'ar' ? 'arabic' : 'english'],
    );
    await page.locator('#field-title').fill('Senior Data Engineer');
    await page.locator('#field-department').fill(language === 'ar' ? 'البيانات' : 'Data');
    await page.locator('#field-deadline').fill(futureDate(30));
    await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'details');
    const description = await changed(page, 'field-description', '');
    const requirements = await value(page, 'field-requirements');
    const skills = await page.getByTestId('skills').locator('.MuiChip-label').allInnerTexts();
    if (language === 'ar') {
      for (const text of [description, requirements, await value(page, 'field-shortDescription')])
        expect(arabicShare(text), text).toBeGreaterThan(0.8);
      expect(await value(page, 'field-salary')).toMatch(/شهريًا$/u);
    } else expect(arabicShare(description)).toBe(0);
    expect(description).not.toMatch(/senior senior/iu);
    expect(skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
    expect(skills).not.toContain('Power BI');
    await app.screenshot(`ai-text-wizard-details-1440-${language}`);
    await page.setViewportSize(mobile);
    await app.screenshot(`ai-text-wizard-details-390-${language}`);
    await page.setViewportSize(wide);

    // Rewrite twice: two different alternatives.
    const rewrite = page.getByTestId('rewrite-description');
    await rewrite.click();
    const first = await changed(page, 'field-description', description);
    await rewrite.click();
    const second = await changed(page, 'field-description', first);
    expect(second).not.toBe(description);
    if (language === 'ar') expect(arabicShare(second)).toBeGreaterThan(0.8);

    await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'interview-questions');
    await page.locator('#field-interviewQuestions').fill(language === 'ar' ? 'لماذا نحن؟' : 'Why us?');
    await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'ai-config');
    const prompt = await changed(page, 'field-aiFirstInterviewPrompt', '');
    if (language === 'ar') expect(arabicShare(prompt)).toBeGreaterThan(0.8);
    await app.screenshot(`ai-text-wizard-prompts-1440-${language}`);
    await page.getByRole('button', { name: m.jobWizard.ai.regenerate }).click();
    const regenerated = await changed(page, 'field-aiFirstInterviewPrompt', prompt);
    expect(regenerated).not.toBe(prompt);
    await page.setViewportSize(mobile);
    await app.screenshot(`ai-text-wizard-prompts-390-${language}`);
  }, 120_000);
});
