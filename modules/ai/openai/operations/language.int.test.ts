import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../../local/engine.ts';
import { buildProfile } from '../../local/profile.ts';
import { isInLanguage } from '../../local/writing/script.ts';
import type { CvDocument } from '../../schemas/cv.ts';
import type { ChatRequest, FakeReply } from '../testing/fake-chat-server.ts';
import { expectFallback, expectFromModel, openAiEngineWith } from '../testing/fake-engine.ts';

// The real openai client against the local Chat Completions server: every prompt names the language to write
// in, a reply in the wrong script is sent back once with the reason, and a second one falls back to the local
// engine (which writes both languages).
const local = createLocalAiEngine();
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});
afterAll(() => local.close());

async function start(reply: (req: ChatRequest) => FakeReply) {
  const started = await openAiEngineWith(local, reply);
  close = () => started.server.close();
  return started;
}

const analysisInput = {
  jobTitle: 'Senior Data Engineer',
  industry: 'technology',
  jobLevel: 'SENIOR',
  location: 'Riyadh, Saudi Arabia',
  interviewLanguage: 'arabic' as const,
};
const english = {
  description: 'We are hiring a Senior Data Engineer to build our data platform.',
  shortDescription: 'Senior Data Engineer in Riyadh.',
  responsibilities: '- Build data pipelines',
  requirements: '- 5+ years with Python and SQL',
  benefits: '- Medical insurance',
  skills: ['Python', 'SQL', 'Spark'],
  suggestedSalary: 'SAR 27,500–37,500 per month',
  experienceLevel: '5-7 years',
  educationLevel: "Bachelor's Degree",
};
const arabic = {
  ...english,
  description: 'نبحث عن مهندس بيانات أول لبناء منصة البيانات لدينا.',
  shortDescription: 'مهندس بيانات أول في الرياض.',
  responsibilities: '- بناء مسارات البيانات',
  requirements: '- خبرة لا تقل عن 5 سنوات في Python وSQL',
  benefits: '- تأمين طبي',
  suggestedSalary: '27,500–37,500 ريال سعودي شهريًا',
};
const system = (req: ChatRequest) => req.body.messages[0]!.content;

describe('openai engine: the language of every text', () => {
  it('asks for Arabic in the prompt and returns an Arabic analysis', async () => {
    const { engine, server } = await start(() => ({ json: arabic }));
    const result = await engine.generateJobAnalysis(analysisInput);
    expectFromModel(
      result,
      'openai-job-analysis/1+lang/1',
      (await local.generateJobAnalysis(analysisInput)).provenance,
    );
    expect(system(server.requests[0]!)).toContain('Modern Standard Arabic');
    expect(system(server.requests[0]!)).toContain('Never say the seniority twice');
    expect(result).toMatchObject({ ...arabic, language: 'ar' });
    expect(server.requests).toHaveLength(1);
  });

  it('sends a reply in the wrong script back once, and keeps the corrected one', async () => {
    const { engine, server } = await start((req) => ({ json: req.count === 1 ? english : arabic }));
    const result = await engine.generateJobAnalysis(analysisInput);
    expect(result.provenance.engine).toBe('openai');
    expect(result.description).toBe(arabic.description);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages;
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[3]!.content).toMatch(/^Your previous answer was not written in Arabic/u);
  });

  it('falls back to the local engine, in Arabic, when the second reply is still in English', async () => {
    const { engine, server } = await start(() => ({ json: english }));
    const result = await engine.generateJobAnalysis(analysisInput);
    expect(server.requests).toHaveLength(2);
    expectFallback(result, /^unfit_output: not written in Arabic$/u);
    expect(result.language).toBe('ar');
    expect(isInLanguage(result.description, 'ar', [analysisInput.jobTitle, ...result.skills])).toBe(true);
  });

  it('asks for the page language in a company description, with the size as a band', async () => {
    const input = { name: 'Nuqta', industry: 'Technology', size: '11-50', language: 'ar' as const };
    const { engine, server, sent } = await start(() => ({
      json: { generatedDescription: 'تُعدّ Nuqta شركة نامية في قطاع التقنية يضم فريقها ما بين 11 و50 موظفًا.' },
    }));
    const result = await engine.generateCompanyDescription(input);
    expect(result).toMatchObject({ language: 'ar', provenance: { engine: 'openai' } });
    expect(sent()).toMatchObject({ size: '11-50', language: 'ar' });
    expect(system(server.requests[0]!)).toContain('never "11+"');
  });

  it('does not accept a rewrite that returns the input', async () => {
    const text = '- Build dashboards for managers';
    const { engine, server } = await start(() => ({ json: { text, shortDescription: null, department: null } }));
    const result = await engine.rewriteJobField({ field: 'responsibilities', text, variant: 1 });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body).toMatchObject({ temperature: 0.8 });
    expectFallback(result, /^unfit_output: the same text as the input/u);
    expect(result.text).not.toBe(text);
  });

  it('drops a generated question that repeats the meaning of an employer question', async () => {
    const input = {
      stage: 'FIRST' as const,
      job: { title: 'Accountant', skills: ['SAP'], interviewLanguage: 'english' as const },
      extraQuestions: 'Why us?',
    };
    const { engine } = await start(() => ({
      json: {
        questions: [
          { text: 'Why do you want to join us?', kind: 'motivation', skill: null },
          { text: 'How do you close the month in SAP?', kind: 'technical', skill: 'SAP' },
          { text: 'Why us?', kind: 'custom', skill: null },
          { text: 'What questions do you have for us?', kind: 'closing', skill: null },
        ],
      },
    }));
    const result = await engine.generateInterviewQuestions(input);
    expect(result.questions.map((q) => q.text)).toEqual([
      'How do you close the month in SAP?',
      'Why us?',
      'What questions do you have for us?',
    ]);
    expect(result.language).toBe('en');
  });

  it('writes a CV analysis for an Arabic company with its English translation, each checked', async () => {
    const text = 'Sara Haddad\nWork Experience\nAccountant – Zain\nJan 2020 – Present\nPrepared IFRS reports in SAP';
    const document: CvDocument = { text, pages: 1, method: 'text', language: 'en' };
    const cv = { document, profile: buildProfile(document, { year: 2025, month: 6 }) };
    const reply = (translation: string) => ({
      cvAnalysisScore: 70,
      overallFit: 'Good',
      summary: 'تُظهر السيرة الذاتية خبرة في SAP وتقارير IFRS.',
      matchedSkills: [{ skill: 'SAP', quote: 'Prepared IFRS reports in SAP' }],
      missingSkills: [],
      experienceYears: 5.4,
      educationDetails: 'غير مذكور',
      strengths: [{ claim: 'يعد تقارير IFRS', quote: 'IFRS reports' }],
      weaknesses: [],
      recommendation: '### التقييم العام\n- ادعُ المرشح إلى المقابلة الأولى.',
      translation: {
        summary: translation,
        strengths: ['Prepares IFRS reports'],
        weaknesses: [],
        recommendation: '### Overall\n- Invite to the first interview.',
        educationDetails: 'Not stated',
      },
    });
    const { engine, server } = await start((req) =>
      // First the translation comes back in Arabic too: sent back once.
      ({ json: reply(req.count === 1 ? 'تُظهر السيرة الذاتية خبرة في SAP.' : 'The CV shows SAP and IFRS reporting.') }),
    );
    const a = await engine.analyzeCv({ cv, job: { title: 'Accountant', skills: ['SAP'] }, language: 'ar' });
    expect(server.requests).toHaveLength(2);
    expect(system(server.requests[0]!)).toContain('"translation" object holds the same texts written in English');
    expect(a).toMatchObject({ language: 'ar', summary: 'تُظهر السيرة الذاتية خبرة في SAP وتقارير IFRS.' });
    expect(a.translations?.en).toMatchObject({
      summary: 'The CV shows SAP and IFRS reporting.',
      strengths: ['Prepares IFRS reports'],
    });
    expect(a.translations?.ar?.experienceDetails).toBe('خبرة 5.4 سنة');
  });

  it('scores an interview for an Arabic reader, with the English assessment beside it', async () => {
    const input = {
      stage: 'FIRST' as const,
      job: { title: 'Accountant', skills: ['SAP'] },
      transcript: [
        { speaker: 'AI_ASSISTANT' as const, content: 'How do you close the month in SAP?' },
        { speaker: 'CANDIDATE' as const, content: 'I run the period-end close in SAP FI.' },
      ],
      language: 'ar' as const,
    };
    const { engine } = await start(() => ({
      json: {
        aiScore: 80,
        aiRecommendation: 'SECOND_INTERVIEW',
        aiAnalysis: '### تقييم المقابلة\n- شرح الإقفال الشهري في SAP: "I run the period-end close in SAP FI."',
        breakdown: [{ part: 'skills', weight: 1, score: 80, explanation: 'SAP' }],
        evidence: [{ about: 'SAP', quote: 'I run the period-end close in SAP FI' }],
        translation: { aiAnalysis: '### Interview Assessment\n- Explained the SAP month-end close.' },
      },
    }));
    const s = await engine.scoreInterview(input);
    expect(s).toMatchObject({ language: 'ar', aiScore: 80, provenance: { engine: 'openai' } });
    expect(s.translations?.en?.aiAnalysis).toBe('### Interview Assessment\n- Explained the SAP month-end close.');
    expect(s.translations?.ar?.aiAnalysis).toBe(s.aiAnalysis);
  });
});
