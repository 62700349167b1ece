import { requiredSkills } from '../../local/requirements.ts';
import type { AiEngine } from '../../port.ts';
import {
  InterviewQuestionsContent,
  InterviewQuestionsInput,
  InterviewScoreContent,
  ScoreInterviewInput,
} from '../../schemas/interview.ts';
import { JobContext } from '../../schemas/job.ts';
import type { OperationContext } from '../engine.ts';
import { LlmInterviewScore, LlmQuestions } from '../llm-schemas.ts';
import { verifiedQuote } from '../verify.ts';

export const generateInterviewQuestions =
  ({ ask, withFallback, local }: OperationContext): AiEngine['generateInterviewQuestions'] =>
  async (raw) => {
    const input = InterviewQuestionsInput.parse(raw);
    return withFallback(
      'generateInterviewQuestions',
      input,
      async (provenance) => ({
        ...InterviewQuestionsContent.parse(await ask('generateInterviewQuestions', LlmQuestions, input)),
        provenance,
      }),
      () => local.generateInterviewQuestions(input),
    );
  };

export const scoreInterview =
  ({ ask, withFallback, local }: OperationContext): AiEngine['scoreInterview'] =>
  async (raw) => {
    const input = ScoreInterviewInput.parse(raw);
    const said = input.transcript
      .filter((t) => t.speaker === 'CANDIDATE')
      .map((t) => t.content)
      .join('\n');
    return withFallback(
      'scoreInterview',
      input,
      async (provenance) => {
        const s = await ask('scoreInterview', LlmInterviewScore, {
          ...input,
          requiredSkills: requiredSkills(JobContext.parse(input.job)),
        });
        const content = InterviewScoreContent.parse({
          ...s,
          aiScore: Math.round(Math.max(0, Math.min(100, s.aiScore))),
          evidence: s.evidence.map((e) => ({ about: e.about, quote: verifiedQuote(e.quote, said) })),
        });
        return { ...content, provenance };
      },
      () => local.scoreInterview(input),
    );
  };
