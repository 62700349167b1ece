import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '@tawzeef/ai';
import type { InterviewBrief } from './port.ts';
import { memorySessions } from './testing/fakes.ts';
import { runTypedInterview } from './typed.ts';

const engine = createLocalAiEngine();
const job = { title: 'Backend Engineer', skills: ['Node.js', 'PostgreSQL'], description: 'Build payment APIs.' };
const brief = (language: 'en' | 'ar', extra: Partial<InterviewBrief> = {}): InterviewBrief => ({
  interviewId: `interview-${language}`,
  roomName: `room-${language}`,
  language,
  candidateName: 'Lina',
  jobTitle: 'Backend Engineer',
  companyName: 'Acme',
  questions: {
    stage: 'FIRST',
    job: { ...job, interviewLanguage: language === 'ar' ? 'arabic' : 'english' },
    extraQuestions: 'Why do you want to join us?',
  },
  ...extra,
});
const options = { maxMinutes: 45, followUpBelowWords: 6, wrapUpSeconds: 30 };
const long = 'I built the payment service in Node.js and PostgreSQL and cut its latency by half last year.';

describe('runTypedInterview', () => {
  it('greets, asks every question with one follow-up on a short answer, closes and completes the interview', async () => {
    const { sessions, log } = memorySessions([]);
    let t = Date.UTC(2026, 0, 5, 9);
    const heard: string[] = [];
    const result = await runTypedInterview(
      brief('en'),
      { sessions, questions: engine, clock: () => new Date(t), options },
      async (said) => {
        heard.push(said);
        t += 45_000;
        return heard.length === 1 ? 'Yes.' : long;
      },
    );

    expect(log.started).toEqual(['interview-en']);
    const lines = log.utterances.map((u) => [u.seq, u.speakerType, u.text] as const);
    expect(lines.map(([seq]) => seq)).toEqual(lines.map((_, i) => i + 1));
    expect(lines[0]![2]).toMatch(/^Hello Lina, I am the AI interviewer for the Backend Engineer role at Acme/);
    expect(lines[2]).toEqual([3, 'CANDIDATE', 'Yes.']);
    expect(lines[3]![2]).toMatch(/tell me a little more/);
    expect(log.utterances.filter((u) => u.speakerType === 'AI_ASSISTANT').map((u) => u.text)).toContain(
      'Why do you want to join us?',
    );
    expect(lines.at(-1)![2]).toMatch(/Thank you Lina, that completes the interview/);
    // Typed answers carry no speech confidence; nothing was spoken, so nothing is recorded as audio.
    expect(log.utterances.filter((u) => u.speakerType === 'CANDIDATE').every((u) => u.confidence === undefined)).toBe(
      true,
    );
    expect(log.recordings).toEqual([]);
    expect(log.completed).toEqual([{ interviewId: 'interview-en', reason: 'AGENT_ENDED' }]);
    expect(result.answers).toBe(heard.length);
    // Each line carries the clock at the moment it was said.
    expect(log.utterances.at(-1)!.at.getTime()).toBe(t);
  });

  it('holds an Arabic interview in Arabic', async () => {
    const { sessions, log } = memorySessions([]);
    await runTypedInterview(
      brief('ar'),
      { sessions, questions: engine, clock: () => new Date(), options },
      async () => 'قمت بتطوير خدمة الدفع باستخدام Node.js و PostgreSQL وخفضت زمن الاستجابة إلى النصف.',
    );
    expect(log.utterances[0]!.text).toMatch(/^مرحباً Lina، أنا المحاور الآلي/);
    expect(log.utterances.at(-1)!.text).toMatch(/^شكراً لك Lina/);
  });

  it('closes for time when the candidate takes longer than the interview may last', async () => {
    const { sessions, log } = memorySessions([]);
    let t = 0;
    await runTypedInterview(
      brief('en', { maxMinutes: 2 }),
      { sessions, questions: engine, clock: () => new Date(t), options },
      async () => {
        t += 60_000;
        return long;
      },
    );
    expect(log.completed).toEqual([{ interviewId: 'interview-en', reason: 'TIME_LIMIT' }]);
    expect(log.utterances.at(-2)!.text).toBe('We have reached the end of our time.');
  });

  it('goes on after silence: one nudge, then the next question', async () => {
    const { sessions, log } = memorySessions([]);
    let n = 0;
    await runTypedInterview(brief('en'), { sessions, questions: engine, clock: () => new Date(), options }, async () =>
      n++ < 2 ? '' : long,
    );
    const said = log.utterances.map((u) => u.text);
    expect(said[2]).toMatch(/^Take your time/);
    expect(log.completed[0]!.reason).toBe('AGENT_ENDED');
  });
});
