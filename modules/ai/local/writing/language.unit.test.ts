import { describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../engine.ts';
import { arCount, arList } from './arabic.ts';
import { coveredBy } from './meaning.ts';
import { arabicShare, isInLanguage, placeholders, repeatedPhrases, repeatedWords } from './script.ts';

describe('Arabic counted nouns', () => {
  it('agree with the number: dual, 3-10 plural with the opposite-gender number word, 11-99 singular', () => {
    expect(arCount(1, 'year')).toBe('سنة واحدة');
    expect(arCount(1, 'month')).toBe('شهر واحد');
    expect(arCount(2, 'year')).toBe('سنتان');
    expect(arCount(2, 'year', { oblique: true })).toBe('سنتين');
    expect(arCount(3, 'year', { words: true })).toBe('ثلاث سنوات');
    expect(arCount(3, 'month', { words: true })).toBe('ثلاثة أشهر');
    expect(arCount(7, 'year')).toBe('7 سنوات');
    expect(arCount(11, 'year')).toBe('11 سنة');
    expect(arCount(12, 'month')).toBe('12 شهرًا');
    expect(arCount(50, 'employee')).toBe('50 موظفًا');
    expect(arCount(200, 'employee')).toBe('200 موظف');
    expect(arCount(1500, 'employee')).toBe('1,500 موظف');
  });

  it('join a list with «و» on the last word (spaced before a Latin name)', () => {
    expect(arList(['التفاوض', 'المبيعات', 'التواصل'])).toBe('التفاوض،\u200f المبيعات والتواصل');
    expect(arList(['Python', 'SQL', 'ETL'])).toBe('Python،\u200f SQL و ETL');
  });
});

describe('text checks', () => {
  it('tell the script of a text, leaving out names, quotes and skills', () => {
    expect(isInLanguage('نبحث عن مهندس بيانات يجيد Python وSQL', 'ar', ['Python', 'SQL'])).toBe(true);
    expect(isInLanguage('We are hiring a data engineer with «خبرة»', 'en')).toBe(true);
    // An English template sentence left in an Arabic text, and Arabic words spliced into an English one.
    expect(isInLanguage('نبحث عن مهندس بيانات. This is a full-time position based in Riyadh.', 'ar')).toBe(false);
    expect(isInLanguage('We are hiring a مهندس بيانات for our team', 'en')).toBe(false);
    expect(arabicShare('abc')).toBe(0);
  });

  it('find repeated words and phrases and leaked template slots', () => {
    expect(repeatedWords('We are hiring a senior Senior Data Engineer')).toEqual(['senior senior']);
    expect(repeatedPhrases('You will build data pipelines. Then you will build data pipelines again.')).toContain(
      'you will build data',
    );
    expect(placeholders('Hello ${name}, you have undefined skills')).toHaveLength(1);
  });
});

describe('interview questions by meaning', () => {
  const engine = createLocalAiEngine();
  const job = { title: 'Backend Engineer', skills: ['Node.js', 'PostgreSQL'], interviewLanguage: 'english' as const };

  it("never asks a generated question the employer's own question already asks", async () => {
    expect(coveredBy('Why do you want to work as a Backend Engineer with us?', 'Why us?')).toBe(true);
    expect(coveredBy('متى يمكنك البدء؟', 'ما فترة الإشعار لديك؟')).toBe(true);
    const { questions } = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job,
      extraQuestions: 'Why us?\nWhat is your notice period?\nDescribe your experience with PostgreSQL?',
    });
    const texts = questions.map((q) => q.text);
    expect(texts).toEqual(expect.arrayContaining(['Why us?', 'What is your notice period?']));
    expect(texts.filter((t) => /why (do you want|us)/iu.test(t))).toEqual(['Why us?']);
    expect(texts.filter((t) => /PostgreSQL/u.test(t))).toEqual(['Describe your experience with PostgreSQL?']);
    // The closing asks only what is left: the notice period is already asked.
    expect(questions.at(-1)).toMatchObject({ kind: 'closing', text: 'What questions do you have for us?' });
    for (const [i, t] of texts.entries())
      for (const other of texts.slice(0, i)) expect(coveredBy(t, other), `${t} / ${other}`).toBe(false);
  });

  it('asks in the interview language, the employer’s own questions as written', async () => {
    const { questions, language } = await engine.generateInterviewQuestions({
      stage: 'FIRST',
      job: { ...job, interviewLanguage: 'arabic' },
      extraQuestions: 'لماذا تريد الانضمام إلينا؟',
    });
    expect(language).toBe('ar');
    for (const q of questions)
      expect(isInLanguage(q.text, 'ar', ['Node.js', 'PostgreSQL', 'Backend Engineer']), q.text).toBe(true);
    expect(questions.filter((q) => /لماذا/u.test(q.text)).map((q) => q.text)).toEqual(['لماذا تريد الانضمام إلينا؟']);
  });
});

describe('interview assessment', () => {
  const engine = createLocalAiEngine();
  const transcript = [
    { speaker: 'AI_ASSISTANT' as const, content: 'Tell me about your Node.js work?' },
    {
      speaker: 'CANDIDATE' as const,
      content:
        'I built our payments API in Node.js with PostgreSQL, for example cutting latency by 40% across 3 regions last year.',
    },
    { speaker: 'AI_ASSISTANT' as const, content: 'How do you deploy?' },
    { speaker: 'CANDIDATE' as const, content: 'With a pipeline.' },
  ];
  const job = { title: 'Backend Engineer', skills: ['Node.js', 'PostgreSQL', 'Docker'] };

  it('is written for an Arabic reader in Arabic, with the same scores, quotes as said and the English beside it', async () => {
    const ar = await engine.scoreInterview({ stage: 'FIRST', job, transcript, language: 'ar' });
    const en = await engine.scoreInterview({ stage: 'FIRST', job, transcript });
    expect(ar.aiScore).toBe(en.aiScore);
    expect(ar.language).toBe('ar');
    expect(ar.aiAnalysis).toMatch(/^### تقييم المقابلة\n\*\*الدرجة: \d+\/100\*\*، التوصية: \*\*/u);
    expect(ar.aiAnalysis).toContain('### الإجابات');
    expect(ar.aiAnalysis).toContain('- **س2** «\u2068How do you deploy?\u2069»: **مقتضبة**، 3 كلمات، دون مثال ملموس');
    expect(ar.aiAnalysis).toContain('- Docker: لا يوجد دليل كافٍ');
    expect(ar.breakdown[0]!.explanation).toBe('إجابات وافية: 1 من أصل سؤالين');
    expect(ar.translations?.en?.aiAnalysis).toBe(en.aiAnalysis);
    expect(en.translations?.ar?.aiAnalysis).toBe(ar.aiAnalysis);
    expect(isInLanguage(ar.aiAnalysis, 'ar', ['Node.js', 'PostgreSQL', 'Docker'])).toBe(true);
  });
});
