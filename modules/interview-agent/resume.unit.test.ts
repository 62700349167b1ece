import { describe, expect, it } from 'vitest';
import type { SpeakerType } from './port.ts';
import { resumePoint } from './resume.ts';

const Q = ['Why this job?', 'A hard problem you solved?', 'Where in five years?'];
const ai = (text: string) => ({ speakerType: 'AI_ASSISTANT' as SpeakerType, text });
const me = (text: string) => ({ speakerType: 'CANDIDATE' as SpeakerType, text });
const greeting = ai('Hello Lina, and welcome. Let us begin.');

describe('resumePoint', () => {
  it('starts at the first question when only the greeting was said', () => {
    expect(resumePoint(Q, [greeting])).toBe(0);
  });

  it('asks the last question again when it was asked but not answered', () => {
    expect(resumePoint(Q, [greeting, ai(Q[0]!), me('Because I like it'), ai(Q[1]!)])).toBe(1);
  });

  it('moves on past an answered question, follow-up included', () => {
    const followUp = ai('Could you tell me a little more?');
    expect(resumePoint(Q, [greeting, ai(Q[0]!), me('yes'), followUp, me('I like the team'), ai(Q[1]!), me('ok')])).toBe(
      2,
    );
  });

  it('does not count an empty or system line as an answer', () => {
    const system = { speakerType: 'SYSTEM' as SpeakerType, text: 'The answer could not be transcribed.' };
    expect(resumePoint(Q, [greeting, ai(Q[0]!), system, me('  ')])).toBe(0);
  });

  it('matches question texts despite stray whitespace', () => {
    expect(resumePoint(Q, [ai(`  ${Q[0]!}`), me('An answer')])).toBe(1);
  });

  it('returns the number of questions when every one was answered', () => {
    expect(
      resumePoint(
        Q,
        Q.flatMap((q) => [ai(q), me('An answer')]),
      ),
    ).toBe(3);
  });

  it('counts the answers when the questions were generated anew and match nothing said', () => {
    const old = [greeting, ai('Old first?'), me('One'), ai('Old second?'), me('Two'), ai('Old third?')];
    expect(resumePoint(Q, old)).toBe(2);
    expect(resumePoint(['Only one?'], old)).toBe(1);
  });
});
