import { requiredSkills } from '../../local/requirements.ts';
import { coveredBy } from '../../local/writing/meaning.ts';
import type { AiEngine } from '../../port.ts';
import {
  InterviewQuestionsContent,
  InterviewQuestionsInput,
  InterviewScoreContent,
  ScoreInterviewInput,
} from '../../schemas/interview.ts';
import { JobContext } from '../../schemas/job.ts';
import { languageOf, type TextLanguage } from '../../schemas/language.ts';
import type { OperationContext } from '../engine.ts';
import { LlmInterviewScore, LlmQuestions } from '../llm-schemas.ts';
import { verifiedQuote } from '../verify.ts';

export const generateInterviewQuestions =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateInterviewQuestions'] =>
  async (raw) => {
    const input = InterviewQuestionsInput.parse(raw);
    const language = languageOf(input.job.interviewLanguage);
    const own = (input.extraQuestions ?? '')
      .split(/\n|;|؛/u)
      .map((q) => q.trim())
      .filter(Boolean);
    return withFallback(
      'generateInterviewQuestions',
      input,
      async (provenance) => {
        const reply = await ask('generateInterviewQuestions', LlmQuestions, input, {
          language,
          parts: (r) => r.questions.filter((q) => q.kind !== 'custom').map((q) => ({ text: q.text, language })),
          exempt: [input.job.title, ...requiredSkills(JobContext.parse(input.job))],
        });
        // Whatever the model wrote, a generated question that the employer's own questions already ask goes.
        const questions = reply.questions.filter(
          (q) => q.kind === 'custom' || q.kind === 'closing' || !own.some((o) => coveredBy(q.text, o)),
        );
        return { ...InterviewQuestionsContent.parse({ questions, language }), provenance };
      },
      () => local.generateInterviewQuestions(input),
    );
  };

export const scoreInterview =
  ({ ask, withFallback, local }: OperationContext): AiEngine['scoreInterview'] =>
  async (raw) => {
    const input = ScoreInterviewInput.parse(raw);
    const language: TextLanguage = input.language ?? 'en';
    const other: TextLanguage = language === 'ar' ? 'en' : 'ar';
    const said = input.transcript
      .filter((t) => t.speaker === 'CANDIDATE')
      .map((t) => t.content)
      .join('\n');
    return withFallback(
      'scoreInterview',
      input,
      async (provenance) => {
        const skills = requiredSkills(JobContext.parse(input.job));
        const s = await ask(
          'scoreInterview',
          LlmInterviewScore,
          { ...input, requiredSkills: skills },
          {
            language,
            translation: other,
            parts: (r) => [
              { text: r.aiAnalysis, language },
              { text: r.translation.aiAnalysis, language: other },
            ],
            // The questions as asked and the candidate's words are quoted, in whatever language they were said.
            exempt: [input.job.title, ...skills, ...input.transcript.map((t) => t.content)],
          },
        );
        const content = InterviewScoreContent.parse({
          ...s,
          aiScore: Math.round(Math.max(0, Math.min(100, s.aiScore))),
          evidence: s.evidence.map((e) => ({ about: e.about, quote: verifiedQuote(e.quote, said) })),
          language,
        });
        const translations: Partial<Record<TextLanguage, { aiAnalysis: string }>> = {};
        translations[language] = { aiAnalysis: content.aiAnalysis };
        translations[other] = { aiAnalysis: s.translation.aiAnalysis };
        return { ...content, translations, provenance };
      },
      () => local.scoreInterview(input),
    );
  };
