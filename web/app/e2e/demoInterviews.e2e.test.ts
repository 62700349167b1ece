import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './communicationsFlows.ts';
import { appUrl, assertAppReachable, launchBrowser, mobile, openPage, type AppPage } from './harness.ts';
import { messages, type Lang } from './identityFlows.ts';

/**
 * The demo data (scripts/seed): a seeded hire went through two AI interviews that the seed held with the real
 * hiring workflow and interviewer, so a recruiter opening it finds both completed, with score, per-question
 * evaluation, transcript and report. Sahara Tech's interviews are in English; Doha Digital Bank's in Arabic.
 */
const owners: Record<Lang, string> = { en: 'owner@sahara-tech.example', ar: 'owner@doha-digital-bank.example' };
const arabic = /[\u0600-\u06FF]/u;

type Row = { id: string; status: string };
type Interview = {
  id: string;
  status: string;
  aiScore: number | null;
  reportUrl: string;
  transcripts: { speakerType: string; content: string }[];
};

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

describe.each(['en', 'ar'] as const)('the demo interviews (%s)', (language) => {
  const m = messages[language].interviewHistory;

  it.each([
    ['1440', { width: 1440, height: 900 }],
    ['390', mobile],
  ] as const)('shows a seeded hire with two completed AI interviews at %s px', async (width, viewport) => {
    const app = await openPage(browser, { storage: { 'gdpr-accepted': 'true', language }, viewport });
    open.push(app);
    const { page, context } = app;
    await apiCall(context, 'POST', '/api/auth/login', { email: owners[language], password: 'Tawzeef-Demo-1' });
    const rows = (await apiCall(context, 'GET', '/api/company/applications?range=[0,99]')) as unknown as Row[];
    const hired = rows.filter((r) => r.status === 'HIRED');
    expect(hired.length).toBeGreaterThan(0);
    const id = hired[0]!.id;
    const interviews = (await apiCall(
      context,
      'GET',
      `/api/company/applications/${id}/interviews`,
    )) as unknown as Interview[];
    expect(interviews.map((i) => i.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const answer = interviews[0]!.transcripts.find((u) => u.speakerType === 'CANDIDATE')!.content;
    expect(arabic.test(answer)).toBe(language === 'ar');

    await app.goto(`/dashboard/candidates/${id}`);
    const history = page.getByTestId('interview-history');
    await history.waitFor();
    expect(await history.getByTestId('interview-score').count()).toBe(2);
    await history.getByTestId('view-all-interviews').click();
    const full = history.getByTestId('interview-full');
    await full.first().waitFor();
    expect(await full.count()).toBe(2);
    const first = await full.first().innerText();
    expect(first).toContain(m.status.COMPLETED);
    expect(first).toContain(m.analysis);
    // The per-question evaluation, and what the candidate typed.
    expect(first).toMatch(/(Q|س)1/u);
    expect(first).toContain(answer.slice(0, 40));
    // Typed in the chat: the page says there is no recording instead of offering one.
    expect(await full.first().getByTestId('no-recording').innerText()).toBe(m.noRecording);
    expect(await full.first().getByRole('button', { name: m.watchRecording }).count()).toBe(0);
    const report = full.first().getByTestId('download-report');
    const href = await report.getAttribute('href');
    const pdf = await context.request.get(`${appUrl}${href}`);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

    await full.first().scrollIntoViewIfNeeded();
    await app.screenshot(`demo-interview-${language}-${width}`, { fullPage: false });
    await full.first().getByTestId('no-recording').scrollIntoViewIfNeeded();
    await app.screenshot(`demo-interview-${language}-${width}-transcript`, { fullPage: false });
  });
});
