import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '../create-engine.ts';
import { createLocalAiEngine } from '../local/engine.ts';
import { buildProfile } from '../local/profile.ts';
import type { CvDocument } from '../schemas/cv.ts';
import { createOpenAiEngine } from './engine.ts';
import { startFakeChatServer, type ChatRequest, type FakeReply } from './testing/fake-chat-server.ts';

const local = createLocalAiEngine();
let server: Awaited<ReturnType<typeof startFakeChatServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => local.close());

async function engineWith(
  reply: (req: ChatRequest) => FakeReply,
  opts: { timeoutMs?: number; maxRetries?: number } = {},
) {
  server = await startFakeChatServer(reply);
  return createOpenAiEngine({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    model: 'test-model',
    fallback: local,
    ...opts,
  });
}

const promptsInput = { jobTitle: 'Accountant', skills: ['Accounting', 'SAP'], requirements: '3+ years' };
const modelPrompts = {
  aiCvAnalysisPrompt: 'Score accountants on IFRS.',
  aiFirstInterviewPrompt: 'Screen for SAP.',
  aiSecondInterviewPrompt: 'Go deep on closing.',
};

describe('openai engine against a Chat Completions server', () => {
  it('asks for a strict JSON schema and returns the validated structured output with its provenance', async () => {
    const engine = await engineWith(() => ({ json: modelPrompts }));
    const result = await engine.generateJobPrompts(promptsInput);
    expect(result).toMatchObject({
      ...modelPrompts,
      provenance: { engine: 'openai', model: 'test-model', promptVersion: 'openai-job-prompts/1+lang/1' },
    });
    expect(result.provenance.fallback).toBeUndefined();
    const req = server!.requests[0]!;
    expect(req.headers.authorization).toBe('Bearer test-key');
    expect(req.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'generateJobPrompts', strict: true },
    });
    expect(JSON.parse(req.body.messages[1]!.content)).toMatchObject({ jobTitle: 'Accountant' });
  });

  it('falls back to the local engine, and records it, when the output is malformed or breaks the schema', async () => {
    const engine = await engineWith((req) =>
      req.count === 1
        ? { content: 'Sure! Here are your prompts:' }
        : { json: { ...modelPrompts, aiCvAnalysisPrompt: 'x'.repeat(1500) } },
    );
    const notJson = await engine.generateJobPrompts(promptsInput);
    expect(notJson.provenance).toMatchObject({ engine: 'local', fallback: { from: 'openai', model: 'test-model' } });
    expect(notJson.provenance.fallback?.reason).toMatch(/^invalid_output/u);
    expect(notJson.aiCvAnalysisPrompt).toMatch(/Accounting and SAP/u);
    const tooLong = await engine.generateJobPrompts(promptsInput);
    expect(tooLong.provenance.fallback?.reason).toMatch(/^invalid_output: aiCvAnalysisPrompt/u);
  });

  it('gives up after the timeout and falls back', async () => {
    const engine = await engineWith(() => ({ delayMs: 3000, json: modelPrompts }), { timeoutMs: 200, maxRetries: 0 });
    const started = Date.now();
    const result = await engine.generateJobPrompts(promptsInput);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.provenance).toMatchObject({ engine: 'local', fallback: { reason: 'timeout' } });
  });

  it("retries a 429 after the server's retry-after and then succeeds", async () => {
    const engine = await engineWith(
      (req) => (req.count === 1 ? { status: 429, headers: { 'retry-after-ms': '20' } } : { json: modelPrompts }),
      { maxRetries: 2 },
    );
    const result = await engine.generateJobPrompts(promptsInput);
    expect(server!.requests).toHaveLength(2);
    expect(result.provenance.engine).toBe('openai');
  });

  it('falls back after the retries run out', async () => {
    const engine = await engineWith(() => ({ status: 429, headers: { 'retry-after-ms': '5' } }), { maxRetries: 1 });
    const result = await engine.generateCompanyDescription({ industry: 'Retail', name: 'Souq' });
    expect(server!.requests).toHaveLength(2);
    expect(result.provenance).toMatchObject({ engine: 'local', fallback: { reason: 'http_429_rate_limited' } });
    expect(result.generatedDescription).toMatch(/^Souq is a company in retail/u);
  });

  it('keeps only evidence the CV really contains', async () => {
    const text = 'Sara Haddad\nWork Experience\nAccountant – Zain\nJan 2020 – Present\nPrepared IFRS reports in SAP';
    const document: CvDocument = { text, pages: 1, method: 'text', language: 'en' };
    const cv = { document, profile: buildProfile(document, { year: 2025, month: 6 }) };
    const engine = await engineWith(() => ({
      json: {
        cvAnalysisScore: 78,
        overallFit: 'Good',
        summary: 'Solid accountant.',
        matchedSkills: [
          { skill: 'SAP', quote: 'Prepared IFRS reports in SAP' },
          { skill: 'Excel', quote: 'Expert in Excel macros' },
        ],
        missingSkills: ['Taxation'],
        experienceYears: 5.4,
        educationDetails: 'Not stated',
        strengths: [
          { claim: 'Reports under IFRS', quote: 'IFRS reports' },
          { claim: 'Led a team', quote: 'Led a team of ten' },
        ],
        weaknesses: [],
        recommendation: '### Overall\n- Good fit',
        translation: {
          summary: 'محاسب متمكن.',
          strengths: ['يعد التقارير وفق IFRS', 'قاد فريقًا'],
          weaknesses: [],
          recommendation: '### التقييم العام\n- ملاءمة جيدة',
          educationDetails: 'غير مذكور',
        },
      },
    }));
    const a = await engine.analyzeCv({ cv, job: { title: 'Accountant', skills: ['SAP', 'Excel', 'Taxation'] } });
    expect(a.provenance.engine).toBe('openai');
    expect(a.skillsMatch).toEqual({ matched: ['SAP'], missing: ['Taxation', 'Excel'], percentage: 33 });
    expect(a.strengths).toEqual(['Reports under IFRS']);
    expect(a.weaknesses).toContain('Excel: insufficient evidence in the CV');
    // The Arabic translation keeps the same verified claims, in the same order.
    expect(a.translations?.ar?.strengths).toEqual(['يعد التقارير وفق IFRS']);
    expect(a.translations?.ar?.weaknesses).toContain('Excel: لا يوجد دليل كافٍ في السيرة الذاتية');
    for (const e of a.evidence) expect(text).toContain(e.quote);
  });
});

describe('createAiEngine', () => {
  it('uses OpenAI with a key and the local engine without one', async () => {
    const withKey = createAiEngine({ OPENAI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    const without = createAiEngine({ OPENAI_API_KEY: '  ' });
    expect(withKey.name).toBe('openai');
    expect(without.name).toBe('local');
    await withKey.close();
    await without.close();
  });
});
