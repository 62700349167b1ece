import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLocalAiEngine } from '../../local/engine.ts';
import type { FakeReply } from '../testing/fake-chat-server.ts';
import { expectFallback, expectFromModel, openAiEngineWith } from '../testing/fake-engine.ts';

const local = createLocalAiEngine();
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});
afterAll(() => local.close());

async function start(reply: () => FakeReply) {
  const started = await openAiEngineWith(local, reply);
  close = () => started.server.close();
  return started;
}

const job = {
  title: 'Accountant',
  skills: ['Accounting', 'SAP', 'IFRS'],
  requirements: '3+ years in accounting',
  interviewLanguage: 'english' as const,
};

describe('openai engine: job texts', () => {
  const analysisInput = { jobTitle: 'Accountant', industry: 'Retail', jobLevel: 'MID', country: 'Jordan' };
  const analysis = {
    description: 'Join our finance team to keep the books of a growing retailer.',
    shortDescription: 'Accountant for a growing retailer in Amman.',
    responsibilities: '- Close the month\n- Reconcile accounts',
    requirements: '- 3+ years in accounting',
    benefits: '- Health insurance',
    skills: ['Accounting', 'SAP'],
    suggestedSalary: '900 - 1,300 JOD',
    experienceLevel: '3-5 years',
    educationLevel: "Bachelor's Degree",
  };

  it('returns the generated job analysis, validated, with its provenance', async () => {
    const { engine, sent } = await start(() => ({ json: analysis }));
    const result = await engine.generateJobAnalysis(analysisInput);
    expectFromModel(
      result,
      'openai-job-analysis/1+lang/1',
      (await local.generateJobAnalysis(analysisInput)).provenance,
    );
    expect(sent()).toEqual(analysisInput);
    expect(result).toMatchObject({ ...analysis, language: 'en' });
  });

  it('falls back when a field is longer than the form allows', async () => {
    const { engine } = await start(() => ({ json: { ...analysis, shortDescription: 'x'.repeat(201) } }));
    const result = await engine.generateJobAnalysis(analysisInput);
    expectFallback(result, /^invalid_output: shortDescription/u);
    expect(result.shortDescription.length).toBeLessThanOrEqual(200);
  });

  it('rewrites a description with its short description, and a title with its department only', async () => {
    const reply = { text: 'Rewritten.', shortDescription: 'Short.', department: 'Finance' };
    const { engine } = await start(() => ({ json: reply }));
    const description = { field: 'description' as const, text: 'we need accountant', jobTitle: 'Accountant' };
    const rewritten = await engine.rewriteJobField(description);
    expectFromModel(rewritten, 'openai-job-rewrite/1+lang/1', (await local.rewriteJobField(description)).provenance);
    expect(rewritten).toMatchObject({
      field: 'description',
      text: 'Rewritten.',
      shortDescription: 'Short.',
      department: null,
    });
    const title = await engine.rewriteJobField({ field: 'title', text: 'accountant' });
    expect(title).toMatchObject({ field: 'title', text: 'Rewritten.', shortDescription: null, department: 'Finance' });
  });

  it('falls back on an empty rewrite', async () => {
    const { engine } = await start(() => ({ json: { text: '', shortDescription: null, department: null } }));
    const result = await engine.rewriteJobField({ field: 'requirements', text: 'excel, sap' });
    expectFallback(result, /^invalid_output: text/u);
    expect(result.text).not.toBe('');
  });

  it('writes a company description', async () => {
    const input = { name: 'Souq', industry: 'Retail', country: 'Jordan' };
    const { engine } = await start(() => ({ json: { generatedDescription: 'Souq sells groceries online.' } }));
    const result = await engine.generateCompanyDescription(input);
    expectFromModel(
      result,
      'openai-company-description/1+lang/1',
      (await local.generateCompanyDescription(input)).provenance,
    );
    expect(result.generatedDescription).toBe('Souq sells groceries online.');
  });
});

describe('openai engine: interviews', () => {
  const questionsInput = { stage: 'FIRST' as const, job, stagePrompt: 'Screen for SAP.', count: 3 };

  it('generates the stage questions from the job and the stage prompt', async () => {
    const questions = [
      { text: 'Tell us about yourself.', kind: 'opening', skill: null },
      { text: 'How do you close the month in SAP?', kind: 'technical', skill: 'SAP' },
    ];
    const { engine, sent } = await start(() => ({ json: { questions } }));
    const result = await engine.generateInterviewQuestions(questionsInput);
    const baseline = await local.generateInterviewQuestions(questionsInput);
    expectFromModel(result, 'openai-interview-questions/1+lang/1', baseline.provenance);
    expect(sent()).toMatchObject({ stage: 'FIRST', stagePrompt: 'Screen for SAP.', job: { title: 'Accountant' } });
    expect(result.questions).toEqual(questions);
  });

  it('falls back to the local questions when the model returns none', async () => {
    const { engine } = await start(() => ({ json: { questions: [] } }));
    const result = await engine.generateInterviewQuestions(questionsInput);
    expectFallback(result, /^invalid_output: questions/u);
    expect(result.questions.length).toBeGreaterThan(0);
  });

  const transcript = [
    { speaker: 'AI_ASSISTANT' as const, content: 'How do you close the month in SAP?' },
    { speaker: 'CANDIDATE' as const, content: 'I run the period-end close in SAP FI and reconcile every account.' },
  ];
  const scoreInput = { stage: 'FIRST' as const, job, stagePrompt: 'Screen for SAP.', transcript };
  const score = {
    aiScore: 87.6,
    aiRecommendation: 'SECOND_INTERVIEW',
    aiAnalysis: '### Summary\n- Knows SAP',
    breakdown: [{ part: 'skills', weight: 1, score: 88, explanation: 'SAP close described' }],
    evidence: [
      { about: 'SAP', quote: 'I run the period-end close in SAP FI' },
      { about: 'IFRS', quote: 'I report under IFRS' },
      { about: 'the question', quote: 'How do you close the month in SAP?' },
    ],
    translation: { aiAnalysis: '### الملخص\n- يعرف SAP' },
  };

  it('scores the transcript, keeping only quotes the candidate said', async () => {
    const { engine, sent } = await start(() => ({ json: score }));
    const result = await engine.scoreInterview(scoreInput);
    expectFromModel(result, 'openai-interview-score/1+lang/1', (await local.scoreInterview(scoreInput)).provenance);
    expect(sent()).toMatchObject({ requiredSkills: ['Accounting', 'SAP', 'Financial Reporting'], transcript });
    expect(result).toMatchObject({ aiScore: 88, aiRecommendation: 'SECOND_INTERVIEW', aiAnalysis: score.aiAnalysis });
    expect(result.evidence).toEqual([
      { about: 'SAP', quote: 'I run the period-end close in SAP FI' },
      { about: 'IFRS', quote: 'insufficient evidence' },
      { about: 'the question', quote: 'insufficient evidence' },
    ]);
  });

  it('falls back to the local score on an unknown recommendation, or when the server errs', async () => {
    const { engine } = await start(() => ({ json: { ...score, aiRecommendation: 'HIRE_NOW' } }));
    const invalid = await engine.scoreInterview(scoreInput);
    expectFallback(invalid, /^invalid_output/u);
    expect(invalid.aiScore).toBe((await local.scoreInterview(scoreInput)).aiScore);
    await close?.();
    const failing = await start(() => ({ status: 500 }));
    expectFallback(await failing.engine.scoreInterview(scoreInput), /^http_500$/u);
  });
});
