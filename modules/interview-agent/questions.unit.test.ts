import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '@tawzeef/ai';

/** The questions the agent asks come from the AI engine; the job's own questions must all reach the candidate. */
describe("the job's own interview questions", () => {
  const engine = createLocalAiEngine();
  const job = {
    title: 'Backend Engineer',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'AWS'],
    description: 'Build payment APIs.',
    responsibilities: 'Design APIs\nRun production services',
  };

  it('asks every one of them, each once, even when the generated questions alone would fill the interview', async () => {
    const own = [
      'Are you open to relocating?',
      'What is your notice period?',
      'Describe your on-call experience?',
      'Which payment providers have you integrated?',
    ];
    const { questions } = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job,
      count: 6,
      extraQuestions: [
        ...own,
        'are you open to relocating',
        'What questions do you have for us, and when could you start?',
      ].join('\n'),
      candidate: { missingSkills: ['Docker', 'AWS'] },
    });
    const texts = questions.map((q) => q.text);
    for (const q of own) expect(texts).toContain(q);
    const keys = texts.map((t) =>
      t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    );
    expect(new Set(keys).size, texts.join('\n')).toBe(keys.length);
    expect(questions.at(-1)?.kind).toBe('closing');
    expect(questions.length).toBe(6);
  });
});
