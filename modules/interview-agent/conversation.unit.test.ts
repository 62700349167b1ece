import { describe, expect, it } from 'vitest';
import { Conversation } from './conversation.ts';

const brief = { language: 'en' as const, candidateName: 'Lina', jobTitle: 'Backend Engineer', companyName: 'Acme' };
const options = { maxMinutes: 45, followUpBelowWords: 6, wrapUpSeconds: 30 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, seconds));
const long = 'I built the payment service in TypeScript and cut its latency by half last year';

describe('Conversation', () => {
  it('greets by name and job, then asks the first question', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    const turn = c.open(at(0));
    expect(turn.say).toHaveLength(2);
    expect(turn.say[0]).toContain('Lina');
    expect(turn.say[0]).toContain('Backend Engineer role at Acme');
    expect(turn.say[1]).toBe('Q1?');
    expect(turn.done).toBe(false);
  });

  it('has the greeting ready before the questions, and does not say it twice', () => {
    expect(Conversation.opening(brief, true)).toEqual([
      'Hello Lina, I am the AI interviewer for the Backend Engineer role at Acme.',
    ]);
    expect(Conversation.opening({ ...brief, language: 'ar' }, false)[0]).toMatch(/^من فضلك اكتب إجاباتك/);
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    expect(c.open(at(0), true).say).toEqual(['Q1?']);
  });

  it('names what may be said after the current answer, so its voice can be made in advance', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.upcoming()[0]).toBe('Q2?');
    expect(c.upcoming()).toContain(
      'Sorry, I did not catch that. Could you say it again, or type your answer in the chat?',
    );
    c.answer(long, at(10));
    expect(c.upcoming()[0]).toMatch(/^Thank you Lina, that completes the interview/);
    c.answer(long, at(20));
    expect(c.upcoming()).toEqual([]);
  });

  it('follows up once on a short answer, then moves on', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    const follow = c.answer('yes', at(10));
    expect(follow.say[0]).toMatch(/tell me a little more/);
    expect(c.answer('still short', at(20)).say).toEqual(['Q2?']);
  });

  it('asks every question, then closes politely', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.answer(long, at(10)).say).toEqual(['Q2?']);
    const end = c.answer(long, at(20));
    expect(end.done).toBe(true);
    expect(end.say[0]).toMatch(/Thank you Lina, that completes the interview/);
    expect(c.done).toBe(true);
    expect(c.answer(long, at(30))).toEqual({ say: [], done: true });
  });

  it('nudges once after silence, then asks the next question', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.silence(at(60)).say[0]).toMatch(/Take your time/);
    expect(c.silence(at(120)).say).toEqual(['Q2?']);
  });

  it('keeps time: past the maximum length minus the wrap-up, any answer closes', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?', 'Q3?'], { ...options, maxMinutes: 1 });
    c.open(at(0));
    expect(c.timeIsUp(at(29))).toBe(false);
    expect(c.timeIsUp(at(30))).toBe(true);
    const end = c.answer(long, at(31));
    expect(end.done).toBe(true);
    expect(end.say[0]).toMatch(/end of our time/);
  });

  it('asks the open question again when the candidate rejoins, and takes the next answer as its answer', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.answer(long, at(10)).say).toEqual(['Q2?']);
    const back = c.rejoined(at(20));
    expect(back.say).toEqual(['Welcome back Lina. We were interrupted; let us continue where we left off.', 'Q2?']);
    expect(back.done).toBe(false);
    expect(c.answer(long, at(30)).done).toBe(true);
  });

  it('on a rejoin after a follow-up, asks the question again and follows up no more', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.answer('yes', at(10)).say[0]).toMatch(/tell me a little more/);
    expect(c.rejoined(at(20)).say[1]).toBe('Q1?');
    expect(c.answer('still short', at(30)).say).toEqual(['Q2?']);
  });

  it('says nothing more on a rejoin after the close, and closes for time when time is up', () => {
    const done = new Conversation(brief, ['Q1?'], options);
    done.open(at(0));
    done.close();
    expect(done.rejoined(at(10))).toEqual({ say: [], done: true });
    const late = new Conversation(brief, ['Q1?', 'Q2?'], { ...options, maxMinutes: 1 });
    late.open(at(0));
    const end = late.rejoined(at(40));
    expect(end.done).toBe(true);
    expect(end.say[0]).toMatch(/end of our time/);
  });

  it('speaks Arabic for an Arabic interview', () => {
    const c = new Conversation({ ...brief, language: 'ar' }, ['س١؟'], options);
    expect(c.open(at(0)).say[0]).toMatch(/مرحباً Lina/);
  });

  it('resumes with a short welcome back and the given question, no greeting', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?', 'Q3?'], options);
    const turn = c.resume(1, at(0));
    expect(turn).toEqual({ say: [expect.stringMatching(/^Welcome back Lina\./), 'Q2?'], done: false });
    expect(turn.say.join(' ')).not.toMatch(/Hello|Q1\?/);
    expect(c.currentQuestion).toBe('Q2?');
    expect(c.answer(long, at(10)).say).toEqual(['Q3?']);
  });

  it('keeps time from the original start after resuming', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], { ...options, maxMinutes: 1 });
    c.resume(1, at(0));
    expect(c.timeIsUp(at(29))).toBe(false);
    expect(c.answer(long, at(31)).say[0]).toMatch(/end of our time/);
  });

  it('closes politely when every question was already answered', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    const turn = c.resume(2, at(0));
    expect(turn.done).toBe(true);
    expect(turn.say).toEqual([expect.stringMatching(/Thank you Lina, that completes the interview/)]);
  });

  it('welcomes back in Arabic for an Arabic interview', () => {
    const c = new Conversation({ ...brief, language: 'ar' }, ['س١؟', 'س٢؟'], options);
    expect(c.resume(1, at(0)).say).toEqual([expect.stringMatching(/^أهلاً بعودتك Lina/), 'س٢؟']);
  });

  it('asks once to repeat or type an answer it did not catch, then moves on without a follow-up', () => {
    const c = new Conversation(brief, ['Q1?', 'Q2?'], options);
    c.open(at(0));
    expect(c.unclear(at(10)).say).toEqual([
      'Sorry, I did not catch that. Could you say it again, or type your answer in the chat?',
    ]);
    const next = c.unclear(at(20));
    expect(next.say[0]).toMatch(/still did not catch that/);
    expect(next.say[1]).toBe('Q2?');
    expect(c.unclear(at(30)).say[0]).toMatch(/^Sorry, I did not catch that/);
  });

  it('tells a candidate whose language it cannot hear to type, in that language, before anything else', () => {
    const c = new Conversation({ ...brief, language: 'ar' }, ['س1؟'], { ...options, hearsSpeech: false });
    const turn = c.open(at(0));
    expect(turn.say[0]).toMatch(/^من فضلك اكتب إجاباتك في المحادثة/);
    expect(turn.say[1]).toMatch(/^مرحباً Lina/);
    expect(turn.say[2]).toBe('س1؟');
    expect(new Conversation(brief, ['Q1?'], options).open(at(0)).say[0]).toMatch(/^Hello Lina/);
  });
});
