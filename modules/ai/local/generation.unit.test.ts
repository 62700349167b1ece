import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from './engine.ts';

const engine = createLocalAiEngine();

describe('interviews', () => {
  const job = {
    title: 'Backend Engineer',
    skills: ['Node.js', 'PostgreSQL', 'Docker'],
    responsibilities: 'Design APIs\nRun production services',
  };

  it("asks about the job's skills, the candidate's gaps and the employer's own questions", async () => {
    const q = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job,
      extraQuestions: 'Are you open to relocating?',
      candidate: { missingSkills: ['Docker'] },
    });
    const texts = q.questions.map((x) => x.text);
    expect(texts.some((t) => t.includes('Node.js'))).toBe(true);
    expect(q.questions.find((x) => x.skill === 'Docker')?.text).toContain('The role needs Docker');
    expect(texts).toContain('Are you open to relocating?');
    expect(q.questions.at(-1)?.kind).toBe('closing');
    const ar = await engine.generateInterviewQuestions({
      stage: 'SECOND',
      job: { ...job, interviewLanguage: 'arabic' },
    });
    expect(ar.questions[0]?.text).toMatch(/[\u0600-\u06FF]/u);
    expect(ar.questions.some((x) => x.kind === 'situational')).toBe(true);
  });

  it('scores a substantive transcript above an evasive one, with quotes from the candidate', async () => {
    const ask = (content: string) => ({ speaker: 'AI_ASSISTANT' as const, content });
    const say = (content: string) => ({ speaker: 'CANDIDATE' as const, content });
    const good = await engine.scoreInterview({
      stage: 'FIRST',
      job,
      transcript: [
        ask('Tell me about your Node.js work?'),
        say(
          'I built the payments API in Node.js serving 2 million requests a day, and I reduced p95 latency by 40% by moving hot queries to PostgreSQL indexes.',
        ),
        ask('How do you deploy?'),
        say(
          'We package every service with Docker and I designed the pipeline that ships to production ten times a day with automatic rollbacks.',
        ),
      ],
    });
    const bad = await engine.scoreInterview({
      stage: 'FIRST',
      job,
      transcript: [
        ask('Tell me about your Node.js work?'),
        say('um not sure'),
        ask('How do you deploy?'),
        say('I guess maybe'),
      ],
    });
    expect(good.aiScore).toBeGreaterThan(bad.aiScore);
    expect(good.aiRecommendation).toBe('SECOND_INTERVIEW');
    expect(bad.aiRecommendation).toBe('REJECT');
    expect(good.evidence.map((e) => e.about)).toEqual(['Node.js', 'PostgreSQL', 'Docker']);
    expect(bad.aiAnalysis).toContain('insufficient evidence');
    // The report goes through the questions one by one.
    expect(good.aiAnalysis).toContain(
      '### Answers\n- **Q1** Tell me about your Node.js work?: **strong**, 27 words, a concrete example or figure, skills: Node.js, PostgreSQL',
    );
    expect(bad.aiAnalysis).toContain('- **Q2** How do you deploy?: **thin**, 3 words, no concrete example');
    const empty = await engine.scoreInterview({ stage: 'SECOND', job, transcript: [] });
    expect(empty).toMatchObject({ aiScore: 0, aiRecommendation: 'REJECT' });
  });

  it('counts a question asked without a question mark, and evaluates its answer on its own', async () => {
    const ask = (content: string) => ({ speaker: 'AI_ASSISTANT' as const, content });
    const say = (content: string) => ({ speaker: 'CANDIDATE' as const, content });
    const answer =
      'I built the payments API in Node.js serving 2 million requests a day, and I reduced p95 latency by 40% with PostgreSQL indexes.';
    const scored = await engine.scoreInterview({
      stage: 'SECOND',
      job,
      transcript: [
        ask('Tell me about your Node.js work?'),
        say(answer),
        ask(
          'Let us go deeper on PostgreSQL: describe the hardest problem you solved with it and the trade-offs you made.',
        ),
        say(
          'I had to pick between a rewrite and indexes, chose indexes for speed, and for example cut a report from 9 to 2 minutes.',
        ),
        ask('Take your time. When you are ready, answer by speaking or in the chat.'),
      ],
    });
    expect(scored.breakdown.find((b) => b.part === 'coverage')?.explanation).toMatch(
      /^2 substantive answers to 2 questions/u,
    );
    expect(scored.aiAnalysis).toMatch(
      /- \*\*Q2\*\* Let us go deeper on PostgreSQL: describe[^\n]*: \*\*strong\*\*, 24 words/u,
    );
    expect(scored.aiAnalysis).not.toMatch(/\*\*Q3\*\*/u);
  });
});
