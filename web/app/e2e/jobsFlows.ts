import type { Page } from 'playwright-core';
import type { Messages } from '../src/i18n/en.ts';

export async function pick(page: Page, fieldId: string, option: string) {
  await page.locator(`#${fieldId}`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export function futureDate(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const filled = (page: Page, id: string) =>
  page.waitForFunction((fieldId) => {
    const field = document.getElementById(fieldId) as HTMLTextAreaElement | HTMLInputElement | null;
    return Boolean(field && field.value.trim().length > 0);
  }, id);

/** Walks the five wizard steps; the deadline is left out first to see its message, then fixed. */
export async function createJobThroughWizard(
  page: Page,
  m: Messages,
  job: { title: string; department: string; maxDurationMinutes?: string },
) {
  await page.getByRole('heading', { name: m.jobWizard.title, level: 1 }).waitFor();
  await page.locator('#field-title').fill(job.title);
  await page.locator('#field-department').fill(job.department);
  const location = await page.locator('#field-location').innerText();
  const industry = await page.locator('#field-industry').innerText();
  await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
  await page.getByText(m.jobRules.deadlineRequired).waitFor();
  await page.locator('#field-deadline').fill(futureDate(45));
  if (!(await page.getByText(m.jobRules.deadlineRequired).isHidden())) throw new Error('the error stays after a fix');
  await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'details');
  await filled(page, 'field-description');
  const description = await page.locator('#field-description').inputValue();
  const skills = await page.getByTestId('skills').locator('.MuiChip-label').allInnerTexts();
  const aiBadges = await page.getByTestId('ai-badge').count();
  await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'interview-questions');
  await page.locator('#field-interviewQuestions').fill('Why this role?\nTell us about a hard problem you solved.');
  if (job.maxDurationMinutes) {
    // Out of range first to see the client rule, then a valid value.
    await page.locator('#field-maxDurationMinutes').fill('2');
    await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
    const rangeError = m.jobTiming.errors.range.minutes.replace('%{min}', '5').replace('%{max}', '240');
    await page.getByText(rangeError).waitFor();
    await page.locator('#field-maxDurationMinutes').fill(job.maxDurationMinutes);
  }
  await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'ai-config');
  await filled(page, 'field-aiCvAnalysisPrompt');
  const prompt = await page.locator('#field-aiCvAnalysisPrompt').inputValue();
  await page.getByRole('button', { name: m.jobWizard.ai.regenerate }).waitFor();
  await page.getByRole('button', { name: m.jobWizard.next, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('step') === 'preview');
  await page.getByTestId('job-preview').getByRole('heading', { name: job.title }).waitFor();
  return { location, industry, description, skills, aiBadges, prompt };
}
