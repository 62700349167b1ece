import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { cvPdf, type ApiCaller } from './applicationsFlows.ts';
import { apiCall } from './communicationsFlows.ts';
import { appUrl, assertAppReachable, fakeMediaArgs, launchBrowser, openPage, type AppPage } from './harness.ts';
import { messages, password, uniqueEmail, type Lang } from './identityFlows.ts';
import { currentNoticeVersions } from '@tawzeef/privacy/rules';

/** What the live-room trips (issue 19, points 2, 3 and 10) share: the browser, the candidate, the chat. */
export const wide = { width: 1440, height: 900 };
export const narrow = { width: 390, height: 844 };
export const livekitUrl = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
export const apiKey = process.env.LIVEKIT_API_KEY ?? 'devkey';
export const apiSecret = process.env.LIVEKIT_API_SECRET ?? 'secret';

/** One second of silence for Chromium's fake microphone: no beeps for the interviewer to take for speech. */
function silentWav(path: string): string {
  const rate = 16_000;
  const data = Buffer.alloc(rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
  return path;
}

/**
 * A Chromium with the fake camera and a silent microphone for the test file, started before its tests and closed
 * after; every page it opened must have logged no problem. Returns how to open a page as a candidate.
 */
export function roomBrowser() {
  const dir = mkdtempSync(join(tmpdir(), 'tawzeef-room-trips-'));
  let browser: Browser;
  const open: AppPage[] = [];

  beforeAll(async () => {
    await assertAppReachable();
    browser = await launchBrowser(fakeMediaArgs(silentWav(join(dir, 'silence.wav'))));
  });

  afterEach(async () => {
    const problems = open.flatMap((app) => app.problems);
    await Promise.all(open.splice(0).map((app) => app.close()));
    expect(problems, 'console errors, page errors or failed requests').toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function openAs(language: Lang, viewport: { width: number; height: number }, missingApi?: RegExp[]) {
    const app = await openPage(browser, {
      viewport,
      storage: { 'gdpr-accepted': 'true', language },
      ...(missingApi ? { missingApi } : {}),
    });
    open.push(app);
    await app.context.grantPermissions(['camera', 'microphone'], { origin: appUrl });
    // Leaving the live room asks the browser's own question (beforeunload): the reload answers it.
    app.page.on('dialog', (dialog) => void dialog.accept());
    return app;
  }

  return { openAs };
}

/** Device check, consent, Start: returns once the candidate is in the room. */
export async function startInterview(page: Page) {
  await page.getByTestId('device-report').waitFor({ timeout: 15_000 });
  await page.getByTestId('notice-consent').getByRole('checkbox').check();
  await page.getByTestId('privacy-consent').getByRole('checkbox').check();
  await page.getByTestId('start-interview').click();
  await page.locator('[data-testid="live-room"][data-phase="connected"]').waitFor({ timeout: 30_000 });
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
export type Box = { x: number; y: number; width: number; height: number };

/** A job whose interview is held in `language` (an Arabic interview asks for typed answers). */
export async function postJob(recruiter: ApiCaller, title: string, language: 'english' | 'arabic') {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const job = await recruiter.call<{ id: string; status: string }>('POST', '/api/company/jobs', {
    title,
    department: 'Engineering',
    location: 'Amman, Jordan',
    deadline,
    industry: 'technology',
    interviewLanguage: language,
    type: 'FULL_TIME',
    jobLevel: 'MID',
    workType: 'ONSITE',
    description: 'Build and run the services behind our products.',
    shortDescription: 'Backend services in Amman.',
    responsibilities: 'Design APIs and keep them fast.',
    requirements: 'Three years of backend work.',
    experience: '3-5 years',
    salary: 'JOD 1,000 - 1,500 per month',
    skills: ['Node.js', 'PostgreSQL'],
  });
  if (job.status !== 'ACTIVE') await recruiter.call('POST', `/api/company/jobs/${job.id}/publish`, {});
  return job.id;
}

/** A candidate signed up and signed in inside the browser context, who applied with a CV and was invited. */
export async function invitedCandidate(context: BrowserContext, jobId: string) {
  await apiCall(context, 'POST', '/api/auth/signup', {
    email: uniqueEmail('room-trips'),
    password,
    name: 'Sara Nasser',
    phone: '+962791234568',
    userType: 'CANDIDATE',
    acceptedNotices: currentNoticeVersions,
  });
  const csrf = (await context.cookies(appUrl)).find((c) => c.name === 'tawzeef_csrf')?.value ?? '';
  const applied = await context.request.fetch(`${appUrl}/api/applications`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrf, Accept: 'application/json' },
    multipart: {
      jobId,
      coverLetter: 'I would love to build your backend services.',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cvPdf },
    },
  });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  const applicationId = String(((await applied.json()) as { id: string }).id);
  // The hiring workflow reads the CV and invites; a loaded machine can take a few minutes.
  const end = Date.now() + 240_000;
  for (;;) {
    const list = (await apiCall(context, 'GET', '/api/candidate/interviews')) as unknown as {
      id: string;
      applicationId: string;
      joinUrl: string | null;
    }[];
    const mine = list.find((i) => i.applicationId === applicationId && i.joinUrl);
    if (mine) {
      const url = new URL(mine.joinUrl!);
      return { interviewId: mine.id, joinPath: `${url.pathname}${url.search}` };
    }
    if (Date.now() > end) throw new Error('no invitation');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The chat's lines as shown: each line's text, in order. */
export const chatTexts = (page: Page) =>
  page
    .getByTestId('chat-log')
    .evaluate((log) =>
      [...log.querySelectorAll(':scope > div')]
        .map((line) => line.querySelectorAll('p')[0]?.textContent?.trim() ?? '')
        .filter(Boolean),
    );

/** Waits until the interviewer has said more lines than `after` and listens; returns what it said last. */
export async function nextQuestion(page: Page, language: Lang, after: number, timeout = 90_000): Promise<string> {
  const m = messages[language];
  const log = page.getByTestId('chat-log');
  const aiLines = log.getByText(m.interview.ai.name, { exact: true });
  const end = Date.now() + timeout;
  while ((await aiLines.count()) <= after) {
    if (Date.now() > end) throw new Error(`the interviewer said nothing after line ${after}`);
    await page.waitForTimeout(250);
  }
  await page.getByTestId('ai-state').getByText(m.interview.ai.state.listening).waitFor({ timeout });
  const texts = await chatTexts(page);
  return texts[texts.length - 1]!;
}

export const answers = {
  en: [
    'I build payment services in Node.js and PostgreSQL, and I enjoy making slow APIs fast for the people who use them.',
    'Our checkout failed under load, so I profiled it, added an index and a queue, and errors fell to almost none.',
    'I led the move of our billing to a new database without downtime, and the team still uses that plan today.',
  ],
  ar: [
    'أعمل على خدمات الدفع باستخدام نود وقواعد البيانات، وأحب أن أجعل الواجهات البطيئة سريعة لمن يستخدمها كل يوم.',
    'تعطلت صفحة الدفع تحت الضغط، فحللت الأداء وأضفت فهرساً وطابوراً، فانخفضت الأخطاء إلى ما يقارب الصفر.',
    'قدت نقل نظام الفوترة إلى قاعدة بيانات جديدة دون توقف، وما زال الفريق يستخدم تلك الخطة حتى اليوم.',
  ],
};

/** The value once `done` holds, or the last one read when `ms` ran out. */
export async function settle<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function answer(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
}
