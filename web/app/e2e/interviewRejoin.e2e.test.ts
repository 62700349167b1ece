import { describe, expect, it } from 'vitest';
import { newCompany } from './applicationsFlows.ts';
import { appUrl } from './harness.ts';
import { messages, type Lang } from './identityFlows.ts';
import {
  answer,
  answers,
  chatTexts,
  invitedCandidate,
  narrow,
  nextQuestion,
  postJob,
  roomBrowser,
  settle,
  startInterview,
  wide,
} from './roomTripsFlows.ts';

/**
 * Issue 19, the live AI interview as a first-time candidate meets it, in English and Arabic at 1440 and 390 px,
 * against the real API, its hiring workflow and its AI interviewer: point 2, a reload keeps the conversation (from
 * the server) and the interviewer asks the open question again; point 3, an ended interview is completed at once in
 * My Interviews and its link says it has ended.
 */
const { openAs } = roomBrowser();

describe('rejoining and ending the live AI interview (points 2 and 3)', () => {
  async function rejoinAndEnd(language: Lang, viewport: { width: number; height: number }, end: 'candidate' | 'agent') {
    const m = messages[language];
    const recruiter = await newCompany(appUrl);
    const jobId = await postJob(
      recruiter,
      `${language === 'ar' ? 'مهندس خلفيات' : 'Backend Engineer'} ${Date.now().toString(36)}`,
      language === 'ar' ? 'arabic' : 'english',
    );
    const app = await openAs(language, viewport);
    const { page } = app;
    const { joinPath } = await invitedCandidate(app.context, jobId);
    // Each screen is kept at both widths: the test's own and the other one.
    const shot = async (name: string) => {
      for (const size of [viewport, viewport === wide ? narrow : wide]) {
        await page.setViewportSize(size);
        await app.screenshot(`room-trips-${name}-${language}-${size.width}`, { fullPage: false });
      }
      await page.setViewportSize(viewport);
    };

    // The greeting and the first question; the candidate answers in the chat and gets the second question.
    await app.goto(joinPath);
    await startInterview(page);
    const log = page.getByTestId('chat-log');
    await nextQuestion(page, language, 1);
    let said = await log.getByText(m.interview.ai.name, { exact: true }).count();
    await answer(page, answers[language][0]!);
    const asked = await nextQuestion(page, language, said);
    const before = await chatTexts(page);
    expect(before).toContain(answers[language][0]);

    // Point 2: a reload shows the conversation so far, from the server, and the interviewer asks the open question again.
    await page.reload({ waitUntil: 'networkidle' });
    await startInterview(page);
    // Soft checks: a failure here still lets the run go on to point 3.
    const restored = await settle(
      async () => (await chatTexts(page)).slice(0, before.length),
      (lines) => before.every((line, i) => lines[i] === line),
      15_000,
    );
    expect.soft(restored, 'the conversation so far, after the reload').toEqual(before);
    const repeated = await settle(
      async () => (await chatTexts(page)).slice(before.length).filter((line) => line === asked).length,
      (count) => count > 0,
      45_000,
    );
    expect.soft(repeated, 'the open question asked again').toBe(1);
    await page.getByTestId('ai-state').getByText(m.interview.ai.state.listening).waitFor({ timeout: 60_000 });
    await shot('rejoined');

    // The repeated question is answered like any other: the interview goes on.
    said = await log.getByText(m.interview.ai.name, { exact: true }).count();
    await answer(page, answers[language][1]!);
    await nextQuestion(page, language, said);

    // Point 3: once over, the interview is completed at once in My Interviews, and its link says it has ended.
    if (end === 'candidate') {
      await page.getByTestId('end-interview').click();
      await page.getByTestId('confirm-leave').click();
    } else {
      // The candidate answers every question until the interviewer closes the interview and leaves.
      for (let i = 2; i < 20; i++) {
        said = await log.getByText(m.interview.ai.name, { exact: true }).count();
        await answer(page, answers[language][i % answers[language].length]!);
        const listening = page.getByTestId('ai-state').getByText(m.interview.ai.state.listening);
        const outcome = await settle(
          async () => {
            if (await page.getByTestId('room-ended').count()) return 'ended';
            const more = (await log.getByText(m.interview.ai.name, { exact: true }).count()) > said;
            return more && (await listening.count()) ? 'asked' : null;
          },
          (value) => value !== null,
          120_000,
        );
        if (outcome !== 'asked') break;
      }
    }
    await page.getByTestId('room-ended').getByText(m.interview.endedTitle).waitFor({ timeout: 120_000 });
    await shot('ended');
    await page.getByRole('link', { name: m.interview.myInterviews }).click();
    await page.waitForURL((url) => url.pathname === '/userdashboard/interviews');
    await page.getByTestId('interviews-empty').or(page.getByTestId('interviews-list')).waitFor();
    // The first interview (a good first interview may already have brought the invitation to a second one).
    const first = page.getByTestId('candidate-interview').filter({ hasText: m.candidateInterviews.stage.FIRST });
    expect.soft(await first.count(), 'the ended interview is no longer upcoming (no Rejoin)').toBe(0);
    await page.getByRole('button', { name: m.candidateInterviews.all }).click();
    await first.waitFor();
    expect.soft(await first.getByTestId('join-interview').count(), 'no Rejoin under All').toBe(0);
    expect
      .soft(await first.getByText(m.candidateInterviews.status.completed, { exact: true }).count(), 'shown Completed')
      .toBe(1);
    await shot('my-interviews');

    await app.goto(joinPath);
    const closed = page.getByTestId('room-closed');
    await closed.getByRole('heading', { name: m.interview.closed.title.COMPLETED }).waitFor({ timeout: 15_000 });
    expect(await page.getByText(m.interview.connectionError).count(), 'no Connection Error').toBe(0);
    await shot('ended-link');
  }

  it('in English at 1440 px, ended by the candidate', () => rejoinAndEnd('en', wide, 'candidate'), 600_000);
  it('in Arabic at 390 px, ended by the interviewer', () => rejoinAndEnd('ar', narrow, 'agent'), 900_000);
});
