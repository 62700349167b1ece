import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  agentTokenFactory,
  createInterviewAgent,
  defaultAgentOptions,
  encodeWav,
  espeakTextToSpeech,
  type InterviewAgent,
  type InterviewBrief,
  type Language,
  type SpeechToText,
} from '@tawzeef/interview-agent';
import { memorySessions, silentLogger } from '../../../../modules/interview-agent/testing/index.ts';
import {
  assertAppReachable,
  desktop,
  fakeMediaArgs,
  launchBrowser,
  mobile,
  openPage,
  type AppPage,
} from '../../e2e/harness.ts';

/**
 * The candidate's room in Chromium with the real AI interviewer (modules/interview-agent, run in this process
 * against the real LiveKit server, espeak-ng for its voice) and a microphone that plays a spoken answer in a loop.
 * The recogniser is scripted, so each step decides how sure it is of what it heard: the confidence rule, the
 * correction in the chat and the notice for a language without offline speech recognition, in English and Arabic.
 */
const livekitUrl = process.env.LIVEKIT_URL ?? 'ws://127.0.0.1:7880';
const apiKey = process.env.LIVEKIT_API_KEY ?? 'devkey';
const apiSecret = process.env.LIVEKIT_API_SECRET ?? 'secret';
const rooms = new RoomServiceClient(livekitUrl.replace(/^ws/u, 'http'), apiKey, apiSecret);
const QUESTIONS = ['Why do you want this job?', 'Tell me about a project you built.', 'What did you learn from it?'];
const QUESTIONS_AR = ['لماذا تريد هذه الوظيفة؟', 'حدثنا عن مشروع بنيته.'];

let dir: string;
let browser: Browser;
let app: AppPage | undefined;
let agent: InterviewAgent | undefined;

/** What the scripted recogniser answers now; `null`: nothing intelligible. */
let hearing: { text: string; confidence: number } = { text: '', confidence: 0 };
const scripted: SpeechToText = {
  supports: (language: Language) => language === 'en',
  transcribe: async (_audio, language) => (language === 'en' ? hearing : { text: '', confidence: 0 }),
};

beforeAll(async () => {
  await assertAppReachable();
  dir = await mkdtemp(join(tmpdir(), 'tawzeef-hearing-'));
  // Two seconds of speech, then four of silence, looped by Chromium's fake microphone: one answer per turn.
  const speech = await espeakTextToSpeech({ wordsPerMinute: 170 }).synthesize('I have five years with Node.', 'en');
  const silence = new Int16Array(speech.sampleRate * 4);
  const samples = new Int16Array(speech.samples.length + silence.length);
  samples.set(speech.samples);
  await writeFile(join(dir, 'answer.wav'), encodeWav({ samples, sampleRate: speech.sampleRate }));
  browser = await launchBrowser(fakeMediaArgs(join(dir, 'answer.wav')));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await agent?.stop();
  agent = undefined;
});
afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

function startAgent(brief: InterviewBrief, questions: string[]) {
  const memory = memorySessions([brief]);
  agent = createInterviewAgent({
    sessions: memory.sessions,
    questions: { generateInterviewQuestions: async () => ({ questions: questions.map((text) => ({ text })) }) },
    tts: espeakTextToSpeech({ wordsPerMinute: 190 }),
    stt: scripted,
    token: agentTokenFactory(apiKey, apiSecret),
    clock: () => new Date(),
    logger: silentLogger,
    rooms,
    options: { ...defaultAgentOptions, livekitUrl, workDir: join(dir, 'work'), turnEndMs: 1_200 },
  });
  // As the dispatcher hands the room out when the candidate is given a token.
  void agent.hold(brief.roomName).catch(() => undefined);
  return memory;
}

const brief = (roomName: string, language: Language): InterviewBrief => ({
  interviewId: `interview-${roomName}`,
  roomName,
  language,
  candidateName: 'Lina',
  jobTitle: language === 'ar' ? 'مهندس خلفيات' : 'Backend Engineer',
  companyName: 'Acme',
  questions: { stage: 'FIRST', job: { title: 'Backend Engineer' } },
});

/** Opens the room as the spec's variant B link and joins; returns when the candidate is connected. */
async function joinRoom(roomName: string, ui: 'en' | 'ar', viewport: { width: number; height: number }) {
  const token = new AccessToken(apiKey, apiSecret, { identity: `candidate-${roomName}`, name: 'Lina', ttl: '10m' });
  token.addGrant({ roomJoin: true, room: roomName, canPublish: true, canSubscribe: true, canPublishData: true });
  app = await openPage(browser, {
    viewport,
    missingApi: [/^\/api\//],
    storage: { 'gdpr-accepted': 'true', language: ui },
  });
  await app.context.grantPermissions(['camera', 'microphone']);
  const { page } = app;
  const query = new URLSearchParams({ token: await token.toJwt(), roomName, serverUrl: livekitUrl });
  await app.goto(`/interview/e2e?${query}`);
  await page.getByTestId('device-report').waitFor({ timeout: 15_000 });
  // The room records the AI-use notice's acceptance before it starts; the API is absent here, so answer it.
  await page.route('**/api/privacy/consents', (route) => route.fulfill({ status: 201, json: { acceptances: [] } }));
  await page.getByTestId('notice-consent').getByRole('checkbox').check();
  await page.getByTestId('privacy-consent').getByRole('checkbox').check();
  await page.getByTestId('start-interview').click();
  await page.locator('[data-testid="live-room"][data-phase="connected"]').waitFor({ timeout: 30_000 });
  return { page, joinedAt: Date.now() };
}

/** The input and End Interview are on screen, and the page itself does not scroll. */
async function expectControlsVisible(page: Page) {
  const { width, height } = page.viewportSize()!;
  for (const id of ['chat-input', 'end-interview']) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y + box!.height, `${id} is inside the ${width}x${height} window`).toBeLessThanOrEqual(height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight + 1)).toBe(true);
}

async function confidenceAndCorrection(
  ui: 'en' | 'ar',
  viewport: { width: number; height: number },
  labels: { unclear: string; typeInstead: string; correct: string; corrected: string },
) {
  const roomName = `e2e-hearing-${ui}-${Date.now().toString(36)}`;
  hearing = { text: 'jump on you and you do', confidence: 0.2 };
  const memory = startAgent(brief(roomName, 'en'), QUESTIONS);
  const { page, joinedAt } = await joinRoom(roomName, ui, viewport);
  const log = page.getByTestId('chat-log');
  await log.getByText(QUESTIONS[0]!).waitFor({ timeout: 30_000 });
  const firstQuestionSeconds = (Date.now() - joinedAt) / 1000;

  // An answer heard with 20% confidence is shown as not understood, is not counted, and the interviewer says so.
  const unclear = page.getByTestId('chat-unclear').first();
  await unclear.waitFor({ timeout: 60_000 });
  await unclear.getByText(labels.unclear).waitFor();
  await log.getByText('Sorry, I did not catch that. Could you say it again, or type your answer in the chat?').waitFor({
    timeout: 30_000,
  });
  await app!.screenshot(`hearing-${ui}-${viewport.width}-unclear`);
  // The candidate types it instead: it answers the question asked.
  await unclear.getByRole('button', { name: labels.typeInstead }).click();
  const typed = 'I want this job because I build payment APIs in Node.js and TypeScript.';
  await page.getByTestId('chat-input').fill(typed);
  await page.getByTestId('chat-input').press('Enter');
  await log.getByText(QUESTIONS[1]!).waitFor({ timeout: 60_000 });

  // Heard with 90% confidence: shown as heard, and the candidate corrects it in the chat.
  hearing = { text: 'i built the payment service in note and type script', confidence: 0.9 };
  const heard = page.getByTestId('chat-heard').first();
  await heard.waitFor({ timeout: 60_000 });
  await heard.getByRole('button', { name: labels.correct }).click();
  expect(await page.getByTestId('chat-input').inputValue()).toContain(hearing.text);
  const fixed = 'I built the payment service in Node and TypeScript.';
  await page.getByTestId('chat-input').fill(fixed);
  await page.getByTestId('chat-input').press('Enter');
  await log.getByText(labels.corrected).waitFor({ timeout: 30_000 });
  await log.getByText(fixed).waitFor();
  await expectControlsVisible(page);
  await app!.screenshot(`hearing-${ui}-${viewport.width}-corrected`);

  await expect.poll(() => memory.log.completed.length, { timeout: 90_000 }).toBeGreaterThan(0);
  const lines = memory.log.utterances;
  const answers = lines.filter((u) => u.speakerType === 'CANDIDATE');
  expect(
    answers.filter((u) => u.confidence !== undefined && u.confidence < 0.6),
    'no unsure answer counts',
  ).toEqual([]);
  expect(answers[0]?.text).toBe(typed);
  const spoken = answers.find((u) => u.confidence === 0.9)!;
  expect(answers.find((u) => u.corrects === spoken.seq)?.text).toBe(fixed);
  expect(lines.some((u) => u.speakerType === 'SYSTEM' && u.confidence === 0.2)).toBe(true);
  expect(app!.problems).toEqual([]);
  return { firstQuestionSeconds };
}

describe('hearing the candidate in the interview room', () => {
  it('in English at 1280x800: does not count an answer it is unsure of, and takes a correction typed in the chat', async () => {
    const { firstQuestionSeconds } = await confidenceAndCorrection('en', desktop, {
      unclear: 'Not understood, not counted',
      typeInstead: 'Type it instead',
      correct: 'Correct it',
      corrected: 'You (corrected)',
    });
    // The goal is 10 s (bench:interview measures it); a test machine shared with other runs gets twice that.
    expect(firstQuestionSeconds, 'the first question soon after joining').toBeLessThan(20);
  }, 300_000);

  it('in Arabic at 390x844: the same, with the Arabic screen', async () => {
    await confidenceAndCorrection('ar', mobile, {
      unclear: 'لم يُفهم، ولا يُحتسب',
      typeInstead: 'اكتبه بدلاً من ذلك',
      correct: 'صحّحه',
      corrected: 'أنت (مصحَّح)',
    });
  }, 300_000);

  it('tells a candidate of an Arabic interview, in Arabic and within 10 s, to type, and takes the typed answer', async () => {
    const roomName = `e2e-hearing-notice-${Date.now().toString(36)}`;
    hearing = { text: 'should never be used', confidence: 0.99 };
    const memory = startAgent(brief(roomName, 'ar'), QUESTIONS_AR);
    const { page, joinedAt } = await joinRoom(roomName, 'ar', desktop);
    const notice = page.getByTestId('chat-log').getByText(/^من فضلك اكتب إجاباتك في المحادثة/u);
    await notice.waitFor({ timeout: 10_000 });
    expect((Date.now() - joinedAt) / 1000).toBeLessThan(10);
    await page.getByTestId('chat-log').getByText(QUESTIONS_AR[0]!).waitFor({ timeout: 30_000 });
    await app!.screenshot('hearing-ar-notice-1280');
    await page.getByTestId('chat-input').fill('أريد هذه الوظيفة لأنني أبني واجهات برمجية للمدفوعات منذ خمس سنوات.');
    await page.getByTestId('chat-input').press('Enter');
    await page.getByTestId('chat-log').getByText(QUESTIONS_AR[1]!).waitFor({ timeout: 60_000 });
    // The microphone kept playing speech the whole time: it is recorded, never taken for an answer.
    const said = memory.log.utterances.filter((u) => u.speakerType !== 'AI_ASSISTANT').map((u) => u.text);
    expect(said).toEqual(['أريد هذه الوظيفة لأنني أبني واجهات برمجية للمدفوعات منذ خمس سنوات.']);
    await expectControlsVisible(page);
    expect(app!.problems).toEqual([]);
  }, 300_000);
});
